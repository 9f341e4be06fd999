import Encircle
import Foundation

/// The polygon of a given number of corners with the largest area inside a closed stroke's
/// convex hull: the corners of a shape whose corners are not found where it turns.
///
/// A fast hand rounds a corner over a whole window, and on a sparse stroke (two or three
/// samples a side) a corner's window reaches the next corner: either reads as part of a curve.
/// The points still lie on the sides, so the hull's corners are the shape's, and the polygon
/// that takes the most of the hull with that many of them is the shape drawn. How far the stroke
/// lies from its sides tells whether it was: a circle lies 7.5% of its diagonal from the square
/// in it, an ellipse of 4:1 3.5% from the rhombus of its axes' ends, a drawn rectangle within 3%
/// of its four corners' sides.
struct InscribedPolygon {
    /// The indices in the stroke of the hull's corners chosen, in drawing order.
    let indices: [Int]
    /// How far the stroke's points lie from the sides of the polygon of the hull's corners
    /// chosen: the root mean square of their distances, over the diagonal of the stroke's box.
    let fitError: Double

    /// The stroke lies at most this far from an inscribed polygon that is its shape (the root
    /// mean square distance, over the diagonal).
    static let maximumFitError = 0.03

    /// The polygon of `count` corners of `hull`, the convex hull of `points` (a closed stroke
    /// evenly spaced along its path, spanning `diagonal`), with the largest area; `nil` when the
    /// hull has fewer corners.
    ///
    /// - Complexity: O(*h*) a round for the hull's *h* corners, a few rounds; O(*n* · `count`)
    ///   for the fit to the *n* points.
    init?(inscribedIn hull: ConvexHull, count: Int, points: ArraySlice<Point>, diagonal: Double) {
        let hullCorners = hull.points, size = hullCorners.count
        guard size >= count, count >= 3, diagonal > 0 else { return nil }
        // Corners evenly spread round the hull, each then moved in turn to the hull's corner
        // between its neighbours that makes the polygon largest, until none moves.
        var chosen = (0..<count).map { $0 * size / count }
        var moved = true, rounds = 0
        while moved, rounds < Self.maximumRounds {
            moved = false
            rounds += 1
            for slot in 0..<count {
                // The rest of the polygon stays: the corner that makes the largest triangle with
                // its neighbours makes the largest polygon.
                let beforeIndex = chosen[(slot + count - 1) % count], afterIndex = chosen[(slot + 1) % count]
                let before = hullCorners[beforeIndex], after = hullCorners[afterIndex]
                var best = chosen[slot], bestArea = Self.triangleArea(before, hullCorners[best], after)
                var index = (beforeIndex + 1) % size
                while index != afterIndex {
                    let area = Self.triangleArea(before, hullCorners[index], after)
                    if area > bestArea { (best, bestArea) = (index, area) }
                    index = (index + 1) % size
                }
                if best != chosen[slot] {
                    chosen[slot] = best
                    moved = true
                }
            }
        }
        let inDrawingOrder = chosen.sorted { hull.indices[$0] < hull.indices[$1] }
        indices = inDrawingOrder.map { hull.indices[$0] }
        let corners = inDrawingOrder.map { hullCorners[$0] }
        let sides = Array(zip(corners, corners.dropFirst() + [corners[0]]))
        var squares = 0.0
        for point in points {
            var nearest = Double.infinity
            for (a, b) in sides { nearest = min(nearest, Side.distance(from: point, toSegment: a, b)) }
            squares += nearest * nearest
        }
        fitError = (squares / Double(points.count)).squareRoot() / diagonal
    }

    /// The hull's corners chosen, points of `points`, the stroke it was inscribed in.
    func corners(of points: ArraySlice<Point>) -> [Point] { indices.map { points[$0] } }

    /// The polygon's corners as drawn, for `points`, the stroke it was inscribed in: where the
    /// lines of its sides meet (``Side/corners(of:at:)``), as its corners on the stroke cut a
    /// rounded corner short. (It is judged by those on the stroke, ``fitError``: a round stroke
    /// bulges out of them between its corners, and lies nearer the lines.)
    ///
    /// - Complexity: O(*n*).
    func vertices(of points: ArraySlice<Point>) -> [Point] { Side.corners(of: points, at: indices) }

    /// A round of moving the corners makes the polygon larger or leaves it; a few rounds settle it.
    static let maximumRounds = 8

    /// The area of the triangle `a`, `b`, `c`, unsigned.
    @inline(__always)
    static func triangleArea(_ a: Point, _ b: Point, _ c: Point) -> Double {
        abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) / 2
    }
}
