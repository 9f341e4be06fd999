import EncircleTestSupport
import Testing

@testable import Encircle

/// The stroke is measured whole in the order of `Check.Stage`, and only as far as asked: what a
/// stopped measuring leaves out reads as an ideal circle's, and what it did measure is what the
/// whole measuring gives.
@Suite struct StrokeShapeTests {
    static func summary(of stroke: Stroke) -> StrokeSummary {
        var summary = StrokeSummary(minimumSize: CircleDetector.Configuration.default.minimumSize)
        for sample in stroke.samples { summary.add(sample) }
        summary.finish()
        return summary
    }

    /// A figure eight, which turns one way, then the other: every quantity away from an ideal
    /// circle's, so a stage left out shows.
    static let stroke = Stroke.figureEight()

    @Test func measuresTheStagesInOrder() {
        var stages: [CircleDetector.Check.Stage] = []
        _ = StrokeShape(measuring: Self.summary(of: Self.stroke)) { _, stage in
            stages.append(stage)
            return false
        }
        #expect(stages == [.summary, .fits, .reversal, .cornerConcentration])
    }

    @Test func stopsWhereToldAndLeavesTheRestIdeal() {
        let summary = Self.summary(of: Self.stroke)
        let whole = StrokeShape(measuring: summary).measurements
        #expect(whole.reversal.degrees > 0)
        #expect(whole.cornerConcentration != 0.5)

        let fitted = StrokeShape(measuring: summary) { _, stage in stage == .fits }.measurements
        #expect(fitted.sweep == whole.sweep)
        #expect(fitted.aspectRatio == whole.aspectRatio)
        #expect(fitted.radialDeviation == whole.radialDeviation)
        #expect(fitted.reversal == .zero)
        #expect(fitted.cornerConcentration == 0.5)

        let turned = StrokeShape(measuring: summary) { _, stage in stage == .reversal }.measurements
        #expect(turned.reversal == whole.reversal)
        #expect(turned.cornerConcentration == 0.5)

        let sized = StrokeShape(measuring: summary) { _, stage in stage == .summary }
        #expect(sized.circle == nil)
        #expect(sized.measurements.size == whole.size)
    }
}
