import Encircle
import EncircleTestSupport
import Testing

@testable import EncircleShapes

/// An outline's sides: a wiggle of a side, or a bump a sample that jumped makes in it, is no
/// corner.
@Suite struct OutlineTests {
    /// `stroke` with the sample at `index` moved `offset` across the side it lies on (to the
    /// right of the way it is drawn): a jump about a step long, which the three-point filter keeps.
    static func jumped(_ stroke: Stroke, at index: Int, by offset: Double) -> Stroke {
        var points = stroke.samples.map(\.point)
        let a = points[index - 1], b = points[index + 1]
        let length = a.distance(to: b)
        points[index] = Point(
            x: points[index].x - (b.y - a.y) / length * offset, y: points[index].y + (b.x - a.x) / length * offset)
        return Stroke(points: points, interval: 0.01)
    }

    @Test(arguments: [-1.0, 1.0])
    func aJumpOnASideIsNoCorner(direction: Double) throws {
        // Sides of 120 pt in 20 samples, 6 pt apart; the jump is 8 pt, off the middle of the
        // second side.
        let triangle = Self.jumped(.triangle(perSide: 20), at: 30, by: 8 * direction)
        let recognizer = ShapeRecognizer()
        // Through the three-point filter alone, which keeps the jump: the jump filter would put
        // it back on the side, and this reads the outline's own bumps.
        let filtered = OutlierFilter.filtered(triangle.samples.map(\.point))
        #expect(filtered[30] == triangle[30].point)
        let box = try #require(Rect(enclosing: filtered))
        let summary = ShapeSummary(
            samples: triangle.samples.map(\.point), filtered: filtered, box: box,
            configuration: recognizer.configuration, circles: recognizer.circles)
        #expect(summary.closedOutline?.sides.count == 3)
        #expect(recognizer.recognize(triangle).shape?.kind == .triangle)
    }

    /// A rectangle whose stroke runs on round the corner where it began, a stub shorter than a
    /// corner's window along its first side (too soft a turn to be cut off as a hook): the
    /// outline ends at that corner, and its short last side does not bow.
    @Test(arguments: [2, 3, 4])
    func aClosedOutlineEndsAtACornerNearItsEnd(stub: Int) throws {
        // 120 × 40, a point every 2 pt, from the top-left corner clockwise on screen, then on
        // along the top side.
        var points: [Point] = []
        for x in stride(from: 100.0, to: 220, by: 2) { points.append(Point(x: x, y: 100)) }
        for y in stride(from: 100.0, to: 140, by: 2) { points.append(Point(x: 220, y: y)) }
        for x in stride(from: 220.0, to: 100, by: -2) { points.append(Point(x: x, y: 140)) }
        for y in stride(from: 140.0, through: 100, by: -2) { points.append(Point(x: 100, y: y)) }
        let start = points.count - 1
        for step in 1...stub { points.append(Point(x: 100 + 2 * Double(step), y: 100)) }
        let corners = [60, 80, 140, start].map { Corner(index: $0, turn: 90, flank: 0) }
        let outline = Outline(points, corners: corners, minimumTurn: 35, isClosed: true, margin: 4)
        #expect(outline.sides.count == 4)
        #expect(outline.bend < 0.01, "\(outline.bend)")
        // An open outline keeps its stub: at an open end it may be a side drawn short.
        let open = Outline(points, corners: corners, minimumTurn: 35, isClosed: false, margin: 4)
        #expect(open.bend > 0.05, "\(open.bend)")
    }
}
