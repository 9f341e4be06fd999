import Encircle
import EncircleEvaluation
import EncircleToolSupport
import Foundation
import NIOWebSocket
import Testing

@testable import EncirclePlayground

@Suite struct LiveSessionTests {
    static func message(_ object: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: object)
    }

    static func samples(_ samples: ArraySlice<Stroke.Sample>) throws -> Data {
        try message([
            "type": "samples",
            "points": samples.map { sample -> [String: Any] in
                var point: [String: Any] = ["x": sample.x, "y": sample.y]
                if let time = sample.time { point["t"] = time }
                return point
            },
        ])
    }

    /// Streams `stroke` in chunks of `chunk` samples and returns every reply, `end` included.
    static func stream(
        _ stroke: Stroke, detector: String = "encircle", chunk: Int = 8
    ) throws -> (during: [[LiveServerMessage]], atEnd: [LiveServerMessage]) {
        var session = LiveSession(detection: StrokeDetection())
        #expect(try session.handle(message(["type": "begin", "detector": detector])).isEmpty)
        var during: [[LiveServerMessage]] = []
        for start in stride(from: 0, to: stroke.count, by: chunk) {
            during.append(try session.handle(samples(stroke.samples[start..<min(start + chunk, stroke.count)])))
        }
        return (during, try session.handle(message(["type": "end"])))
    }

    @Test func circleGetsProgressThenACircleVerdict() throws {
        let circle = try Fixture.circle()
        let (during, atEnd) = try Self.stream(circle)
        let progress = during.map { replies -> Double? in
            guard replies.count == 1, case .progress(let feedback) = replies[0] else { return nil }
            return feedback.progress
        }
        #expect(progress.allSatisfy { $0 != nil }, "every samples message gets one progress message")
        #expect(progress.compactMap { $0 }.last ?? 0 > 0.9)
        guard case .verdict(let record, _)? = atEnd.first, atEnd.count == 1 else {
            Issue.record("expected one verdict, got \(atEnd)")
            return
        }
        #expect(record.detection.isRecognized)
        let expected = DetectionRecord(
            file: StrokeDetection.strokeName, detector: "encircle",
            detection: try DetectorCatalog.standard.entry(id: nil).detect(circle))
        let (got, wanted) = (try Fixture.object(encoding: record), try Fixture.object(encoding: expected))
        #expect(Fixture.same(got, wanted))
    }

    @Test func sharpCorneredRectangleFailsBeforeTheEndOnce() throws {
        let rectangle = try Fixture.sharpRectangle()
        let (during, atEnd) = try Self.stream(rectangle)
        let failures = during.enumerated().compactMap { index, replies -> (Int, Int)? in
            guard case .failed(_, let samples)? = replies.first else { return nil }
            return (index, samples)
        }
        try #require(failures.count == 1, "one failed message: \(during)")
        let (index, samples) = failures[0]
        #expect(index < during.count - 1, "the failure came before the last samples message")
        #expect(samples < rectangle.count)
        #expect(during[(index + 1)...].allSatisfy { $0.isEmpty }, "nothing more until the end")
        guard case .verdict(let record, _)? = atEnd.first else {
            Issue.record("expected a verdict, got \(atEnd)")
            return
        }
        #expect(!record.detection.isRecognized)
    }

    /// A square's corners are each under the sharp-corner limit, but its third is one corner too
    /// many: it fails while drawn, before its last side, and its progress stays below half until then.
    @Test func squareFailsAtItsThirdCorner() throws {
        let square = try Fixture.square()
        let (during, atEnd) = try Self.stream(square)
        let failures = during.enumerated().compactMap { index, replies -> (Int, CircleRejection)? in
            guard case .failed(let rejection, _)? = replies.first else { return nil }
            return (index, rejection)
        }
        try #require(failures.count == 1, "one failed message: \(during)")
        let (index, rejection) = failures[0]
        #expect(rejection.reason == .cornerCount)
        #expect(index < during.count - 1, "the failure came before the last samples message")
        let progress = during[..<index].compactMap { replies -> Double? in
            guard case .progress(let feedback)? = replies.first else { return nil }
            return feedback.progress
        }
        #expect(progress.count == index)
        #expect(progress.allSatisfy { $0 < 0.5 })
        guard case .verdict(let record, _)? = atEnd.first else {
            Issue.record("expected a verdict, got \(atEnd)")
            return
        }
        #expect(record.detection.rejection?.reason == .cornerCount)
    }

    @Test(arguments: ["sadun", "lamarche", "dollar1"])
    func otherDetectorsGetOnlyTheVerdict(detector: String) throws {
        let circle = try Fixture.circle()
        let (during, atEnd) = try Self.stream(circle, detector: detector)
        #expect(during.allSatisfy { $0.isEmpty })
        guard case .verdict(let record, _)? = atEnd.first else {
            Issue.record("expected a verdict, got \(atEnd)")
            return
        }
        #expect(record.detector == detector)
        let entry = try DetectorCatalog.standard.entry(id: detector)
        #expect(record.detection.isRecognized == entry.detect(circle).isRecognized)
    }

    @Test func beginStartsOver() throws {
        var session = LiveSession(detection: StrokeDetection())
        let square = try Fixture.square()
        _ = try session.handle(Self.message(["type": "begin"]))
        _ = try session.handle(Self.samples(square.samples[...]))
        _ = try session.handle(Self.message(["type": "begin"]))
        let circle = try Fixture.circle()
        _ = try session.handle(Self.samples(circle.samples[...]))
        guard case .verdict(let record, _)? = try session.handle(Self.message(["type": "end"])).first else {
            Issue.record("expected a verdict")
            return
        }
        #expect(record.detection.isRecognized)
    }

    @Test(arguments: [
        ("{\"type\":", WebSocketErrorCode.dataInconsistentWithMessage, "not a JSON message"),
        ("{\"kind\":\"begin\"}", .dataInconsistentWithMessage, "not a JSON message"),
        ("{\"type\":\"samples\",\"points\":[[1,2]]}", .policyViolation, "samples before begin"),
        ("{\"type\":\"end\"}", .policyViolation, "end before begin"),
        ("{\"type\":\"wave\"}", .policyViolation, "unknown message type \"wave\""),
        ("{\"type\":\"begin\",\"detector\":\"hough\"}", .policyViolation, "unknown detector \"hough\""),
    ])
    func refusesWhatIsNotTheProtocol(text: String, code: WebSocketErrorCode, reason: String) throws {
        var session = LiveSession(detection: StrokeDetection())
        #expect {
            _ = try session.handle(Data(text.utf8))
        } throws: { error in
            guard let closing = error as? LiveSession.Closing else { return false }
            return closing.code == code && closing.reason.contains(reason)
        }
    }

    @Test func refusesAStrokeOverThePointLimit() throws {
        var session = LiveSession(detection: StrokeDetection())
        _ = try session.handle(Self.message(["type": "begin", "detector": "sadun"]))
        let chunk = ArraySlice(repeating: Stroke.Sample(x: 1, y: 2), count: PlaygroundLimits.maximumPoints / 2)
        _ = try session.handle(Self.samples(chunk))
        _ = try session.handle(Self.samples(chunk))
        #expect {
            _ = try session.handle(Self.samples([Stroke.Sample(x: 1, y: 2)]))
        } throws: { error in
            (error as? LiveSession.Closing)
                == LiveSession.Closing(
                    code: .policyViolation, reason: "the stroke has 100001 points; the limit is 100000")
        }
    }

    /// `end` with items: the verdict says which of them the circle selects, as `POST /api/detect`
    /// does; bad items close the socket with 1008 naming the problem.
    @Test func endWithItemsSelectsThemOrClosesOnBadItems() throws {
        let circle = try Fixture.circle()
        guard case .recognized(let detected) = CircleDetector().detect(in: circle) else {
            Issue.record("the fixture circle should be a circle")
            return
        }
        let items = [detected.center, Point(x: detected.center.x + 10 * detected.radius, y: detected.center.y)]
        let posted = items.map { ["x": $0.x, "y": $0.y] }
        var session = LiveSession(detection: StrokeDetection())
        _ = try session.handle(Self.message(["type": "begin"]))
        _ = try session.handle(Self.samples(circle.samples[...]))
        let replies = try session.handle(Self.message(["type": "end", "items": posted]))
        guard case .verdict(_, let selected)? = replies.first else {
            Issue.record("expected a verdict, got \(replies)")
            return
        }
        #expect(selected == [0])
        let encoded = try Fixture.object(encoding: replies[0])
        #expect(encoded["selected"] as? [Int] == [0])

        _ = try session.handle(Self.message(["type": "begin"]))
        _ = try session.handle(Self.samples(circle.samples[...]))
        #expect {
            try session.handle(Self.message(["type": "end", "items": [["x": 1]]]))
        } throws: { error in
            (error as? LiveSession.Closing)
                == LiveSession.Closing(
                    code: .policyViolation, reason: #"items[0] is not {"x":..,"y":..} with finite numbers"#)
        }
    }

    @Test func messagesEncodeAsTheProtocolSays() throws {
        let progress = try Fixture.object(
            encoding: LiveServerMessage.progress(.init(progress: 0.5, isClosedEnough: true)))
        let expected: [String: Any] = ["type": "progress", "progress": 0.5, "closedEnough": true]
        #expect(Fixture.same(progress, expected))
        let rejection = CircleRejection(reason: "notClosed", measured: 0.4, limit: 0.25, message: "not closed")
        let failed = try Fixture.object(encoding: LiveServerMessage.failed(rejection, samples: 12))
        #expect(failed["type"] as? String == "failed")
        #expect(failed["samples"] as? Int == 12)
        let row = try #require(failed["rejection"] as? [String: Any])
        let rejectionRecord = try Fixture.object(encoding: RejectionRecord(rejection))
        #expect(Fixture.same(row, rejectionRecord))
        let record = DetectionRecord(file: "stroke", detector: "sadun", detection: .rejected(rejection))
        var verdict = try Fixture.object(encoding: LiveServerMessage.verdict(record, selected: nil))
        #expect(verdict.removeValue(forKey: "type") as? String == "verdict")
        let recordObject = try Fixture.object(encoding: record)
        #expect(Fixture.same(verdict, recordObject))
    }
}
