import Encircle
import Foundation

/// Strokes generated to look like the primitives people draw, each with the kind of shape it
/// must be named: the shape recognizer's cases, shared by its tests and by those of how it bears
/// the evaluation's transforms.
public enum GeneratedShapes {
    /// Points round a centre: `corners` at `radius`, the first at `start` degrees.
    public static func regular(
        _ corners: Int, radius: Double = 80, start: Double = -90, center: Point = Point(x: 200, y: 200)
    )
        -> [Point]
    {
        (0..<corners).map { index in
            let angle = (start + 360 * Double(index) / Double(corners)) * .pi / 180
            return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// A closed outline through `corners`, back to the first, with a little noise.
    public static func outline(_ corners: [Point], noise: Double = 1, seed: UInt64 = 3) -> Stroke {
        .polyline(corners + [corners[0]], perSide: 24, noise: noise, seed: seed)
    }

    /// A closed outline through `corners` sampled `samples` times, evenly along its length, as a
    /// fast hand's stroke is: begun `start` of the way round past the first corner and ended
    /// there, so the samples fall anywhere on the sides and cut the corners short.
    public static func sampled(_ corners: [Point], samples: Int, from start: Double) -> Stroke {
        let sides = Array(zip(corners, corners.dropFirst() + [corners[0]]))
        let lengths = sides.map { $0.0.distance(to: $0.1) }
        let perimeter = lengths.reduce(0, +)
        let points = (0...samples).map { step in
            var along = (start + Double(step) / Double(samples)).truncatingRemainder(dividingBy: 1) * perimeter
            var side = 0
            while side < sides.count - 1, along > lengths[side] {
                along -= lengths[side]
                side += 1
            }
            let (a, b) = sides[side], share = along / lengths[side]
            return Point(x: a.x + (b.x - a.x) * share, y: a.y + (b.y - a.y) * share)
        }
        return Stroke(points: points)
    }

    /// The generated shapes and the kind each must be named (a `DrawnShape.Kind`'s raw value).
    public static let cases: [(name: String, stroke: Stroke, kind: String)] = [
        ("line", .polyline([Point(x: 20, y: 30), Point(x: 260, y: 110)], perSide: 40, noise: 1), "line"),
        ("vertical line", .polyline([Point(x: 50, y: 20), Point(x: 52, y: 220)], perSide: 40, noise: 1), "line"),
        (
            "zig-zag",
            .polyline(
                [Point(x: 0, y: 0), Point(x: 60, y: 80), Point(x: 120, y: 0), Point(x: 180, y: 80)], perSide: 20,
                noise: 1), "polyline"
        ),
        (
            "caret",
            .polyline([Point(x: 0, y: 100), Point(x: 60, y: 0), Point(x: 120, y: 100)], perSide: 24, noise: 1),
            "polyline"
        ),
        ("arc 60°", .arc(radius: 120, count: 60, sweep: .degrees(60), noise: 0.5), "arc"),
        ("arc 90°", .arc(radius: 100, count: 60, sweep: .degrees(90), noise: 1), "arc"),
        ("arc 150°", .arc(radius: 80, count: 70, sweep: .degrees(150), noise: 1), "arc"),
        ("arc 240°", .arc(radius: 80, count: 80, sweep: .degrees(240), noise: 1), "arc"),
        ("circle", .circle(radius: 80, count: 96, noise: 1.5, seed: 2), "circle"),
        ("circle drawn 1.4:1", .circle(radius: 60, count: 96, aspect: 1.4, noise: 1), "circle"),
        ("circle traced twice", .circle(radius: 70, count: 160, turns: 2, noise: 1), "circle"),
        ("ellipse 2.2:1", .circle(radius: 50, count: 96, aspect: 2.2, tilt: .degrees(20), noise: 1), "ellipse"),
        ("ellipse 4:1", .circle(radius: 30, count: 120, aspect: 4, tilt: .degrees(-10), noise: 0.5), "ellipse"),
        (
            "S-curve", .path([.turn(.degrees(150), radius: 50), .turn(.degrees(-150), radius: 50)]), "curve"
        ),
        ("spiral", .spiral(innerRadius: 10, outerRadius: 90, turns: 2.5, count: 200), "spiral"),
        ("spiral inward", .spiral(innerRadius: 100, outerRadius: 15, turns: 3, count: 240), "spiral"),
        ("helix", .helix(radius: 40, turns: 4, advance: 40), "helix"),
        ("triangle", .triangle(noise: 1), "triangle"),
        ("square", .square(noise: 1), "rectangle"),
        ("square on its corner", outline(regular(4, start: 0)), "rectangle"),
        (
            "rectangle 2:1 tilted 30°",
            outline(
                [Point(x: 100, y: 100), Point(x: 273, y: 200), Point(x: 223, y: 287), Point(x: 50, y: 187)]),
            "rectangle"
        ),
        (
            "rhombus 200 × 260",
            outline([Point(x: 200, y: 70), Point(x: 300, y: 200), Point(x: 200, y: 330), Point(x: 100, y: 200)]),
            "diamond"
        ),
        (
            "diamond",
            outline([Point(x: 200, y: 80), Point(x: 260, y: 200), Point(x: 200, y: 320), Point(x: 140, y: 200)]),
            "diamond"
        ),
        ("pentagon", outline(regular(5)), "polygon"),
        ("hexagon", outline(regular(6)), "polygon"),
        ("pentagram", outline([0, 2, 4, 1, 3].map { regular(5)[$0] }), "star"),
        (
            "star outline",
            outline((0..<10).map { index in regular(10, radius: index % 2 == 0 ? 90 : 38)[index] }), "star"
        ),
        (
            "square traced twice",
            .polyline(
                [
                    Point(x: 100, y: 100), Point(x: 220, y: 100), Point(x: 220, y: 220), Point(x: 100, y: 220),
                    Point(x: 102, y: 102), Point(x: 221, y: 98), Point(x: 222, y: 221), Point(x: 99, y: 222),
                    Point(x: 101, y: 101),
                ], perSide: 20, noise: 1), "rectangle"
        ),
        ("rounded square", .roundedSquare(side: 160, cornerRadius: 24), "rectangle"),
    ]
}
