/// One touch or pointer sample as a gesture recognizer receives it.
public struct TouchEvent: Hashable, Sendable {
    /// Where in its life the touch is.
    public enum Phase: Hashable, Sendable {
        case began, moved, ended, cancelled
    }

    public var phase: Phase
    /// Identifies the finger or pointer; events of one touch share it.
    public var touch: Int
    /// The position, in points, y growing downward.
    public var location: Point
    /// Seconds since any fixed origin (UIKit's `UITouch.timestamp`).
    public var time: Double

    /// Creates an event.
    ///
    /// - Complexity: O(1).
    public init(_ phase: Phase, touch: Int, location: Point, time: Double) {
        self.phase = phase
        self.touch = touch
        self.location = location
        self.time = time
    }
}
