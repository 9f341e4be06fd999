import EncircleEvaluation
import Testing

@Suite struct MetricsTests {
    @Test func ratesAreUndefinedWhenTheirDenominatorIsZero() {
        #expect(Rate.recall(truePositives: 0, positives: 0) == nil)
        #expect(Rate.falsePositiveRate(falsePositives: 0, negatives: 0) == nil)
        #expect(Rate.precision(truePositives: 0, falsePositives: 0) == nil)
        #expect(Rate.f1(truePositives: 0, falsePositives: 0, positives: 0) == nil)
        #expect(Rate.ratio(3, 0) == nil)
        #expect(Rate.ratio(3, 4) == 0.75)
    }

    @Test func f1IsTheHarmonicMeanAndZeroWhenNothingIsFound() throws {
        // P = 1/2, R = 1: harmonic mean 2/3.
        #expect(
            try #require(Rate.f1(truePositives: 1, falsePositives: 1, positives: 1)).isApproximatelyEqual(to: 2.0 / 3.0)
        )
        #expect(Rate.f1(truePositives: 10, falsePositives: 0, positives: 10) == 1)
        let (truePositives, falsePositives, positives) = (9, 3, 12)
        let precision = try #require(Rate.precision(truePositives: truePositives, falsePositives: falsePositives))
        let recall = try #require(Rate.recall(truePositives: truePositives, positives: positives))
        #expect(
            try #require(Rate.f1(truePositives: truePositives, falsePositives: falsePositives, positives: positives))
                .isApproximatelyEqual(to: 2 * precision * recall / (precision + recall)))
        // Circles to find, nothing accepted: precision undefined, F1 0.
        #expect(Rate.precision(truePositives: 0, falsePositives: 0) == nil)
        #expect(Rate.f1(truePositives: 0, falsePositives: 0, positives: 5) == 0)
        // No circles, some accepted: recall undefined, F1 0.
        #expect(Rate.f1(truePositives: 0, falsePositives: 2, positives: 0) == 0)
    }

    @Test func talliesCountsRatesAndBreakdowns() throws {
        let strokes = [
            LabeledStroke.sample(label: "circle", closed: true, speed: "fast"),
            LabeledStroke.sample(label: "circle", closed: true, speed: "slow"),
            LabeledStroke.sample(label: "circle", closed: true, speed: "slow"),
            LabeledStroke.sample(label: "star", closed: false),
            LabeledStroke.sample(label: "star", closed: false),
            LabeledStroke.sample(label: "rectangle", closed: false),
            LabeledStroke.sample(label: "v", closed: false),
        ]
        let reasons: [String?] = [nil, "notClosed", nil, nil, "notClosed", "tooFewPoints", "notClosed"]
        let metrics = DetectorMetrics(detector: "test", strokes: strokes, rejectionReasons: reasons)
        #expect(metrics.strokes == 7)
        #expect(metrics.positives == 3)
        #expect(metrics.negatives == 4)
        #expect(metrics.truePositives == 2)
        #expect(metrics.falsePositives == 1)
        #expect(try #require(metrics.recall).isApproximatelyEqual(to: 2.0 / 3.0))
        #expect(metrics.falsePositiveRate == 0.25)
        #expect(try #require(metrics.precision).isApproximatelyEqual(to: 2.0 / 3.0))
        #expect(try #require(metrics.f1).isApproximatelyEqual(to: 2.0 / 3.0))
        #expect(metrics.rejections == ["notClosed": 3, "tooFewPoints": 1])
        #expect(metrics.falsePositivesByLabel == ["star": 1, "rectangle": 0, "v": 0])
        #expect(metrics.recallBySpeed == ["fast": 1, "slow": 0.5])
        #expect(metrics.meanConsumedBeforeFailure == nil)
    }

    @Test func emptySetHasUndefinedRates() {
        let metrics = DetectorMetrics(detector: "test", strokes: [], rejectionReasons: [], consumedFractions: [])
        #expect(metrics.strokes == 0)
        #expect([metrics.recall, metrics.falsePositiveRate, metrics.precision, metrics.f1] == [nil, nil, nil, nil])
        #expect(metrics.meanConsumedBeforeFailure == nil)
        #expect(metrics.isStreaming)
    }

    @Test func noCirclesMakeRecallUndefined() {
        let strokes = [
            LabeledStroke.sample(label: "star", closed: false), LabeledStroke.sample(label: "v", closed: false),
        ]
        let rejectedAll = DetectorMetrics(detector: "t", strokes: strokes, rejectionReasons: ["a", "b"])
        #expect(rejectedAll.recall == nil)
        #expect(rejectedAll.precision == nil)
        #expect(rejectedAll.f1 == nil)
        #expect(rejectedAll.falsePositiveRate == 0)
        let acceptedOne = DetectorMetrics(detector: "t", strokes: strokes, rejectionReasons: [nil, "b"])
        #expect(acceptedOne.recall == nil)
        #expect(acceptedOne.precision == 0)
        #expect(acceptedOne.f1 == 0)
        #expect(acceptedOne.falsePositiveRate == 0.5)
    }

    @Test func meanConsumedCountsOnlyFailedNonCircles() {
        let strokes = [
            LabeledStroke.sample(label: "circle", closed: true),
            LabeledStroke.sample(label: "star", closed: false),
            LabeledStroke.sample(label: "v", closed: false),
            LabeledStroke.sample(label: "x", closed: false),
        ]
        let metrics = DetectorMetrics(
            detector: "test", strokes: strokes, rejectionReasons: ["notClosed", "a", "b", nil],
            consumedFractions: [0.1, 0.2, 0.6, 1])
        #expect(metrics.meanConsumedBeforeFailure.map { $0.isApproximatelyEqual(to: 0.4) } == true)
    }
}

extension Double {
    func isApproximatelyEqual(to other: Double, absoluteTolerance: Double = 1e-12) -> Bool {
        abs(self - other) <= absoluteTolerance
    }
}
