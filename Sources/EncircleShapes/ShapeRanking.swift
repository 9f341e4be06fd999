/// The candidate shapes, simplest first: the first whose tests all pass names the stroke.
///
/// Most pairs cannot both pass (a closed outline is no polyline, a smooth stroke has no
/// corners), so the order settles only the few strokes two shapes describe:
/// - a **line** before everything: a straight stroke is a line, whatever else bows as little;
/// - the closed outlines by their number of sides; the **rectangle** before the **diamond**,
///   so that a square on its corner, whose diagonals are equal and perpendicular, is a square;
///   the **star** before the **polygon**, so that a star's outline is a star;
/// - the triangle, rectangle, diamond and star before the round shapes: three to five straight
///   sides between clear corners are more particular than roundness (a square with rounded
///   corners is a square), unless a round shape that passes too lies closer to the stroke
///   (``winner(of:_:_:)``);
/// - the **polygon** after them: a circle drawn slowly, with kinks, can be cut into six or eight
///   nearly straight sides, and a polygon the circle detector accepts is round enough to be one;
/// - **circle** and **ellipse** before the **arc**: a round stroke that closes is the closed
///   shape; the circle before the ellipse, split by their aspect ratio anyway;
/// - the **polyline** after the arc: a smooth bow that a circle fits is an arc, not chords;
/// - **spiral** and **helix** before the **curve**, which is last: the smooth strokes nothing
///   else describes.
///
/// A new shape is a ``ShapeCandidate`` and one line here.
enum ShapeRanking {
    /// The fit that names the stroke, as an index of `fits` (one per candidate, in ranking
    /// order): the first that passes, but for one rule. When that is a shape of straight sides
    /// ranked before the round shapes (``cornered``) and a circle or an ellipse passes too, the
    /// one whose outline lies closer to the stroke's points (its first lap's), by the root mean
    /// square of their distances, names it. A flat ellipse whose tips a fast hand or a
    /// digitizer's swapped samples sharpen passes as a triangle of its tips and the corner
    /// where its ends meet, and lies several times closer to its ellipse; a rectangle with
    /// rounded corners that passes as an ellipse too lies several times closer to its
    /// rectangle. The two are compared as fitted, before snapping; `nil` when nothing passes.
    ///
    /// - Complexity: O(*n*) for the summary's *n* points, which are bounded.
    static func winner(
        of fits: [CandidateFit], _ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration
    ) -> Int? {
        guard let first = fits.firstIndex(where: \.passes) else { return nil }
        guard cornered.contains(fits[first].kind),
            let round = fits.indices.first(where: { Self.round.contains(fits[$0].kind) && fits[$0].passes })
        else { return first }
        var unsnapped = configuration
        unsnapped.snaps = false
        func distance(_ index: Int) -> Double {
            candidates[index].fit(summary, unsnapped).shape?.rootMeanSquareDistance(of: summary.firstLapPoints)
                ?? .infinity
        }
        return distance(round) < distance(first) ? round : first
    }

    /// The shapes of straight sides ranked before the round shapes…
    static let cornered: Set<DrawnShape.Kind> = [.triangle, .rectangle, .diamond, .star]
    /// …and the round shapes.
    static let round: Set<DrawnShape.Kind> = [.circle, .ellipse]

    static var candidates: [any ShapeCandidate.Type] {
        [
            LineCandidate.self,
            TriangleCandidate.self,
            RectangleCandidate.self,
            DiamondCandidate.self,
            StarCandidate.self,
            CircleCandidate.self,
            EllipseCandidate.self,
            ArcCandidate.self,
            PolygonCandidate.self,
            PolylineCandidate.self,
            SpiralCandidate.self,
            HelixCandidate.self,
            CurveCandidate.self,
        ]
    }
}
