import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle
@testable import EncircleEvaluation

@Suite struct LaMarcheCircleTestConfigurationTests {
    typealias Configuration = LaMarcheCircleTest.Configuration

    /// Every value the test's preconditions used to trap on, with the error that replaces the trap.
    static let invalid: [(Configuration, String)] = [
        (
            Configuration(maximumClosureDistance: 0),
            "maximumClosureDistance is 0; it must be greater than 0, or infinity"
        ),
        (
            Configuration(maximumClosureDistance: .nan),
            "maximumClosureDistance is NaN; it must be greater than 0, or infinity"
        ),
        (
            Configuration(maximumClosureDistance: -.infinity),
            "maximumClosureDistance is -∞; it must be greater than 0, or infinity"
        ),
        (Configuration(maximumDuration: -1), "maximumDuration is -1; it must be greater than 0, or infinity"),
        (Configuration(maximumDuration: .nan), "maximumDuration is NaN; it must be greater than 0, or infinity"),
        (Configuration(minimumPointCount: 0), "minimumPointCount is 0; it must be at least 1"),
        (Configuration(minimumPointCount: -10), "minimumPointCount is -10; it must be at least 1"),
        (Configuration(radiusVariance: 0), "radiusVariance is 0; it must be greater than 0"),
        (Configuration(radiusVariance: -0.25), "radiusVariance is -0.25; it must be greater than 0"),
        (Configuration(radiusVariance: .nan), "radiusVariance is NaN; it must be greater than 0"),
        (Configuration(radiusVariance: .infinity), "radiusVariance is ∞; it must be greater than 0"),
        (Configuration(overlapTolerance: -1), "overlapTolerance is -1; it must be at least 0"),
        // Several at once: the first in declaration order is named.
        (
            Configuration(minimumPointCount: 0, overlapTolerance: -1),
            "minimumPointCount is 0; it must be at least 1"
        ),
    ]

    @Test(arguments: invalid)
    func invalidValuesThrowInsteadOfTrapping(configuration: Configuration, message: String) {
        let validated = #expect(throws: ConfigurationError.self) { try configuration.validate() }
        #expect(validated?.description == message)
        let created = #expect(throws: ConfigurationError.self) {
            try LaMarcheCircleTest(configuration: configuration)
        }
        #expect(created == validated)
    }

    @Test func valuesAtTheEdgesAreValid() throws {
        let edges = Configuration(
            maximumClosureDistance: .infinity, maximumDuration: .infinity, minimumPointCount: 1,
            radiusVariance: .greatestFiniteMagnitude, overlapTolerance: Int.max)
        #expect(try LaMarcheCircleTest(configuration: edges).configuration == edges)
        // No closure or duration limit: a slow semicircle passes both and fails later checks only.
        let lenient = try LaMarcheCircleTest(
            configuration: Configuration(maximumClosureDistance: .infinity, maximumDuration: .infinity))
        let reason = lenient.match(in: .arc(sweep: .degrees(180), duration: 60)).rejection?.reason
        #expect(reason != .notClosed && reason != .tooLong)
        #expect(LaMarcheCircleTest().configuration == .default)
    }

    // MARK: JSON

    /// The `ConfigurationError` of a failed decode, or `nil` for any other outcome.
    private func decodingFailure(_ json: String) -> ConfigurationError? {
        do {
            _ = try JSONDecoder().decode(Configuration.self, from: Data(json.utf8))
            return nil
        } catch let error as ConfigurationError {
            #expect(error.localizedDescription == error.description)
            return error
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func decodesWhatItEncodesAndDefaultsMissingKeys() throws {
        let custom = Configuration(
            maximumClosureDistance: 40, maximumDuration: 3, minimumPointCount: 16, radiusVariance: 0.3,
            overlapTolerance: 5)
        for configuration in [Configuration.default, custom] {
            let data = try JSONEncoder().encode(configuration)
            #expect(try JSONDecoder().decode(Configuration.self, from: data) == configuration)
        }
        #expect(try JSONDecoder().decode(Configuration.self, from: Data("{}".utf8)) == .default)
        // The example in the documentation.
        let json = #"{"maximumClosureDistance": 40, "minimumPointCount": 16}"#
        #expect(
            try JSONDecoder().decode(Configuration.self, from: Data(json.utf8))
                == Configuration(maximumClosureDistance: 40, minimumPointCount: 16))
    }

    @Test func unknownKeysAreRejectedByName() throws {
        let context = try #require(decodingFailure(#"{"radiusVariance": 0.3, "size": 50}"#))
        #expect(
            context.description
                == "unknown key \"size\" in LaMarcheCircleTest.Configuration; the keys are maximumClosureDistance, "
                + "maximumDuration, minimumPointCount, radiusVariance, overlapTolerance")
        #expect(context.key == "size")
        // A key that starts like a known one gets a suggestion.
        let misspelt = try #require(decodingFailure(#"{"radius": 50}"#))
        #expect(
            misspelt.description
                == #"unknown key "radius" in LaMarcheCircleTest.Configuration; did you mean "radiusVariance"?"#)
    }

    @Test func invalidValuesAreRejectedWithTheConfigurationError() throws {
        let context = try #require(decodingFailure(#"{"minimumPointCount": 0}"#))
        #expect(context.description == "minimumPointCount is 0; it must be at least 1")
        #expect(context.key == "minimumPointCount")
        #expect(context == ConfigurationError(key: "minimumPointCount", value: "0", allowed: "at least 1"))
        let variance = try #require(decodingFailure(#"{"radiusVariance": -1}"#))
        #expect(variance.description == "radiusVariance is -1; it must be greater than 0")
    }

    // MARK: Documentation

    @Test func theDocumentationExampleHolds() {
        let line = Stroke(coordinates: [(0, 0), (131, 0)])
        #expect(
            LaMarcheCircleTest().match(in: line).rejection?.description
                == "not closed: ends 131 pt from its start (limit 50 pt)")
        let match = LaMarcheCircleTest().match(in: .circle()).recognized
        #expect(match?.circle.radius.isApproximatelyEqual(to: 60, absoluteTolerance: 0.1) == true)
    }
}
