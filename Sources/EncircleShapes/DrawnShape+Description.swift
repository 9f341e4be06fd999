import Encircle

extension DrawnShape: CustomStringConvertible {
    /// The shape and its geometry in one line, as ``DetectedCircle``'s description gives a
    /// circle's: "circle: centre (200, 300), radius 80", "rectangle: corners (0, 0), (100, 0),
    /// (100, 50), (0, 50)", "arc: centre (0, 0), radius 50, from 0° through 90° clockwise".
    /// Lengths and coordinates to one decimal; a square and a closed curve say so.
    ///
    /// - Complexity: O(*v*) in the shape's vertices or segments.
    public var description: String {
        switch self {
        case .line(let from, let to):
            return "line: from \(NumberText.point(from)) to \(NumberText.point(to))"
        case .polyline(let vertices):
            return "polyline: vertices \(Self.text(vertices))"
        case .arc(let center, let radius, let startAngle, let sweep):
            let circle = PlaneCircle(center: center, radius: radius)
            return "arc: \(circle.geometryText), from \(startAngle) through \(Self.text(turning: sweep))"
        case .circle(let center, let radius):
            return "circle: \(PlaneCircle(center: center, radius: radius).geometryText)"
        case .ellipse(let ellipse):
            return "ellipse: \(ellipse.geometryText)"
        case .curve(let segments, let isClosed):
            let segmentCount = "\(segments.count) Bézier segment\(segments.count == 1 ? "" : "s")"
            guard let first = segments.first, let last = segments.last else { return "curve: \(segmentCount)" }
            let ends =
                isClosed
                ? "closed at \(NumberText.point(first.from))"
                : "from \(NumberText.point(first.from)) to \(NumberText.point(last.to))"
            return "curve: \(segmentCount), \(ends)"
        case .spiral(let center, let startRadius, let endRadius, let startAngle, let sweep):
            return
                "spiral: centre \(NumberText.point(center)), radius \(NumberText.length(startRadius)) to \(NumberText.length(endRadius)), "
                + "from \(startAngle) through \(Self.text(turning: sweep))"
        case .helix(let from, let to, let radius, let turns, _):
            let direction = RotationDirection(screenAngle: .degrees(turns))
            return
                "helix: from \(NumberText.point(from)) to \(NumberText.point(to)), radius \(NumberText.length(radius)), "
                + "\(NumberText.length(abs(turns))) turns \(direction.rawValue)"
        case .triangle(let vertices):
            return "triangle: corners \(Self.text(vertices))"
        case .rectangle(let vertices, let isSquare):
            return "rectangle: corners \(Self.text(vertices))\(isSquare ? ", a square" : "")"
        case .diamond(let vertices):
            return "diamond: corners \(Self.text(vertices))"
        case .polygon(let vertices):
            return "polygon: \(vertices.count) corners \(Self.text(vertices))"
        case .star(let center, let outerRadius, let innerRadius, let points, let rotation):
            return
                "star: \(points) points, centre \(NumberText.point(center)), radii \(NumberText.length(outerRadius)) "
                + "and \(NumberText.length(innerRadius)), first tip at \(rotation)"
        }
    }

    private static func text(_ points: [Point]) -> String { points.map(NumberText.point).joined(separator: ", ") }

    /// A signed sweep as its size and its direction on screen: "90° clockwise".
    private static func text(turning sweep: PlaneAngle) -> String {
        "\(PlaneAngle.degrees(abs(sweep.degrees))) \(RotationDirection(screenAngle: sweep).rawValue)"
    }
}
