/// The loop a stroke draws, prepared once for many questions: the samples' positions joined in
/// order and closed from the last back to the first, and their bounding box.
///
/// Inside is the non-zero winding rule of ``Stroke/encloses(_:)``, computed the same way, so
/// both give the same answer for every point; the box answers for points and frames outside it
/// without looking at the line.
struct ClosedLoop: Hashable, Sendable {
    /// The positions of the samples, in order; the loop closes from the last to the first.
    let vertices: [Point]
    /// The smallest rectangle containing every vertex.
    let bounds: Rect

    /// The loop of `stroke`, or `nil` when it has fewer than three samples or a sample whose
    /// coordinates are not finite.
    ///
    /// - Complexity: O(*n*).
    init?(_ stroke: Stroke) {
        guard stroke.count >= 3 else { return nil }
        var vertices: [Point] = []
        vertices.reserveCapacity(stroke.count)
        for sample in stroke {
            guard sample.point.isFinite else { return nil }
            vertices.append(sample.point)
        }
        guard let bounds = Rect(enclosing: vertices) else { return nil }
        self.vertices = vertices
        self.bounds = bounds
    }

    /// Whether the loop winds round `point` at least once: ``Stroke/encloses(_:)``'s answer.
    ///
    /// - Complexity: O(1) outside ``bounds``, O(*n*) inside.
    func winds(around point: Point) -> Bool {
        // Outside the box no edge crosses the horizontal line through `point` on both sides of
        // it, so the winding number is 0; `contains` is also false for NaN.
        guard bounds.contains(point) else { return false }
        return Self.winds(through: vertices, around: point)
    }

    /// Whether the polyline through `vertices`, closed from the last back to the first, winds
    /// round `point` at least once (the non-zero rule): the one winding test, which
    /// ``Stroke/encloses(_:)`` uses too.
    ///
    /// - Complexity: O(*n*) for *n* vertices.
    static func winds(through vertices: some BidirectionalCollection<Point>, around point: Point) -> Bool {
        guard var previous = vertices.last else { return false }
        // Dan Sunday's crossing count: +1 for each edge that crosses the horizontal line through
        // `point` upward with `point` on its left, -1 downward with `point` on its right.
        var winding = 0
        for current in vertices {
            let side =
                (current.x - previous.x) * (point.y - previous.y) - (point.x - previous.x) * (current.y - previous.y)
            if previous.y <= point.y {
                if current.y > point.y, side > 0 { winding += 1 }
            } else if current.y <= point.y, side < 0 {
                winding -= 1
            }
            previous = current
        }
        return winding != 0
    }

    /// Whether any segment of the line, the closing chord included, crosses or touches `frame`.
    ///
    /// - Complexity: O(1) when `frame` is outside ``bounds``, O(*n*) otherwise.
    func lineMeets(_ frame: Rect) -> Bool {
        guard bounds.meets(frame) else { return false }
        let corners = frame.corners
        var previous = vertices[vertices.count - 1]
        for current in vertices {
            if Self.segment(from: previous, to: current, meets: frame, corners: corners) { return true }
            previous = current
        }
        return false
    }

    /// Whether the segment from `a` to `b` and the closed rectangle `frame` share a point.
    ///
    /// Separating axes: two convex shapes are apart exactly when their projections on one of
    /// the shapes' edge normals are. Here those are the x axis, the y axis (the boxes) and the
    /// segment's normal (the frame's corners all strictly on one side of the segment's line).
    static func segment(from a: Point, to b: Point, meets frame: Rect, corners: [Point]) -> Bool {
        guard Swift.max(a.x, b.x) >= frame.minX, Swift.min(a.x, b.x) <= frame.maxX,
            Swift.max(a.y, b.y) >= frame.minY, Swift.min(a.y, b.y) <= frame.maxY
        else { return false }
        let dx = b.x - a.x, dy = b.y - a.y
        var left = false, right = false
        for corner in corners {
            let side = dx * (corner.y - a.y) - dy * (corner.x - a.x)
            if side >= 0 { left = true }
            if side <= 0 { right = true }
        }
        return left && right
    }
}
