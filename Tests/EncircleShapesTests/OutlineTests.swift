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
        let filtered = ShapeSummary.filtered(triangle.samples.map(\.point))
        let box = try #require(Rect(enclosing: filtered))
        let summary = ShapeSummary(
            filtered: filtered, box: box, configuration: recognizer.configuration, circles: recognizer.circles)
        #expect(summary.closedOutline?.sides.count == 3)
        #expect(recognizer.recognize(triangle).shape?.kind == .triangle)
    }
}
