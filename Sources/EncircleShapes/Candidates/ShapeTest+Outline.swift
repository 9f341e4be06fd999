import Encircle

/// The tests of the shapes made of straight sides, each defined once.
extension ShapeTest {
    /// `count` sides: too many or too few corners.
    static func sides(_ count: Int, is expected: Int) -> ShapeTest {
        .count(count, .countExactly, expected, count > expected ? .tooManyCorners : .tooFewCorners) {
            "it has \(Words.count($0, "side")) (this shape \(Words.count($1)))"
        }
    }

    /// At most `limit` sides.
    static func sides(_ count: Int, atMost limit: Int) -> ShapeTest {
        .count(count, .countAtMost, limit, .tooManyCorners) {
            "it has \(Words.count($0, "side")) (at most \(Words.count($1)))"
        }
    }

    /// At least `limit` sides.
    static func sides(_ count: Int, atLeast limit: Int) -> ShapeTest {
        .count(count, .countAtLeast, limit, .tooFewCorners) {
            "it has \(Words.count($0, "side")) (at least \(Words.count($1)))"
        }
    }

    /// Every side straight: it bows no more than ``ShapeRecognizer/Configuration/maximumSideBend``,
    /// times `share` for a shape whose sides must be straighter.
    static func straightSides(
        _ outline: Outline, _ configuration: ShapeRecognizer.Configuration, share: Double = 1
    ) -> ShapeTest {
        .atMost(configuration.maximumSideBend * share, outline.bend, .curved) {
            "a side bows \(Words.percent($0)) of its length (a straight side at most \(Words.percent($1)))"
        }
    }

    /// Every corner a clear one: the softest turns at least
    /// ``ShapeRecognizer/Configuration/minimumCornerTurn`` (clearly, from ``clearCornerTurn(of:closed:least:)`` on).
    static func clearCorners(_ outline: Outline, _ configuration: ShapeRecognizer.Configuration) -> ShapeTest {
        clearCorners(turns: outline.turns, closed: outline.isClosed, configuration)
    }

    /// Every corner a clear one, of an outline whose corners turn `turns`, degrees.
    static func clearCorners(
        turns: [Double], closed: Bool, _ configuration: ShapeRecognizer.Configuration
    ) -> ShapeTest {
        let least = configuration.minimumCornerTurn.degrees
        return .atLeast(
            least, turns.map(abs).min() ?? 180, ideal: clearCornerTurn(of: turns, closed: closed, least: least),
            .tooFewCorners
        ) {
            "its softest corner turns \(Words.degrees($0)) (a corner at least \(Words.degrees($1)))"
        }
    }

    /// The turn of a corner beyond doubt, degrees, for corners that turn `turns`: a right
    /// angle's, or, on a closed convex outline of n corners (all turning one way), 360° / n when
    /// that is less. Such an outline turns 360° in all, so a regular hexagon's corners turn 60°
    /// and can turn no more: they are as clear as a hexagon's can be. A star's turn both ways,
    /// and may turn more. Past `least`, the softest corner allowed, or no corner would pass: a
    /// right angle when that is past it, else halfway from it to 180° (at 180°, 180°: only a
    /// corner turning straight back passes).
    static func clearCornerTurn(of turns: [Double], closed: Bool, least: Double) -> Double {
        let convex = closed && !turns.isEmpty && (turns.allSatisfy { $0 > 0 } || turns.allSatisfy { $0 < 0 })
        let ideal = convex ? min(360 / Double(turns.count), 90) : 90
        if ideal > least { return ideal }
        return least < 90 ? 90 : (least + 180) / 2
    }

    /// The tests every closed outline shares, and the outline; a failed closure test when the
    /// ends do not meet. Its sides bow at most `sideBendShare` of
    /// ``ShapeRecognizer/Configuration/maximumSideBend``.
    static func closedOutline(
        _ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration, sideBendShare: Double = 1
    ) -> (outline: Outline?, tests: [ShapeTest]) {
        guard let outline = summary.closedOutline else {
            return (nil, [.closed(summary.closureGap, configuration)])
        }
        return closedOutline(outline, summary, configuration, sideBendShare: sideBendShare)
    }

    /// ``closedOutline(_:_:sideBendShare:)`` of `outline`, one of `summary`'s closed outlines.
    private static func closedOutline(
        _ outline: Outline, _ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration,
        sideBendShare: Double = 1
    ) -> (outline: Outline?, tests: [ShapeTest]) {
        (
            outline,
            [
                .closed(summary.lapGap, configuration),
                .straightSides(outline, configuration, share: sideBendShare),
                .clearCorners(outline, configuration),
            ]
        )
    }

    /// The vertices of a closed outline of `count` sides, with the tests every closed outline
    /// shares and the side count's; no vertices when the ends do not meet or the count is wrong.
    ///
    /// When the corners found where it turns make no such outline that passes, the polygon of
    /// `count` corners inscribed in its first lap (``InscribedPolygon``), if the stroke lies close
    /// to its sides and each of its corners is a clear one: a corner a fast hand rounds over a
    /// whole window, or two corners within a window of each other on a sparse stroke, is not
    /// found where it turns, but its points still lie on its sides.
    static func closedOutline(
        _ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration, sides count: Int
    ) -> (vertices: [Point]?, tests: [ShapeTest]) {
        func outlined(_ found: (outline: Outline?, tests: [ShapeTest])) -> (vertices: [Point]?, tests: [ShapeTest]) {
            let (outline, tests) = found
            return outline.map {
                ($0.vertices.count == count ? $0.vertices : nil, [.sides($0.vertices.count, is: count)] + tests)
            } ?? (nil, tests)
        }
        let found = outlined(closedOutline(summary, configuration))
        if found.vertices != nil, found.tests.allSatisfy(\.passes) { return found }
        if let sparse = summary.sparseClosedOutline {
            let near = outlined(closedOutline(sparse, summary, configuration))
            if near.vertices != nil, near.tests.allSatisfy(\.passes) { return near }
        }
        return inscribedOutline(summary, configuration, sides: count) ?? found
    }

    /// The polygon of `count` corners inscribed in the first lap, with its tests, when it
    /// passes them: closed, the stroke close to its sides, every corner a clear one.
    private static func inscribedOutline(
        _ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration, sides count: Int
    ) -> (vertices: [Point]?, tests: [ShapeTest])? {
        guard let hull = summary.closedHull,
            let polygon = InscribedPolygon(
                inscribedIn: hull, count: count, points: summary.firstLapPoints, diagonal: summary.diagonal)
        else { return nil }
        let tests = [
            ShapeTest.closed(summary.lapGap, configuration),
            .atMost(InscribedPolygon.maximumFitError, polygon.fitError, .looseFit) {
                "it lies \(Words.percent($0)) of its size from its corners' sides (at most \(Words.percent($1)))"
            },
            .clearCorners(
                turns: Quadrilateral.interiorAngles(polygon.corners(of: summary.firstLapPoints)).map { 180 - $0 },
                closed: true, configuration),
        ]
        return tests.allSatisfy(\.passes) ? (polygon.vertices(of: summary.firstLapPoints), tests) : nil
    }
}
