import EncircleEvaluation
import Testing

@Suite struct MetricsTests {
    @Test func ratesDefineEveryEmptyCase() {
        #expect(Rate.recall(truePositives: 0, positives: 0) == 1)
        #expect(Rate.falsePositiveRate(falsePositives: 0, negatives: 0) == 0)
        #expect(Rate.precision(truePositives: 0, falsePositives: 0) == 1)
        #expect(Rate.f1(precision: 0, recall: 0) == 0)
        #expect(Rate.f1(precision: 1, recall: 1) == 1)
        #expect(Rate.f1(precision: 0.5, recall: 1).isApproximatelyEqual(to: 2.0 / 3.0))
    }

    @Test func talliesCountsRatesAndBreakdowns() {
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
        #expect(metrics.recall.isApproximatelyEqual(to: 2.0 / 3.0))
        #expect(metrics.falsePositiveRate == 0.25)
        #expect(metrics.precision.isApproximatelyEqual(to: 2.0 / 3.0))
        #expect(metrics.f1.isApproximatelyEqual(to: 2.0 / 3.0))
        #expect(metrics.rejections == ["notClosed": 3, "tooFewPoints": 1])
        #expect(metrics.falsePositivesByLabel == ["star": 1, "rectangle": 0, "v": 0])
        #expect(metrics.recallBySpeed == ["fast": 1, "slow": 0.5])
        #expect(metrics.meanConsumedBeforeFailure == nil)
    }

    @Test func emptySetHasFiniteMetrics() {
        let metrics = DetectorMetrics(detector: "test", strokes: [], rejectionReasons: [], consumedFractions: [])
        #expect(metrics.strokes == 0)
        #expect([metrics.recall, metrics.falsePositiveRate, metrics.precision, metrics.f1] == [1, 0, 1, 1])
        #expect(metrics.meanConsumedBeforeFailure == nil)
        #expect(metrics.isStreaming)
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
