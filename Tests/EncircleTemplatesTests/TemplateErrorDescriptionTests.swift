import Foundation
import Testing

@testable import EncircleTemplates

/// Apps show `localizedDescription`; it must be the message.
@Suite struct TemplateErrorDescriptionTests {
    static let errors: [any Error & CustomStringConvertible] = [
        TemplateRejection.noLength,
        InvalidTemplateError(name: "check", problem: TemplateRejection(.empty)),
    ]

    @Test(arguments: errors.indices)
    func localizedDescriptionIsTheMessage(index: Int) {
        let error = Self.errors[index]
        #expect(!error.description.isEmpty)
        #expect(error.localizedDescription == error.description)
    }
}
