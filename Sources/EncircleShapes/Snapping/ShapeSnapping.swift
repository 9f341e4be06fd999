import Encircle
import Foundation

/// Makes a recognized shape's geometry clean, as a person who drew it meant it: what
/// ``ShapeRecognizer`` does unless ``ShapeRecognizer/snaps`` is off.
///
/// - A rotation within ``axisTolerance`` of an axis snaps to it; any other to a ``rotationStep``.
/// - Sides within ``equalSides`` of each other snap equal: a square, an equilateral triangle, a
///   regular polygon (whose angles must also be within ``equalAngles`` of each other).
/// - A triangle's corner within ``rightAngleTolerance`` of a right angle snaps right, its legs
///   along a snapped rotation (on the axes when they are near them).
/// - A polyline's end within ``endReach`` of another of its corners snaps onto it.
enum ShapeSnapping {
    /// Rotations this close to an axis (degrees) snap to it: a person drawing "level" is
    /// rarely more than a few degrees off.
    static let axisTolerance = 10.0
    /// Other rotations snap to multiples of this (degrees).
    static let rotationStep = 15.0
    /// Sides whose longest is at most this much longer than their shortest snap equal.
    static let equalSides = 0.15
    /// A regular polygon's angles may differ by this much (degrees) before snapping.
    static let equalAngles = 15.0
    /// A polyline's end this close to another corner (share of its box's diagonal) snaps onto it.
    static let endReach = 0.1
    /// A triangle's corner this close to a right angle (degrees) snaps right.
    static let rightAngleTolerance = 10.0

    /// `degrees` snapped: to the nearest axis within ``axisTolerance``, else to a ``rotationStep``.
    static func angle(_ degrees: Double) -> Double {
        let axis = (degrees / 90).rounded() * 90
        if abs(degrees - axis) <= axisTolerance { return axis }
        return (degrees / rotationStep).rounded() * rotationStep
    }

    static func line(from: Point, to: Point) -> (from: Point, to: Point) {
        let middle = Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
        let half = from.distance(to: to) / 2
        let direction = angle(atan2(to.y - from.y, to.x - from.x) * 180 / .pi) * .pi / 180
        let offset = Point(x: half * cos(direction), y: half * sin(direction))
        return (
            Point(x: middle.x - offset.x, y: middle.y - offset.y), Point(x: middle.x + offset.x, y: middle.y + offset.y)
        )
    }

    static func ellipse(_ ellipse: PlaneEllipse) -> PlaneEllipse {
        var snapped = ellipse
        snapped.rotation = .degrees(angle(ellipse.rotation.degrees))
        return snapped
    }

    static func polyline(_ vertices: [Point]) -> [Point] {
        guard vertices.count >= 3, let box = Rect(enclosing: vertices) else { return vertices }
        var snapped = vertices
        let reach = endReach * box.diagonal
        let last = vertices.count - 1
        if let target = (0..<(last - 1)).map({ vertices[$0] }).min(by: {
            $0.distance(to: vertices[last]) < $1.distance(to: vertices[last])
        }),
            target.distance(to: vertices[last]) <= reach
        {
            snapped[last] = target
        }
        if let target = (2...last).map({ snapped[$0] }).min(by: {
            $0.distance(to: vertices[0]) < $1.distance(to: vertices[0])
        }),
            target.distance(to: vertices[0]) <= reach
        {
            snapped[0] = target
        }
        return snapped
    }

    static func triangle(_ vertices: [Point]) -> [Point] { rightTriangle(vertices) ?? regular(vertices) ?? vertices }

    /// The right triangle the vertices nearly are, or `nil`: the right angle's corner stays, its
    /// legs turn to a snapped rotation (their common direction modulo 90°) and keep their
    /// lengths along it.
    private static func rightTriangle(_ vertices: [Point]) -> [Point]? {
        guard vertices.count == 3 else { return nil }
        let angles = Quadrilateral.interiorAngles(vertices)
        guard let corner = angles.indices.min(by: { abs(angles[$0] - 90) < abs(angles[$1] - 90) }),
            abs(angles[corner] - 90) <= rightAngleTolerance
        else { return nil }
        let apex = vertices[corner], b = vertices[(corner + 1) % 3], c = vertices[(corner + 2) % 3]
        let first = atan2(b.y - apex.y, b.x - apex.x), second = atan2(c.y - apex.y, c.x - apex.x)
        let common = atan2(sin(4 * first) + sin(4 * second), cos(4 * first) + cos(4 * second)) / 4
        let rotation = angle(common * 180 / .pi) * .pi / 180
        let u = Point(x: cos(rotation), y: sin(rotation)), w = Point(x: -sin(rotation), y: cos(rotation))
        // Each leg along the axis nearest its direction; the other leg along the other.
        let bAlongU = abs(dot(b, apex, u)) >= abs(dot(b, apex, w))
        let (bAxis, cAxis) = bAlongU ? (u, w) : (w, u)
        let legB = dot(b, apex, bAxis), legC = dot(c, apex, cAxis)
        var snapped = vertices
        snapped[(corner + 1) % 3] = Point(x: apex.x + legB * bAxis.x, y: apex.y + legB * bAxis.y)
        snapped[(corner + 2) % 3] = Point(x: apex.x + legC * cAxis.x, y: apex.y + legC * cAxis.y)
        return snapped
    }

    static func polygon(_ vertices: [Point]) -> [Point] { regular(vertices) ?? vertices }

    /// A rectangle with right angles: its sides along a snapped rotation, its centre and side
    /// lengths the drawn ones (equal when they nearly are: a square).
    static func rectangle(_ vertices: [Point]) -> (vertices: [Point], isSquare: Bool) {
        let center = centroid(vertices)
        // The sides' common direction modulo 90°: average on the circle of 4θ.
        var c = 0.0, s = 0.0
        for (a, b) in zip(vertices, vertices.dropFirst() + [vertices[0]]) {
            let theta = atan2(b.y - a.y, b.x - a.x)
            c += cos(4 * theta)
            s += sin(4 * theta)
        }
        let rotation = angle(atan2(s, c) / 4 * 180 / .pi) * .pi / 180
        let u = Point(x: cos(rotation), y: sin(rotation)), v = Point(x: -sin(rotation), y: cos(rotation))
        let local = vertices.map { p in (x: dot(p, center, u), y: dot(p, center, v)) }
        var width = local.reduce(0) { $0 + abs($1.x) } / Double(local.count) * 2
        var height = local.reduce(0) { $0 + abs($1.y) } / Double(local.count) * 2
        let isSquare = abs(width - height) <= equalSides * max(width, height)
        if isSquare { (width, height) = ((width + height) / 2, (width + height) / 2) }
        let snapped = local.map { p in
            let x = (p.x < 0 ? -width : width) / 2, y = (p.y < 0 ? -height : height) / 2
            return Point(x: center.x + x * u.x + y * v.x, y: center.y + x * u.y + y * v.y)
        }
        return (snapped, isSquare)
    }

    /// A rhombus: its diagonals perpendicular, the first along a snapped rotation, each as long
    /// as drawn.
    static func diamond(_ vertices: [Point]) -> [Point] {
        let center = centroid(vertices)
        let rotation =
            angle(atan2(vertices[2].y - vertices[0].y, vertices[2].x - vertices[0].x) * 180 / .pi) * .pi / 180
        let u = Point(x: cos(rotation), y: sin(rotation)), v = Point(x: -sin(rotation), y: cos(rotation))
        let first = vertices[0].distance(to: vertices[2]) / 2, second = vertices[1].distance(to: vertices[3]) / 2
        let side = dot(vertices[1], center, v) < 0 ? -1.0 : 1.0
        return [
            Point(x: center.x - first * u.x, y: center.y - first * u.y),
            Point(x: center.x + side * second * v.x, y: center.y + side * second * v.y),
            Point(x: center.x + first * u.x, y: center.y + first * u.y),
            Point(x: center.x - side * second * v.x, y: center.y - side * second * v.y),
        ]
    }

    static func star(_ shape: DrawnShape) -> DrawnShape {
        guard case .star(let center, let outer, let inner, let points, let rotation) = shape else { return shape }
        return .star(
            center: center, outerRadius: outer, innerRadius: inner, points: points,
            rotation: .degrees(angle(rotation.degrees)))
    }

    /// The regular polygon the vertices nearly are, or `nil`: same centre and winding, mean
    /// radius, the first corner at a snapped angle.
    private static func regular(_ vertices: [Point]) -> [Point]? {
        let count = vertices.count
        let sides = (0..<count).map { vertices[$0].distance(to: vertices[($0 + 1) % count]) }
        guard let longest = sides.max(), let shortest = sides.min(), longest <= (1 + equalSides) * shortest else {
            return nil
        }
        let angles = Quadrilateral.interiorAngles(vertices)
        guard let widest = angles.max(), let narrowest = angles.min(), widest - narrowest <= equalAngles else {
            return nil
        }
        let center = centroid(vertices)
        let radius = vertices.reduce(0) { $0 + $1.distance(to: center) } / Double(count)
        let start = angle(atan2(vertices[0].y - center.y, vertices[0].x - center.x) * 180 / .pi)
        // Keep the drawing's winding: clockwise on screen when the signed area is positive.
        var area = 0.0
        for index in 0..<count {
            let a = vertices[index], b = vertices[(index + 1) % count]
            area += a.x * b.y - b.x * a.y
        }
        let step = (area >= 0 ? 360.0 : -360.0) / Double(count)
        return (0..<count).map { index in
            let theta = (start + step * Double(index)) * .pi / 180
            return Point(x: center.x + radius * cos(theta), y: center.y + radius * sin(theta))
        }
    }

    /// The mean of `points` (the origin for none): the core's `Stroke.centroid`.
    static func centroid(_ points: some Sequence<Point>) -> Point { Stroke(points: points).centroid ?? .zero }

    private static func dot(_ p: Point, _ origin: Point, _ axis: Point) -> Double {
        (p.x - origin.x) * axis.x + (p.y - origin.y) * axis.y
    }
}
