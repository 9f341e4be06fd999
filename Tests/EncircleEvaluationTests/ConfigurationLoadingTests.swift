import Encircle
import EncircleShapes
import Foundation
import Testing

@testable import EncircleEvaluation

@Suite struct ConfigurationLoadingTests {
    private func problem(_ text: String, name: String = "limits.json") -> String? {
        do {
            _ = try CircleDetector.Configuration(json: Data(text.utf8), name: name)
            return nil
        } catch {
            return error.description
        }
    }

    private var tuned: CircleDetector.Configuration {
        var configuration = CircleDetector.Configuration.default
        configuration.maximumAspectRatio = 1.5
        configuration.minimumSweep = .degrees(200)
        configuration.maximumDuration = 2
        return configuration
    }

    @Test func readsWhatTuneWritesFromMemory() throws {
        let json = try JSONEncoder().encode(tuned)
        #expect(try CircleDetector.Configuration(json: json, name: "request") == tuned)
        let partial = try CircleDetector.Configuration(json: Data(#"{"maximumAspectRatio": 1.5}"#.utf8), name: "x")
        #expect(partial.maximumAspectRatio == 1.5)
        #expect(partial.maximumTailDeviation == CircleDetector.Configuration.default.maximumTailDeviation)
    }

    @Test func readsAFile() throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        let path = try Fixtures.write(
            String(decoding: try JSONEncoder().encode(tuned), as: UTF8.self), to: "l.json", in: folder)
        #expect(try CircleDetector.Configuration(contentsOf: URL(fileURLWithPath: path)) == tuned)
    }

    /// The shape recognizer's settings are read from a file as the circle detector's limits are,
    /// and their problems are worded the same way.
    @Test func readsTheShapeRecognizersSettingsFromAFile() throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        let good = try Fixtures.write(
            #"{"minimumConfidence": 0.4, "allowedKinds": ["circle", "line"]}"#, to: "s.json", in: folder)
        let settings = try ShapeRecognizer.Configuration(contentsOf: URL(fileURLWithPath: good))
        #expect(settings.minimumConfidence == 0.4)
        #expect(settings.allowedKinds == [.circle, .line])
        #expect(settings.closureGap == ShapeRecognizer.Configuration.default.closureGap)
        for (text, problem) in [
            (#"{"minimumConfidence": 2}"#, "minimumConfidence is 2; it must be from 0 to 1"),
            (#"{"minimumConfidence": "#, "not valid JSON"),
        ] {
            let path = try Fixtures.write(text, to: "bad.json", in: folder)
            #expect(throws: LoadError(file: path, problem: problem)) {
                try ShapeRecognizer.Configuration(contentsOf: URL(fileURLWithPath: path))
            }
        }
    }

    @Test func errorsNameTheFileAndTheProblem() throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        let missing = folder + "/missing.json"
        #expect(throws: LoadError(file: missing, problem: "cannot read: No such file or directory")) {
            try CircleDetector.Configuration(contentsOf: URL(fileURLWithPath: missing))
        }
        #expect(throws: LoadError(file: folder, problem: "cannot read: Is a directory")) {
            try CircleDetector.Configuration(contentsOf: URL(fileURLWithPath: folder))
        }
        #expect(problem(" \n") == "limits.json: empty file")
        #expect(problem(#"{"maximumAspectRatio": "#) == "limits.json: not valid JSON")
        #expect(problem("[1.5]") == "limits.json: not a JSON object")
        #expect(
            problem(#"{"maximumAspectRatio": "wide"}"#)?.hasPrefix(
                "limits.json: maximumAspectRatio: ") == true)
    }

    /// A limit out of range reads as the `ConfigurationError`'s sentence, whether the decoder
    /// throws it itself or wraps it in a `DecodingError`.
    @Test func outOfRangeLimitsReadAsTheirSentence() {
        struct Thrown: Decodable {
            init(from decoder: any Decoder) throws {
                throw ConfigurationError(key: "maximumTailDeviation", value: "0", allowed: "greater than 0")
            }
        }
        struct Wrapped: Decodable {
            init(from decoder: any Decoder) throws {
                let error = ConfigurationError(key: "minimumSize", value: "-1", allowed: "at least 0")
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "", underlyingError: error))
            }
        }
        #expect(throws: LoadError(file: "a.json", problem: "maximumTailDeviation is 0; it must be greater than 0")) {
            try ConfigurationJSON.decode(Thrown.self, from: Data("{}".utf8), name: "a.json")
        }
        #expect(throws: LoadError(file: "b.json", problem: "minimumSize is -1; it must be at least 0")) {
            try ConfigurationJSON.decode(Wrapped.self, from: Data("{}".utf8), name: "b.json")
        }
    }

    /// The decoder of `CircleDetector.Configuration` validates every key.
    @Test func zeroTailDeviationIsRejectedWithItsRange() {
        #expect(
            problem(#"{"maximumTailDeviation": 0}"#)
                == "limits.json: maximumTailDeviation is 0; it must be greater than 0")
    }
}
