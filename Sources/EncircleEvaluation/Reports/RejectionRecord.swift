public import Encircle

/// Why a stroke was rejected, as JSON: `{"reason":..,"message":..,"measured":..,"limit":..}`,
/// every key present, non-finite and missing numbers `null`.
///
/// The `rejection` of a ``DetectionRecord``, and of any other report that says why.
///
/// ```swift
/// RejectionRecord(rejection)   // {"reason":"notClosed","message":"…","measured":0.4,"limit":0.25}
/// ```
public struct RejectionRecord: Sendable, Encodable {
    /// The rejection.
    public var rejection: CircleRejection

    /// Creates the record of `rejection`.
    ///
    /// - Complexity: O(1).
    public init(_ rejection: CircleRejection) {
        self.rejection = rejection
    }

    private enum CodingKeys: String, CodingKey { case reason, message, measured, limit }

    /// Encodes the four keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rejection.reason.rawValue, forKey: .reason)
        try container.encode(rejection.message, forKey: .message)
        try container.encode(rejection.measured.flatMap(JSONSafe.number), forKey: .measured)
        try container.encode(rejection.limit.flatMap(JSONSafe.number), forKey: .limit)
    }
}
