import Encircle
import Testing

@testable import EncircleShapes

/// `print(shape)` names the shape and gives its geometry in one line, for every kind.
@Suite struct DrawnShapeDescriptionTests {
    static let square = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]

    @Test func everyKindDescribesItsGeometry() {
        let described: [(DrawnShape, String)] = [
            (.line(from: Point(x: 0, y: 0), to: Point(x: 100.04, y: -2.25)), "line: from (0, 0) to (100, -2.3)"),
            (
                .polyline(vertices: [Point(x: 0, y: 0), Point(x: 50, y: 50), Point(x: 100, y: 0)]),
                "polyline: vertices (0, 0), (50, 50), (100, 0)"
            ),
            (
                .arc(center: Point(x: 10, y: 20), radius: 33.333, startAngle: .degrees(0), sweep: .degrees(-90)),
                "arc: centre (10, 20), radius 33.3, from 0° through 90° counterclockwise"
            ),
            (.circle(center: Point(x: 200, y: 300), radius: 80), "circle: centre (200, 300), radius 80"),
            (
                .ellipse(
                    PlaneEllipse(
                        center: Point(x: 1, y: 2), semiMajorAxis: 120, semiMinorAxis: 40, rotation: .degrees(30))),
                "ellipse: centre (1, 2), semi-axes 120 and 40 tilted 30°"
            ),
            (
                .curve(
                    segments: [
                        CubicBezier(
                            from: Point(x: 0, y: 0), control1: Point(x: 10, y: 40), control2: Point(x: 40, y: 40),
                            to: Point(x: 50, y: 0)),
                        CubicBezier(
                            from: Point(x: 50, y: 0), control1: Point(x: 60, y: -40),
                            control2: Point(x: 90, y: -40), to: Point(x: 100, y: 0)),
                    ], isClosed: false),
                "curve: 2 Bézier segments, from (0, 0) to (100, 0)"
            ),
            (
                .curve(
                    segments: [
                        CubicBezier(
                            from: Point(x: 5, y: 5), control1: Point(x: 50, y: 5), control2: Point(x: 50, y: 50),
                            to: Point(x: 5, y: 5))
                    ], isClosed: true),
                "curve: 1 Bézier segment, closed at (5, 5)"
            ),
            (
                .spiral(
                    center: .zero, startRadius: 10, endRadius: 60, startAngle: .degrees(90), sweep: .degrees(720)),
                "spiral: centre (0, 0), radius 10 to 60, from 90° through 720° clockwise"
            ),
            (
                .helix(
                    from: Point(x: 0, y: 0), to: Point(x: 300, y: 0), radius: 25, turns: -4.5,
                    startAngle: .degrees(0)),
                "helix: from (0, 0) to (300, 0), radius 25, 4.5 turns counterclockwise"
            ),
            (
                .triangle(vertices: [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 50, y: 86.6)]),
                "triangle: corners (0, 0), (100, 0), (50, 86.6)"
            ),
            (
                .rectangle(vertices: Self.square, isSquare: true),
                "rectangle: corners (0, 0), (100, 0), (100, 100), (0, 100), a square"
            ),
            (
                .rectangle(vertices: Self.square.map { Point(x: 2 * $0.x, y: $0.y) }, isSquare: false),
                "rectangle: corners (0, 0), (200, 0), (200, 100), (0, 100)"
            ),
            (
                .diamond(vertices: [Point(x: 0, y: -100), Point(x: 60, y: 0), Point(x: 0, y: 100), Point(x: -60, y: 0)]
                ),
                "diamond: corners (0, -100), (60, 0), (0, 100), (-60, 0)"
            ),
            (
                .polygon(vertices: Self.square + [Point(x: -50, y: 50)]),
                "polygon: 5 corners (0, 0), (100, 0), (100, 100), (0, 100), (-50, 50)"
            ),
            (
                .star(
                    center: Point(x: 50, y: 50), outerRadius: 40, innerRadius: 15.25, points: 5, rotation: .degrees(-90)
                ),
                "star: 5 points, centre (50, 50), radii 40 and 15.3, first tip at -90°"
            ),
        ]
        #expect(Set(described.map(\.0.kind)) == Set(DrawnShape.Kind.allCases))
        for (shape, text) in described {
            #expect(shape.description == text)
            #expect("\(shape)" == text)
        }
    }

    /// A curve with no segments (which the recognizer never makes) still says what it is.
    @Test func anEmptyCurveSaysSo() {
        #expect(DrawnShape.curve(segments: [], isClosed: false).description == "curve: 0 Bézier segments")
    }
}
