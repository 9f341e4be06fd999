import Encircle

/// The way a swipe goes on screen, where y grows downward: ``up`` is toward negative y.
///
/// Raw values (and the JSON form) are the case names: `"left"`, `"right"`, `"up"`, `"down"`.
public enum SwipeDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Toward negative x.
    case left
    /// Toward positive x.
    case right
    /// Toward negative y, the top of the screen.
    case up
    /// Toward positive y, the bottom of the screen.
    case down

    /// Whether the swipe runs along the x axis (``left`` or ``right``).
    @inlinable
    public var isHorizontal: Bool { self == .left || self == .right }
}
