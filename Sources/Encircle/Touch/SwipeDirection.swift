/// The way a swipe goes on screen, where y grows downward: ``up`` is toward negative y.
public enum SwipeDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case left
    case right
    case up
    case down

    /// Whether the swipe runs along the x axis (``left`` or ``right``).
    @inlinable
    public var isHorizontal: Bool { self == .left || self == .right }
}
