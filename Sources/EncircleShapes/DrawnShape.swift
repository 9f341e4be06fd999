import Encircle

/// A primitive a person drew, with its clean geometry: what ``ShapeRecognizer`` names a stroke.
///
/// Points are in the stroke's coordinates (y grows downward); angles follow the screen
/// convention (positive is clockwise on screen). Vertices run in drawing order.
///
/// ```swift
/// if case .rectangle(let vertices, let isSquare) = ShapeRecognizer().recognize(stroke).shape {
///     path.addLines(vertices.map(CGPoint.init))   // isSquare: its sides equal
/// }
/// ```
public enum DrawnShape: Hashable, Sendable {
    /// A straight line.
    case line(from: Point, to: Point)
    /// An open chain of two or more straight segments.
    case polyline(vertices: [Point])
    /// Part of a circle: `sweep` is signed, positive clockwise on screen, from `startAngle`.
    case arc(center: Point, radius: Double, startAngle: PlaneAngle, sweep: PlaneAngle)
    /// A circle.
    case circle(center: Point, radius: Double)
    /// An ellipse flatter than a circle drawn by hand.
    case ellipse(PlaneEllipse)
    /// A smooth stroke no other shape describes, as a chain of cubic Bézier segments, each
    /// starting where the one before ends; `isClosed` when the last ends where the first starts.
    case curve(segments: [CubicBezier], isClosed: Bool)
    /// An Archimedean spiral: the radius goes evenly from `startRadius` to `endRadius` while
    /// the angle goes from `startAngle` through `sweep` (signed, positive clockwise on screen,
    /// past 360° for more than a turn).
    case spiral(center: Point, startRadius: Double, endRadius: Double, startAngle: PlaneAngle, sweep: PlaneAngle)
    /// A coil: loops of `radius` round a centre that moves evenly along the axis from `from` to
    /// `to` while turning `turns` times (signed, positive clockwise on screen), starting at
    /// `startAngle` round `from`.
    case helix(from: Point, to: Point, radius: Double, turns: Double, startAngle: PlaneAngle)
    /// A closed three-sided shape.
    case triangle(vertices: [Point])
    /// A closed four-sided shape with right angles, at any rotation; `isSquare` when its sides
    /// are equal, or nearly so as drawn (a square drawn on its corner is a square; without
    /// snapping, ``ShapeRecognizer/Configuration/snaps``, its sides stay as drawn).
    case rectangle(vertices: [Point], isSquare: Bool)
    /// A rhombus that is not a square: four equal sides, its diagonals perpendicular and unequal.
    case diamond(vertices: [Point])
    /// A closed shape of four or more corners that is no rectangle, diamond or star.
    case polygon(vertices: [Point])
    /// A star of `points` tips at `outerRadius` from `center` and inner corners at
    /// `innerRadius`, its first tip at `rotation` (screen convention).
    case star(center: Point, outerRadius: Double, innerRadius: Double, points: Int, rotation: PlaneAngle)

    /// The shapes' names, as the command line and JSON print them.
    public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
        /// ``DrawnShape/line(from:to:)``.
        case line
        /// ``DrawnShape/polyline(vertices:)``.
        case polyline
        /// ``DrawnShape/arc(center:radius:startAngle:sweep:)``.
        case arc
        /// ``DrawnShape/circle(center:radius:)``.
        case circle
        /// ``DrawnShape/ellipse(_:)``.
        case ellipse
        /// ``DrawnShape/curve(segments:isClosed:)``.
        case curve
        /// ``DrawnShape/spiral(center:startRadius:endRadius:startAngle:sweep:)``.
        case spiral
        /// ``DrawnShape/helix(from:to:radius:turns:startAngle:)``.
        case helix
        /// ``DrawnShape/triangle(vertices:)``.
        case triangle
        /// ``DrawnShape/rectangle(vertices:isSquare:)``.
        case rectangle
        /// ``DrawnShape/diamond(vertices:)``.
        case diamond
        /// ``DrawnShape/polygon(vertices:)``.
        case polygon
        /// ``DrawnShape/star(center:outerRadius:innerRadius:points:rotation:)``.
        case star

        /// The closed outlines: circle, ellipse, triangle, rectangle, diamond, polygon and star.
        /// A curve may be closed too (``DrawnShape/curve(segments:isClosed:)``), but as a kind it
        /// is a freeform stroke, not an outline.
        public var isClosed: Bool {
            switch self {
            case .line, .polyline, .arc, .curve, .spiral, .helix: false
            case .circle, .ellipse, .triangle, .rectangle, .diamond, .polygon, .star: true
            }
        }
    }

    /// Which shape this is.
    public var kind: Kind {
        switch self {
        case .line: .line
        case .polyline: .polyline
        case .arc: .arc
        case .circle: .circle
        case .ellipse: .ellipse
        case .curve: .curve
        case .spiral: .spiral
        case .helix: .helix
        case .triangle: .triangle
        case .rectangle: .rectangle
        case .diamond: .diamond
        case .polygon: .polygon
        case .star: .star
        }
    }

    /// Whether a rectangle or a diamond stands on a corner, ◇ rather than □: its diagonals lie
    /// nearer the screen's axes than its sides. A square drawn on its corner is what people draw
    /// as a diamond. `false` for every other shape.
    ///
    /// - Complexity: O(1).
    public var standsOnCorner: Bool {
        switch self {
        case .rectangle(let vertices, _), .diamond(let vertices):
            vertices.count == 4 && Quadrilateral(vertices).standsOnCorner
        default: false
        }
    }
}
