import Encircle
import EncircleEvaluation

extension AnyMatch {
    /// What was found, in one word: the shape (`circle`, `arc`), or `match` for a match that is
    /// not a round shape.
    package var headline: String {
        shape?.rawValue ?? "match"
    }

    /// The circle and confidence in words, as far as the match has them:
    /// "centre (160, 240), radius 48.7, confidence 0.83"; empty when it has neither.
    package var facts: String {
        var parts: [String] = []
        if let circle {
            parts.append(
                "centre (\(ReportText.number(circle.center.x, fractionDigits: 1)), "
                    + "\(ReportText.number(circle.center.y, fractionDigits: 1))), "
                    + "radius \(ReportText.number(circle.radius, fractionDigits: 1))")
        }
        if let confidence {
            parts.append("confidence \(ReportText.number(confidence))")
        }
        return parts.joined(separator: ", ")
    }
}
