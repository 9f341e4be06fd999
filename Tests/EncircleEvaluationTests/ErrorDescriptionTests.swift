import Foundation
import Testing

@testable import Encircle
@testable import EncircleEvaluation

/// Tools and apps show `localizedDescription`; it must be the message.
@Suite struct EvaluationErrorDescriptionTests {
    static let errors: [any Error & CustomStringConvertible] = [
        DetectorSelectionError.noStreamingForm(id: "sadun", streamingIDs: ["encircle"]),
        LoadError(file: "strokes.json", problem: "not JSON"),
        DetectorSelectionError.unknown(id: "nope", knownIDs: ["encircle", "sadun"]),
        DuplicateDetectorError(id: "encircle"),
    ]

    @Test(arguments: errors.indices)
    func localizedDescriptionIsTheMessage(index: Int) {
        let error = Self.errors[index]
        #expect(!error.description.isEmpty)
        #expect(error.localizedDescription == error.description)
    }
}
