import Encircle
import Foundation
import Testing

@testable import EncircleShapes

@Suite struct DrawnShapeDistanceTests {
    @Test func pointsOnAPolygonsSidesLieOnIt() throws {
        let triangle = DrawnShape.triangle(vertices: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 10)])
        let onIt = [Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 5, y: 5), Point(x: 0, y: 7)]
        #expect(try #require(triangle.rootMeanSquareDistance(of: onIt)) < 1e-12)
    }

    @Test func aPolygonsDistanceIsToItsNearestSide() throws {
        let square = DrawnShape.rectangle(
            vertices: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)], isSquare: true)
        // 3 outside the bottom side, 1 inside the left side: distances 3 and 1.
        let distance = try #require(square.rootMeanSquareDistance(of: [Point(x: 5, y: -3), Point(x: 1, y: 5)]))
        #expect(abs(distance - (5.0).squareRoot()) < 1e-12)
    }

    @Test func aStarsDistanceIsToItsTipsAndInnerCorners() throws {
        let star = DrawnShape.star(center: .zero, outerRadius: 10, innerRadius: 4, points: 5, rotation: .degrees(-90))
        let corners = DrawnShape.starCorners(
            center: .zero, outerRadius: 10, innerRadius: 4, points: 5, rotation: .degrees(-90))
        #expect(try #require(star.rootMeanSquareDistance(of: corners)) < 1e-12)
        // The centre lies farther than the inner radius's share of a side from every side.
        #expect(try #require(star.rootMeanSquareDistance(of: [.zero])) > 2)
    }

    @Test func aCirclesDistanceIsAlongItsRadius() throws {
        let circle = DrawnShape.circle(center: Point(x: 3, y: 4), radius: 10)
        let points = [Point(x: 15, y: 4), Point(x: 3, y: -4)]  // 2 outside, 2 inside
        #expect(abs(try #require(circle.rootMeanSquareDistance(of: points)) - 2) < 1e-12)
    }

    @Test func anEllipsesDistanceIsCloseToTheTrueOneNearIt() throws {
        let ellipse = PlaneEllipse(
            center: Point(x: 5, y: -2), semiMajorAxis: 20, semiMinorAxis: 6, rotation: .degrees(30))
        let shape = DrawnShape.ellipse(ellipse)
        let onIt = shape.outline(spacing: 1)
        #expect(try #require(shape.rootMeanSquareDistance(of: onIt)) < 1e-9)
        // 1 off the ellipse along its normal, at the end of each axis and in between.
        let cosine = cos(ellipse.rotation.radians), sine = sin(ellipse.rotation.radians)
        for t in stride(from: 0.0, to: 2 * .pi, by: .pi / 6) {
            let (u, v) = (20 * cos(t), 6 * sin(t))
            let normal = Point(x: cos(t) / 20, y: sin(t) / 6)
            let length = (normal.x * normal.x + normal.y * normal.y).squareRoot()
            let (nu, nv) = (u + normal.x / length, v + normal.y / length)
            let point = Point(x: 5 + nu * cosine - nv * sine, y: -2 + nu * sine + nv * cosine)
            let distance = try #require(shape.rootMeanSquareDistance(of: [point]))
            #expect(abs(distance - 1) < 0.15, "at \(t): \(distance)")
        }
    }

    @Test func openShapesAndNoPointsHaveNoDistance() {
        #expect(DrawnShape.line(from: .zero, to: Point(x: 1, y: 0)).rootMeanSquareDistance(of: [Point.zero]) == nil)
        #expect(DrawnShape.circle(center: .zero, radius: 1).rootMeanSquareDistance(of: [Point]()) == nil)
    }
}
