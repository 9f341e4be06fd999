import Encircle
import EncircleEvaluation
import EncircleTemplates
import EncircleTestSupport
import Testing

@Suite struct DollarOneEntryTests {

    @Test func isRegisteredAsDollar1() throws {
        let entry = try DetectorCatalog.standard.entry(id: "dollar1")
        #expect(entry.summary.hasPrefix("The $1 recognizer"))
        #expect(!entry.supportsStreaming)
    }

    @Test func countsTheCircleTemplateAsACircleAndNamesTheOthers() throws {
        let entry = DetectorEntry.dollarOne()
        let templates = GestureTemplate.dollarOneTemplates
        let circle = try #require(templates.first { $0.name == "circle" })
        let match = try #require(entry.detect(circle.stroke).recognized)
        #expect(match.circle == nil)
        #expect(match.shape == nil)
        #expect(try #require(match.confidence) > 0.99)
        #expect((match.details as? EncircleTemplates.TemplateMatch)?.name == "circle")
        let star = try #require(templates.first { $0.name == "star" })
        let rejection = try #require(entry.detect(star.stroke).rejection)
        #expect(rejection.reason == .otherTemplate)
        #expect(rejection.message == "closest template is \"star\": score 1")
        let dot = try #require(entry.detect(Stroke(coordinates: [(1, 1)])).rejection)
        #expect(dot.reason.rawValue == "noLength")
        #expect(dot.message == "no length: the stroke does not move")
    }

    /// The reference's figure on the development strokes: 145 of 150 circles, none of the
    /// 2,250 other gestures.
    @Test func findsTheReferencesCirclesOnTheDevelopmentStrokes() async throws {
        let development = try Fixtures.development()
        #expect(development.count == 2400)
        let report = try await Evaluator(detectors: [.dollarOne()]).run(development)
        let metrics = try #require(report.detectors.first?.metrics)
        #expect(metrics.positives == 150)
        #expect(metrics.truePositives == 145)
        #expect(metrics.negatives == 2250)
        #expect(metrics.falsePositives == 0)
    }

    @Test func theReverseTransformDrawsEndToStart() throws {
        let stroke = Stroke(coordinates: [(0, 0), (1, 2), (5, 3)], interval: 0.01)
        #expect(StrokeTransform.reverse.apply(to: stroke) == stroke.reversedDirection())
        #expect(StrokeTransform.reverse.description == "reverse")
    }
}
