import Encircle

/// How numbers read in the candidates' rejections: one place for every message's numbers.
enum Words {
    /// A share as a percentage: "12%".
    static func percent(_ share: Double) -> String { NumberText.percent(share) }
    /// Degrees to one decimal: "72.5°".
    static func degrees(_ value: Double) -> String { NumberText.plain(value, fractionDigits: 1) + "°" }
    /// A number to two decimals at most: "1.25".
    static func number(_ value: Double) -> String { NumberText.plain(value) }
    /// A kind with its article: "a polyline", "an ellipse", "an arc".
    static func article(_ kind: DrawnShape.Kind) -> String {
        ["arc", "ellipse"].contains(kind.rawValue) ? "an \(kind.rawValue)" : "a \(kind.rawValue)"
    }
    /// A whole count: "5".
    static func count(_ value: Double) -> String { NumberText.plain(value, fractionDigits: 0) }
    /// A whole count of `noun`s, singular for one: "1 side", "3 sides".
    static func count(_ value: Double, _ noun: String) -> String { count(value) + " " + noun + (value == 1 ? "" : "s") }
}
