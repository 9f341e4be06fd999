import Encircle
import Foundation
import Testing

@testable import EncircleShapes

@Suite struct ShapeRecognizerConfigurationTests {
    @Test func theDefaultIsValid() throws {
        try ShapeRecognizer.Configuration.default.validate()
        #expect(ShapeRecognizer().configuration == .default)
    }

    @Test func aSettingOutOfRangeNamesItsKey() {
        func error(_ change: (inout ShapeRecognizer.Configuration) -> Void) -> String? {
            var configuration = ShapeRecognizer.Configuration.default
            change(&configuration)
            do {
                _ = try ShapeRecognizer(configuration: configuration)
                return nil
            } catch {
                return error.localizedDescription
            }
        }
        #expect(error { $0.allowedKinds = [] } == "allowedKinds is empty; it must be at least one kind")
        #expect(error { $0.minimumConfidence = 1.5 } == "minimumConfidence is 1.5; it must be from 0 to 1")
        #expect(error { $0.maximumLineBend = 0 } == "maximumLineBend is 0; it must be greater than 0 and at most 0.5")
        #expect(
            error { $0.minimumCornerTurn = .degrees(-5) }
                == "minimumCornerTurnDegrees is -5; it must be greater than 0 and at most 180")
        #expect(error { $0.maximumCurveSegments = 0 } == "maximumCurveSegments is 0; it must be from 1 to 16")
        #expect(error { $0.closureGap = .nan } == "closureGap is NaN; it must be from 0 to 1")
        #expect(error { $0.maximumCircleAspectRatio = 0.5 } == "maximumCircleAspectRatio is 0.5; it must be at least 1")
    }

    @Test func jsonRoundTripsAndKeepsDefaultsForMissingKeys() throws {
        var configuration = ShapeRecognizer.Configuration.default
        configuration.allowedKinds = [.line, .circle, .rectangle]
        configuration.minimumConfidence = 0.25
        configuration.snaps = false
        configuration.minimumCornerTurn = .degrees(40)
        let data = try JSONEncoder().encode(configuration)
        #expect(try JSONDecoder().decode(ShapeRecognizer.Configuration.self, from: data) == configuration)
        let partial = try JSONDecoder().decode(
            ShapeRecognizer.Configuration.self, from: Data(#"{"minimumConfidence":0.4}"#.utf8))
        var expected = ShapeRecognizer.Configuration.default
        expected.minimumConfidence = 0.4
        #expect(partial == expected)
    }

    @Test func jsonErrorsNameTheKeyAsWritten() throws {
        let decoder = JSONDecoder()
        // A count out of range, as written: Foundation's own error for 2.5 or 1e30 read as an
        // `Int` names no key. A fraction in range counts as the whole number below it, as the
        // circle detector's counts do.
        for (json, words) in [
            (#"{"maximumCorners":2.5}"#, "maximumCorners is 2.5; it must be from 3 to 100"),
            (#"{"maximumCurveSegments":1e30}"#, "maximumCurveSegments is 1e+30; it must be from 1 to 16"),
        ] {
            #expect {
                try decoder.decode(ShapeRecognizer.Configuration.self, from: Data(json.utf8))
            } throws: { error in
                "\(error)" == words
            }
        }
        let fraction = try decoder.decode(
            ShapeRecognizer.Configuration.self, from: Data(#"{"maximumCorners":7.9}"#.utf8))
        #expect(fraction.maximumCorners == 7)
        #expect {
            try decoder.decode(ShapeRecognizer.Configuration.self, from: Data(#"{"minimumCornerTurn":40}"#.utf8))
        } throws: { error in
            "\(error)".contains(
                #"unknown key "minimumCornerTurn" in ShapeRecognizer.Configuration; did you mean "minimumCornerTurnDegrees"?"#
            )
        }
        #expect {
            try decoder.decode(
                ShapeRecognizer.Configuration.self, from: Data(#"{"maximumSmoothTurnDegrees":200}"#.utf8))
        } throws: { error in
            "\(error)".contains("maximumSmoothTurnDegrees is 200; it must be from 0 to 180")
        }
        #expect {
            try decoder.decode(ShapeRecognizer.Configuration.self, from: Data(#"{"allowedKinds":["blob"]}"#.utf8))
        } throws: { error in
            // In words, also as `localizedDescription` (a DecodingError's says only "not in the correct format").
            (error as? ConfigurationError)?.key == "allowedKinds[0]"
                && error.localizedDescription.hasPrefix("allowedKinds[0]: ")
        }
    }

    @Test func theArcBeginsWhereTheLineEnds() {
        // A line bows at most 9%: the bow of an arc of about 41°, the least arc.
        #expect(abs(ShapeRecognizer.Configuration.default.minimumArcSweep - 40.8) < 0.1)
    }

    /// Every setting validation allows, at its extremes, names or rejects a stroke without
    /// trapping: a smooth turn of 0° made a corner's noise window endless (`Int(inf)`), a corner
    /// turn of 1e-300° overflowed it.
    @Test(arguments: [
        ("maximumSmoothTurnDegrees", 0.0), ("minimumCornerTurnDegrees", 1e-300), ("minimumCornerTurnDegrees", 180),
        ("maximumSmoothTurnDegrees", 180), ("maximumSideBend", 1e300), ("closureGap", 0),
    ])
    func extremeSettingsNeverTrap(key: String, value: Double) throws {
        let json = "{\"\(key)\": \(value)}"
        let recognizer = try ShapeRecognizer(
            configuration: JSONDecoder().decode(ShapeRecognizer.Configuration.self, from: Data(json.utf8)))
        let square = [
            Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 0, y: 0),
        ]
        let strokes = [
            Stroke.circle(radius: 60, count: 65, noise: 2), Stroke.polyline(square, perSide: 20, noise: 1),
            Stroke.polyline([Point(x: 0, y: 0), Point(x: 200, y: 3)], perSide: 40),
        ]
        for stroke in strokes {
            let recognition = recognizer.recognize(stroke)
            #expect(recognition.shape != nil || recognition.rejection != nil)
        }
    }
}
