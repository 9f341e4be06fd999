import Encircle

/// A polygon: a closed outline of four to ``ShapeRecognizer/Configuration/maximumCorners``
/// straight sides that do not cross, which no rectangle, diamond or star describes.
enum PolygonCandidate: ShapeCandidate {
    static let kind = DrawnShape.Kind.polygon

    static func fit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        let (outline, tests) = ShapeTest.closedOutline(summary, configuration)
        guard let outline else { return CandidateFit(kind: kind, shape: nil, tests: tests) }
        let vertices = outline.vertices
        let direction: Double = summary.steadyTurning.total >= 0 ? 1 : -1
        let polygonTests = [
            ShapeTest.sides(vertices.count, atLeast: 4),
            .sides(vertices.count, atMost: configuration.maximumCorners),
            .count(StarCandidate.crosses(vertices) ? 1 : 0, .countAtMost, 0, .looseFit) { _, _ in
                "its sides cross (a polygon's do not)"
            },
            .fewBackCorners(summary, direction: direction, reflexCorners: outline.turns.count { $0 * direction < 0 }),
        ]
        let shape = DrawnShape.polygon(vertices: configuration.snaps ? ShapeSnapping.polygon(vertices) : vertices)
        return CandidateFit(kind: kind, shape: shape, tests: polygonTests + tests)
    }
}
