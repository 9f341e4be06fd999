import Encircle
import EncircleEvaluation
import EncircleToolSupport
import Foundation
import Testing

@Suite struct DetectionRecordTests {
    static let keys: Set = [
        "file", "detector", "isCircle", "shape", "confidence", "limitedBy", "circle", "rejection", "details",
    ]
    let circle = LabeledStroke.sample(label: "circle", closed: true).stroke
    let arc = LabeledStroke.sample(label: "circle", closed: false).stroke

    private func object(_ entry: DetectorEntry, _ stroke: Stroke) throws -> [String: Any] {
        let record = DetectionRecord(file: "a.xml", detector: entry.id, detection: entry.detect(stroke))
        let data = try JSONEncoder().encode(record)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func acceptedCircleHasEveryKey() throws {
        let accepted = try object(.closed, circle)
        #expect(Set(accepted.keys) == Self.keys)
        #expect(accepted["file"] as? String == "a.xml")
        #expect(accepted["detector"] as? String == "closed")
        #expect(accepted["isCircle"] as? Bool == true)
        #expect(accepted["shape"] as? String == "circle")
        #expect(accepted["confidence"] is NSNull)
        #expect(accepted["limitedBy"] is NSNull)
        let drawn = try #require(accepted["circle"] as? [String: Any])
        #expect(try abs(#require(drawn["radius"] as? Double) - 50) < 0.5)
        #expect(try abs(#require((drawn["center"] as? [String: Any])?["x"] as? Double) - 100) < 0.5)
        #expect(accepted["rejection"] is NSNull)
        #expect((accepted["details"] as? [String: Any])?["note"] as? String == "closed")
    }

    @Test func encirclesRecordCarriesShapeAndConfidence() throws {
        let found = try #require(CircleDetector().detect(in: circle).recognized)
        let accepted = try object(try .encircle, circle)
        #expect(accepted["shape"] as? String == found.shape.rawValue)
        #expect(try abs(#require(accepted["confidence"] as? Double) - found.confidence) < 1e-12)
        #expect(accepted["limitedBy"] as? String == found.limitedBy?.key)
        #expect(accepted["limitedBy"] is String)
    }

    @Test func rejectionHasEveryKeyAndNulls() throws {
        let rejected = try object(.closed, arc)
        #expect(Set(rejected.keys) == Self.keys)
        #expect(rejected["isCircle"] as? Bool == false)
        #expect(rejected["shape"] is NSNull)
        #expect(rejected["confidence"] is NSNull)
        #expect(rejected["limitedBy"] is NSNull)
        #expect(rejected["circle"] is NSNull)
        let rejection = try #require(rejected["rejection"] as? [String: Any])
        #expect(Set(rejection.keys) == ["reason", "message", "measured", "limit"])
        #expect(rejection["reason"] as? String == "notClosed")
        #expect(rejection["message"] as? String == "not closed")
        #expect((rejected["details"] as? [String: Any])?.isEmpty == true)
    }

    @Test func matchWithoutACircleHasNullCircleAndShape() throws {
        let accepted = try object(.templates, circle)
        #expect(Set(accepted.keys) == Self.keys)
        #expect(accepted["isCircle"] as? Bool == true)
        #expect(accepted["circle"] is NSNull)
        #expect(accepted["shape"] is NSNull)
        #expect(accepted["confidence"] as? Double == 0.9)
        #expect((accepted["details"] as? [String: Any])?["name"] as? String == "circle")
    }

    @Test func nonFiniteNumbersAreNull() throws {
        let match = AnyMatch(
            circle: PlaneCircle(center: Point(x: .nan, y: 1), radius: .infinity), shape: .circle, confidence: nil,
            details: TemplateMatch(name: "x", score: 0))
        let record = DetectionRecord(file: "f", detector: "d", detection: .recognized(match))
        let object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(record)) as? [String: Any])
        let drawn = try #require(object["circle"] as? [String: Any])
        #expect(drawn["radius"] is NSNull)
        #expect((drawn["center"] as? [String: Any])?["x"] is NSNull)
        #expect((drawn["center"] as? [String: Any])?["y"] as? Double == 1)
    }

    @Test func textSaysWhatWasFound() throws {
        func text(_ entry: DetectorEntry, _ stroke: Stroke) -> String {
            DetectionRecord(file: "a.xml", detector: entry.id, detection: entry.detect(stroke)).text
        }
        let found = try #require(ClosedStrokeDetector().detect(in: circle).recognized)
        #expect(
            text(.closed, circle)
                == "a.xml: circle (closed): centre (\(ReportText.number(found.circle.center.x, fractionDigits: 1)), "
                + "\(ReportText.number(found.circle.center.y, fractionDigits: 1))), radius "
                + "\(ReportText.number(found.circle.radius, fractionDigits: 1))")
        #expect(text(.templates, circle) == "a.xml: match (templates): confidence 0.9")
        #expect(text(.closed, arc) == "a.xml: rejected (closed): not closed [notClosed]")
    }
}
