import Encircle
import Testing

@testable import EncircleShapes

/// The convex hull keeps a stroke's outermost corners, with their places in the stroke.
@Suite struct ConvexHullTests {
    /// A square's outline, 10 points a side from (0, 0), and a point inside: its corners only,
    /// each where the stroke has it.
    @Test func aSquaresHullIsItsCorners() {
        var points: [Point] = []
        let corners = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]
        for (a, b) in zip(corners, corners.dropFirst() + [corners[0]]) {
            for step in 0..<10 {
                let t = Double(step) / 10
                points.append(Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y)))
            }
        }
        points.append(Point(x: 50, y: 50))
        let hull = ConvexHull(points[...])
        #expect(Set(hull.indices) == [0, 10, 20, 30])
        #expect(zip(hull.points, hull.indices).allSatisfy { points[$1] == $0 })
        #expect(Set(hull.points.map { "\($0.x),\($0.y)" }) == Set(corners.map { "\($0.x),\($0.y)" }))
    }

    /// The indices are the slice's own, so that a lap cut from a longer stroke keeps its places.
    @Test func aSlicesIndicesAreItsOwn() {
        let points = (0..<12).map { index in
            Point(x: Double(index % 3) * 10, y: Double(index / 3) * 10)
        }
        // (10, 10), (20, 10), (0, 20), …, (20, 30): a pentagon cut from the grid.
        let hull = ConvexHull(points[4...11])
        #expect(Set(hull.indices) == [4, 5, 6, 9, 11])
    }

    /// Fewer than three points are their own hull.
    @Test func twoPointsAreTheirOwnHull() {
        let hull = ConvexHull([Point(x: 0, y: 0), Point(x: 5, y: 5)][...])
        #expect(hull.points.count == 2)
    }
}
