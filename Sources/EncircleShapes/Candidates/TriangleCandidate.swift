import Encircle

/// A triangle: a closed outline of three straight sides.
enum TriangleCandidate: ShapeCandidate {
    static let kind = DrawnShape.Kind.triangle

    static func fit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        let (vertices, tests) = ShapeTest.closedOutline(summary, configuration, sides: 3)
        let shape = vertices.map {
            DrawnShape.triangle(vertices: configuration.snaps ? ShapeSnapping.triangle($0) : $0)
        }
        return CandidateFit(kind: kind, shape: shape, tests: tests)
    }
}
