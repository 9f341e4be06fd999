/// Rates of a binary classifier with every 0/0 case defined, so reports never carry NaN.
///
/// The empty cases read "vacuously perfect": with nothing to find, nothing was missed; with
/// nothing to reject, nothing was wrongly accepted; with nothing claimed, no claim was wrong.
///
/// | rate | formula | when the denominator is 0 |
/// |---|---|---|
/// | recall | TP / positives | 1 |
/// | false-positive rate | FP / negatives | 0 |
/// | precision | TP / (TP + FP) | 1 |
/// | F1 | 2 · P · R / (P + R) | 0 |
///
/// So a detector that accepts nothing on a set with no circles scores recall 1, precision 1,
/// F1 1; on a set with circles, recall 0, precision 1, F1 0.
public enum Rate {
    /// `numerator / denominator`, or `empty` when `denominator` is 0.
    ///
    /// - Complexity: O(1).
    public static func ratio(_ numerator: Int, _ denominator: Int, empty: Double) -> Double {
        denominator == 0 ? empty : Double(numerator) / Double(denominator)
    }

    /// TP / positives; 1 when there are no positives.
    public static func recall(truePositives: Int, positives: Int) -> Double {
        ratio(truePositives, positives, empty: 1)
    }

    /// FP / negatives; 0 when there are no negatives.
    public static func falsePositiveRate(falsePositives: Int, negatives: Int) -> Double {
        ratio(falsePositives, negatives, empty: 0)
    }

    /// TP / (TP + FP); 1 when nothing was accepted.
    public static func precision(truePositives: Int, falsePositives: Int) -> Double {
        ratio(truePositives, truePositives + falsePositives, empty: 1)
    }

    /// The harmonic mean of precision and recall; 0 when both are 0.
    public static func f1(precision: Double, recall: Double) -> Double {
        let sum = precision + recall
        return sum > 0 && sum.isFinite ? 2 * precision * recall / sum : 0
    }
}
