import Foundation

/// An ellipse: centre, semi-axes and the rotation of the major axis from the x axis
/// (positive = clockwise on screen).
public struct PlaneEllipse: Hashable, Sendable, Codable {
    /// The centre.
    public var center: Point
    /// Half the long axis: the largest distance from the centre to the ellipse.
    public var semiMajorAxis: Double
    /// Half the short axis: the smallest distance from the centre to the ellipse.
    public var semiMinorAxis: Double
    /// The direction of the major axis from the x axis (positive is clockwise on screen).
    public var rotation: PlaneAngle

    /// Creates an ellipse.
    ///
    /// - Complexity: O(1).
    public init(center: Point, semiMajorAxis: Double, semiMinorAxis: Double, rotation: PlaneAngle) {
        self.center = center
        self.semiMajorAxis = semiMajorAxis
        self.semiMinorAxis = semiMinorAxis
        self.rotation = rotation
    }

    /// Major over minor axis: 1 for a circle. Capped at 10⁶ for a degenerate (flat) ellipse, so
    /// it is always finite.
    public var aspectRatio: Double {
        semiMinorAxis > semiMajorAxis * 1e-6 ? semiMajorAxis / semiMinorAxis : 1e6
    }

    /// Whether `point` lies inside the ellipse or on its edge. `false` for an ellipse with a
    /// semi-axis that is zero, negative or not finite, and for a point that is not finite.
    ///
    /// - Complexity: O(1).
    public func contains(_ point: Point) -> Bool {
        guard semiMinorAxis > 0, semiMajorAxis.isFinite, semiMinorAxis.isFinite else { return false }
        // Into the ellipse's own frame: the major axis along x.
        let dx = point.x - center.x, dy = point.y - center.y
        let cosine = cos(rotation.radians), sine = sin(rotation.radians)
        let along = (dx * cosine + dy * sine) / semiMajorAxis
        let across = (dy * cosine - dx * sine) / semiMinorAxis
        return along * along + across * across <= 1
    }
}

extension PlaneEllipse {
    /// Where the ellipse is, how large and how turned, as descriptions print it: "centre (200,
    /// 300), semi-axes 120 and 40 tilted 30°".
    package var geometryText: String {
        "centre \(NumberText.point(center)), semi-axes \(NumberText.length(semiMajorAxis)) and "
            + "\(NumberText.length(semiMinorAxis)) tilted \(rotation)"
    }
}
