import Encircle
import EncircleTestSupport
import Foundation
import Testing

@testable import EncircleShapes

@Suite struct ShapeSnappingTests {
    /// The recognizer without snapping: the fitted geometry.
    static let raw: ShapeRecognizer = {
        var configuration = ShapeRecognizer.Configuration.default
        configuration.snaps = false
        return try! ShapeRecognizer(configuration: configuration)
    }()

    @Test func anglesSnapToTheAxesOrFifteenDegreeSteps() {
        #expect(ShapeSnapping.angle(7) == 0)
        #expect(ShapeSnapping.angle(-8) == 0)
        #expect(ShapeSnapping.angle(84) == 90)
        #expect(ShapeSnapping.angle(37) == 30)
        #expect(ShapeSnapping.angle(41) == 45)
        #expect(ShapeSnapping.angle(178) == 180)
    }

    @Test func aNearlyLevelLineIsLevelAndKeepsItsMiddleAndLength() throws {
        let stroke = Stroke.polyline([Point(x: 20, y: 100), Point(x: 220, y: 114)], perSide: 40, noise: 1)
        guard case .line(let from, let to) = ShapeRecognizer().recognize(stroke).shape else {
            Issue.record("not a line")
            return
        }
        #expect(abs(from.y - to.y) < 1e-9)
        #expect(abs((from.y + to.y) / 2 - 107) < 2)
        #expect(abs(from.distance(to: to) - 200.5) < 4)
        guard case .line(let rawFrom, let rawTo) = Self.raw.recognize(stroke).shape else {
            Issue.record("not a line, raw")
            return
        }
        #expect(abs((rawTo.y - rawFrom.y) - 14) < 3)
    }

    @Test func aNearlySquareRectangleIsASquareWithRightAngles() throws {
        // Tilted 12° (snaps to 15°), sides 118 and 126.
        let angle = 12 * Double.pi / 180
        let u = Point(x: cos(angle), y: sin(angle)), v = Point(x: -sin(angle), y: cos(angle))
        let corners = [(0.0, 0.0), (118, 0), (118, 126), (0, 126)].map { a, b in
            Point(x: 100 + a * u.x + b * v.x, y: 100 + a * u.y + b * v.y)
        }
        let stroke = Stroke.polyline(corners + [corners[0]], perSide: 24, noise: 1, seed: 5)
        guard case .rectangle(let vertices, let isSquare) = ShapeRecognizer().recognize(stroke).shape else {
            Issue.record("not a rectangle")
            return
        }
        #expect(isSquare)
        for angle in Quadrilateral.interiorAngles(vertices) { #expect(abs(angle - 90) < 1e-6) }
        let side = vertices[0].distance(to: vertices[1])
        #expect(abs(side - vertices[1].distance(to: vertices[2])) < 1e-6)
        let direction = atan2(vertices[1].y - vertices[0].y, vertices[1].x - vertices[0].x) * 180 / .pi
        #expect([15.0, 105, -75, -165, 195].contains { abs(direction - $0) < 1e-6 }, "\(direction)")
        guard case .rectangle(_, let rawSquare) = Self.raw.recognize(stroke).shape else {
            Issue.record("not a rectangle, raw")
            return
        }
        // A square is a square whether or not its corners are snapped; unsnapped, its sides
        // stay as drawn.
        #expect(rawSquare)
    }

    @Test func aNearlyEquilateralTriangleIsEquilateral() throws {
        guard case .triangle(let vertices) = ShapeRecognizer().recognize(.triangle(noise: 1.5)).shape else {
            Issue.record("not a triangle")
            return
        }
        let sides = (0..<3).map { vertices[$0].distance(to: vertices[($0 + 1) % 3]) }
        #expect(sides.max()! - sides.min()! < 1e-6)
    }

    @Test func aTiltedEllipseSnapsItsRotationAndARoundOneIsACircle() throws {
        let oval = Stroke.circle(radius: 50, count: 96, aspect: 2.2, tilt: .degrees(33), noise: 0.5)
        guard case .ellipse(let ellipse) = ShapeRecognizer().recognize(oval).shape else {
            Issue.record("not an ellipse")
            return
        }
        #expect(abs(ellipse.rotation.degrees.truncatingRemainder(dividingBy: 180) - 30) < 1e-6)
        let round = ShapeRecognizer().recognize(.circle(radius: 50, count: 96, aspect: 1.3, tilt: .degrees(33)))
        #expect(round.shape?.kind == .circle)
    }

    @Test func aNearlyRightTriangleIsRightWithItsLegsOnTheAxes() throws {
        // Legs 4° off the axes, its corner 86°.
        let stroke = Stroke.polyline(
            [Point(x: 100, y: 100), Point(x: 108, y: 250), Point(x: 260, y: 240), Point(x: 100, y: 100)], perSide: 30,
            noise: 0.5)
        guard case .triangle(let vertices) = ShapeRecognizer().recognize(stroke).shape else {
            Issue.record("not a triangle")
            return
        }
        let angles = Quadrilateral.interiorAngles(vertices)
        #expect(angles.contains { abs($0 - 90) < 1e-9 }, "\(angles)")
        let corner = try #require(angles.indices.min { abs(angles[$0] - 90) < abs(angles[$1] - 90) })
        for other in [(corner + 1) % 3, (corner + 2) % 3] {
            let dx = vertices[other].x - vertices[corner].x, dy = vertices[other].y - vertices[corner].y
            #expect(abs(dx) < 1e-9 || abs(dy) < 1e-9, "a leg off the axes: \(dx), \(dy)")
        }
    }

    @Test func aPolylineEndNearAnotherCornerSnapsOntoIt() {
        // A "4"-like stroke whose end stops 6 pt short of its first corner's line... here, of a corner.
        let corners = [Point(x: 100, y: 0), Point(x: 0, y: 120), Point(x: 150, y: 120), Point(x: 104, y: 6)]
        let vertices = ShapeSnapping.polyline(corners)
        #expect(vertices.last == corners[0])
    }
}
