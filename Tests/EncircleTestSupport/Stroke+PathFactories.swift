import Encircle
import Foundation

/// Strokes drawn like a turtle: straight runs and arcs of a given turning radius, sampled every
/// `step` points along the path, so that look-alikes of circles (S, hooks, loops with tails,
/// rounded squares) can be described in a line each.
///
/// Angles follow screen convention: a positive turn is clockwise on screen (y grows downward).
public struct TurtlePath {
    /// One piece of the path.
    public enum Piece {
        /// A straight run of `length` points.
        case forward(Double)
        /// An arc turning by `angle` (positive = clockwise on screen) with the given radius.
        case turn(PlaneAngle, radius: Double)
    }

    public var start = Point(x: 160, y: 240)
    public var heading: PlaneAngle = .zero
    public var step = 2.0

    /// The sampled points of `pieces`, starting at ``start``.
    public func points(_ pieces: [Piece]) -> [Point] {
        var points = [start]
        var position = start
        var direction = heading.radians
        for piece in pieces {
            switch piece {
            case .forward(let length):
                let count = max(1, Int((length / step).rounded()))
                for index in 1...count {
                    let f = length * Double(index) / Double(count)
                    points.append(Point(x: position.x + f * cos(direction), y: position.y + f * sin(direction)))
                }
                position = points[points.count - 1]
            case .turn(let angle, let radius):
                let sign: Double = angle.radians >= 0 ? 1 : -1
                // Centre of the turning circle lies to the right (clockwise) or left of the heading.
                let center = Point(
                    x: position.x + radius * cos(direction + sign * .pi / 2),
                    y: position.y + radius * sin(direction + sign * .pi / 2))
                let startAngle = direction - sign * .pi / 2
                let count = max(1, Int((abs(angle.radians) * radius / step).rounded()))
                for index in 1...count {
                    let a = startAngle + angle.radians * Double(index) / Double(count)
                    points.append(Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a)))
                }
                position = points[points.count - 1]
                direction += angle.radians
            }
        }
        return points
    }

    /// The stroke through ``points(_:)``, sampled at 60 Hz.
    public func stroke(_ pieces: [Piece]) -> Stroke {
        Stroke(points: points(pieces), interval: 1.0 / 60)
    }
}

extension Stroke {
    /// A stroke drawn as a sequence of straight runs and arcs; see ``TurtlePath``.
    public static func path(
        _ pieces: [TurtlePath.Piece], start: Point = Point(x: 160, y: 240), heading: PlaneAngle = .zero
    )
        -> Stroke
    {
        TurtlePath(start: start, heading: heading).stroke(pieces)
    }

    /// A closed square of side `side` whose corners are quarter circles of `cornerRadius`.
    public static func roundedSquare(side: Double = 120, cornerRadius: Double) -> Stroke {
        let straight = side - 2 * cornerRadius
        let sides: [TurtlePath.Piece] = (0..<4).flatMap { _ -> [TurtlePath.Piece] in
            [.forward(straight), .turn(.degrees(90), radius: cornerRadius)]
        }
        return path(sides)
    }

    /// A heart begun and ended at its dent, drawn counterclockwise on screen: two lobes of 210°
    /// and a point of 100° at the bottom, joined by straight sides. Its ends meet at the dent
    /// 20° short of head-on, a cusp that no part of the stroke draws; its sharpest turn, the
    /// point, is under a corner's.
    public static func heart(at dent: Point = Point(x: 160, y: 120), lobeRadius: Double = 50) -> Stroke {
        let turtle = TurtlePath(start: dent, heading: .degrees(-100))
        let lobe = TurtlePath.Piece.turn(.degrees(-210), radius: lobeRadius)
        let halfPoint = TurtlePath.Piece.turn(.degrees(-50), radius: lobeRadius / 5)
        // The sides' length that brings the point under the dent, so that the heart closes.
        let offset = turtle.points([lobe, halfPoint]).last!.x - dent.x
        let side = TurtlePath.Piece.forward(-offset / cos(50 * Double.pi / 180))
        return turtle.stroke([lobe, side, .turn(.degrees(-100), radius: lobeRadius / 5), side, lobe])
    }

    /// A circle whose radius wobbles smoothly by `amplitude` (relative) `lobes` times round.
    public static func wobblyCircle(
        center: Point = Point(x: 160, y: 240), radius: Double = 60, amplitude: Double, lobes: Double = 5,
        count: Int = 128
    ) -> Stroke {
        let points = (0..<count).map { index -> Point in
            let angle = 2 * Double.pi * Double(index) / Double(count - 1)
            let r = radius * (1 + amplitude * sin(lobes * angle))
            return Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        }
        return Stroke(points: points, interval: 0.8 / Double(count - 1))
    }

    /// A seeded random walk whose heading drifts and jumps: a scribble.
    public static func scribble(steps: Int = 200, stepLength: Double = 4, seed: UInt64) -> Stroke {
        var random = SeededGenerator(seed: seed)
        var position = Point(x: 160, y: 240)
        var heading = 0.0
        var points = [position]
        for _ in 0..<steps {
            heading += 0.9 * random.jitter()
            position = Point(x: position.x + stepLength * cos(heading), y: position.y + stepLength * sin(heading))
            points.append(position)
        }
        return Stroke(points: points, interval: 1.0 / 60)
    }

    /// A zig-zag of `teeth` strokes, each `width` across and `height` tall.
    public static func zigzag(teeth: Int = 8, width: Double = 20, height: Double = 60) -> Stroke {
        let corners = (0...teeth).map { index in
            Point(x: 100 + Double(index) * width, y: index.isMultiple(of: 2) ? 100 : 100 + height)
        }
        return polyline(corners, perSide: 8)
    }

    /// Samples scattered within `radius` of `center`: a finger resting on the glass.
    public static func jitteryTap(
        center: Point = Point(x: 100, y: 100), radius: Double = 1.5, count: Int = 30, seed: UInt64 = 3
    ) -> Stroke {
        var random = SeededGenerator(seed: seed)
        let points = (0..<count).map { _ in
            Point(x: center.x + radius * random.jitter(), y: center.y + radius * random.jitter())
        }
        return Stroke(points: points, interval: 0.01)
    }
}
