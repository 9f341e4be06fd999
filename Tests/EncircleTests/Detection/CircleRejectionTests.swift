import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

/// A detector's rejection keeps the facts its message is worded from, and words it when read:
/// the message, the JSON form and equality are those of a rejection written out.
@Suite struct CircleRejectionTests {
    /// A round stroke that stops at 190°: rejected as not closed, drawn as an arc.
    static let arc = CircleDetector.Measurements(
        sampleCount: 64, size: 100, sweep: .degrees(190), reversal: .degrees(0), cornerTurn: .degrees(22.5),
        cornerConcentration: 0.5, aspectRatio: 1, radialDeviation: 0, spiralGrowth: 0, tailDeviation: 0)

    static let written = CircleRejection(
        reason: .notClosed, measured: 190, limit: 300, message: "not closed: swept 190° of the required 300°",
        shape: .arc)

    @Test func aRejectionIsWordedWhenRead() throws {
        let rejection = try #require(CircleDetector().rejection(for: Self.arc))
        #expect(rejection.message == "not closed: swept 190° of the required 300°")
        #expect(rejection.description == rejection.message)
        #expect(rejection.localizedDescription == rejection.message)
        #expect(rejection == Self.written)
        #expect(rejection.hashValue == Self.written.hashValue)
        #expect(rejection != CircleRejection(reason: .notClosed, measured: 190, limit: 300, message: "not closed"))
    }

    @Test func encodesAsAWrittenRejectionAndDecodesEqual() throws {
        let rejection = try #require(CircleDetector().rejection(for: Self.arc))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(rejection), as: UTF8.self)
        #expect(
            json
                == #"{"limit":300,"measured":190,"message":"not closed: swept 190° of the required 300°","reason":"notClosed","shape":"arc"}"#
        )
        #expect(try encoder.encode(Self.written) == encoder.encode(rejection))
        let decoded = try JSONDecoder().decode(CircleRejection.self, from: Data(json.utf8))
        #expect(decoded == rejection)
        #expect(decoded.message == rejection.message)
        // Without a measurement or a limit, the keys are left out, as before.
        let bare = String(
            decoding: try encoder.encode(CircleRejection(.invalidSample(index: 3))), as: UTF8.self)
        #expect(bare == #"{"message":"invalid sample: sample 3 is not a finite number","reason":"invalidSample"}"#)
    }

    /// The message says what was measured when the rejection was made; changing a field after
    /// does not reword it, and setting the message replaces it.
    @Test func theMessageIsTheOneMadeWithTheRejection() throws {
        var rejection = try #require(CircleDetector().rejection(for: Self.arc))
        rejection.measured = 200
        rejection.limit = nil
        #expect(rejection.message == "not closed: swept 190° of the required 300°")
        rejection.message = "not closed"
        #expect(rejection.message == "not closed")
        #expect(rejection == CircleRejection(reason: .notClosed, measured: 200, message: "not closed", shape: .arc))
    }

    @Test func aShapeLeftOutNamesTheShapesAccepted() throws {
        var configuration = CircleDetector.Configuration.default
        configuration.acceptedShapes = [.arc, .ellipse]
        var circle = Self.arc
        circle.sweep = .degrees(360)
        let rejection = try #require(try CircleDetector(configuration: configuration).rejection(for: circle))
        #expect(rejection.reason == .shapeNotAccepted)
        #expect(rejection.shape == .circle)
        #expect(rejection.measured == nil && rejection.limit == nil)
        #expect(rejection.message == "shape not accepted: a circle (accepted: ellipse, arc)")
    }

    /// The classic recipes' "too long" is worded by Encircle's own check.
    @Test func tooLongIsTheDurationChecksMessage() {
        let rejection = CircleRejection.tooLong(took: 2.414, limit: 2)
        #expect(rejection.reason == .tooLong)
        #expect(rejection.message == "too long: took 2.41 s (limit 2 s)")
    }
}
