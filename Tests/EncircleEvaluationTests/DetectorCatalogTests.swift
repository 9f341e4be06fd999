import Encircle
import EncircleEvaluation
import Foundation
import Testing

@Suite struct DetectorCatalogTests {
    let catalog = DetectorCatalog([.closed, .closedStreaming])

    @Test func defaultIsTheFirstRegistered() {
        #expect(catalog.defaultID == "closed")
        #expect(catalog.ids == ["closed", "closed-streaming"])
        #expect(DetectorCatalog([]).defaultID == nil)
    }

    @Test func unknownIDListsTheKnownOnes() {
        #expect(throws: UnknownDetectorError(id: "hough", knownIDs: ["closed", "closed-streaming"])) {
            try catalog.entry(id: "hough")
        }
        #expect(
            UnknownDetectorError(id: "hough", knownIDs: ["sadun", "lamarche"]).description
                == #"unknown detector "hough"; known detectors: sadun, lamarche"#)
    }

    @Test func entryErasesTheMatch() throws {
        let entry = try catalog.entry(id: "closed")
        let stroke = LabeledStroke.sample(label: "circle", closed: true).stroke
        let match = try #require(entry.detect(stroke).match)
        #expect(match == AnyMatch(ClosedStrokeDetector().detect(in: stroke).match!))
        #expect(abs(match.circle.radius - 50) < 0.5)
        #expect(!entry.supportsStreaming)
        #expect(try catalog.entry(id: "closed-streaming").supportsStreaming)
    }

    @Test func standardCatalogHasTheClassicDetectors() throws {
        #expect(Array(DetectorCatalog.standard.ids.suffix(2)) == ["sadun", "lamarche"])
        #expect(DetectorCatalog.standard.defaultID == DetectorCatalog.standard.ids.first)
    }

    /// The registration the catalog's documentation shows, for Encircle's own detector.
    @Test func anyCircleDetectingRegisters() throws {
        let entry = DetectorEntry(id: "encircle", summary: "Encircle's detector", detector: CircleDetector())
        let circle = LabeledStroke.sample(label: "circle", closed: true).stroke
        let detection = entry.detect(circle)
        #expect(detection.map(\.circle) == CircleDetector().detect(in: circle).map(\.circle))
    }

    @Test func detectionRecordHasTheDesignKeys() throws {
        let entry = try catalog.entry(id: "closed")
        let circle = LabeledStroke.sample(label: "circle", closed: true).stroke
        let arc = LabeledStroke.sample(label: "circle", closed: false).stroke
        func object(_ stroke: Stroke) throws -> [String: Any] {
            let record = DetectionRecord(file: "a.xml", detector: "closed", detection: entry.detect(stroke))
            let data = try JSONEncoder().encode(record)
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
        let accepted = try object(circle)
        #expect(Set(accepted.keys) == ["file", "detector", "isCircle", "circle", "rejection", "details"])
        #expect(accepted["isCircle"] as? Bool == true)
        #expect(((accepted["circle"] as? [String: Any])?["radius"] as? Double).map { abs($0 - 50) < 0.5 } == true)
        #expect(accepted["rejection"] is NSNull)
        #expect((accepted["details"] as? [String: Any])?["note"] as? String == "closed")
        let rejected = try object(arc)
        #expect(rejected["circle"] is NSNull)
        #expect((rejected["rejection"] as? [String: Any])?["reason"] as? String == "notClosed")
        #expect((rejected["rejection"] as? [String: Any])?["message"] as? String == "not closed")
    }

    @Test func streamingOutcomeClampsTheFraction() {
        let detection = Detection<AnyMatch>.rejected(CircleRejection(reason: "x", message: "x"))
        #expect(StreamingOutcome(detection: detection, consumedFraction: 2).consumedFraction == 1)
        #expect(StreamingOutcome(detection: detection, consumedFraction: -1).consumedFraction == 0)
        #expect(StreamingOutcome(detection: detection, consumedFraction: .nan).consumedFraction == 1)
    }
}
