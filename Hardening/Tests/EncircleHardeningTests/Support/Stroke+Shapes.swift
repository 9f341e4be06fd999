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

    /// A smooth path of circular pieces, as a turtle draws it: from `start`, heading `heading`
    /// (radians), each piece turns by its `turn` (radians, positive clockwise on screen; 0 is a
    /// straight piece of length `radius`) along a circle of its `radius`; `count` samples spread
    /// evenly along the length. An S-curve is two pieces turning opposite ways; a wave, more.
    static func turning(
        _ pieces: [(turn: Double, radius: Double)], start: Point, heading: Double = 0, count: Int,
        noise: Double = 0, interval: Double = 0.01, seed: UInt64 = 1
    ) -> Stroke {
        var random = SplitMix64(seed: seed)
        let lengths = pieces.map { $0.turn == 0 ? $0.radius : abs($0.turn) * $0.radius }
        let total = lengths.reduce(0, +)
        var points: [Point] = []
        points.reserveCapacity(count)
        var piece = 0, pieceStart = start, pieceHeading = heading, covered = 0.0
        for index in 0..<Swift.max(count, 0) {
            let along = count > 1 ? total * Double(index) / Double(count - 1) : 0
            while piece < pieces.count - 1, along > covered + lengths[piece] {
                // Move to the end of this piece.
                (pieceStart, pieceHeading) = Self.advance(pieceStart, pieceHeading, pieces[piece], lengths[piece])
                covered += lengths[piece]
                piece += 1
            }
            let point =
                pieces.isEmpty
                ? start : Self.advance(pieceStart, pieceHeading, pieces[piece], along - covered).point
            points.append(Point(x: point.x + noise * random.jitter(), y: point.y + noise * random.jitter()))
        }
        return Stroke(points: points, interval: interval)
    }

    /// Where a turtle at `point` heading `heading` is after `distance` along `piece`.
    private static func advance(
        _ point: Point, _ heading: Double, _ piece: (turn: Double, radius: Double), _ distance: Double
    ) -> (point: Point, heading: Double) {
        guard piece.turn != 0, piece.radius > 0 else {
            return (Point(x: point.x + distance * cos(heading), y: point.y + distance * sin(heading)), heading)
        }
        let sign: Double = piece.turn > 0 ? 1 : -1
        let turned = sign * distance / piece.radius
        // The centre lies a radius to the side the piece turns to.
        let center = Point(
            x: point.x - sign * piece.radius * sin(heading), y: point.y + sign * piece.radius * cos(heading))
        let angle = heading - sign * .pi / 2 + turned
        return (
            Point(x: center.x + piece.radius * cos(angle), y: center.y + piece.radius * sin(angle)), heading + turned
        )
    }

    /// A helix drawn as loops: a circle of `radius` going round `turns` times while its centre
    /// moves `advance` per turn from `start` along the axis at angle `axis`.
    static func helix(
        start: Point, radius: Double, turns: Double, advance: Double, axis: Double = 0,
        direction: RotationDirection = .clockwise, noise: Double = 0, count: Int, interval: Double = 0.01,
        seed: UInt64 = 1
    ) -> Stroke {
        var random = SplitMix64(seed: seed)
        let sign: Double = direction == .clockwise ? 1 : -1
        let points = (0..<count).map { index -> Point in
            let fraction = count > 1 ? Double(index) / Double(count - 1) : 0
            let angle = axis + sign * 2 * .pi * turns * fraction - .pi / 2
            let travel = advance * turns * fraction
            return Point(
                x: start.x + travel * cos(axis) + radius * cos(angle) + noise * random.jitter(),
                y: start.y + travel * sin(axis) + radius * sin(angle) + noise * random.jitter())
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
