import Encircle
import Foundation

extension DrawnShape {
    /// Points along the clean shape, in drawing order: the shape for a renderer that draws only
    /// polylines, such as a PencilKit stroke.
    ///
    /// Each side is cut into equal steps no longer than `spacing`, and each curve into equal
    /// turns whose arcs are no longer than `spacing`; corners are always points. A closed shape
    /// ends on its first point. A circle starts at angle 0 and an ellipse at the end of its major
    /// axis, both turning clockwise on screen; an arc and a spiral run from `startAngle` through
    /// `sweep`, a helix from `startAngle` round `from` through its `turns`; a curve runs through
    /// its segments in order (each in equal steps of its parameter); a star runs from its first
    /// tip through its 2 × `points` corners.
    ///
    /// ```swift
    /// DrawnShape.line(from: Point(x: 0, y: 0), to: Point(x: 10, y: 0)).outline(spacing: 4)
    /// // [(0, 0), (3.33, 0), (6.67, 0), (10, 0)]
    /// DrawnShape.circle(center: Point(x: 0, y: 0), radius: 10).outline(spacing: 2).count   // 33
    /// ```
    ///
    /// - Parameter spacing: The longest step between two points, in the shape's units. A side
    ///   or a curve takes at most 10 000 steps (a `spacing` of 0 gives that many); a negative or
    ///   NaN `spacing` gives one step per side or curve.
    /// - Returns: The points, or none for a shape without any (a polygon without vertices).
    /// - Complexity: O(*m*), where *m* is the number of points returned: about the outline's
    ///   length over `spacing`, plus the corners.
    public func outline(spacing: Double) -> [Point] {
        switch self {
        case .line(let from, let to):
            return Self.chain([from, to], closed: false, spacing: spacing)
        case .polyline(let vertices):
            return Self.chain(vertices, closed: false, spacing: spacing)
        case .arc(let center, let radius, let startAngle, let sweep):
            return Self.curve(length: radius * abs(sweep.radians), spacing: spacing) { fraction in
                let angle = startAngle.radians + sweep.radians * fraction
                return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            }
        case .circle(let center, let radius):
            return Self.curve(length: 2 * .pi * radius, spacing: spacing) { fraction in
                let angle = 2 * .pi * fraction
                return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            }
        case .ellipse(let ellipse):
            // The circle round the major axis is longer than the ellipse at every step.
            let major = ellipse.semiMajorAxis, minor = ellipse.semiMinorAxis
            let cosine = cos(ellipse.rotation.radians), sine = sin(ellipse.rotation.radians)
            let longest = max(abs(major), abs(minor))
            return Self.curve(length: 2 * .pi * longest, spacing: spacing) { fraction in
                let along = major * cos(2 * .pi * fraction), across = minor * sin(2 * .pi * fraction)
                return Point(
                    x: ellipse.center.x + along * cosine - across * sine,
                    y: ellipse.center.y + along * sine + across * cosine)
            }
        case .curve(let segments, _):
            var points: [Point] = []
            for segment in segments {
                let steps = Self.curve(length: segment.controlLength, spacing: spacing) { segment.point(at: $0) }
                points += points.isEmpty ? steps : Array(steps.dropFirst())
            }
            return points
        case .spiral(let center, let startRadius, let endRadius, let startAngle, let sweep):
            // Longer than the spiral: the circle of its larger radius, plus the radius's change.
            let length = abs(sweep.radians) * max(abs(startRadius), abs(endRadius)) + abs(endRadius - startRadius)
            return Self.curve(length: length, spacing: spacing) { fraction in
                let radius = startRadius + (endRadius - startRadius) * fraction
                let angle = startAngle.radians + sweep.radians * fraction
                return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            }
        case .helix(let from, let to, let radius, let turns, let startAngle):
            // Longer than the helix: its loops, plus the axis.
            let length = abs(turns) * 2 * .pi * abs(radius) + from.distance(to: to)
            return Self.curve(length: length, spacing: spacing) { fraction in
                let angle = startAngle.radians + 2 * .pi * turns * fraction
                return Point(
                    x: from.x + (to.x - from.x) * fraction + radius * cos(angle),
                    y: from.y + (to.y - from.y) * fraction + radius * sin(angle))
            }
        case .triangle(let vertices), .rectangle(let vertices, _), .diamond(let vertices), .polygon(let vertices):
            return Self.chain(vertices, closed: true, spacing: spacing)
        case .star(let center, let outerRadius, let innerRadius, let points, let rotation):
            let corners = Self.starCorners(
                center: center, outerRadius: outerRadius, innerRadius: innerRadius, points: points, rotation: rotation)
            return Self.chain(corners, closed: true, spacing: spacing)
        }
    }

    /// The most steps of one side or curve in ``outline(spacing:)``, and the most tips of a star
    /// drawn.
    static let maximumSteps = 10_000

    /// A star's corners: its first tip at `rotation`, then inner corners and tips alternately,
    /// turning clockwise on screen. None for fewer than one tip; at most ``maximumSteps`` tips.
    static func starCorners(
        center: Point, outerRadius: Double, innerRadius: Double, points: Int, rotation: PlaneAngle
    ) -> [Point] {
        let tips = min(max(points, 0), maximumSteps)
        return (0..<(2 * tips)).map { index in
            let radius = index.isMultiple(of: 2) ? outerRadius : innerRadius
            let angle = rotation.radians + Double(index) * .pi / Double(tips)
            return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// How many equal steps no longer than `spacing` cover `length`: 1 to ``maximumSteps``.
    private static func steps(covering length: Double, spacing: Double) -> Int {
        let count = (length / spacing).rounded(.up)
        guard count >= 1 else { return 1 }  // NaN, a zero length, a negative spacing
        return count < Double(maximumSteps) ? Int(count) : maximumSteps
    }

    /// Straight steps from corner to corner, and back to the first when `closed`.
    private static func chain(_ corners: [Point], closed: Bool, spacing: Double) -> [Point] {
        guard var previous = corners.first else { return [] }
        var points = [previous]
        for corner in corners.dropFirst() + (closed ? [corners[0]] : []) {
            let count = steps(covering: previous.distance(to: corner), spacing: spacing)
            for step in 1..<count {
                let fraction = Double(step) / Double(count)
                points.append(
                    Point(
                        x: previous.x + (corner.x - previous.x) * fraction,
                        y: previous.y + (corner.y - previous.y) * fraction))
            }
            points.append(corner)
            previous = corner
        }
        return points
    }

    /// `point` at equal fractions 0…1 of a curve `length` long.
    private static func curve(length: Double, spacing: Double, _ point: (Double) -> Point) -> [Point] {
        let count = steps(covering: length, spacing: spacing)
        return (0...count).map { point(Double($0) / Double(count)) }
    }
}
