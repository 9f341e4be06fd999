/// Which way a stroke turns, as seen on screen (y grows downward).
public enum RotationDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Clockwise on screen.
    case clockwise
    /// Counterclockwise on screen.
    case counterclockwise

    /// The direction of a signed angle measured in screen coordinates: positive angles turn
    /// clockwise on screen because y grows downward.
    ///
    /// - Complexity: O(1).
    @inlinable
    package init(screenAngle: PlaneAngle) {
        self = screenAngle.radians >= 0 ? .clockwise : .counterclockwise
    }

    /// The other direction.
    @inlinable
    public var reversed: RotationDirection { self == .clockwise ? .counterclockwise : .clockwise }
}
