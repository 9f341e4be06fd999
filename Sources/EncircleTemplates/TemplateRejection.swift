import Encircle
import Foundation

/// Why a ``TemplateRecognizer`` recognized nothing: a stable reason, a sentence for people, and
/// the closest template when there was one.
///
/// ```swift
/// rejection.reason        // .belowMinimumScore
/// rejection.description   // "no good match: the best is \"star\" with score 0.62 (minimum 0.8)"
/// rejection.best?.name    // "star"
/// ```
public struct TemplateRejection: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Why nothing was recognized.
    public enum Reason: String, Hashable, Sendable, Codable, CaseIterable {
        /// The recognizer has no templates to compare with.
        case noTemplates
        /// The stroke has no samples.
        case emptyStroke
        /// A coordinate is NaN or infinite.
        case invalidSample
        /// The stroke does not move: a single point, or every sample at one place.
        case noLength
        /// The coordinates are so large that measuring them overflows.
        case outOfRange
        /// The best template scored below the recognizer's minimum score.
        case belowMinimumScore
        /// The stroke is a straight line and no template is one, or the other way round
        /// (``TemplateRecognizer/Configuration/separatesLines``).
        case noTemplateOfItsKind
    }

    /// Why nothing was recognized.
    public var reason: Reason
    /// A sentence for people naming the problem.
    public var message: String
    /// The closest template, when the stroke could be compared at all.
    public var best: TemplateCandidate?

    /// Creates a rejection.
    ///
    /// - Complexity: O(1).
    public init(reason: Reason, message: String, best: TemplateCandidate? = nil) {
        self.reason = reason
        self.message = message
        self.best = best
    }

    /// The ``message``.
    public var description: String { message }
}

extension TemplateRejection {
    /// "no templates: add a template before recognizing".
    static let noTemplates = TemplateRejection(
        reason: .noTemplates, message: "no templates: add a template before recognizing")
    /// "empty stroke: it has no samples".
    static let emptyStroke = TemplateRejection(reason: .emptyStroke, message: "empty stroke: it has no samples")
    /// "no length: the stroke does not move".
    static let noLength = TemplateRejection(reason: .noLength, message: "no length: the stroke does not move")
    /// "out of range: the coordinates are too large to measure".
    static let outOfRange = TemplateRejection(
        reason: .outOfRange, message: "out of range: the coordinates are too large to measure")

    /// "a straight line: no template is one", or "not a straight line: every template is one".
    static func noTemplateOfItsKind(isStraight: Bool) -> TemplateRejection {
        TemplateRejection(
            reason: .noTemplateOfItsKind,
            message: isStraight ? "a straight line: no template is one" : "not a straight line: every template is one")
    }

    /// "invalid sample: point 3 is not a finite number".
    static func invalidSample(at index: Int) -> TemplateRejection {
        TemplateRejection(reason: .invalidSample, message: "invalid sample: point \(index) is not a finite number")
    }

    /// "no good match: the best is "star" with score 0.62 (minimum 0.8)".
    static func belowMinimumScore(_ best: TemplateCandidate, minimum: Double) -> TemplateRejection {
        TemplateRejection(
            reason: .belowMinimumScore,
            message: "no good match: the best is \"\(best.name)\" with score \(NumberText.plain(best.score))"
                + " (minimum \(NumberText.plain(minimum)))",
            best: best)
    }
}

extension TemplateRejection: LocalizedError {
    /// The ``description``, so that `localizedDescription` reads the same.
    public var errorDescription: String? { description }
}
