/// An axis-aligned rectangle: origin at its minimum x and y (top-left on screen).
public struct Rect: Hashable, Sendable, Codable {
    public var origin: Point
    public var width: Double
    public var height: Double

    /// Creates a rectangle.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.width = width
        self.height = height
    }

    /// Creates the rectangle of the given size centred on `center`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(center: Point, width: Double, height: Double) {
        self.init(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + width }
    @inlinable public var maxY: Double { origin.y + height }
    @inlinable public var midX: Double { origin.x + width / 2 }
    @inlinable public var midY: Double { origin.y + height / 2 }

    /// The centre of the rectangle.
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// The length of the diagonal.
    @inlinable public var diagonal: Double { width.hypot(height) }

    /// Whether `point` lies inside or on the edge.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}
