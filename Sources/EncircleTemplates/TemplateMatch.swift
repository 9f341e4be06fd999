import Encircle

/// What a ``TemplateRecognizer`` recognized: the best template's name and score, and the best
/// other gesture.
///
/// ```swift
/// let match = try recognizer.recognize(stroke).get()
/// match.name              // "check"
/// match.score             // 0.91
/// match.runnerUp?.name    // "v"
/// match.isReversed        // true when the stroke was drawn end to start
/// ```
public struct TemplateMatch: Hashable, Sendable, Codable {
    /// The name of the closest template.
    public var name: String
    /// How well the stroke matched it, from 0 to 1 (1: the same shape).
    public var score: Double
    /// The closest template with another name, or `nil` when every template has this name.
    public var runnerUp: TemplateCandidate?
    /// Whether the stroke matched the template drawn end to start (direction invariance).
    public var isReversed: Bool

    /// Creates a match; `score` is clamped to 0…1 (NaN becomes 0).
    ///
    /// - Complexity: O(1).
    public init(name: String, score: Double, runnerUp: TemplateCandidate? = nil, isReversed: Bool = false) {
        self.name = name
        self.score = TemplateCandidate(name: name, score: score).score
        self.runnerUp = runnerUp
        self.isReversed = isReversed
    }
}

extension TemplateMatch: CustomStringConvertible {
    /// The match in one line, as a detected circle and a recognized shape describe themselves:
    /// "check, score 0.91, drawn reversed, runner-up v at 0.85". Scores to two decimals.
    ///
    /// - Complexity: O(1).
    public var description: String {
        let reversed = isReversed ? ", drawn reversed" : ""
        let runnerUp = runnerUp.map { ", runner-up \($0.name) at \(NumberText.plain($0.score))" } ?? ""
        return "\(name), score \(NumberText.plain(score))\(reversed)\(runnerUp)"
    }
}
