import Encircle
import Foundation

/// Strokes generated from a few parameters. Angles follow the screen convention (y grows
/// downward, so increasing angles run clockwise on screen); `noise` is a uniform jitter in points
/// on both coordinates, drawn from `seed`; samples are `interval` seconds apart.
extension Stroke {
    /// An ellipse (a circle when `aspect` is 1) drawn `laps` times from angle `start`, its major
    /// axis `rotation` from the x axis, with `count` samples in all.
    static func ellipse(
        center: Point, radius: Double, aspect: Double = 1, laps: Double = 1, direction: RotationDirection = .clockwise,
        start: Double = 0, rotation: Double = 0, noise: Double = 0, count: Int, interval: Double = 0.01,
        seed: UInt64 = 1
    ) -> Stroke {
        var random = SplitMix64(seed: seed)
        let sign: Double = direction == .clockwise ? 1 : -1
        let c = cos(rotation), s = sin(rotation)
        let points = (0..<count).map { index -> Point in
            let fraction = count > 1 ? Double(index) / Double(count - 1) : 0
            let angle = start + sign * laps * 2 * .pi * fraction
            let ex = radius * aspect * cos(angle), ey = radius * sin(angle)
            return Point(
                x: center.x + ex * c - ey * s + noise * random.jitter(),
                y: center.y + ex * s + ey * c + noise * random.jitter())
        }
        return Stroke(points: points, interval: interval)
    }

    /// A polyline through `corners` with `perSide` samples on each side, ending on the last
    /// corner.
    static func polyline(
        _ corners: [Point], perSide: Int, noise: Double = 0, interval: Double = 0.01, seed: UInt64 = 1
    ) -> Stroke {
        var random = SplitMix64(seed: seed)
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
        return Stroke(points: points, interval: interval)
    }

    /// The corners of a regular polygon with `sides` sides round `center`, first at angle
    /// `start`, going `direction`, closed (the first corner again at the end).
    static func regularPolygonCorners(
        sides: Int, center: Point, radius: Double, start: Double = 0, direction: RotationDirection = .clockwise
    ) -> [Point] {
        let sign: Double = direction == .clockwise ? 1 : -1
        return (0...sides).map { index in
            let angle = start + sign * 2 * .pi * Double(index % sides) / Double(sides)
            return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// A spiral of `laps` turns whose radius goes from `radius` to `radius × (1 + growth × laps)`.
    static func spiral(
        center: Point, radius: Double, growth: Double, laps: Double, direction: RotationDirection = .clockwise,
        count: Int, interval: Double = 0.01
    ) -> Stroke {
        let sign: Double = direction == .clockwise ? 1 : -1
        let points = (0..<count).map { index -> Point in
            let fraction = count > 1 ? Double(index) / Double(count - 1) : 0
            let angle = sign * laps * 2 * .pi * fraction
            let r = radius * (1 + growth * laps * fraction)
            return Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        }
        return Stroke(points: points, interval: interval)
    }

    /// The same closed loop started at sample `offset` instead: for a stroke whose last sample
    /// repeats its first, the samples `offset…` then `1…offset`, with the original timestamps in
    /// order.
    func startingAt(sample offset: Int) -> Stroke {
        let loop = samples.dropLast()
        guard offset > 0, offset < loop.count else { return self }
        let points = Array(loop[offset...]) + Array(loop[..<offset]) + [loop[offset]]
        return Stroke(zip(points, samples).map { Sample($0.point, time: $1.time) })
    }

    /// The stroke with every timestamp moved by `shift` seconds.
    func timeShifted(by shift: Double) -> Stroke {
        Stroke(samples.map { Sample($0.point, time: $0.time.map { $0 + shift }) })
    }
}
