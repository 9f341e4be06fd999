import Encircle

/// A polyline: an open chain of two to ``ShapeRecognizer/Configuration/maximumCorners``
/// straight sides.
enum PolylineCandidate: ShapeCandidate {
    static let kind = DrawnShape.Kind.polyline
    /// A smooth stroke whose sides bow (more than ``Outline/wobbleBend``) turns at least this
    /// much, degrees, between two of them: a bracket, a chevron or a check drawn with round
    /// sides still has a near-right corner; an S, a wave or a wiggle cut into chords turns
    /// between 35° and 60° at each. Set where the polylines of the $1 study, EDS-1 and SIGN
    /// (25 people) lose at most one stroke to it (at 90°, six of the $1 study's).
    static let bowedCornerTurn = 75.0

    /// The sharpest turn between `outline`'s sides, degrees, when its sides bow and no corner is
    /// sharper than a smooth shape's (180 otherwise: a sharp corner or straight sides are a
    /// polyline's).
    static func sharpestBowedTurn(
        _ summary: ShapeSummary, _ outline: Outline, _ configuration: ShapeRecognizer.Configuration
    ) -> Double {
        guard outline.bend > Outline.wobbleBend, ShapeTest.smooth(summary, configuration).passes else { return 180 }
        return outline.sharpestTurn ?? 180
    }

    static func fit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        let outline = summary.openOutline
        let count = outline.sides.count
        var tests = [
            ShapeTest.sides(count, atLeast: 2), .sides(count, atMost: configuration.maximumCorners),
            .straightSides(outline, configuration), .clearCorners(outline, configuration),
            .atLeast(bowedCornerTurn, Self.sharpestBowedTurn(summary, outline, configuration), ideal: 90, .curved) {
                "its sides bow and it turns at most \(Words.degrees($0)) between them, as a curve bends (a polyline with bowed sides turns at least \(Words.degrees($1)) at a corner)"
            },
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
