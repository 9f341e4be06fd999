import Foundation
import Testing

@testable import Encircle

/// Apps show `localizedDescription`; it must be the message, not "The operation could not be
/// completed. (Encircle.ConfigurationError error 1.)".
@Suite struct ErrorDescriptionTests {
    static let errors: [any Error & CustomStringConvertible] = [
        ConfigurationError(key: "maximumTailDeviation", value: "0", allowed: "greater than 0"),
        CircleRejection(.tooFewSamples(count: 3, minimum: 5)),
    ]

    @Test(arguments: errors.indices)
    func localizedDescriptionIsTheMessage(index: Int) {
        let error = Self.errors[index]
        #expect(!error.description.isEmpty)
        #expect(error.localizedDescription == error.description)
    }

    @Test func aDetectorsConfigurationErrorReadsTheSameEitherWay() {
        var configuration = CircleDetector.Configuration()
        configuration.maximumTailDeviation = 0
        #expect(throws: ConfigurationError.self) { try CircleDetector(configuration: configuration) }
        do {
            _ = try CircleDetector(configuration: configuration)
        } catch {
            #expect(error.localizedDescription == "maximumTailDeviation is 0; it must be greater than 0")
        }
    }
}
