import Encircle
import Foundation

/// A straight part of a stroke between two corners: the line fitted to its points, and how far
/// its points bend away from its chord.
struct Side {
    /// The points of the part, corners included.
    var points: ArraySlice<Point>
    /// A point on the fitted line (the points' centroid).
    var anchor: Point
    /// The fitted line's direction, a unit vector, from the first point toward the last.
    var direction: Point
    /// How far the points lie from the chord, over the chord's length: the largest distance but
    /// for the farthest tenth of the points.
    var bend: Double

    init(_ points: ArraySlice<Point>) {
        self.points = points
        let first = points.first ?? .zero, last = points.last ?? .zero
        anchor = ShapeSnapping.centroid(points)
        // The principal axis of the points (total least squares), oriented first to last.
        var xx = 0.0, xy = 0.0, yy = 0.0
        for p in points {
            let dx = p.x - anchor.x, dy = p.y - anchor.y
            xx += dx * dx
            xy += dx * dy
            yy += dy * dy
        }
        let angle = 0.5 * atan2(2 * xy, xx - yy)
        var unit = Point(x: cos(angle), y: sin(angle))
        if unit.x * (last.x - first.x) + unit.y * (last.y - first.y) < 0 { unit = Point(x: -unit.x, y: -unit.y) }
        direction = unit
        // The farthest point but the farthest tenth: one sample that jumped (a fault the
        // three-point filter cannot take out when samples are sparse) does not bend a side.
        bend = Side.bend(of: points, settingAside: 0.1)
    }

    /// How far `points` lie from their chord, over its length: the largest distance but for the
    /// farthest `share` of the points.
    static func bend(of points: ArraySlice<Point>, settingAside share: Double) -> Double {
        guard let first = points.first, let last = points.last else { return 0 }
        let chord = first.distance(to: last)
        let distances = points.map { Side.distance(from: $0, toLineThrough: first, last) }.sorted()
        let farthest = distances[distances.count - 1 - Int(Double(distances.count) * share)]
        return chord > 0 ? farthest / chord : .infinity
    }

    /// The points of a closed stroke from index `start` to index `end`, both included, going on
    /// past its last point to its first when `end` comes before `start`.
    static func part(of points: ArraySlice<Point>, from start: Int, to end: Int) -> [Point] {
        end >= start ? Array(points[start...end]) : Array(points[start...] + points[...end])
    }

    /// The corners of a closed stroke's polygon whose corners lie near `points` at `indices` (in
    /// drawing order): where the lines of its sides meet, each fitted to the middle half of the
    /// points between two corners, which a fast hand's rounded corners leave straight. The point
    /// itself where two sides are nearly parallel.
    ///
    /// - Complexity: O(*n*) for the *n* points.
    static func corners(of points: ArraySlice<Point>, at indices: [Int]) -> [Point] {
        guard indices.count >= 3 else { return indices.map { points[$0] } }
        let sides = indices.indices.map { position in
            let start = indices[position], end = indices[(position + 1) % indices.count]
            let side = Side.part(of: points, from: start, to: end)
            let quarter = side.count / 4
            return Side(side[quarter...(side.count - 1 - quarter)])
        }
        return indices.indices.map { position in
            let before = sides[(position + sides.count - 1) % sides.count], after = sides[position]
            return before.intersection(with: after) ?? points[indices[position]]
        }
    }

    /// The chord's length.
    var length: Double { (points.first ?? .zero).distance(to: points.last ?? .zero) }

    /// The fitted line through both sides' points: one side drawn in two parts.
    func joined(with other: Side) -> Side { Side(ArraySlice(Array(points) + Array(other.points.dropFirst()))) }

    /// Where this side's line meets `other`'s, or `nil` when they are nearly parallel.
    func intersection(with other: Side) -> Point? {
        let cross = direction.x * other.direction.y - direction.y * other.direction.x
        guard abs(cross) > 0.05 else { return nil }
        let dx = other.anchor.x - anchor.x, dy = other.anchor.y - anchor.y
        let t = (dx * other.direction.y - dy * other.direction.x) / cross
        return Point(x: anchor.x + t * direction.x, y: anchor.y + t * direction.y)
    }

    /// `point` moved onto the fitted line.
    func projection(of point: Point) -> Point {
        let t = (point.x - anchor.x) * direction.x + (point.y - anchor.y) * direction.y
        return Point(x: anchor.x + t * direction.x, y: anchor.y + t * direction.y)
    }

    /// The angle from this side's direction to `other`'s, degrees in (−180, 180], positive
    /// clockwise on screen.
    func turn(to other: Side) -> Double {
        let cross = direction.x * other.direction.y - direction.y * other.direction.x
        let dot = direction.x * other.direction.x + direction.y * other.direction.y
        return atan2(cross, dot) * 180 / .pi
    }

    /// The distance from `p` to the segment from `a` to `b`.
    static func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let squared = dx * dx + dy * dy
        guard squared > 0 else { return p.distance(to: a) }
        let t = min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / squared, 0), 1)
        return p.distance(to: Point(x: a.x + t * dx, y: a.y + t * dy))
    }

    /// The distance from `p` to the line through `a` and `b` (to `a` when they coincide).
    static func distance(from p: Point, toLineThrough a: Point, _ b: Point) -> Double {
        let length = a.distance(to: b)
        guard length > 0 else { return p.distance(to: a) }
        return abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / length
    }
}
