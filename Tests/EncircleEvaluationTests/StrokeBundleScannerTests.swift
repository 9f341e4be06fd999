import Foundation
import Testing

@testable import EncircleEvaluation

@Suite struct StrokeBundleScannerTests {
    /// Scans `text` in pieces of `pieceSize` bytes, as a reader that keeps only what the scanner
    /// still needs; returns the verdict, each entry's text and the failure.
    private func scan(_ text: String, pieceSize: Int, finish: Bool = true) -> (
        verdict: StrokeBundleScanner.Verdict, entries: [String], failure: String?
    ) {
        let bytes = Array(text.utf8)
        var scanner = StrokeBundleScanner()
        var buffer: [UInt8] = []
        var base = 0
        var entries: [String] = []
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + pieceSize, bytes.count)
            buffer += bytes[offset..<end]
            offset = end
            buffer.withUnsafeBufferPointer { scanner.scan($0, base: base) }
            for entry in scanner.takeEntries() {
                entries.append(
                    String(
                        decoding: buffer[(entry.range.lowerBound - base)..<(entry.range.upperBound - base)],
                        as: UTF8.self))
            }
            buffer.removeFirst(scanner.neededFrom - base)
            base = scanner.neededFrom
        }
        if finish { scanner.finish() }
        return (scanner.verdict, entries, scanner.failure)
    }

    @Test func findsTheEntriesWhateverTheLineBreaksAndThePieces() {
        let whole = scan(BundleTexts.tricky, pieceSize: Int.max)
        #expect(whole.verdict == .bundle)
        #expect(whole.failure == nil)
        #expect(
            whole.entries == [
                #"{"file":"s02/fast/circle01.xml","points":[[1,2,0],[3,4,0.01]],"note":"]}\\"}"#,
                "{\"label\":\"v\",\"points\":\n    [ [5 , 6] ,\n      [7,8]]}",
                #"{"file":"s03/slow/star01.xml","points":[[1,2],,[3,4]]}"#,
                #"{"label":"x\"]}","points":[{"x":1,"y":2}]}"#,
                "7",
            ])
        for pieceSize in [1, 2, 3, 5, 64] {
            let pieces = scan(BundleTexts.tricky, pieceSize: pieceSize)
            #expect(pieces.verdict == whole.verdict && pieces.entries == whole.entries && pieces.failure == nil)
        }
    }

    /// The first bytes decide, before the rest of the file is read.
    @Test func recognisesABundleFromItsFirstBytes() {
        let opening = #"{"format":"encircle-strokes","source":"x","strokes":[{"points""#
        #expect(scan(opening, pieceSize: 7, finish: false).verdict == .bundle)
        #expect(scan(#"{"source":"x","strokes":["#, pieceSize: 1, finish: false).verdict == .bundle)
        #expect(scan(#"{"source":"x","str"#, pieceSize: 1, finish: false).verdict == .undecided)
        #expect(scan(#"{"format":"svg","strokes":["#, pieceSize: 1, finish: false).verdict == .notABundle)
        #expect(scan(#"{"strokes":{"#, pieceSize: 1, finish: false).verdict == .notABundle)
        #expect(scan("<Gesture>", pieceSize: 1, finish: false).verdict == .notABundle)
        #expect(scan(#"{"source":[1,,2],"strokes":["#, pieceSize: 1, finish: false).verdict == .notABundle)
        #expect(scan(#"{"points":[[1,2]]}"#, pieceSize: 1).verdict == .notABundle)
        #expect(scan(#"{"templates":[]}"#, pieceSize: 1).verdict == .notABundle)
        #expect(scan("", pieceSize: 1).verdict == .notABundle)
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
        #expect(
            failure("{\"strokes\":[{\"a\":\"one\n\"}]}")
                == (0, "not valid JSON: control character in a string at line 1, column 22, found byte 10"))
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
