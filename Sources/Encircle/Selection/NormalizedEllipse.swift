import Foundation

/// An ellipse as the unit circle of its own coordinates, for testing frames against it: a
/// linear map takes the ellipse to the unit circle and a frame to a parallelogram, and the two
/// meet where the parallelogram comes within 1 of the origin.
///
/// The map is ``PlaneEllipse/contains(_:)``'s: along the major axis over the semi-major axis,
/// across it over the semi-minor axis.
struct NormalizedEllipse: Hashable, Sendable {
    /// The ellipse's centre.
    let center: Point
    /// The cosine and sine of the major axis's rotation.
    let cosine: Double, sine: Double
    /// The semi-axes.
    let semiMajorAxis: Double, semiMinorAxis: Double

    /// Prepares `ellipse`, or `nil` when its centre or rotation is not finite or a semi-axis is
    /// not finite and positive.
    ///
    /// - Complexity: O(1).
    init?(_ ellipse: PlaneEllipse) {
        guard ellipse.center.isFinite, ellipse.rotation.radians.isFinite,
            ellipse.semiMajorAxis > 0, ellipse.semiMajorAxis.isFinite,
            ellipse.semiMinorAxis > 0, ellipse.semiMinorAxis.isFinite
        else { return nil }
        center = ellipse.center
        cosine = cos(ellipse.rotation.radians)
        sine = sin(ellipse.rotation.radians)
        semiMajorAxis = ellipse.semiMajorAxis
        semiMinorAxis = ellipse.semiMinorAxis
    }

    /// `point` in the ellipse's coordinates, where the ellipse is the unit circle.
    ///
    /// - Complexity: O(1).
    func normalized(_ point: Point) -> Point {
        let dx = point.x - center.x, dy = point.y - center.y
        return Point(x: (dx * cosine + dy * sine) / semiMajorAxis, y: (dy * cosine - dx * sine) / semiMinorAxis)
    }

    /// Whether the filled ellipse and the closed rectangle `frame` share a point: the centre
    /// is in the frame, or an edge of the frame comes within the ellipse.
    ///
    /// - Complexity: O(1).
    func meets(_ frame: Rect) -> Bool {
        if frame.contains(center) { return true }
        let corners = frame.corners.map(normalized)
        var previous = corners[corners.count - 1]
        for current in corners {
            if Self.squaredDistanceFromOrigin(toSegmentFrom: previous, to: current) <= 1 { return true }
            previous = current
        }
        return false
    }

    /// The squared distance from the origin to the nearest point of the segment from `a` to `b`.
    static func squaredDistanceFromOrigin(toSegmentFrom a: Point, to b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = dx * dx + dy * dy
        // The nearest point's share of the way from a to b, held to the segment.
        let share = length > 0 ? Swift.min(Swift.max(-(a.x * dx + a.y * dy) / length, 0), 1) : 0
        let x = a.x + share * dx, y = a.y + share * dy
        return x * x + y * y
    }
}
