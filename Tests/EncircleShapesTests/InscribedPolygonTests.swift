import Encircle
import Foundation
import Testing

@testable import EncircleShapes

/// The polygon inscribed in a closed stroke: a rectangle's corners, however sparse its samples or
/// rounded its corners; a circle or an ellipse lies too far from any.
@Suite struct InscribedPolygonTests {
    /// `corners` joined by straight sides and closed, `perSide` points a side, then resampled
    /// 2 pt apart, as the summary does.
    static func outline(_ corners: [Point], perSide: Int) -> [Point] {
        var points: [Point] = []
        for (a, b) in zip(corners, corners.dropFirst() + [corners[0]]) {
            for step in 0..<perSide {
                let t = Double(step) / Double(perSide)
                points.append(Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y)))
            }
        }
        return ShapeSummary.resampled(points + [corners[0]], spacing: 2).points
    }

    static func polygon(_ points: [Point], count: Int) -> (corners: [Point], vertices: [Point], fitError: Double)? {
        let diagonal = Rect(enclosing: points)?.diagonal ?? 0
        let polygon = InscribedPolygon(
            inscribedIn: ConvexHull(points[...]), count: count, points: points[...], diagonal: diagonal)
        return polygon.map { ($0.corners(of: points[...]), $0.vertices(of: points[...]), $0.fitError) }
    }

    /// Begun mid-side, three samples a side: the corners, in drawing order, and the stroke on
    /// their sides.
    @Test func aSparseRectanglesCornersInDrawingOrder() throws {
        let corners = [Point(x: 200, y: 0), Point(x: 200, y: 100), Point(x: 0, y: 100), Point(x: 0, y: 0)]
        let start = Point(x: 100, y: 0)
        let points = Self.outline([start] + corners, perSide: 3)
        let found = try #require(Self.polygon(points, count: 4))
        #expect(zip(found.vertices, corners).allSatisfy { $0.distance(to: $1) < 1e-9 })
        #expect(found.fitError < 0.001)
    }

    /// Corners a fast hand rounds, a twentieth of each side cut off: the stroke still lies close to
    /// the polygon of its hull's corners, and its corners are where its sides' lines meet.
    @Test func aRoundedRectangleLiesCloseToItsPolygon() throws {
        let corners = [Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 200, y: 100), Point(x: 0, y: 100)]
        var cut: [Point] = []
        for (index, corner) in corners.enumerated() {
            let before = corners[(index + 3) % 4], after = corners[(index + 1) % 4]
            cut.append(Point(x: corner.x + 0.05 * (before.x - corner.x), y: corner.y + 0.05 * (before.y - corner.y)))
            cut.append(Point(x: corner.x + 0.05 * (after.x - corner.x), y: corner.y + 0.05 * (after.y - corner.y)))
        }
        let found = try #require(Self.polygon(Self.outline(cut, perSide: 4), count: 4))
        #expect(found.fitError < InscribedPolygon.maximumFitError)
        #expect(zip(found.vertices, corners).allSatisfy { $0.distance(to: $1) < 1 }, "\(found.vertices)")
    }

    /// A circle lies 7.5% of its diagonal from the square in it; an ellipse of 4:1 3.5% from the
    /// rhombus of its axes' ends, or more from another: neither is a quadrilateral.
    @Test(arguments: [1.0, 2.0, 4.0])
    func anEllipseIsNoQuadrilateral(aspectRatio: Double) throws {
        let points = (0...720).map { index in
            let angle = Double(index) * .pi / 360
            return Point(x: 100 * aspectRatio * cos(angle), y: 100 * sin(angle))
        }
        let found = try #require(Self.polygon(points, count: 4))
        #expect(found.fitError > InscribedPolygon.maximumFitError, "\(found.fitError)")
        if aspectRatio == 1 { #expect(abs(found.fitError - 0.075) < 0.005) }
    }

    /// Four corners in a triangle: the fourth lies on a side, where the outline does not turn.
    @Test func aTriangleHasNoFourthCorner() throws {
        let corners = [Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 100, y: 150)]
        let found = try #require(Self.polygon(Self.outline(corners, perSide: 20), count: 4))
        let straightest = Quadrilateral.interiorAngles(found.corners).max() ?? 0
        #expect(180 - straightest < ShapeRecognizer.Configuration.default.minimumCornerTurn.degrees)
    }
}
