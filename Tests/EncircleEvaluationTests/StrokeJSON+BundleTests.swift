import Encircle
import EncircleEvaluation
import Foundation
import Testing

@Suite struct StrokeJSONBundleTests {
    private func read(_ text: String, file: String) throws(LoadError) -> (
        strokes: [LabeledStroke], errors: [LoadError]
    ) {
        try StrokeJSON.strokes(from: Data(text.utf8), file: file)
    }

    /// A syntax error inside an entry breaks that entry only, named by its position and placed
    /// where it begins; a break around the entries is the file's error, placed by line and
    /// column, after the entries before it.
    @Test func bundleSyntaxErrorsSayWhere() throws {
        let text = """
            {"format":"encircle-strokes","strokes":[
            {"file":"s02/fast/circle01.xml","points":[[1,2],[3,4]]},
            {"file":"s02/fast/v01.xml","points":[[1,2] [3,4]]},
            {"points":[[1,2],[3,4]],"file":"s02/fast/v02.xml" "label":"v"},
            {"label":"v","points":[[1,2],[3,4]]}
            {"label":"v","points":[[1,2],[3,4]]}
            ]}
            """
        let result = try read(text, file: "b.json")
        #expect(result.strokes.map(\.file) == ["b.json:s02/fast/circle01.xml", "b.json:#4"])
        #expect(
            result.errors.map(\.description) == [
                "b.json:#2: not valid JSON (the entry begun at line 3, column 1)",
                "b.json:#3: not valid JSON (the entry begun at line 4, column 1)",
                "b.json: not valid JSON: expected ',' or ']' after entry 4 at line 6, column 1, found '{'",
            ])
    }

    /// A bundle is known by its keys in order: a `"strokes"` array after no other `"format"`.
    @Test func bundleIsKnownByItsKeysInOrder() throws {
        func problem(_ text: String) -> String? {
            do {
                return try read(text, file: "b.json").errors.map(\.description).joined(separator: "; ")
            } catch {
                return error.description
            }
        }
        #expect(problem(#"{"strokes":5}"#) == #"b.json: not an encircle-strokes bundle: "strokes" is not an array"#)
        #expect(
            problem(#"{"format":"svg","strokes":[]}"#) == #"b.json: unknown format "svg" (expected "encircle-strokes")"#
        )
        #expect(
            problem(#"{"strokes":[],"format":"svg"}"#) == #"b.json: unknown format "svg" (expected "encircle-strokes")"#
        )
        #expect(problem(#"{"format":7,"strokes":[{"label":"v","points":[[1,2]]}],"source":{"a":[]}}"#) == "")
        #expect(problem("{\"source\":[1,,2],\"strokes\":[]}") == "b.json: not valid JSON")
    }
}
