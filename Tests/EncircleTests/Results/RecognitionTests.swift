import Foundation
import Testing

@testable import Encircle

@Suite struct RecognitionTests {
    static let rejection = CircleRejection(
        reason: .notClosed, measured: 212, limit: 300, message: "not closed: swept 212° of the required 300°")

    @Test func accessorsAndGetFollowTheCase() throws {
        let recognized = Detection<Int>.recognized(7)
        #expect(recognized.recognized == 7)
        #expect(recognized.rejection == nil)
        #expect(recognized.isRecognized)
        #expect(try recognized.get() == 7)
        #expect(recognized.map { $0 * 2 } == .recognized(14))

        let rejected = Detection<Int>.rejected(Self.rejection)
        #expect(rejected.recognized == nil)
        #expect(rejected.rejection == Self.rejection)
        #expect(!rejected.isRecognized)
        #expect(throws: Self.rejection) { try rejected.get() }
        #expect(rejected.map { $0 * 2 } == .rejected(Self.rejection))
    }

    /// `{"recognized":…}` or `{"rejected":…}`, decoding equal to what was encoded.
    @Test func encodesEitherCaseAndDecodesItBack() throws {
        let circle = try CircleDetector().detect(in: Stroke(points: Self.circle, interval: 1.0 / 60)).get()
        for answer in [Detection<DetectedCircle>.recognized(circle), .rejected(Self.rejection)] {
            let data = try JSONEncoder().encode(answer)
            #expect(try JSONDecoder().decode(Detection<DetectedCircle>.self, from: data) == answer)
        }
        let json = String(decoding: try JSONEncoder().encode(Detection<Int>.recognized(7)), as: UTF8.self)
        #expect(json == #"{"recognized":7}"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Detection<Int>.self, from: Data("{}".utf8)) }
    }

    /// A rejection is an error whose `localizedDescription` is its message.
    @Test func aRejectionReadsAsItsMessage() {
        let error: any Error = Self.rejection
        #expect(error.localizedDescription == Self.rejection.message)
        #expect(Self.rejection.description == Self.rejection.message)
    }

    static let circle = (0..<64).map { step in
        let angle = Double(step) / 60 * 2 * .pi
        return Point(x: 100 + 50 * cos(angle), y: 100 + 50 * sin(angle))
    }
}
