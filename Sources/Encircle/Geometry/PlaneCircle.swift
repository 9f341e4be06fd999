/// A circle in the plane.
public struct PlaneCircle: Hashable, Sendable, Codable {
    /// The centre.
    public var center: Point
    /// The radius, in the unit of the centre's coordinates.
    public var radius: Double

    /// Creates a circle.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(center: Point, radius: Double) {
        self.center = center
        self.radius = radius
    }

    /// The square that circumscribes the circle.
    @inlinable
    public var boundingRect: Rect { Rect(center: center, width: 2 * radius, height: 2 * radius) }

    /// Whether `point` lies inside the circle or on its edge.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func contains(_ point: Point) -> Bool {
        let dx = point.x - center.x, dy = point.y - center.y
        return dx * dx + dy * dy <= radius * radius
    }
}

extension PlaneCircle {
    /// Where the circle is and how large, as descriptions print it: "centre (200, 300), radius 80".
    package var geometryText: String { "centre \(NumberText.point(center)), radius \(NumberText.length(radius))" }
}
