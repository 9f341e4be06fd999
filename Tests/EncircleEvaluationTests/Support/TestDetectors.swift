import Encircle
import EncircleEvaluation
import EncircleTemplates
import EncircleTestSupport
import Foundation

/// A match for test detectors.
struct TestMatch: CircleDescribing {
    var circle: PlaneCircle
    var note: String
}

/// Accepts strokes whose ends meet within a fifth of the bounding box's diagonal.
struct ClosedStrokeDetector: CircleDetecting {
    func detect(in stroke: Stroke) -> Detection<TestMatch> {
        guard stroke.count >= 3, let box = stroke.boundingBox else {
            return .rejected(CircleRejection(reason: .tooFewPoints, message: "too few points"))
        }
        let limit = box.diagonal / 5
        guard stroke.closureDistance <= limit else {
            return .rejected(
                CircleRejection(
                    reason: "notClosed", measured: stroke.closureDistance, limit: limit, message: "not closed"))
        }
        return .recognized(TestMatch(circle: PlaneCircle(center: box.center, radius: box.width / 2), note: "closed"))
    }

    func match(in stroke: Stroke) -> Detection<TestMatch> { detect(in: stroke) }
}

/// The match of a template recognizer: no circle, a template name and a score.
struct TemplateMatch: Hashable, Sendable, Encodable {
    var name: String
    var score: Double
}

extension DetectorEntry {
    /// A fake template recognizer: strokes whose ends meet match the `circle` template with the
    /// score 0.9; others match `arc` and are rejected. Its matches have no circle.
    static let templates = DetectorEntry(id: "templates", summary: "nearest template") { stroke in
        guard ClosedStrokeDetector().detect(in: stroke).isRecognized else {
            return .rejected(CircleRejection(reason: "otherTemplate", message: "closest template: arc"))
        }
        let match = TemplateMatch(name: "circle", score: 0.9)
        return .recognized(AnyMatch(circle: nil, shape: nil, confidence: match.score, details: match))
    }

    static let closed = DetectorEntry(id: "closed", summary: "ends meet", detector: ClosedStrokeDetector())

    /// Streams by failing non-circles halfway.
    static let closedStreaming = DetectorEntry(
        id: "closed-streaming", summary: "ends meet, streamed", detector: ClosedStrokeDetector(),
        streamingDetect: { stroke in
            let detection = ClosedStrokeDetector().detect(in: stroke).map(AnyMatch.init)
            return StreamingOutcome(detection: detection, consumedFraction: detection.isRecognized ? 1 : 0.5)
        })
}

extension LabeledStroke {
    /// A circle or an open arc, labelled accordingly.
    static func sample(label: String, closed: Bool, speed: String? = nil, file: String = "test") -> LabeledStroke {
        let sweep = closed ? 2 * Double.pi : Double.pi
        let points = (0..<32).map { index -> Point in
            let angle = sweep * Double(index) / 31
            return Point(x: 100 + 50 * cos(angle), y: 100 + 50 * sin(angle))
        }
        return LabeledStroke(file: file, label: label, speed: speed, stroke: Stroke(points: points, interval: 0.01))
    }
}
