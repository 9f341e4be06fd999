import Encircle
import EncircleTestSupport
import Foundation
import Testing

@testable import EncircleShapes

@Suite struct DrawnShapeOutlineTests {
    @Test func aLineIsCutIntoEqualStepsNoLongerThanTheSpacing() {
        let points = DrawnShape.line(from: Point(x: 0, y: 0), to: Point(x: 10, y: 0)).outline(spacing: 4)
        #expect(points.count == 4)
        #expect(points.first == Point(x: 0, y: 0) && points.last == Point(x: 10, y: 0))
        for (a, b) in zip(points, points.dropFirst()) { #expect(a.distance(to: b) <= 4 + 1e-9) }
    }

    @Test func closedShapesEndOnTheirFirstPointWithEveryCornerIncluded() {
        let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        let points = DrawnShape.rectangle(vertices: square, isSquare: true).outline(spacing: 3)
        #expect(points.first == points.last)
        for corner in square { #expect(points.contains(corner)) }
        for (a, b) in zip(points, points.dropFirst()) { #expect(a.distance(to: b) <= 3 + 1e-9) }
    }

    @Test func aCircleTurnsClockwiseOnScreenFromAngleZero() {
        let points = DrawnShape.circle(center: .zero, radius: 10).outline(spacing: 2)
        #expect(points.count == 33)
        #expect(points[0].isApproximatelyEqual(to: Point(x: 10, y: 0)))
        // Clockwise on screen (y down): the second point lies below the x axis's positive end.
        #expect(points[1].y > 0)
        for p in points { #expect(abs(p.distance(to: .zero) - 10) < 1e-9) }
    }

    @Test func aStarPassesThroughItsTipsAndInnerCorners() {
        let points = DrawnShape.star(
            center: .zero, outerRadius: 10, innerRadius: 4, points: 5, rotation: .degrees(-90)
        ).outline(spacing: 100)
        #expect(points.count == 11)
        #expect(points[0].isApproximatelyEqual(to: Point(x: 0, y: -10), absoluteTolerance: 1e-9))
        for (index, p) in points.dropLast().enumerated() {
            #expect(abs(p.distance(to: .zero) - (index % 2 == 0 ? 10 : 4)) < 1e-9)
        }
    }

    @Test func unusableSpacingsAndSizesNeverTrap() {
        let line = DrawnShape.line(from: .zero, to: Point(x: 10, y: 0))
        #expect(line.outline(spacing: -1).count == 2)
        #expect(line.outline(spacing: .nan).count == 2)
        #expect(line.outline(spacing: 0).count == 10_001)
        #expect(DrawnShape.polygon(vertices: []).outline(spacing: 1).isEmpty)
        let huge = DrawnShape.circle(center: .zero, radius: .infinity).outline(spacing: 1)
        #expect(huge.count <= 10_001)
    }
}
