import Encircle

extension AnyMatch {
    /// What was found, in one word: the shape (`circle`, `arc`), or `match` for a match that is
    /// not a round shape.
    var headline: String {
        shape?.rawValue ?? "match"
    }

    /// The circle and confidence in words, as far as the match has them:
    /// "centre (160, 240), radius 48.7, confidence 0.83"; empty when it has neither.
    var facts: String {
        var parts: [String] = []
        if let circle {
            parts.append(
                "centre (\(NumberText.plain(circle.center.x, fractionDigits: 1)), "
                    + "\(NumberText.plain(circle.center.y, fractionDigits: 1))), "
                    + "radius \(NumberText.plain(circle.radius, fractionDigits: 1))")
        }
        if let confidence {
            parts.append("confidence \(NumberText.plain(confidence))")
        }
        return parts.joined(separator: ", ")
    }
}
