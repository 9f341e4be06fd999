/// Rates of a binary classifier. A rate whose denominator is 0 is undefined and is `nil` —
/// "n/a" in reports and `null` in JSON — never NaN and never a vacuous 100%.
///
/// | rate | formula | `nil` when |
/// |---|---|---|
/// | recall | TP / positives | there are no positives |
/// | false-positive rate | FP / negatives | there are no negatives |
/// | precision | TP / (TP + FP) | nothing was accepted |
/// | F1 | 2 · TP / (2 · TP + FP + FN) | no positives and nothing accepted |
///
/// F1 in counts equals the harmonic mean of precision and recall whenever both are defined, and
/// stays defined (0) when a detector accepts nothing on a set with circles, or accepts only
/// non-circles: a detector that finds no circle scores 0 whether or not it claims any.
///
/// ```swift
/// Rate.recall(truePositives: 0, positives: 0)                      // nil
/// Rate.f1(truePositives: 0, falsePositives: 0, positives: 10)      // 0
/// Rate.f1(truePositives: 9, falsePositives: 1, positives: 10)      // 0.9
/// ```
package enum Rate {
    /// `numerator / denominator`, or `nil` when `denominator` is 0.
    ///
    /// - Complexity: O(1).
    package static func ratio(_ numerator: Int, _ denominator: Int) -> Double? {
        denominator == 0 ? nil : Double(numerator) / Double(denominator)
    }

    /// TP / positives; `nil` when there are no positives.
    ///
    /// - Complexity: O(1).
    package static func recall(truePositives: Int, positives: Int) -> Double? {
        ratio(truePositives, positives)
    }

    /// FP / negatives; `nil` when there are no negatives.
    ///
    /// - Complexity: O(1).
    package static func falsePositiveRate(falsePositives: Int, negatives: Int) -> Double? {
        ratio(falsePositives, negatives)
    }

    /// TP / (TP + FP); `nil` when nothing was accepted.
    ///
    /// - Complexity: O(1).
    package static func precision(truePositives: Int, falsePositives: Int) -> Double? {
        ratio(truePositives, truePositives + falsePositives)
    }

    /// 2 · TP / (2 · TP + FP + FN) with FN = `positives` − TP; `nil` when there are no positives
    /// and nothing was accepted.
    ///
    /// - Complexity: O(1).
    package static func f1(truePositives: Int, falsePositives: Int, positives: Int) -> Double? {
        let falseNegatives = max(positives - truePositives, 0)
        return ratio(2 * truePositives, 2 * truePositives + falsePositives + falseNegatives)
    }
}
