/// An axis-aligned rectangle: origin at its minimum x and y (top-left on screen).
///
/// A plain value: any origin and size are accepted, including negative sizes (then ``maxX`` is
/// less than ``minX``, and ``contains(_:)`` is `false` for every point), NaN and infinities.
public struct Rect: Hashable, Sendable, Codable {
    /// The corner with the smallest coordinates (top-left on screen) for a non-negative size.
    public var origin: Point
    /// The extent along x, in points.
    public var width: Double
    /// The extent along y, in points.
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

    /// The smallest rectangle containing `points`, or `nil` when there are none: the one
    /// definition of a bounding box, for ``Stroke/boundingBox`` and the package's recognizers.
    ///
    /// - Complexity: O(*n*). Inlinable, so that the recognizers in other modules get it
    ///   specialized for their arrays: unspecialized, each point goes through the iterator's
    ///   witness table (about 400 instructions a point instead of a few).
    @inlinable
    package init?(enclosing points: some Sequence<Point>) {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        while let point = iterator.next() {
            minX = Swift.min(minX, point.x)
            maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y)
            maxY = Swift.max(maxY, point.y)
        }
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The x of ``origin``.
    ///
    /// - Complexity: O(1).
    @inlinable public var minX: Double { origin.x }
    /// The y of ``origin``.
    ///
    /// - Complexity: O(1).
    @inlinable public var minY: Double { origin.y }
    /// `minX + width`.
    ///
    /// - Complexity: O(1).
    @inlinable public var maxX: Double { origin.x + width }
    /// `minY + height`.
    ///
    /// - Complexity: O(1).
    @inlinable public var maxY: Double { origin.y + height }
    /// `minX + width / 2`.
    ///
    /// - Complexity: O(1).
    @inlinable public var midX: Double { origin.x + width / 2 }
    /// `minY + height / 2`.
    ///
    /// - Complexity: O(1).
    @inlinable public var midY: Double { origin.y + height / 2 }

    /// The centre of the rectangle.
    ///
    /// - Complexity: O(1).
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// The length of the diagonal, computed without intermediate overflow.
    ///
    /// - Complexity: O(1).
    @inlinable public var diagonal: Double { width.hypot(height) }

    /// Whether `point` lies inside or on the edge.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}
