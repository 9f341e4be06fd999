import Encircle
import Testing

@testable import EncircleEvaluation

@Suite struct ThresholdTunerTests {
    private func example(_ isCircle: Bool, concentration: Double) -> ThresholdTuner.Example {
        ThresholdTuner.Example(
            isCircle: isCircle,
            measurements: CircleDetector.Measurements(
                sampleCount: 64, size: 100, sweep: .degrees(360), reversal: .degrees(0), cornerTurn: .degrees(30),
                cornerConcentration: concentration, aspectRatio: 1.1, radialDeviation: 0.05, spiralGrowth: 0,
                tailDeviation: 0.05))
    }

    @Test func placesALimitInTheMiddleOfTheGap() throws {
        // Circles reach 0.70, look-alikes start at 0.90; the default 0.825 is inside the gap and kept.
        let examples =
            [0.55, 0.65, 0.70].map { example(true, concentration: $0) }
            + [0.90, 0.95].map { example(false, concentration: $0) }
        #expect(try ThresholdTuner().tune(examples).maximumCornerConcentration == 0.825)
        // With the gap elsewhere, the limit moves to its middle.
        let shifted =
            [0.60, 0.62].map { example(true, concentration: $0) } + [0.70].map { example(false, concentration: $0) }
        #expect(abs(try ThresholdTuner().tune(shifted).maximumCornerConcentration - 0.66) < 1e-12)
    }

    @Test func respectsTheFalsePositiveCap() throws {
        // One look-alike sits among the circles: with a 0% cap the limit must exclude it.
        let examples =
            [0.30, 0.50].map { example(true, concentration: $0) }
            + [0.45, 0.90].map { example(false, concentration: $0) }
        let tuned = try ThresholdTuner(maximumFalsePositiveRate: 0).tune(examples)
        #expect(tuned.maximumCornerConcentration < 0.45)
        #expect(tuned.maximumCornerConcentration > 0.30)
    }

    @Test func unmeasurableStrokesChangeNothing() throws {
        let examples = [ThresholdTuner.Example(isCircle: true, measurements: nil)]
        #expect(try ThresholdTuner().tune(examples) == .default)
    }
}

@Suite struct ThresholdTunerSettingsTests {
    @Test(arguments: [
        (-0.1, 3, "maximumFalsePositiveRate is -0.1; it must be from 0 to 1"),
        (.nan, 3, "maximumFalsePositiveRate is NaN; it must be from 0 to 1"),
        (0.01, 0, "rounds is 0; it must be at least 1"),
    ])
    func invalidSettingsThrow(rate: Double, rounds: Int, message: String) {
        let error = #expect(throws: ConfigurationError.self) {
            try ThresholdTuner(maximumFalsePositiveRate: rate, rounds: rounds)
        }
        #expect(error?.description == message)
    }

    @Test func tunesOnlyTheChecksMarkedTunable() {
        #expect(
            ThresholdTuner.limits.map(\.rule.key) == [
                "maximumCornerTurn", "maximumReversal", "maximumCornerConcentration", "maximumRadialDeviation",
                "maximumTailDeviation", "maximumSpiralGrowth", "minimumSweep", "maximumAspectRatio",
            ])
    }
}

/// The public form: labelled strokes, measured by the detector whose limits tuning starts from.
@Suite struct ThresholdTunerStrokesTests {
    @Test func tuningStrokesIsTuningTheirMeasurements() throws {
        let strokes = try Fixtures.development()
        let detector = CircleDetector()
        let examples = strokes.map {
            ThresholdTuner.Example(
                isCircle: $0.label == GestureLabel.positive, measurements: detector.measurements(of: $0.stroke))
        }
        let tuner = try ThresholdTuner(maximumFalsePositiveRate: 0.01)
        #expect(tuner.tune(strokes, startingFrom: detector) == tuner.tune(examples, startingFrom: .default))
    }
}
