import Encircle

/// A straight line: one side that bows no more than ``ShapeRecognizer/Configuration/maximumLineBend``
/// and does not double back.
enum LineCandidate: ShapeCandidate {
    static let kind = DrawnShape.Kind.line
    /// A line's ends lie at least this share of its length apart: a stroke that goes back over
    /// itself is no line.
    static let minimumStraightness = 0.9

    static func fit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        let side = Side(summary.points[...])
        let from = side.projection(of: summary.points[0]), to = side.projection(of: summary.points.last!)
        let straightness = summary.points[0].distance(to: summary.points.last!) / max(summary.length, 1e-9)
        let tests = [
            ShapeTest.atMost(configuration.maximumLineBend, side.bend, .curved) {
                "it bows \(Words.percent($0)) of its length (a line at most \(Words.percent($1)))"
            },
            .atLeast(minimumStraightness, straightness, ideal: 1, .reverses) {
                "it goes back on itself: its ends lie \(Words.percent($0)) of its length apart (a line's at least \(Words.percent($1)))"
            },
        ]
        let line = configuration.snaps ? ShapeSnapping.line(from: from, to: to) : (from: from, to: to)
        return CandidateFit(kind: kind, shape: .line(from: line.from, to: line.to), tests: tests)
    }
}
