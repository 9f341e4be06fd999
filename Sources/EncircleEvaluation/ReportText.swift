import Encircle

/// Numbers written as Encircle writes every number of its messages: rounded to a few decimals,
/// without trailing zeros and without binary noise; so that a report made from
/// ``EvaluationReport``'s data (a table, a page) reads as the rejections it quotes.
///
/// ```swift
/// ReportText.number(0.61803)                  // "0.62"
/// ReportText.number(48.66, fractionDigits: 1) // "48.7"
/// ReportText.percent(0.9933)                  // "99.3%"
/// ReportText.number(.nan)                     // "NaN"
/// ```
public enum ReportText {
    /// `value` rounded to at most `fractionDigits` decimals (2 by default), trailing zeros
    /// dropped; "NaN", "∞" and "-∞" for non-finite values.
    ///
    /// - Complexity: O(1).
    public static func number(_ value: Double, fractionDigits: Int = 2) -> String {
        NumberText.plain(value, fractionDigits: fractionDigits)
    }

    /// `ratio` as a percentage with at most one decimal: 0.575 → "57.5%", 1 → "100%".
    ///
    /// - Complexity: O(1).
    public static func percent(_ ratio: Double) -> String {
        NumberText.percent(ratio)
    }
}
