/// The verdict of a circle detector: a match described by `Match`, or the rejection that says
/// which check failed.
///
/// ```swift
/// switch CircleDetector().detect(in: stroke) {
/// case .circle(let circle): print(circle.center, circle.radius)
/// case .rejected(let rejection): print(rejection)   // "not closed: swept 212° of the required 300°"
/// }
/// ```
public enum Detection<Match: Hashable & Sendable>: Hashable, Sendable {
    /// The stroke is a circle, described by the detector's match.
    case circle(Match)
    /// The stroke is not a circle: the first check that failed.
    case rejected(CircleRejection)

    /// The match, or `nil` when rejected.
    @inlinable
    public var match: Match? {
        if case .circle(let match) = self { return match }
        return nil
    }

    /// The rejection, or `nil` when a circle was found.
    @inlinable
    public var rejection: CircleRejection? {
        if case .rejected(let rejection) = self { return rejection }
        return nil
    }

    /// Whether the stroke was accepted as a circle.
    @inlinable
    public var isCircle: Bool { match != nil }

    /// The match, or throws the rejection.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func get() throws(CircleRejection) -> Match {
        switch self {
        case .circle(let match): return match
        case .rejected(let rejection): throw rejection
        }
    }

    /// The verdict with its match transformed.
    ///
    /// - Complexity: O(1) plus the cost of `transform`.
    @inlinable
    public func map<T: Hashable & Sendable>(_ transform: (Match) -> T) -> Detection<T> {
        switch self {
        case .circle(let match): return .circle(transform(match))
        case .rejected(let rejection): return .rejected(rejection)
        }
    }
}
