import Foundation
import Testing

@testable import EncircleEvaluation

@Suite struct StrokeJSONScannerTests {
    /// Scans `text` in pieces of `pieceSize` bytes, as a reader that keeps only what the scanner
    /// still needs (to the end of the file with `finish`); returns whether the text is of
    /// `form`, each stroke's text and line, and the failure.
    private func scan(
        _ text: String, pieceSize: Int, finish: Bool = true, form: StrokeJSONScanner.Form = .bundle,
        limits: ReadLimits? = nil
    ) -> (isOfForm: Bool?, entries: [String], lines: [Int], failure: String?) {
        let bytes = Array(text.utf8)
        var scanner = StrokeJSONScanner(form: form, limits: limits)
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
        for start in stride(from: 0, to: bytes.count, by: pieceSize) where scanner.failure == nil {
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

extension StrokeJSONScannerTests {
    /// A line feed that falls on any boundary between pieces ends its line, and the line after
    /// it is found too.
    @Test func findsALineFeedAcrossPieceBoundaries() {
        let text = "{\"a\":1}\n{\"bb\":22}\n\n{\"c\":3}"
        for pieceSize in 1...text.utf8.count {
            let scanned = scan(text, pieceSize: pieceSize, form: .jsonLines)
            #expect(scanned.entries == [#"{"a":1}"#, #"{"bb":22}"#, #"{"c":3}"#], "pieces of \(pieceSize)")
            #expect(scanned.lines == [1, 2, 4], "pieces of \(pieceSize)")
        }
    }

    /// A line or an entry many pieces long is scanned once, not again with every piece: 8 MiB
    /// in pieces of 64 bytes would take minutes scanned again from its start each time.
    @Test func scansALongStrokeOnceWhateverThePieces() {
        let points = String(repeating: "[1,2],", count: (8 << 20) / 6)
        let stroke = #"{"label":"x\"]","points":["# + points + "[3,4]]}"
        let clock = ContinuousClock()
        let start = clock.now
        let lines = scan(stroke + "\n" + stroke, pieceSize: 64, form: .jsonLines)
        #expect(lines.entries.count == 2 && lines.entries.allSatisfy { $0 == stroke })
        let bundle = scan(#"{"strokes":["# + stroke + "," + stroke + "]}", pieceSize: 64)
        #expect(bundle.failure == nil && bundle.entries.count == 2 && bundle.entries.allSatisfy { $0 == stroke })
        #expect(clock.now - start < .seconds(20))
    }

    /// With limits, a line or an entry longer than the limit per stroke stops the scan, after
    /// the strokes before it, whatever the pieces; one exactly as long passes.
    @Test func aStrokePastTheLimitStopsTheScan() {
        let limits = ReadLimits(maximumStrokeBytes: 8)
        let tooLong =
            "line 2 is longer than 8 bytes (the limit per stroke: maximumStrokeBytes); the file is read no further"
        for pieceSize in [1, 3, 64] {
            let lines = scan("12345678\n123456789\n1\n", pieceSize: pieceSize, form: .jsonLines, limits: limits)
            #expect(lines.entries == ["12345678"] && lines.failure == tooLong, "pieces of \(pieceSize)")
            let unended = scan("1\n123456789", pieceSize: pieceSize, finish: false, form: .jsonLines, limits: limits)
            #expect(unended.entries == ["1"] && unended.failure == tooLong, "pieces of \(pieceSize)")

            let entries = scan(
                #"{"strokes":[[1,2,3,4,5,6],"# + "\n  [1,2,3,4,5,6,7]]}", pieceSize: pieceSize,
                limits: ReadLimits(maximumStrokeBytes: 13))
            #expect(entries.entries == ["[1,2,3,4,5,6]"], "pieces of \(pieceSize)")
            #expect(
                entries.failure
                    == "entry 2, begun at line 2, column 3, is longer than 13 bytes (the limit per stroke: "
                    + "maximumStrokeBytes); the file is read no further", "pieces of \(pieceSize)")
        }
    }

    /// With limits, the start of a bundle up to its array, and what follows the array, are held
    /// to the limit per stroke too; a file that is not a bundle is left to its reader.
    @Test func theStartAndEndOfABundleAreHeldToTheLimit() {
        let limits = ReadLimits(maximumStrokeBytes: 16)
        let noWholeStroke = "more than 16 bytes without a whole stroke (the limit per stroke: maximumStrokeBytes)"
        for pieceSize in [1, 5, 64] {
            let start = scan(#"{"source":"abcdefgh","strokes":[[1]]}"#, pieceSize: pieceSize, limits: limits)
            #expect(start.entries.isEmpty && start.failure == noWholeStroke, "pieces of \(pieceSize)")
            let end = scan(#"{"strokes":[[1]],"source":"abcdefgh"}"#, pieceSize: pieceSize, limits: limits)
            #expect(end.entries == ["[1]"], "pieces of \(pieceSize)")
            #expect(
                end.failure
                    == #"what follows the "strokes" array is longer than 16 bytes (the limit per stroke: maximumStrokeBytes)"#,
                "pieces of \(pieceSize)")
            let within = scan(#"{"strokes":[[1]],"c":2}"#, pieceSize: pieceSize, limits: limits)
            #expect(within.entries == ["[1]"] && within.failure == nil, "pieces of \(pieceSize)")
        }
        #expect(scan(#"{"points":[[1,2],[3,4],[5,6]]}"#, pieceSize: 64, limits: limits).isOfForm == false)
    }
}
