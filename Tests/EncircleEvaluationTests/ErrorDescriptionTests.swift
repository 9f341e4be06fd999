import Foundation
import Testing

@testable import Encircle
@testable import EncircleEvaluation

/// Tools and apps show `localizedDescription`; it must be the message.
@Suite struct EvaluationErrorDescriptionTests {
    static let errors: [any Error & CustomStringConvertible] = [
        StreamingUnsupportedError(id: "sadun", streamingIDs: ["encircle"]),
        LoadError(file: "strokes.json", problem: "not JSON"),
        InvalidLabelError(label: "a b"),
        UnknownDetectorError(id: "nope", knownIDs: ["encircle", "sadun"]),
        DuplicateDetectorError(id: "encircle"),
        InvalidTransformError(spec: "rotate:x", problem: "not a number"),
    ]

    @Test(arguments: errors.indices)
    func localizedDescriptionIsTheMessage(index: Int) {
        let error = Self.errors[index]
        #expect(!error.description.isEmpty)
        #expect(error.localizedDescription == error.description)
    }
}
