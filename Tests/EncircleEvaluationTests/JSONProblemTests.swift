import EncircleEvaluation
import Foundation
import Testing

@Suite struct JSONProblemTests {
    private struct Point: Decodable { var x: Double, y: Double }
    private struct Shape: Decodable { var points: [Point] }

    private func decodingError(_ json: String) throws -> any Error {
        do {
            _ = try JSONDecoder().decode(Shape.self, from: Data(json.utf8))
        } catch {
            return error
        }
        throw CancellationError()
    }

    /// A decoding error is one line that names the key path where the decoder was.
    @Test func describesADecodingErrorByItsKeyPath() throws {
        #expect(JSONProblem.describe(try decodingError(#"{"points":[{"x":1}]}"#)) == #"points[0]: missing key "y""#)
        let mismatch = JSONProblem.describe(try decodingError(#"{"points":[{"x":1,"y":"two"}]}"#))
        #expect(mismatch.hasPrefix("points[0].y: Expected to decode Double"), "\(mismatch)")
        #expect(!mismatch.hasSuffix("."))
        #expect(JSONProblem.describe(try decodingError(#"{"lines":[]}"#)) == #"missing key "points""#)
        #expect(JSONProblem.describe(CocoaError(.fileReadNoSuchFile)).isEmpty == false)
    }

    /// Broken syntax is "not valid JSON", and only that on Linux, whose decoder says no more.
    @Test func syntaxErrorsAreNotValidJSON() throws {
        let syntax = JSONProblem.syntax(try decodingError(#"{"points":[1,}"#))
        #expect(syntax.hasPrefix("not valid JSON"))
        #if os(Linux)
            #expect(syntax == "not valid JSON")
        #endif
        #expect(JSONProblem.syntax(CancellationError()) == "not valid JSON")
    }
}
