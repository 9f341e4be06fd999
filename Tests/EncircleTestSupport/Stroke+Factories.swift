import Encircle
import Foundation

/// Generated strokes for tests: seeded, so each one is the same on every run.
///
/// Angles follow screen convention: y grows downward, so increasing angles run clockwise on
/// screen. `noise` is a uniform jitter in points added to both coordinates.
extension Stroke {
    /// A circle (or several turns of one) sampled evenly in angle.
    public static func circle(
        center: Point = Point(x: 160, y: 240), radius: Double = 60, count: Int = 64,
        turns: Double = 1, start: PlaneAngle = .zero, direction: RotationDirection = .clockwise,
        aspect: Double = 1, tilt: PlaneAngle = .zero, noise: Double = 0, seed: UInt64 = 1,
        duration: Double = 0.8
    ) -> Stroke {
        arc(
            center: center, radius: radius, count: count, sweep: .degrees(360 * turns), start: start,
            direction: direction, aspect: aspect, tilt: tilt, noise: noise, seed: seed, duration: duration)
    }

    /// An arc of `sweep` starting at `start`; `aspect` > 1 stretches it into an ellipse whose
    /// major axis is `tilt` from the x axis.
    public static func arc(
        center: Point = Point(x: 160, y: 240), radius: Double = 60, count: Int = 64,
        sweep: PlaneAngle, start: PlaneAngle = .zero, direction: RotationDirection = .clockwise,
        aspect: Double = 1, tilt: PlaneAngle = .zero, noise: Double = 0, seed: UInt64 = 1,
        duration: Double = 0.8
    ) -> Stroke {
        var random = SeededGenerator(seed: seed)
        let sign: Double = direction == .clockwise ? 1 : -1
        let c = cos(tilt.radians), s = sin(tilt.radians)
        let points = (0..<count).map { index -> Point in
            let fraction = count > 1 ? Double(index) / Double(count - 1) : 0
            let angle = start.radians + sign * sweep.radians * fraction
            let ex = radius * aspect * cos(angle), ey = radius * sin(angle)
            return Point(
                x: center.x + ex * c - ey * s + noise * random.jitter(),
                y: center.y + ex * s + ey * c + noise * random.jitter())
        }
        return Stroke(points: points, interval: count > 1 ? duration / Double(count - 1) : 0)
    }

    /// A polyline through `corners`, with `perSide` samples on each side (closed when the last
    /// corner equals the first).
    public static func polyline(
        _ corners: [Point], perSide: Int = 16, noise: Double = 0, seed: UInt64 = 1, duration: Double = 0.8
    ) -> Stroke {
        var random = SeededGenerator(seed: seed)
        var points: [Point] = []
        for (a, b) in zip(corners, corners.dropFirst()) {
            for step in 0..<perSide {
                let f = Double(step) / Double(perSide)
                points.append(
                    Point(
                        x: a.x + (b.x - a.x) * f + noise * random.jitter(),
                        y: a.y + (b.y - a.y) * f + noise * random.jitter()))
            }
        }
        if let last = corners.last { points.append(last) }
        return Stroke(points: points, interval: points.count > 1 ? duration / Double(points.count - 1) : 0)
    }

    /// A closed square of side `side` starting at its top-left corner, drawn clockwise on screen.
    public static func square(
        origin: Point = Point(x: 100, y: 100), side: Double = 120, perSide: Int = 16, noise: Double = 0,
        seed: UInt64 = 1
    ) -> Stroke {
        polyline(
            [
                origin, Point(x: origin.x + side, y: origin.y), Point(x: origin.x + side, y: origin.y + side),
                Point(x: origin.x, y: origin.y + side), origin,
            ], perSide: perSide, noise: noise, seed: seed)
    }

    /// A closed equilateral triangle of side `side`.
    public static func triangle(
        origin: Point = Point(x: 100, y: 200), side: Double = 120, perSide: Int = 20, noise: Double = 0,
        seed: UInt64 = 1
    ) -> Stroke {
        let height = side * 3.0.squareRoot() / 2
        return polyline(
            [
                origin, Point(x: origin.x + side / 2, y: origin.y - height), Point(x: origin.x + side, y: origin.y),
                origin,
            ], perSide: perSide, noise: noise, seed: seed)
    }

    /// A straight line.
    public static func line(from a: Point = Point(x: 0, y: 0), to b: Point = Point(x: 200, y: 50), count: Int = 32)
        -> Stroke
    {
        polyline([a, b], perSide: count - 1)
    }

    /// An Archimedean spiral whose radius goes from `innerRadius` to `outerRadius` over `turns`.
    public static func spiral(
        center: Point = Point(x: 160, y: 240), innerRadius: Double = 20, outerRadius: Double = 80,
        turns: Double = 2, count: Int = 128, direction: RotationDirection = .clockwise
    ) -> Stroke {
        let sign: Double = direction == .clockwise ? 1 : -1
        let points = (0..<count).map { index -> Point in
            let f = Double(index) / Double(count - 1)
            let r = innerRadius + (outerRadius - innerRadius) * f
            let angle = sign * 2 * .pi * turns * f
            return Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        }
        return Stroke(points: points, interval: 1.0 / 60)
    }

    /// A helix drawn as loops: a circle of `radius` turning `turns` times round a centre that
    /// moves `advance` per turn along the x axis from `start`.
    public static func helix(
        start: Point = Point(x: 100, y: 240), radius: Double = 40, turns: Double = 4, advance: Double = 40,
        count: Int = 256, direction: RotationDirection = .clockwise
    ) -> Stroke {
        let sign: Double = direction == .clockwise ? 1 : -1
        let points = (0..<count).map { index -> Point in
            let f = Double(index) / Double(count - 1)
            let angle = sign * 2 * .pi * turns * f - .pi / 2
            return Point(x: start.x + advance * turns * f + radius * cos(angle), y: start.y + radius * sin(angle))
        }
        return Stroke(points: points, interval: 1.0 / 60)
    }

    /// A figure 8 (lemniscate of Gerono), one full traversal.
    public static func figureEight(center: Point = Point(x: 160, y: 240), size: Double = 80, count: Int = 96) -> Stroke
    {
        let points = (0..<count).map { index -> Point in
            let t = 2 * Double.pi * Double(index) / Double(count - 1)
            return Point(x: center.x + size * sin(t), y: center.y + size * sin(t) * cos(t))
        }
        return Stroke(points: points, interval: 1.0 / 60)
    }

    /// Every sample at the same place.
    public static func dot(at point: Point = Point(x: 50, y: 50), count: Int = 10) -> Stroke {
        Stroke(points: Array(repeating: point, count: count), interval: 0.01)
    }
}
