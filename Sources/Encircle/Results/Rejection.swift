import Foundation

/// Why a recognizer did not recognize a stroke: a stable reason, what was measured against which
/// limit, and a sentence for people. ``CircleRejection``, `TemplateRejection` and
/// `ShapeRejection` are the three; each adds what its recognizer knows (the round shape drawn,
/// the closest template, the closest kind).
///
/// ```swift
/// rejection.reason     // .notClosed
/// rejection.measured   // 212
/// rejection.limit      // 300
/// rejection.message    // "not closed: swept 212° of the required 300°"
/// ```
///
/// A rejection is an `Error` whose `localizedDescription` is its ``message``, and `Codable`:
/// it decodes equal to what was encoded.
public protocol Rejection: LocalizedError, Hashable, Codable, CustomStringConvertible {
    /// The stable identifiers of the checks that can fail, encoded as their raw strings.
    associatedtype Reason: RawRepresentable, Hashable, Sendable, Codable where Reason.RawValue == String

    /// The check that failed.
    var reason: Reason { get }
    /// What the check measured, in the unit of ``limit``; `nil` when it measures nothing (an
    /// empty stroke, a non-finite sample).
    var measured: Double? { get }
    /// The limit the measurement broke, or `nil` when the check has none.
    var limit: Double? { get }
    /// A sentence for people naming the problem, and the measured value and the limit when
    /// there are some.
    var message: String { get }
}

extension Rejection {
    /// The ``message``.
    public var description: String { message }
    /// The ``message``, so that `localizedDescription` reads the same.
    public var errorDescription: String? { message }
}
