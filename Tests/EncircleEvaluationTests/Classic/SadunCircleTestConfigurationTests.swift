import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle
@testable import EncircleEvaluation

@Suite struct SadunCircleTestConfigurationTests {
    typealias Configuration = SadunCircleTest.Configuration

    /// Every value the recipe's preconditions used to trap on, with the error that replaces the trap.
    static let invalid: [(Configuration, String)] = [
        (Configuration(maximumDuration: 0), "maximumDuration is 0; it must be greater than 0, or infinity"),
        (Configuration(maximumDuration: -2), "maximumDuration is -2; it must be greater than 0, or infinity"),
        (Configuration(maximumDuration: .nan), "maximumDuration is NaN; it must be greater than 0, or infinity"),
        (Configuration(maximumDuration: -.infinity), "maximumDuration is -∞; it must be greater than 0, or infinity"),
        (Configuration(maximumInflections: -1), "maximumInflections is -1; it must be at least 0"),
        (Configuration(viewWidth: 0), "viewWidth is 0; it must be greater than 0"),
        (Configuration(viewWidth: -320), "viewWidth is -320; it must be greater than 0"),
        (Configuration(viewWidth: .nan), "viewWidth is NaN; it must be greater than 0"),
        (Configuration(viewWidth: .infinity), "viewWidth is ∞; it must be greater than 0"),
        (Configuration(closureDivisor: 0), "closureDivisor is 0; it must be greater than 0"),
        (Configuration(closureDivisor: -3), "closureDivisor is -3; it must be greater than 0"),
        (Configuration(closureDivisor: .nan), "closureDivisor is NaN; it must be greater than 0"),
        (Configuration(closureDivisor: .infinity), "closureDivisor is ∞; it must be greater than 0"),
        (
            Configuration(maximumTransitShortfall: .degrees(-10)),
            "maximumTransitShortfall is -10°; it must be at least 0°"
        ),
        (
            Configuration(maximumTransitShortfall: .radians(.nan)),
            "maximumTransitShortfall is NaN; it must be at least 0°"
        ),
        (Configuration(maximumTransitExcess: .degrees(-90)), "maximumTransitExcess is -90°; it must be at least 0°"),
        (Configuration(maximumTransitExcess: .radians(.infinity)), "maximumTransitExcess is ∞; it must be at least 0°"),
        // Several at once: the first in declaration order is named.
        (
            Configuration(maximumDuration: .nan, viewWidth: 0),
            "maximumDuration is NaN; it must be greater than 0, or infinity"
        ),
    ]

    @Test(arguments: invalid)
    func invalidValuesThrowInsteadOfTrapping(configuration: Configuration, message: String) {
        let validated = #expect(throws: ConfigurationError.self) { try configuration.validate() }
        #expect(validated?.description == message)
        let created = #expect(throws: ConfigurationError.self) { try SadunCircleTest(configuration: configuration) }
        #expect(created == validated)
    }

    @Test func valuesAtTheEdgesAreValid() throws {
        let edges = Configuration(
            maximumDuration: .infinity, maximumInflections: 0, viewWidth: .leastNonzeroMagnitude,
            closureDivisor: .greatestFiniteMagnitude, maximumTransitShortfall: .zero, maximumTransitExcess: .zero)
        let test = try SadunCircleTest(configuration: edges)
        #expect(test.configuration == edges)
        // No duration limit: a 60 s circle is not too long.
        let unlimited = try SadunCircleTest(configuration: Configuration(maximumDuration: .infinity))
        #expect(unlimited.match(in: .circle(duration: 60)).isRecognized)
        #expect(SadunCircleTest().configuration == .default)
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

    @Test func encodesEveryKeyAndDecodesWhatItEncodes() throws {
        let custom = Configuration(
            maximumDuration: 3, maximumInflections: 8, viewWidth: 390, closureDivisor: 2.5,
            maximumTransitShortfall: .degrees(30), maximumTransitExcess: .degrees(90))
        for configuration in [Configuration.default, custom] {
            let data = try JSONEncoder().encode(configuration)
            #expect(try JSONDecoder().decode(Configuration.self, from: data) == configuration)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(
                Set(object.keys) == [
                    "maximumDuration", "maximumInflections", "viewWidth", "closureDivisor",
                    "maximumTransitShortfall", "maximumTransitExcess",
                ])
            let excess = try #require(object["maximumTransitExcess"] as? [String: Double])
            #expect(excess == ["radians": configuration.maximumTransitExcess.radians])
        }
    }

    @Test func missingKeysKeepTheBooksValues() throws {
        #expect(try JSONDecoder().decode(Configuration.self, from: Data("{}".utf8)) == .default)
        // The example in the documentation.
        let json = #"{"maximumDuration": 3, "viewWidth": 390, "maximumTransitExcess": {"radians": 1.57}}"#
        let decoded = try JSONDecoder().decode(Configuration.self, from: Data(json.utf8))
        #expect(
            decoded
                == Configuration(maximumDuration: 3, viewWidth: 390, maximumTransitExcess: .radians(1.57)))
    }

    @Test func unknownKeysAreRejectedByName() throws {
        let context = try #require(decodingFailure(#"{"viewWidth": 390, "viewWidht": 400, "maxDuration": 1}"#))
        #expect(
            context.description
                == "unknown key \"maxDuration\" in SadunCircleTest.Configuration; the keys are maximumDuration, "
                + "maximumInflections, viewWidth, closureDivisor, maximumTransitShortfall, maximumTransitExcess")
        #expect(context.key == "maxDuration")
    }

    @Test func invalidValuesAreRejectedWithTheConfigurationError() throws {
        let context = try #require(decodingFailure(#"{"viewWidth": 0}"#))
        #expect(context.description == "viewWidth is 0; it must be greater than 0")
        #expect(context.key == "viewWidth")
        #expect(context == ConfigurationError(key: "viewWidth", value: "0", allowed: "greater than 0"))

        let angle = try #require(decodingFailure(#"{"maximumTransitShortfall": {"radians": -1}}"#))
        #expect(angle.description == "maximumTransitShortfall is -57.3°; it must be at least 0°")
        let count = try #require(decodingFailure(#"{"maximumInflections": -1}"#))
        #expect(count.description == "maximumInflections is -1; it must be at least 0")
    }

    @Test func valuesOfTheWrongTypeAreConfigurationErrors() {
        #expect(throws: ConfigurationError.self) {
            try JSONDecoder().decode(Configuration.self, from: Data(#"{"viewWidth": "wide"}"#.utf8))
        }
        #expect(throws: ConfigurationError.self) {
            try JSONDecoder().decode(Configuration.self, from: Data(#"{"maximumInflections": 2.5}"#.utf8))
        }
        #expect(throws: ConfigurationError.self) {
            try JSONDecoder().decode(Configuration.self, from: Data("[]".utf8))
        }
    }

    // MARK: Documentation

    @Test func theDocumentationExampleHolds() {
        // Ten points zigzagging: seven direction changes, over the book's five.
        let zigzag = Stroke(coordinates: (0..<10).map { (x: Double($0) * 10, y: $0.isMultiple(of: 2) ? 0 : 10) })
        let result = SadunCircleTest().match(in: zigzag)
        #expect(result.rejection?.description == "too many inflections: 7 (limit 5)")
        let circle = SadunCircleTest().match(in: .circle(count: 64, duration: 1)).recognized?.circle
        #expect(circle?.center.isApproximatelyEqual(to: Point(x: 160, y: 240), absoluteTolerance: 0.1) == true)
    }
}
