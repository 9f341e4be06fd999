import Encircle
import EncircleEvaluation
import EncircleTemplates
import Foundation
import Testing

@Suite struct AnyMatchTests {
    let circle = LabeledStroke.sample(label: "circle", closed: true).stroke

    private func json(_ value: some Encodable) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? [String: Any])
    }

    @Test func wrapsACircleDetectorsMatch() throws {
        let found = try #require(ClosedStrokeDetector().detect(in: circle).recognized)
        let match = AnyMatch(found)
        #expect(match.circle == found.circle)
        #expect(match.shape == .circle)
        #expect(match.confidence == nil)
        #expect(match.details as? TestMatch == found)
        #expect(try json(match.details)["note"] as? String == "closed")
    }

    @Test func bringsEncirclesShapeAndConfidence() throws {
        let found = try #require(CircleDetector().detect(in: circle).recognized)
        let match = AnyMatch(found)
        #expect(match.circle == found.circle)
        #expect(match.shape == found.shape)
        #expect(match.confidence == found.confidence)
        #expect((0...1).contains(try #require(match.confidence)))
        #expect(try abs(#require(json(match.details)["fitError"] as? Double) - found.fitError) < 1e-12)
    }

    @Test func mayHaveNoCircleAndClampsTheConfidence() throws {
        let details = TemplateMatch(name: "star", score: 1.2)
        let match = AnyMatch(circle: nil, shape: nil, confidence: 1.2, details: details)
        #expect(match.circle == nil)
        #expect(match.confidence == 1)
        #expect(AnyMatch(circle: nil, shape: nil, confidence: -3, details: details).confidence == 0)
        #expect(AnyMatch(circle: nil, shape: nil, confidence: .nan, details: details).confidence == nil)
        #expect(try json(match.details)["name"] as? String == "star")
    }

    @Test func equalityComparesSummaryAndDetails() {
        let star = TemplateMatch(name: "star", score: 0.5)
        let a = AnyMatch(circle: nil, shape: nil, confidence: 0.5, details: star)
        #expect(a == AnyMatch(circle: nil, shape: nil, confidence: 0.5, details: star))
        #expect(a.hashValue == AnyMatch(circle: nil, shape: nil, confidence: 0.5, details: star).hashValue)
        #expect(a != AnyMatch(circle: nil, shape: nil, confidence: 0.5, details: TemplateMatch(name: "x", score: 0.5)))
        #expect(a != AnyMatch(circle: nil, shape: nil, confidence: 0.6, details: star))
        #expect(
            a
                != AnyMatch(
                    circle: PlaneCircle(center: Point(x: 0, y: 0), radius: 1), shape: nil, confidence: 0.5,
                    details: star))
    }
}
