import Encircle
import Foundation

/// Why a ``TemplateRecognizer`` recognized nothing: a stable reason, what was measured against
/// which limit, a sentence for people, and the closest template when there was one.
///
/// ```swift
/// rejection.reason      // .belowMinimumScore
/// rejection.measured    // 0.62: the best score
/// rejection.limit       // 0.8: the minimum score
/// rejection.message     // "no good match: the best is \"star\" with score 0.62 (minimum 0.8)"
/// rejection.best?.name  // "star"
/// ```
public struct TemplateRejection: Rejection {
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
    /// What was measured, in the unit of ``limit``: the best score for
    /// ``Reason/belowMinimumScore``, the number of samples for too few, the coordinate's
    /// magnitude for ``Reason/outOfRange``; `nil` otherwise.
    public var measured: Double?
    /// The limit the measurement broke, or `nil` when the reason has none.
    public var limit: Double?
    /// A sentence for people naming the problem.
    public var message: String
    /// The closest template, when the stroke could be compared at all.
    public var best: TemplateCandidate?

    /// Creates a rejection.
    ///
    /// - Complexity: O(1).
    public init(
        reason: Reason, measured: Double? = nil, limit: Double? = nil, message: String, best: TemplateCandidate? = nil
    ) {
        self.reason = reason
        self.measured = measured
        self.limit = limit
        self.message = message
        self.best = best
    }
}

extension TemplateRejection {
    /// "no templates: add a template before recognizing".
    static let noTemplates = TemplateRejection(
        reason: .noTemplates, message: "no templates: add a template before recognizing")
    /// The rejection for a problem with the samples, in the words every recognizer uses.
    init(_ problem: SampleProblem) {
        let reason: Reason =
            switch problem {
            case .empty, .tooFewSamples: .emptyStroke
            case .invalidSample, .timeNotIncreasing: .invalidSample
            case .outOfRange: .outOfRange
            }
        self.init(reason: reason, measured: problem.measured, limit: problem.limit, message: problem.message)
    }

    /// "no length: the stroke does not move".
    static let noLength = TemplateRejection(reason: .noLength, message: "no length: the stroke does not move")
    /// "out of range: the stroke's measures overflow", for the rare extents the $1 steps cannot
    /// scale although every coordinate is in range.
    static let measuresOverflow = TemplateRejection(
        reason: .outOfRange, message: "out of range: the stroke's measures overflow")

    /// "a straight line: no template is one", or "not a straight line: every template is one".
    static func noTemplateOfItsKind(isStraight: Bool) -> TemplateRejection {
        TemplateRejection(
            reason: .noTemplateOfItsKind,
            message: isStraight ? "a straight line: no template is one" : "not a straight line: every template is one")
    }

    /// "no good match: the best is "star" with score 0.62 (minimum 0.8)".
    static func belowMinimumScore(_ best: TemplateCandidate, minimum: Double) -> TemplateRejection {
        TemplateRejection(
            reason: .belowMinimumScore, measured: best.score, limit: minimum,
            message: "no good match: the best is \"\(best.name)\" with score \(NumberText.plain(best.score))"
                + " (minimum \(NumberText.plain(minimum)))",
            best: best)
    }
}
