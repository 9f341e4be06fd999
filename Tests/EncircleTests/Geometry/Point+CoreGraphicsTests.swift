import Foundation
import Testing

@testable import Encircle

/// `CGPoint` and `CGRect` interop; Foundation provides both on Linux, so these run everywhere.
@Suite struct PointCoreGraphicsTests {
    @Test func pointsAndRectanglesConvertBothWays() {
        let point = Point(CGPoint(x: 1.5, y: -2))
        #expect(point == Point(x: 1.5, y: -2))
        #expect(CGPoint(point) == CGPoint(x: 1.5, y: -2))
        #expect(Rect(CGRect(x: 10, y: 20, width: -4, height: 6)) == Rect(x: 6, y: 20, width: 4, height: 6))
        #expect(CGRect(Rect(x: 1, y: 2, width: 3, height: 4)) == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func strokesFromCGPointsWithAndWithoutAnInterval() {
        let points = [CGPoint(x: 1, y: 2), CGPoint(x: 3.5, y: -4), CGPoint(x: 0, y: 0)]
        let untimed = Stroke(points: points)
        #expect(untimed.samples == [.init(x: 1, y: 2), .init(x: 3.5, y: -4), .init(x: 0, y: 0)])
        let timed = Stroke(points: points, interval: 0.5)
        #expect(timed.samples.map(\.point) == untimed.samples.map(\.point))
        #expect(timed.samples.map(\.time) == [0, 0.5, 1])
        // Any sequence of CGPoint gives the stroke of the corresponding Points.
        #expect(Stroke(points: points.reversed()) == Stroke(points: points.reversed().map(Point.init)))
        #expect(Stroke(points: [CGPoint](), interval: 1) == .empty)
        #expect(
            Stroke(points: [CGPoint(x: 10, y: 20), CGPoint(x: 12, y: 25)], interval: 0.016)
                == Stroke(coordinates: [(10, 20), (12, 25)], interval: 0.016))
    }
}
