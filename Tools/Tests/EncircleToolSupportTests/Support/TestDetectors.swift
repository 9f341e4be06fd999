import Encircle
import EncircleEvaluation
import Foundation

/// A match for test detectors.
struct TestMatch: Hashable, Sendable, Encodable {
    var circle: PlaneCircle
    var note: String
}

/// Accepts strokes whose ends meet within a fifth of the bounding box's diagonal.
struct ClosedStrokeDetector {
    func detect(in stroke: Stroke) -> Detection<TestMatch> {
        guard stroke.count >= 3, let box = stroke.boundingBox, let first = stroke.samples.first,
            let last = stroke.samples.last
        else {
            return .rejected(CircleRejection(reason: "tooFewPoints", message: "too few points"))
        }
        let limit = box.diagonal / 5
        let closure = ((last.x - first.x) * (last.x - first.x) + (last.y - first.y) * (last.y - first.y)).squareRoot()
        guard closure <= limit else {
            return .rejected(
                CircleRejection(reason: "notClosed", measured: closure, limit: limit, message: "not closed"))
        }
        return .recognized(TestMatch(circle: PlaneCircle(center: box.center, radius: box.width / 2), note: "closed"))
    }
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

    /// ``ClosedStrokeDetector``, its match a circle.
    static let closed = DetectorEntry(id: "closed", summary: "ends meet") { stroke in
        ClosedStrokeDetector().detect(in: stroke).map {
            AnyMatch(circle: $0.circle, shape: .circle, confidence: nil, details: $0)
        }
    }

    /// Encircle's detector, as the catalog registers it.
    static var encircle: DetectorEntry {
        get throws { try DetectorCatalog.standard.entry(id: "encircle") }
    }
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
