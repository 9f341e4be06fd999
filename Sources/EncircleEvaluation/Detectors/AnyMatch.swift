import Encircle

/// A detector's match with its type erased, so tools can hold the verdicts of different
/// detectors side by side.
///
/// ``circle`` summarises the match; encoding an `AnyMatch` encodes the detector's own match,
/// which is the `details` payload of tool output.
public struct AnyMatch: CircleDescribing {
    /// The detector's own match.
    public let base: any CircleDescribing

    /// Wraps `base`.
    ///
    /// - Complexity: O(1).
    public init(_ base: some CircleDescribing) {
        self.base = base
    }

    /// The circle the detector found.
    public var circle: PlaneCircle { base.circle }

    public static func == (lhs: AnyMatch, rhs: AnyMatch) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    public func encode(to encoder: any Encoder) throws {
        try base.encode(to: encoder)
    }
}
