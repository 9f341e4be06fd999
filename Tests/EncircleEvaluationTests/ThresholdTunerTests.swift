import Encircle
import Testing

@testable import EncircleEvaluation

@Suite struct ThresholdTunerTests {
    private func example(_ isCircle: Bool, concentration: Double) -> ThresholdTuner.Example {
        ThresholdTuner.Example(
            isCircle: isCircle,
            measurements: CircleDetector.Measurements(
                sampleCount: 64, size: 100, sweepDegrees: 360, reversalDegrees: 0, cornerTurnDegrees: 30,
                cornerConcentration: concentration, aspectRatio: 1.1, radialDeviation: 0.05, spiralGrowth: 0,
                tailDeviation: 0.05))
    }

    @Test func placesALimitInTheMiddleOfTheGap() {
        // Circles reach 0.40, look-alikes start at 0.80; the default 0.575 is inside the gap and kept.
        let examples =
            [0.30, 0.35, 0.40].map { example(true, concentration: $0) }
            + [0.80, 0.85].map { example(false, concentration: $0) }
        #expect(ThresholdTuner().tune(examples).maximumCornerConcentration == 0.575)
        // With the gap elsewhere, the limit moves to its middle.
        let shifted =
            [0.60, 0.62].map { example(true, concentration: $0) } + [0.70].map { example(false, concentration: $0) }
        #expect(abs(ThresholdTuner().tune(shifted).maximumCornerConcentration - 0.66) < 1e-12)
    }

    @Test func respectsTheFalsePositiveCap() {
        // One look-alike sits among the circles: with a 0% cap the limit must exclude it.
        let examples =
            [0.30, 0.50].map { example(true, concentration: $0) }
            + [0.45, 0.90].map { example(false, concentration: $0) }
        let tuned = ThresholdTuner(maximumFalsePositiveRate: 0).tune(examples)
        #expect(tuned.maximumCornerConcentration < 0.45)
        #expect(tuned.maximumCornerConcentration > 0.30)
    }

    @Test func unmeasurableStrokesChangeNothing() {
        let examples = [ThresholdTuner.Example(isCircle: true, measurements: nil)]
        #expect(ThresholdTuner().tune(examples) == .default)
    }
}
