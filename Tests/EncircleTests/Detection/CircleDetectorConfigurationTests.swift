import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

/// ``CircleDetector/Configuration``: one validation, used by the detector and the decoder, with
/// messages that name the key, the value and the range; JSON that round-trips exactly.
@Suite struct CircleDetectorConfigurationTests {
    private func decode(_ json: String) throws -> CircleDetector.Configuration {
        try JSONDecoder().decode(CircleDetector.Configuration.self, from: Data(json.utf8))
    }

    /// The message of the `ConfigurationError` that decoding `json` throws, which is also its
    /// `localizedDescription`.
    private func decodingMessage(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let error = try #require(throws: ConfigurationError.self, sourceLocation: sourceLocation) { try decode(json) }
        #expect(error.localizedDescription == error.description, sourceLocation: sourceLocation)
        return error.description
    }

    static func changed(_ change: (inout CircleDetector.Configuration) -> Void) -> CircleDetector.Configuration {
        var configuration = CircleDetector.Configuration.default
        change(&configuration)
        return configuration
    }

    @Test(arguments: [
        (changed { $0.maximumTailDeviation = 0 }, "maximumTailDeviation is 0; it must be greater than 0"),
        (changed { $0.minimumSweep = .zero }, "minimumSweep is 0; it must be greater than 0 and at most 3600"),
        (
            changed { $0.minimumSweep = .degrees(.nan) },
            "minimumSweep is NaN; it must be greater than 0 and at most 3600"
        ),
        (changed { $0.maximumDuration = -1 }, "maximumDuration is -1; it must be greater than 0"),
        (changed { $0.maximumPause = 0 }, "maximumPause is 0; it must be greater than 0"),
        (changed { $0.maximumAspectRatio = 0.5 }, "maximumAspectRatio is 0.5; it must be at least 1"),
        (
            changed { $0.maximumCornerTurn = .degrees(200) },
            "maximumCornerTurn is 200; it must be greater than 0 and at most 180"
        ),
        (changed { $0.maximumReversal = .degrees(-5) }, "maximumReversal is -5; it must be from 0 to 360"),
        (
            changed { $0.maximumCornerConcentration = 1.5 },
            "maximumCornerConcentration is 1.5; it must be greater than 0 and at most 1"
        ),
        (changed { $0.minimumSize = .infinity }, "minimumSize is ∞; it must be at least 0"),
        (changed { $0.maximumSpiralGrowth = -.infinity }, "maximumSpiralGrowth is -∞; it must be greater than 0"),
        (
            changed { $0.acceptedShapes = [] },
            "acceptedShapes is empty; it must be at least one of circle, ellipse, arc"
        ),
        // Settings that contradict each other name both keys.
        (
            changed { $0.minimumArcSweep = .degrees(340) },
            "minimumArcSweep is 340; it must be at most minimumSweep (300)"
        ),
        (
            changed { $0.minimumSweep = .degrees(170) },
            "minimumArcSweep is 180; it must be at most minimumSweep (170)"
        ),
        // Values passed are written as passed, however small or precise.
        (
            changed { $0.minimumSweep = .degrees(1e-10) },
            "minimumArcSweep is 180; it must be at most minimumSweep (1e-10)"
        ),
        (
            changed { $0.maximumCornerConcentration = 1.0001 },
            "maximumCornerConcentration is 1.0001; it must be greater than 0 and at most 1"
        ),
    ])
    func invalidValuesThrowInsteadOfTrapping(configuration: CircleDetector.Configuration, message: String) throws {
        let error = try #require(throws: ConfigurationError.self) { try configuration.validate() }
        #expect(error.description == message)
        #expect(throws: ConfigurationError.self) { try CircleDetector(configuration: configuration) }
        // A recognizer takes a detector, which can only hold a valid configuration.
        #expect(CircleRecognizer(detector: CircleDetector()).detector.configuration == .default)
    }

    @Test func theDefaultIsValid() throws {
        try CircleDetector.Configuration.default.validate()
        #expect(try CircleDetector(configuration: .default) == CircleDetector())
    }

    @Test(arguments: [
        (#"{"maximumTailDeviation": 0}"#, "maximumTailDeviation is 0; it must be greater than 0"),
        (#"{"maximumDuration": -1}"#, "maximumDuration is -1; it must be greater than 0"),
        (#"{"minimumSweepDegrees": 0}"#, "minimumSweepDegrees is 0; it must be greater than 0 and at most 3600"),
        (#"{"maximumAspectRatio": 0.5}"#, "maximumAspectRatio is 0.5; it must be at least 1"),
        (#"{"minimumSize": -3}"#, "minimumSize is -3; it must be at least 0"),
        (#"{"acceptedShapes": []}"#, "acceptedShapes is empty; it must be at least one of circle, ellipse, arc"),
        (#"{"minimumSize": null}"#, "minimumSize is null; it must be a number"),
        (
            #"{"minimumSweep": 300}"#,
            #"unknown key "minimumSweep" in CircleDetector.Configuration; did you mean "minimumSweepDegrees"?"#
        ),
    ])
    func decoderValidatesAndRejectsUnknownKeys(json: String, message: String) throws {
        #expect(try decodingMessage(json) == message)
    }

    @Test func unknownKeyListsTheKnownOnes() throws {
        let message = try decodingMessage(#"{"radius": 3}"#)
        let start = #"unknown key "radius" in CircleDetector.Configuration; the keys are maximumDuration, "#
        #expect(message.hasPrefix(start))
        #expect(message.hasSuffix("maximumAspectRatio, maximumExtraTurningDegrees, acceptedShapes"))
    }

    @Test func wrongTypeThrowsInWords() throws {
        #expect(try decodingMessage(#"{"minimumSize": "big"}"#).hasPrefix("minimumSize: "))
        #expect(try decodingMessage(#"{"acceptedShapes": ["square"]}"#).hasPrefix("acceptedShapes[0]: "))
        #expect(
            try decodingMessage(#"{"minimumSweepDegrees": null}"#) == "minimumSweepDegrees is null; it must be a number"
        )
        #expect(try decodingMessage("[300]") == "not a JSON object")
    }

    /// Named as the file writes them, not as Swift does.
    @Test func contradictingSettingsInJSONNameBothKeysAsWritten() throws {
        let message = try decodingMessage(#"{"minimumArcSweepDegrees": 340}"#)
        #expect(message.contains("minimumArcSweepDegrees is 340; it must be at most minimumSweepDegrees (300)"))
    }

    @Test func missingKeysKeepTheirDefaults() throws {
        let decoded = try decode(#"{"minimumSweepDegrees": 180, "maximumPause": 0.5, "maximumDuration": null}"#)
        var expected = CircleDetector.Configuration.default
        expected.minimumSweep = .degrees(180)
        expected.maximumPause = 0.5
        #expect(decoded == expected)
        #expect(try decode("{}") == .default)
    }

    @Test func jsonHasOneKeyPerCheckInItsUnit() throws {
        var configuration = CircleDetector.Configuration.default
        configuration.maximumDuration = 3
        configuration.acceptedShapes = [.arc, .circle]
        let object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(configuration)) as? [String: Any])
        #expect(object["minimumSweepDegrees"] as? Double == 300)
        #expect(object["minimumArcSweepDegrees"] as? Double == 180)
        #expect(object["maximumReversalDegrees"] as? Double == 12)
        #expect(object["maximumCornerTurnDegrees"] as? Double == 125)
        #expect(object["maximumCornerConcentration"] as? Double == 0.825)
        #expect(object["maximumAspectRatio"] as? Double == 1.9)
        #expect(object["maximumRadialDeviation"] as? Double == 0.27)
        #expect(object["maximumTailDeviation"] as? Double == 0.6)
        #expect(object["maximumSpiralGrowth"] as? Double == 0.15)
        #expect(object["minimumSize"] as? Double == 10)
        #expect(object["maximumDuration"] as? Double == 3)
        #expect(object["maximumPause"] == nil)
        #expect(object["acceptedShapes"] as? [String] == ["circle", "arc"])
        #expect(Set(object.keys).isSubset(of: CircleDetector.Configuration.jsonKeys))
    }

    @Test(arguments: [300.0, 312.3456789, 0.1, 1e-3, 359.99999999, 3600])
    func anglesRoundTripExactly(degrees: Double) throws {
        var configuration = CircleDetector.Configuration.default
        configuration.minimumSweep = .degrees(degrees)
        configuration.minimumArcSweep = .degrees(min(degrees, 180))
        configuration.maximumCornerTurn = .degrees(min(degrees, 180))
        let decoded = try JSONDecoder().decode(
            CircleDetector.Configuration.self, from: JSONEncoder().encode(configuration))
        #expect(decoded.minimumSweep.degrees == configuration.minimumSweep.degrees)
        #expect(decoded.maximumCornerTurn.degrees == configuration.maximumCornerTurn.degrees)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(decoded) == encoder.encode(configuration))
    }

    @Test func limitsPrintWithoutFloatNoise() throws {
        #expect(PlaneAngle.degrees(300).degrees == 300)
        #expect(PlaneAngle.degrees(125).degrees == 125)
        let rejection = try #require(CircleDetector().detect(in: .arc(sweep: .degrees(212))).rejection)
        #expect(rejection.limit == 300)
        let json = String(decoding: try JSONEncoder().encode(rejection), as: UTF8.self)
        #expect(json.contains(#""limit":300"#))
        let data = try JSONEncoder().encode(CircleDetector.Configuration.default)
        #expect(String(decoding: data, as: UTF8.self).contains(#""minimumSweepDegrees":300"#))
    }

    @Test func everyCheckHasAKeyOfTheConfiguration() {
        for check in CircleDetector.Check.allCases {
            #expect(check.rule.limit(in: .default) != nil || ["maximumDuration", "maximumPause"].contains(check.key))
            #expect(CircleDetector.Check(rawValue: check.key) != nil)
            if let limit = check.rule.limit(in: .default) { #expect(check.rule.allowedRange.contains(limit)) }
        }
    }
}
