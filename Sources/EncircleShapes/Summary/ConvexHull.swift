import Encircle

/// The convex hull of a stroke's points: the corners of the smallest convex polygon that holds
/// them, each with its place in the stroke, so that what is found on the hull can be put back
/// in drawing order.
struct ConvexHull {
    /// The hull's corners, counterclockwise in the plane's own orientation (clockwise on screen).
    let points: [Point]
    /// The index of each of ``points`` in the stroke.
    let indices: [Int]

    /// The hull of `points` (Andrew's monotone chain: sorted by x, then the lower and the upper
    /// chain, each turning one way only). Points on a side are not corners.
    ///
    /// - Complexity: O(*n* log *n*).
    init(_ points: ArraySlice<Point>) {
        let order = points.indices.sorted { a, b in
            points[a].x < points[b].x || (points[a].x == points[b].x && points[a].y < points[b].y)
        }
        guard order.count >= 3 else {
            self.points = order.map { points[$0] }
            indices = order
            return
        }
        func turnsLeft(_ chain: [Int], _ next: Int) -> Bool {
            let o = points[chain[chain.count - 2]], a = points[chain[chain.count - 1]], b = points[next]
            return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) > 0
        }
        var lower: [Int] = [], upper: [Int] = []
        for index in order {
            while lower.count >= 2, !turnsLeft(lower, index) { lower.removeLast() }
            lower.append(index)
        }
        for index in order.reversed() {
            while upper.count >= 2, !turnsLeft(upper, index) { upper.removeLast() }
            upper.append(index)
        }
        indices = Array(lower.dropLast() + upper.dropLast())
        self.points = indices.map { points[$0] }
    }
}
