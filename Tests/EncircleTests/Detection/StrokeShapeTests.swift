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
        #expect(fitted.extraTurning == .zero)
        #expect(fitted.cornerConcentration == 0.5)

        let turned = StrokeShape(measuring: summary) { _, stage in stage == .reversal }.measurements
        #expect(turned.reversal == whole.reversal)
        #expect(turned.extraTurning == whole.extraTurning)
        #expect(turned.cornerConcentration == 0.5)

        let sized = StrokeShape(measuring: summary) { _, stage in stage == .summary }
        #expect(sized.circle == nil)
        #expect(sized.measurements.size == whole.size)
    }

    /// Going round a circle, its direction turns as far as it goes round, however far that is
    /// and wherever it starts; going round an oval, nearly so.
    @Test(arguments: [
        Stroke.circle(), .circle(count: 193, turns: 3), .circle(start: .degrees(70), direction: .counterclockwise),
        .arc(sweep: .degrees(300)), .arc(sweep: .degrees(200)),
        .circle(radius: 60, count: 96, turns: 1.02, aspect: 1.75),
    ])
    func aCircleTurnsAsFarAsItGoesRound(_ stroke: Stroke) {
        let extra = StrokeShape(measuring: Self.summary(of: stroke)).measurements.extraTurning.degrees
        #expect(extra < 5, "\(extra)°")
    }

    /// A heart begun at its dent turns on round the dent where its ends meet; a loop in the
    /// stroke turns a lap further.
    @Test func aCuspOrALoopTurnsFurther() {
        let heart = StrokeShape(measuring: Self.summary(of: .heart())).measurements.extraTurning.degrees
        #expect(heart > 105 && heart < 130, "\(heart)°")
        let looped = Stroke.path([
            .turn(.degrees(-180), radius: 60), .turn(.degrees(-360), radius: 30), .turn(.degrees(-180), radius: 60),
        ])
        let loop = StrokeShape(measuring: Self.summary(of: looped)).measurements.extraTurning.degrees
        #expect(loop > 300, "\(loop)°")
    }
}
