import Foundation
import Testing

@testable import EncircleEvaluation

@Suite struct StrokeJSONScannerTests {
    /// Scans `text` in pieces of `pieceSize` bytes, as a reader that keeps only what the scanner
    /// still needs (to the end of the file with `finish`); returns whether the text is of
    /// `form`, each stroke's text and line, and the failure.
    private func scan(
        _ text: String, pieceSize: Int, finish: Bool = true, form: StrokeJSONScanner.Form = .bundle
    ) -> (isOfForm: Bool?, entries: [String], lines: [Int], failure: String?) {
        let bytes = Array(text.utf8)
        var scanner = StrokeJSONScanner(form: form)
        var buffer: [UInt8] = []
        var base = 0
        var (entries, lines): ([String], [Int]) = ([], [])
        func take(isEnd: Bool) {
            for span in buffer.withUnsafeBufferPointer({ scanner.spans(in: $0, base: base, isEnd: isEnd) }) {
                let range = (span.range.lowerBound - base)..<(span.range.upperBound - base)
                entries.append(String(decoding: buffer[range], as: UTF8.self))
                lines.append(span.line)
            }
            buffer.removeFirst(scanner.neededFrom - base)
            base = scanner.neededFrom
        }
        for start in stride(from: 0, to: bytes.count, by: pieceSize) {
            buffer += bytes[start..<min(start + pieceSize, bytes.count)]
            take(isEnd: false)
        }
        if finish { take(isEnd: true) }
        return (scanner.isOfForm, entries, lines, scanner.failure)
    }

    @Test func findsTheEntriesWhateverTheLineBreaksAndThePieces() {
        let whole = scan(BundleTexts.tricky, pieceSize: Int.max)
        #expect(whole.isOfForm == true)
        #expect(whole.failure == nil)
        #expect(
            whole.entries == [
                #"{"file":"s02/fast/circle01.xml","points":[[1,2,0],[3,4,0.01]],"note":"]}\\"}"#,
                "{\"label\":\"v\",\"points\":\n    [ [5 , 6] ,\n      [7,8]]}",
                #"{"file":"s03/slow/star01.xml","points":[[1,2],,[3,4]]}"#,
                #"{"label":"x\"]}","points":[{"x":1,"y":2}]}"#,
                "7",
            ])
        #expect(whole.lines == [6, 6, 9, 10, 10])
        for pieceSize in [1, 2, 3, 5, 64] {
            let pieces = scan(BundleTexts.tricky, pieceSize: pieceSize)
            #expect(pieces.isOfForm == true && pieces.entries == whole.entries && pieces.failure == nil)
            #expect(pieces.lines == whole.lines)
        }
    }

    /// The first bytes decide, before the rest of the file is read.
    @Test func recognisesABundleFromItsFirstBytes() {
        let opening = #"{"format":"encircle-strokes","source":"x","strokes":[{"points""#
        #expect(scan(opening, pieceSize: 7, finish: false).isOfForm == true)
        #expect(scan(#"{"source":"x","strokes":["#, pieceSize: 1, finish: false).isOfForm == true)
        #expect(scan(#"{"source":"x","str"#, pieceSize: 1, finish: false).isOfForm == nil)
        #expect(scan(#"{"format":"svg","strokes":["#, pieceSize: 1, finish: false).isOfForm == false)
        #expect(scan(#"{"strokes":{"#, pieceSize: 1, finish: false).isOfForm == false)
        #expect(scan("<Gesture>", pieceSize: 1, finish: false).isOfForm == false)
        #expect(scan(#"{"source":[1,,2],"strokes":["#, pieceSize: 1, finish: false).isOfForm == false)
        #expect(scan(#"{"points":[[1,2]]}"#, pieceSize: 1).isOfForm == false)
        #expect(scan(#"{"templates":[]}"#, pieceSize: 1).isOfForm == false)
        #expect(scan("", pieceSize: 1).isOfForm == false)
    }

    @Test func aBrokenStructureStopsTheScanWhereItBreaks() {
        func failure(_ text: String) -> (entries: Int, failure: String?) {
            let scanned = scan(text, pieceSize: 2)
            return (scanned.entries.count, scanned.failure)
        }
        #expect(failure(#"{"strokes":[{"a":1}]}"#) == (1, nil))
        #expect(
            failure("{\"strokes\":[{\"a\":1}\n{\"b\":2}]}")
                == (1, "not valid JSON: expected ',' or ']' after entry 1 at line 2, column 1, found '{'"))
        // Brackets are counted, not matched: JSONDecoder finds the entry broken, the scanner what follows.
        #expect(
            failure(#"{"strokes":[{"a":[1}]}"#)
                == (1, "not valid JSON: expected ',' or ']' after entry 1 at line 1, column 22, found '}'"))
        // A line break in a string is JSONDecoder's to refuse: the entry is broken, not the bundle.
        #expect(
            failure("{\"strokes\":[{\"a\":\"one\n\"},\n{\"b\":\"]\"} x]}").failure?.hasSuffix(
                "line 3, column 11, found 'x'") == true)
        #expect(
            failure("{\"strokes\":[{\"a\":1},\n  {\"b\":")
                == (1, "not valid JSON: the file ends in entry 2, begun at line 2, column 3"))
        #expect(
            failure(#"{"strokes":[{"a":1},"#) == (
                1, "not valid JSON: the file ends before the bundle is closed at line 1, column 21"
            ))
        let unclosed = "not valid JSON: what follows the \"strokes\" array, ended at line 1, column 13"
        #expect(failure(#"{"strokes":[]"#) == (0, unclosed))
        #expect(failure(#"{"strokes":[],}"#) == (0, nil))  // Foundation's decoder takes a trailing comma
        #expect(
            failure(#"{"strokes":[,]}"#) == (0, "not valid JSON: expected an entry at line 1, column 13, found ','"))
        #expect(failure(#"{"strokes":[] } x"#) == (0, unclosed))
        #expect(
            failure(#"{"strokes":[],"strokes":[]}"#).failure?.contains(#""strokes" is given more than once"#) == true)
        #expect(
            failure(#"{"strokes":[],"format":"svg"}"#) == (0, #"unknown format "svg" (expected "encircle-strokes")"#))
        #expect(failure(#"{"strokes":[],"format":"encircle-strokes","n":[1,{}]}"#) == (0, nil))
    }
}

extension StrokeJSONScannerTests {
    /// JSON Lines: a stroke per line, blank lines skipped, a byte-order mark dropped, the last
    /// line ended by the file; lines cut by a piece are found whole.
    @Test func findsTheLinesOfJSONLines() {
        let text = "\u{FEFF}{\"a\":1}\n\n  \t\r\n{\"b\":\n[2]}\r\n7"
        for pieceSize in [1, 2, 5, 64] {
            let scanned = scan(text, pieceSize: pieceSize, form: .jsonLines)
            #expect(scanned.isOfForm == true && scanned.failure == nil)
            #expect(scanned.entries == [#"{"a":1}"#, #"{"b":"#, "[2]}\r", "7"])
            #expect(scanned.lines == [1, 4, 5, 6])
        }
        #expect(scan("7", pieceSize: 1, finish: false, form: .jsonLines).entries.isEmpty)
    }
}
