import Encircle

/// A cubic Bézier segment: from `from` toward `control1`, arriving from `control2` at `to`.
///
/// ```swift
/// let segment = CubicBezier(from: .zero, control1: Point(x: 0, y: 50), control2: Point(x: 100, y: 50),
///                           to: Point(x: 100, y: 0))
/// segment.point(at: 0.5)   // (50, 37.5)
/// ```
public struct CubicBezier: Hashable, Sendable, Codable {
    /// Where the segment starts.
    public var from: Point
    /// The control point that sets the direction it leaves `from` in.
    public var control1: Point
    /// The control point that sets the direction it arrives at `to` from.
    public var control2: Point
    /// Where the segment ends.
    public var to: Point

    /// Creates a segment.
    ///
    /// - Complexity: O(1).
    public init(from: Point, control1: Point, control2: Point, to: Point) {
        self.from = from
        self.control1 = control1
        self.control2 = control2
        self.to = to
    }

    /// The point at parameter `t` (0 at `from`, 1 at `to`; other values extrapolate).
    ///
    /// - Complexity: O(1).
    public func point(at t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(
            x: a * from.x + b * control1.x + c * control2.x + d * to.x,
            y: a * from.y + b * control1.y + c * control2.y + d * to.y)
    }

    /// The first derivative at `t`: the direction of travel, scaled by the speed in `t`.
    func velocity(at t: Double) -> Point {
        let u = 1 - t
        let a = 3 * u * u, b = 6 * u * t, c = 3 * t * t
        return Point(
            x: a * (control1.x - from.x) + b * (control2.x - control1.x) + c * (to.x - control2.x),
            y: a * (control1.y - from.y) + b * (control2.y - control1.y) + c * (to.y - control2.y))
    }

    /// The second derivative at `t`.
    func acceleration(at t: Double) -> Point {
        let u = 1 - t
        return Point(
            x: 6 * u * (control2.x - 2 * control1.x + from.x) + 6 * t * (to.x - 2 * control2.x + control1.x),
            y: 6 * u * (control2.y - 2 * control1.y + from.y) + 6 * t * (to.y - 2 * control2.y + control1.y))
    }

    /// The length of the control polygon: at least the segment's own length, and close to it.
    var controlLength: Double {
        from.distance(to: control1) + control1.distance(to: control2) + control2.distance(to: to)
    }
}
