import Encircle

/// A polyline: an open chain of two to ``ShapeRecognizer/Configuration/maximumCorners``
/// straight sides.
enum PolylineCandidate: ShapeCandidate {
    static let kind = DrawnShape.Kind.polyline

    static func fit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        let outline = summary.openOutline
        let count = outline.sides.count
        var tests = [
            ShapeTest.sides(count, atLeast: 2), .sides(count, atMost: configuration.maximumCorners),
            .straightSides(outline, configuration), .clearCorners(outline, configuration),
        ]
        // Three sides or more whose ends meet are a closed shape's, unless they cross (a figure
        // no polygon is).
        if count >= 3, let closed = summary.closedOutline, !StarCandidate.crosses(closed.vertices) {
            tests.append(.open(summary, configuration))
        }
        let vertices = configuration.snaps ? ShapeSnapping.polyline(outline.vertices) : outline.vertices
        return CandidateFit(kind: kind, shape: .polyline(vertices: vertices), tests: tests)
    }
}
