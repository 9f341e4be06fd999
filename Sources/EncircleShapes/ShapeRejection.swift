import Encircle
import Foundation

/// Why a stroke is none of the shapes ``ShapeRecognizer`` knows: a stable reason, what was
/// measured against which limit, and a sentence for people.
public struct ShapeRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reasons a stroke is no shape.
    public enum Reason: String, Hashable, Sendable, Codable, CaseIterable {
        /// A sample is NaN or infinite, time runs backwards, or there are fewer than two samples.
        case invalidInput
        /// A coordinate is beyond 10⁹ in magnitude, too large to measure.
        case outOfRange
        /// Smaller across than ``ShapeRecognizer/minimumSize``: a tap, not a drawing.
        case tooSmall
        /// A part between corners bends: a freeform curve, a letter, a loop or a spiral.
        case curved
        /// More corners than any shape here has: a scribble or handwriting.
        case tooManyCorners
    }

    /// Why the stroke is no shape.
    public var reason: Reason
    /// What was measured, in the unit of ``limit``, when a limit was passed.
    public var measured: Double?
    /// The limit the measurement passed.
    public var limit: Double?
    /// A sentence naming the problem.
    public var message: String

    /// Creates a rejection.
    ///
    /// - Complexity: O(1).
    public init(reason: Reason, measured: Double? = nil, limit: Double? = nil, message: String) {
        self.reason = reason
        self.measured = measured
        self.limit = limit
        self.message = message
    }

    /// The ``message``.
    public var description: String { message }
}

extension ShapeRejection: LocalizedError {
    /// The ``message``, so that `localizedDescription` reads the same.
    public var errorDescription: String? { message }
}
