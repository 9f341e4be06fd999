import Encircle
import Foundation

extension DrawnShape {
    /// How far `points` lie from the shape's outline: the root mean square of their distances,
    /// or `nil` for a shape that is not closed (only closed shapes are compared).
    ///
    /// The distance to a side is exact; to an ellipse it is first-order (Sampson's: the value
    /// of its equation over the length of its gradient), exact on a circle and close for points
    /// near the ellipse, as a stroke that passes for one is.
    ///
    /// - Complexity: O(*n* · *k*) for *n* points and a shape of *k* corners; O(*n*) for a round shape.
    func rootMeanSquareDistance(of points: some Collection<Point>) -> Double? {
        guard !points.isEmpty else { return nil }
        let distance: (Point) -> Double
        switch self {
        case .circle(let center, let radius):
            distance = { abs($0.distance(to: center) - radius) }
        case .ellipse(let ellipse):
            distance = { Self.distance(from: $0, to: ellipse) }
        case .triangle(let vertices), .rectangle(let vertices, _), .diamond(let vertices), .polygon(let vertices):
            distance = { Self.distance(from: $0, toOutlineThrough: vertices) }
        case .star(let center, let outerRadius, let innerRadius, let count, let rotation):
            let corners = Self.starCorners(
                center: center, outerRadius: outerRadius, innerRadius: innerRadius, points: count, rotation: rotation)
            distance = { Self.distance(from: $0, toOutlineThrough: corners) }
        case .line, .polyline, .arc, .curve, .spiral, .helix:
            return nil
        }
        var sum = 0.0
        for point in points {
            let d = distance(point)
            sum += d * d
        }
        return (sum / Double(points.count)).squareRoot()
    }

    /// The distance from `point` to the closed outline through `corners`.
    private static func distance(from point: Point, toOutlineThrough corners: [Point]) -> Double {
        guard let last = corners.last else { return .infinity }
        var nearest = Double.infinity, previous = last
        for corner in corners {
            nearest = min(nearest, Side.distance(from: point, toSegment: previous, corner))
            previous = corner
        }
        return nearest
    }

    /// Sampson's distance from `point` to `ellipse`: in the ellipse's own frame, the value of
    /// (u/a)² + (v/b)² − 1 over the length of its gradient.
    private static func distance(from point: Point, to ellipse: PlaneEllipse) -> Double {
        let a = ellipse.semiMajorAxis, b = ellipse.semiMinorAxis
        guard a > 0, b > 0 else { return point.distance(to: ellipse.center) }
        let dx = point.x - ellipse.center.x, dy = point.y - ellipse.center.y
        let cosine = cos(ellipse.rotation.radians), sine = sin(ellipse.rotation.radians)
        let u = dx * cosine + dy * sine, v = dy * cosine - dx * sine
        let value = u * u / (a * a) + v * v / (b * b) - 1
        let gradient = 2 * (u * u / (a * a * a * a) + v * v / (b * b * b * b)).squareRoot()
        // At the centre the equation has no slope: the nearest the ellipse comes is b away.
        return gradient > 0 ? abs(value) / gradient : b
    }
}
