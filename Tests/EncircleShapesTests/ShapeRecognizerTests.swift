import Encircle
import EncircleEvaluation
import EncircleTestSupport
import Foundation
import Testing

@testable import EncircleShapes

@Suite struct ShapeRecognizerTests {
    /// Points round a centre: `corners` at `radius`, the first at `start` degrees.
    static func regular(_ corners: Int, radius: Double = 80, start: Double = -90, center: Point = Point(x: 200, y: 200))
        -> [Point]
    {
        (0..<corners).map { index in
            let angle = (start + 360 * Double(index) / Double(corners)) * .pi / 180
            return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// A closed outline through `corners`, back to the first, with a little noise.
    static func outline(_ corners: [Point], noise: Double = 1, seed: UInt64 = 3) -> Stroke {
        .polyline(corners + [corners[0]], perSide: 24, noise: noise, seed: seed)
    }

    /// The generated shapes and what each must be named.
    static let cases: [(name: String, stroke: Stroke, kind: DrawnShape.Kind)] = [
        ("line", .polyline([Point(x: 20, y: 30), Point(x: 260, y: 110)], perSide: 40, noise: 1), .line),
        ("vertical line", .polyline([Point(x: 50, y: 20), Point(x: 52, y: 220)], perSide: 40, noise: 1), .line),
        (
            "zig-zag",
            .polyline(
                [Point(x: 0, y: 0), Point(x: 60, y: 80), Point(x: 120, y: 0), Point(x: 180, y: 80)], perSide: 20,
                noise: 1), .polyline
        ),
        (
            "caret",
            .polyline([Point(x: 0, y: 100), Point(x: 60, y: 0), Point(x: 120, y: 100)], perSide: 24, noise: 1),
            .polyline
        ),
        ("arc 240°", .arc(radius: 80, count: 80, sweep: .degrees(240), noise: 1), .arc),
        ("circle", .circle(radius: 80, count: 96, noise: 1.5, seed: 2), .circle),
        ("circle drawn 1.4:1", .circle(radius: 60, count: 96, aspect: 1.4, noise: 1), .circle),
        ("ellipse 2.2:1", .circle(radius: 50, count: 96, aspect: 2.2, tilt: .degrees(20), noise: 1), .ellipse),
        ("triangle", .triangle(noise: 1), .triangle),
        ("square", .square(noise: 1), .rectangle),
        ("square on its corner", outline(regular(4, start: 0)), .rectangle),
        (
            "rectangle 2:1 tilted 30°",
            outline(
                [Point(x: 100, y: 100), Point(x: 273, y: 200), Point(x: 223, y: 287), Point(x: 50, y: 187)]),
            .rectangle
        ),
        (
            "diamond",
            outline([Point(x: 200, y: 80), Point(x: 260, y: 200), Point(x: 200, y: 320), Point(x: 140, y: 200)]),
            .diamond
        ),
        ("pentagon", outline(regular(5)), .polygon),
        ("hexagon", outline(regular(6)), .polygon),
        (
            "pentagram", outline([0, 2, 4, 1, 3].map { regular(5)[$0] }), .star
        ),
        (
            "star outline",
            outline((0..<10).map { index in regular(10, radius: index % 2 == 0 ? 90 : 38)[index] }), .star
        ),
    ]

    @Test(arguments: cases.indices)
    func namesTheGeneratedShape(index: Int) {
        let (name, stroke, kind) = Self.cases[index]
        let recognition = ShapeRecognizer().recognize(stroke)
        #expect(recognition.shape?.kind == kind, "\(name): \(Self.describe(recognition))")
        #expect(recognition.confidence > 0 && recognition.confidence <= 1, "\(name)")
        #expect(recognition.runnerUp != kind, "\(name)")
    }

    /// A digitizer's faults do not change what was drawn (the filter the circle detector uses).
    @Test(arguments: ["swap-pairs", "spike:0.05", "spike:0.1", "jitter:1"])
    func faultsDoNotChangeTheShape(fault: String) throws {
        let transform = try StrokeTransform(parsing: fault)
        for (name, stroke, kind) in Self.cases {
            let recognition = ShapeRecognizer().recognize(transform.apply(to: stroke))
            #expect(recognition.shape?.kind == kind, "\(name), \(fault): \(Self.describe(recognition))")
        }
    }

    /// Three jumping samples: the three-point filter cannot take out a jump not much longer than
    /// the spacing of the samples, and on these sparsely sampled shapes (about 5 pt apart, the
    /// jump 5% of the diagonal, 8 to 15 pt) three shapes lose a corner or gain one. On the
    /// study's strokes the same fault leaves 94–99% of each class named right (Guides/Shapes.md).
    @Test func threeJumpingSamplesMostlyKeepTheShape() throws {
        let transform = try StrokeTransform(parsing: "spike:0.05:3")
        let known: Set = ["zig-zag", "square", "pentagram"]
        for (name, stroke, kind) in Self.cases {
            let recognition = ShapeRecognizer().recognize(transform.apply(to: stroke))
            if known.contains(name) {
                withKnownIssue("a jump close to a corner on a sparse stroke") {
                    #expect(recognition.shape?.kind == kind, "\(name): \(Self.describe(recognition))")
                }
            } else {
                #expect(recognition.shape?.kind == kind, "\(name): \(Self.describe(recognition))")
            }
        }
    }

    static func describe(_ recognition: ShapeRecognition) -> String {
        recognition.shape.map { "\($0)".prefix(80).description } ?? recognition.rejection.map(\.message) ?? "?"
    }

    @Test func curvesAndScribblesAreNoShape() throws {
        let spiral = ShapeRecognizer().recognize(.spiral())
        #expect(spiral.shape == nil)
        let s = ShapeRecognizer().recognize(
            .path([.turn(.degrees(180), radius: 40), .turn(.degrees(-180), radius: 40)]))
        #expect(s.rejection?.reason == .curved, "\(s.shape.map { "\($0)" } ?? "")")
        let scribble = ShapeRecognizer().recognize(.scribble(steps: 300, stepLength: 6, seed: 4))
        #expect(scribble.shape == nil || scribble.shape?.kind == .polyline)
        let teeth = (0...30).map { Point(x: Double($0) * 8, y: $0 % 2 == 0 ? 0 : 40) }
        #expect(ShapeRecognizer().recognize(.polyline(teeth, perSide: 8)).rejection?.reason == .tooManyCorners)
    }

    @Test func badInputIsNamedNotTrapped() {
        let cases: [(Stroke, ShapeRejection.Reason)] = [
            (.empty, .invalidInput), (Stroke(points: [Point.zero]), .invalidInput),
            (Stroke([.init(x: 0, y: 0), .init(x: .nan, y: 1)]), .invalidInput),
            (.dot(), .tooSmall), (.line(from: Point.zero, to: Point(x: 5, y: 3)), .tooSmall),
            (.line(from: Point.zero, to: Point(x: 2e9, y: 3)), .outOfRange),
        ]
        for (stroke, reason) in cases {
            let recognition = ShapeRecognizer().recognize(stroke)
            #expect(recognition.shape == nil)
            #expect(recognition.rejection?.reason == reason)
            #expect(recognition.confidence == 0)
        }
        #expect(
            ShapeRecognizer().recognize(.dot()).rejection?.localizedDescription
                == "too small: 0 pt across (at least 10)")
    }
}
