import Encircle

/// A polygon: a closed outline of four to ``ShapeRecognizer/Configuration/maximumCorners``
/// straight sides that do not cross, which no rectangle, diamond or star describes.
enum PolygonCandidate: ShapeCandidate {
    static let kind = DrawnShape.Kind.polygon
    /// A polygon's sides bow at most this share of
    /// ``ShapeRecognizer/Configuration/maximumSideBend`` (12% by default): straighter than a
    /// triangle's or a rectangle's may. With five sides or more its corners turn 72° or less, as
    /// the corners of a curve cut into as many chords do, and such a chord bows tan(θ/4)/2 of its
    /// length between corners turning θ: 10% at 45°, 13.4% at 60°, 16.2% at 72°. The drawn
    /// hearts that pass as polygons with 1 pt of noise or three times their samples bow 13.7% or
    /// more, the drawn pentagons and hexagons 11.1% or less with every fault and sampling of the
    /// Guide (`ShapeRecognizerFaultTests.aPolygonsSidesAreStraighterThanAHeartsChords`).
    static let sideBendShare = 0.8

    static func fit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        let (outline, tests) = ShapeTest.closedOutline(summary, configuration, sideBendShare: Self.sideBendShare)
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
