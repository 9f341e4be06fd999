#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A location in the plane, in points, with y growing downward as on screens.
///
/// Encircle's own value type, so the core builds without CoreGraphics; see
/// `Point+CoreGraphics.swift` for `CGPoint` interop.
///
/// A plain value: any coordinates are accepted, including NaN and infinities; the types that
/// consume points ignore or reject non-finite ones (see ``isFinite``) rather than trap.
public struct Point: Hashable, Sendable, Codable {
    /// The horizontal coordinate, growing rightward.
    public var x: Double
    /// The vertical coordinate, growing downward.
    public var y: Double

    /// Creates a point.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The Euclidean distance to `other`, computed without intermediate overflow.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func distance(to other: Point) -> Double {
        (other.x - x).hypot(other.y - y)
    }

    /// The square of ``distance(to:)``, without the square root: for comparing distances.
    @inline(__always)
    func squaredDistance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return dx * dx + dy * dy
    }

    /// The direction from this point to `other`, measured from the positive x axis toward
    /// positive y (clockwise on screen, because y grows downward).
    ///
    /// - Complexity: O(1).
    @inlinable
    public func angle(to other: Point) -> PlaneAngle {
        .radians(atan2(other.y - y, other.x - x))
    }

    /// This point moved by `dx`, `dy`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func translated(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }
}

extension Double {
    /// `sqrt(self² + other²)` without overflow for large magnitudes.
    @inlinable
    func hypot(_ other: Double) -> Double {
        let a = Swift.abs(self), b = Swift.abs(other)
        let big = Swift.max(a, b), small = Swift.min(a, b)
        guard big > 0, big.isFinite else { return big.isNaN || small.isNaN ? .nan : big }
        let ratio = small / big
        return big * (1 + ratio * ratio).squareRoot()
    }
}
