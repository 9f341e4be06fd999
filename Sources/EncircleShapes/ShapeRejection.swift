import Encircle
import Foundation

/// Why ``ShapeRecognizer`` names no shape: a stable reason, what was measured against which
/// limit, the kind that came closest, and a sentence for people.
///
/// ```swift
/// rejection.reason    // .curved
/// rejection.closest   // .polyline
/// rejection.message   // "curved: as a polyline, a side bows 31% of its length (a straight side at most 15%)"
/// ```
public struct ShapeRejection: Rejection {
    /// The reasons a stroke is no shape.
    public enum Reason: String, Hashable, Sendable, Codable, CaseIterable {
        /// A sample is NaN or infinite, time runs backwards, or there are fewer than two samples.
        case invalidInput
        /// A coordinate is beyond 10⁹ in magnitude, too large to measure.
        case outOfRange
        /// Smaller across than ``ShapeRecognizer/Configuration/minimumSize``: a tap, not a drawing.
        case tooSmall
        /// A part that should be straight bends: a side of a polyline or polygon.
        case curved
        /// More corners than the shape has: a scribble or handwriting, or a pentagon for a square.
        case tooManyCorners
        /// Fewer corners than the shape has: a triangle for a square, a line for a polyline.
        case tooFewCorners
        /// A sharp corner where the shape has none: a cusp, a point, a kink.
        case cornered
        /// The stroke turns one way, then the other, where the shape turns one way only.
        case reverses
        /// The points lie too far from the fitted shape.
        case looseFit
        /// A curve would need more Bézier segments than allowed: a scribble or handwriting.
        case tooComplex
        /// The ends are too far apart for a closed shape, or too close for an open one.
        case closure
        /// The stroke does not turn round the way the shape does: too little for a spiral or a
        /// helix, too much for an arc.
        case turning
        /// Not the round shape the circle detector measures (its reason is in the message).
        case notRound
        /// The shape drawn is of a kind the configuration does not allow.
        case kindNotAllowed
        /// The shape drawn is not clear enough: its confidence is below the minimum.
        case lowConfidence
    }

    /// Why the stroke is no shape.
    public var reason: Reason
    /// What was measured, in the unit of ``limit``, when a limit was passed.
    public var measured: Double?
    /// The limit the measurement passed.
    public var limit: Double?
    /// The kind the stroke came closest to, or the kind it is for ``Reason/kindNotAllowed`` and
    /// ``Reason/lowConfidence``; `nil` when the input could not be measured.
    public var closest: DrawnShape.Kind?
    /// A sentence naming the problem.
    public var message: String

    /// Creates a rejection.
    ///
    /// - Complexity: O(1).
    public init(
        reason: Reason, measured: Double? = nil, limit: Double? = nil, closest: DrawnShape.Kind? = nil, message: String
    ) {
        self.reason = reason
        self.measured = measured
        self.limit = limit
        self.closest = closest
        self.message = message
    }
}

extension ShapeRejection.Reason {
    /// The reason in words, as a message begins: "too many corners".
    var words: String {
        switch self {
        case .invalidInput: "invalid input"
        case .outOfRange: "out of range"
        case .tooSmall: "too small"
        case .curved: "curved"
        case .tooManyCorners: "too many corners"
        case .tooFewCorners: "too few corners"
        case .cornered: "cornered"
        case .reverses: "reverses"
        case .looseFit: "loose fit"
        case .tooComplex: "too complex"
        case .closure: "closure"
        case .turning: "turning"
        case .notRound: "not round"
        case .kindNotAllowed: "kind not allowed"
        case .lowConfidence: "low confidence"
        }
    }
}
