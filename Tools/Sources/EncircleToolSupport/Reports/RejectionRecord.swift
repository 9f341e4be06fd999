import Encircle
import EncircleEvaluation
import EncircleShapes

/// Why a stroke was rejected, as JSON: `{"reason":..,"message":..,"measured":..,"limit":..}`,
/// every key present, non-finite and missing numbers `null`; a shape's rejection adds `closest`.
///
/// The `rejection` of a ``DetectionRecord``, of a ``ShapeRecord``, and of any other report that
/// says why.
///
/// ```swift
/// RejectionRecord(rejection)   // {"reason":"notClosed","message":"…","measured":0.4,"limit":0.25}
/// ```
package struct RejectionRecord: Sendable, Encodable {
    /// The stable reason (`"notClosed"`, `"curved"`).
    package var reason: String
    /// The sentence for people.
    package var message: String
    /// What was measured, when a limit was passed.
    package var measured: Double?
    /// The limit that was passed.
    package var limit: Double?
    /// For a shape: the kind the stroke came closest to, or the kind it is when that kind is not
    /// allowed (``EncircleShapes/ShapeRejection/closest``), or `nil`.
    package private(set) var closest: String?
    /// Whether the JSON has `closest`: a shape's rejection does, always; a circle's, which names
    /// no other kind, does not.
    private var namesClosest = false

    /// Creates the record of a circle detector's `rejection`.
    ///
    /// - Complexity: O(1).
    package init(_ rejection: CircleRejection) {
        self.init(
            reason: rejection.reason.rawValue, message: rejection.message, measured: rejection.measured,
            limit: rejection.limit)
    }

    /// Creates the record of a shape recognizer's `rejection`.
    ///
    /// - Complexity: O(1).
    package init(_ rejection: ShapeRejection) {
        self.init(
            reason: rejection.reason.rawValue, message: rejection.message, measured: rejection.measured,
            limit: rejection.limit)
        closest = rejection.closest?.rawValue
        namesClosest = true
    }

    private init(reason: String, message: String, measured: Double?, limit: Double?) {
        self.reason = reason
        self.message = message
        self.measured = measured
        self.limit = limit
    }

    private enum CodingKeys: String, CodingKey { case reason, message, measured, limit, closest }

    /// Encodes the four keys, and `closest` for a shape.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(reason, forKey: .reason)
        try container.encode(message, forKey: .message)
        try container.encode(measured.flatMap(JSONSafe.number), forKey: .measured)
        try container.encode(limit.flatMap(JSONSafe.number), forKey: .limit)
        if namesClosest { try container.encode(closest, forKey: .closest) }
    }
}
