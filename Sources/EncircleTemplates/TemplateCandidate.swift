import Encircle

/// A template name and how well a stroke matched it.
///
/// ```swift
/// match.runnerUp   // TemplateCandidate(name: "v", score: 0.81)
/// ```
public struct TemplateCandidate: Hashable, Sendable, Codable {
    /// The template's name.
    public var name: String
    /// How well the stroke matched the closest template of that name, from 0 (nothing in
    /// common) to 1 (the same shape).
    public var score: Double

    /// Creates a candidate; `score` is clamped to 0…1 (NaN becomes 0).
    ///
    /// - Complexity: O(1).
    public init(name: String, score: Double) {
        self.name = name
        self.score = score.isNaN ? 0 : min(max(score, 0), 1)
    }
}
