/// The running counts behind one ``DetectorMetrics`` row: verdicts are added one stroke at a
/// time, and the tallies of consecutive chunks of strokes are merged in order, so that an
/// evaluation split into chunks on several cores gives exactly the numbers of one sequential
/// pass.
///
/// Counts merge by addition. The two lists that feed averages and quantiles keep their values
/// in stroke order and are summed or sorted only at the end: the mean share consumed before
/// failure is then the same floating-point sum as a sequential pass, whatever the chunking.
/// They hold one number per failed non-circle (streaming) and per circle found: 8 MB for a
/// million strokes at worst.
struct DetectorTally: Sendable {
    /// Circles at one requested speed, and how many of them were found.
    struct SpeedCount: Sendable {
        var all = 0
        var found = 0
    }

    /// Whether the verdicts come from a streaming evaluation.
    let isStreaming: Bool
    var strokes = 0
    var positives = 0
    var truePositives = 0
    var falsePositives = 0
    var rejections: [String: Int] = [:]
    var falsePositivesByLabel: [String: Int] = [:]
    var circlesBySpeed: [String: SpeedCount] = [:]
    /// Streaming: the share consumed of each non-circle the recognizer failed, in stroke order.
    var consumedBeforeFailure: [Double] = []
    /// The confidence of each circle found, in stroke order.
    var confidencesOfCirclesFound: [Double] = []

    init(isStreaming: Bool) {
        self.isStreaming = isStreaming
    }

    /// Adds one stroke's verdict: its rejection reason (`nil` when accepted), the share of
    /// samples consumed when a streaming recognizer decided, and the confidence reported for an
    /// accepted stroke.
    mutating func add(_ stroke: LabeledStroke, reason: String?, consumedFraction: Double?, confidence: Double?) {
        strokes += 1
        if let reason { rejections[reason, default: 0] += 1 }
        if stroke.isPositive {
            positives += 1
            if reason == nil {
                truePositives += 1
                if let confidence { confidencesOfCirclesFound.append(confidence) }
            }
            if let speed = stroke.speed {
                circlesBySpeed[speed, default: SpeedCount()].all += 1
                if reason == nil { circlesBySpeed[speed, default: SpeedCount()].found += 1 }
            }
        } else {
            falsePositivesByLabel[stroke.label, default: 0] += reason == nil ? 1 : 0
            if reason == nil { falsePositives += 1 }
            if reason != nil, isStreaming, let fraction = consumedFraction, fraction.isFinite {
                consumedBeforeFailure.append(fraction)
            }
        }
    }

    /// Adds the tally of the strokes that come right after those counted here.
    mutating func merge(_ later: DetectorTally) {
        strokes += later.strokes
        positives += later.positives
        truePositives += later.truePositives
        falsePositives += later.falsePositives
        rejections.merge(later.rejections, uniquingKeysWith: +)
        falsePositivesByLabel.merge(later.falsePositivesByLabel, uniquingKeysWith: +)
        circlesBySpeed.merge(later.circlesBySpeed) { SpeedCount(all: $0.all + $1.all, found: $0.found + $1.found) }
        consumedBeforeFailure += later.consumedBeforeFailure
        confidencesOfCirclesFound += later.confidencesOfCirclesFound
    }
}
