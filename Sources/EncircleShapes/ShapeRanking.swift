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
///   corners is a square);
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
