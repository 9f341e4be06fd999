import Encircle
import EncircleEvaluation
import EncircleTestSupport
import Testing

@testable import EncircleShapes

/// The shape recognizer under the evaluation's transforms for a digitizer's faults and noise
/// (`encircle shapes --transform swap-pairs|spike:F[:N]|jitter:SD|grid:Q`): on the generated shapes of
/// its own tests, and on the $1 study's strokes.
@Suite struct ShapeRecognizerFaultTests {
    /// The faults that change what a generated shape is named, and why.
    static let knownChanges: [String: [String: String]] = [
        "jitter:1": [
            "arc 60°": "1 pt of noise on a shallow arc of 60 samples bends it out of its circle: a curve",
            "arc 90°": "the same: a curve",
            "S-curve": "the noise makes corners of its bends: a polyline",
            "hexagon": "the noise cuts its sides: no shape",
        ]
    ]

    /// A digitizer's faults and noise do not change what was drawn, but for the changes listed
    /// in ``knownChanges``.
    @Test(arguments: [
        StrokeTransform.swapPairs, .spike(share: 0.05, count: 1), .spike(share: 0.1, count: 1), .jitter(1),
    ])
    func faultsDoNotChangeTheShape(transform: StrokeTransform) throws {
        let spec = transform.description
        for (name, stroke, kind) in GeneratedShapes.cases {
            let recognition = ShapeRecognizer().recognize(transform.apply(to: stroke))
            let named = recognition.shape?.kind.rawValue
            if let why = Self.knownChanges[spec]?[name] {
                withKnownIssue("\(name), \(spec): \(why)", isIntermittent: true) {
                    #expect(named == kind, "\(name), \(spec): \(Self.describe(recognition))")
                }
            } else {
                #expect(named == kind, "\(name), \(spec): \(Self.describe(recognition))")
            }
        }
    }

    static func describe(_ recognition: ShapeRecognition) -> String {
        recognition.shape.map { "\($0)".prefix(80).description } ?? recognition.rejection.map(\.message) ?? "?"
    }

    /// Small strokes on whole pixels (`encircle shapes Data/eds1.jsonl --transform scale:0.1
    /// --transform grid:1`): EDS-1's circles drawn a tenth as large, about 30 pixels across, on a
    /// screen that reports whole pixels stay circles, as the grid's rounding noise is counted in
    /// the noise that sets a corner's window (262 of 280 without it; Guides/Shapes.md, "Whole
    /// pixels").
    @Test func smallCirclesOnWholePixelsStayCircles() throws {
        let circles = try DevelopmentSets.load(.eds1).filter { $0.label == "circle" }
        try #require(circles.count == 280)
        let small: [StrokeTransform] = [.scale(0.1), .grid(1)]
        let named = circles.count {
            ShapeRecognizer().recognize(small.apply(to: $0.stroke)).shape?.kind == .circle
        }
        #expect(named >= 272, "\(named)/280")
    }

    /// A digitizer's faults on the $1 study's strokes: the closed shapes stay as right as the
    /// cascade of thresholds this recognizer replaced kept them with three jumps a stroke, 95.7%.
    @Test(arguments: [StrokeTransform.swapPairs, .spike(share: 0.05, count: 1), .spike(share: 0.05, count: 3)])
    func closedShapesSurviveFaults(transform: StrokeTransform) throws {
        let fault = transform.description
        let strokes = DevelopmentStrokes.entriesOrIssue().filter {
            ["circle", "rectangle", "triangle", "star"].contains($0.label)
        }
        try #require(strokes.count == 600)
        let right = strokes.count {
            ShapeRecognizer().recognize(transform.apply(to: $0.stroke)).shape?.kind.rawValue == $0.label
        }
        #expect(Double(right) / 600 >= 0.957, "\(fault): \(right)/600")
    }

    /// With 1 pt of noise on every sample, the $1 study's circles are named circles as often as
    /// by the cascade of thresholds this recognizer replaced: 148 of 150 (Guides/Shapes.md, its
    /// faults table; every row there no worse than the cascade's). With 2 pt (about 1.5% of
    /// their size) 141, and 3 pt 116: a corner's window spans chords their noise turns little
    /// (``ShapeSummary/cornerNoiseTurn(_:)``), the noise measured on the samples as recorded
    /// (113 and 50 before either).
    @Test(arguments: [(1.0, 148), (2, 141), (3, 116)])
    func noisyCirclesStayCircles(noise: Double, circles expected: Int) throws {
        let circles = DevelopmentStrokes.entriesOrIssue().filter { $0.label == "circle" }
        try #require(circles.count == 150)
        let named = circles.count {
            ShapeRecognizer().recognize(StrokeTransform.jitter(noise).apply(to: $0.stroke)).shape?.kind == .circle
        }
        #expect(named >= expected, "\(named)/150 with noise of \(noise) pt")
    }

    /// With every other sample dropped, SIGN's circles (about 24 samples a lap) are named
    /// circles as often as the circle detector finds them: the tight end of an egg-shaped
    /// circle is no corner however sparse its samples (1,085 of 1,200 before it was not).
    @Test func sparseCirclesStayCircles() throws {
        let circles = try DevelopmentSets.load(.sign).filter { $0.label == "circle" }
        try #require(circles.count == 1200)
        let sparse = circles.map { StrokeTransform.thin(2).apply(to: $0.stroke) }
        let found = sparse.count { CircleDetector().detect(in: $0).isRecognized }
        let named = sparse.count { ShapeRecognizer().recognize($0).shape?.kind == .circle }
        #expect(named >= found, "\(named) named circles, \(found) found by the circle detector, of 1,200")
    }

    /// With a sample that jumped 5% of the size, SIGN's spirals stay spirals (571 of 600; 567
    /// before jumps off a straight stretch were put back, 525 when the jump's swing counted as
    /// turning back, 573 without a jump): where the pen moves fast, a jump about as long as a
    /// step between samples is one the three-point filter keeps.
    @Test func spiralsSurviveAJump() throws {
        let spirals = try DevelopmentSets.load(.sign).filter { $0.label == "snail" }
        try #require(spirals.count == 600)
        let named = spirals.count {
            let spiked = StrokeTransform.spike(share: 0.05, count: 1).apply(to: $0.stroke)
            return ShapeRecognizer().recognize(spiked).shape?.kind == .spiral
        }
        #expect(named >= 560, "\(named)/600")
    }

    /// With a sample that jumped 5% of the size, SIGN's arcs (about 30 samples each) are named
    /// arcs or curves at least 95% of the time (2,305 of 2,400; 2,273 before jumps the
    /// three-point filter keeps were put back), and keep the name they have without it but for
    /// at most 100 (91; 286 before): on a sparse stroke the jump stands off the path by about a
    /// step, and its corner made polylines of smooth strokes.
    @Test func arcsSurviveAJump() throws {
        let arcs = try DevelopmentSets.load(.sign).filter { $0.label.hasPrefix("curve_") }
        try #require(arcs.count == 2400)
        let recognizer = ShapeRecognizer()
        var smooth = 0, renamed = 0
        for arc in arcs {
            let spiked = StrokeTransform.spike(share: 0.05, count: 1).apply(to: arc.stroke)
            let named = recognizer.recognize(spiked).shape?.kind
            if named == .arc || named == .curve { smooth += 1 }
            if named != recognizer.recognize(arc.stroke).shape?.kind { renamed += 1 }
        }
        #expect(smooth >= 2280, "\(smooth)/2400 arcs or curves")
        #expect(renamed <= 100, "\(renamed)/2400 renamed by a jump")
    }

    /// Every drawn star is a star under each fault and sampling of Guides/Shapes.md, every other
    /// sample kept included (44 of 54 when its corners had to be found: with two or three
    /// samples a side, a corner's window reaches the next tip); their distance to the centre
    /// (``RadialProfile``) still rises to each tip and falls to each inner corner. EDS-1's
    /// strike-throughs, a zigzag closed by a stroke back, reach out left and right in turn, and
    /// none is a star (28 of 280 were while tips out of turn were not counted).
    @Test(arguments: [
        nil, StrokeTransform.thin(2), .swapPairs, .spike(share: 0.05, count: 1), .jitter(1), .densify(3),
    ])
    func starsAreStarsHoweverSparse(transform: StrokeTransform?) throws {
        let stars = try DevelopmentSets.load(.drawnShapes).filter { $0.label == "star" }
        let zigzags = try DevelopmentSets.load(.eds1).filter { $0.label == "strike_through" }
        try #require(stars.count == 54 && zigzags.count == 280)
        let recognizer = ShapeRecognizer()
        func named(_ stroke: Stroke) -> DrawnShape.Kind? {
            recognizer.recognize(transform?.apply(to: stroke) ?? stroke).shape?.kind
        }
        let description = transform?.description ?? "as recorded"
        #expect(stars.count { named($0.stroke) == .star } == 54, "\(description)")
        #expect(zigzags.count { named($0.stroke) == .star } == 0, "\(description)")
    }

    /// Where the corners found where it turns make no outline of its sides, a triangle, a
    /// rectangle or a diamond is the polygon inscribed in it (``InscribedPolygon``): the drawn
    /// rectangles are 72 of 72 as recorded and with `jitter:1` (71 and 69 before), 71 with
    /// `thin:2` (69), EDS-1's 278 of 280 (275); the drawn triangles with `jitter:1` 54 of 54
    /// (52). No drawn circle, ellipse, heart or cloud is named one of them.
    @Test(arguments: [
        (nil, 72, 278, 54), (StrokeTransform.jitter(1), 72, 279, 54), (.thin(2), 71, 278, 54),
        (.spike(share: 0.05, count: 3), 72, 278, 53),
    ])
    func polygonsInscribedWhereCornersAreNotFound(
        transform: StrokeTransform?, drawnRectangles: Int, edsRectangles: Int, drawnTriangles: Int
    ) throws {
        let drawn = try DevelopmentSets.load(.drawnShapes)
        let eds = try DevelopmentSets.load(.eds1).filter { $0.label == "rectangle" }
        try #require(eds.count == 280)
        let recognizer = ShapeRecognizer()
        func named(_ stroke: Stroke) -> DrawnShape.Kind? {
            recognizer.recognize(transform?.apply(to: stroke) ?? stroke).shape?.kind
        }
        let description = transform?.description ?? "as recorded"
        #expect(
            drawn.count { $0.label == "rectangle" && named($0.stroke) == .rectangle } >= drawnRectangles,
            "\(description)")
        #expect(
            drawn.count { $0.label == "triangle" && named($0.stroke) == .triangle } >= drawnTriangles, "\(description)")
        #expect(eds.count { named($0.stroke) == .rectangle } >= edsRectangles, "\(description)")
        let round = drawn.filter { ["circle", "ellipse", "heart", "cloud"].contains($0.label) }
        #expect(round.count { [.triangle, .rectangle, .diamond].contains(named($0.stroke)) } == 0, "\(description)")
    }

    /// Sampled a third or a quarter as often, the drawn triangles, rectangles and diamonds have
    /// three to five samples a side (13 to 18 samples a rectangle), and a corner's window reaches
    /// the next corner. Read also with corners allowed within two windows of each other
    /// (``ShapeSummary/sparseClosedOutline``) and with the corner where the ends meet
    /// (``ShapeSummary/closingCorners``): rectangles 66 and 58 of 72 (62 and 54 without),
    /// diamonds 30 and 28 of 36 (28 and 26), triangles 47 and 37 of 54 (46 and 37). No drawn
    /// circle, ellipse or cloud becomes one of them; one heart is a triangle with `thin:4`, as it
    /// was before. With `thin:3` one rectangle was lost since (65): drawn twice round in 25
    /// samples, its corners read as noise (``ShapeSummary/noise(of:)``) and widen its headings.
    @Test(arguments: [(StrokeTransform.thin(3), 65, 30, 47), (.thin(4), 58, 28, 37)])
    func sparseShapesKeepTheirCorners(transform: StrokeTransform, rectangles: Int, diamonds: Int, triangles: Int)
        throws
    {
        let drawn = try DevelopmentSets.load(.drawnShapes)
        let recognizer = ShapeRecognizer()
        func count(_ label: String, named kinds: Set<DrawnShape.Kind>) -> Int {
            drawn.count { entry in
                entry.label == label
                    && recognizer.recognize(transform.apply(to: entry.stroke)).shape.map { kinds.contains($0.kind) }
                        == true
            }
        }
        #expect(count("rectangle", named: [.rectangle]) >= rectangles, "\(transform)")
        #expect(count("diamond", named: [.diamond]) >= diamonds, "\(transform)")
        #expect(count("triangle", named: [.triangle]) >= triangles, "\(transform)")
        let cornered: Set<DrawnShape.Kind> = [.triangle, .rectangle, .diamond]
        for label in ["circle", "ellipse", "cloud"] {
            #expect(count(label, named: cornered) == 0, "\(label), \(transform)")
        }
        #expect(count("heart", named: cornered) <= 1, "\(transform)")
    }

    /// With 1 pt of noise or three times their samples, the drawn hearts are no polygons: cut
    /// into 7 to 10 chords, their lobes bow more than a polygon's sides may (3 and 1 of the 18
    /// were polygons when a polygon's sides could bow as much as a triangle's), while the drawn
    /// pentagons and hexagons stay polygons as often as before (30 and 33 of 36).
    @Test(arguments: [(StrokeTransform.jitter(1), 30), (.densify(3), 33)])
    func noisyHeartsAreNoPolygons(transform: StrokeTransform, polygons: Int) throws {
        let drawn = try DevelopmentSets.load(.drawnShapes)
        let hearts = drawn.filter { $0.label == "heart" }, polygonal = drawn.filter { $0.label == "polygon" }
        try #require(hearts.count == 18 && polygonal.count == 36)
        let recognizer = ShapeRecognizer()
        func named(_ stroke: Stroke) -> DrawnShape.Kind? {
            recognizer.recognize(transform.apply(to: stroke)).shape?.kind
        }
        #expect(hearts.count { named($0.stroke) == .polygon } == 0, "\(transform)")
        #expect(polygonal.count { named($0.stroke) == .polygon } >= polygons, "\(transform)")
    }

    /// A polygon's sides bow at most 4/5 of `maximumSideBend` (``PolygonCandidate/sideBendShare``,
    /// 12%): of the drawn pentagons, hexagons and hearts that pass as polygons when their sides may
    /// bow 15%, as recorded and under the faults and samplings of Guides/Shapes.md, the four
    /// hearts bow 13.7% or more and the pentagons and hexagons 11.3% or less (11.1% before the
    /// noise was measured on the samples as recorded: a pentagon with three jumps, 11.23%).
    @Test func aPolygonsSidesAreStraighterThanAHeartsChords() throws {
        let drawn = try DevelopmentSets.load(.drawnShapes).filter { ["polygon", "heart"].contains($0.label) }
        try #require(drawn.count == 54)
        var asLoose = ShapeRecognizer.Configuration.default
        asLoose.maximumSideBend /= PolygonCandidate.sideBendShare
        let recognizer = ShapeRecognizer()
        var bends: [String: [Double]] = [:]
        let transforms: [StrokeTransform?] = [
            nil, .swapPairs, .spike(share: 0.05, count: 1), .spike(share: 0.05, count: 3), .jitter(1), .thin(2),
            .densify(3),
        ]
        for transform in transforms {
            for entry in drawn {
                let stroke = transform?.apply(to: entry.stroke) ?? entry.stroke
                let samples = stroke.samples.map(\.point)
                let filtered = ShapeSummary.filtered(samples)
                let box = try #require(Rect(enclosing: filtered))
                let summary = ShapeSummary(
                    samples: samples, filtered: filtered, box: box, configuration: recognizer.configuration,
                    circles: recognizer.circles)
                guard PolygonCandidate.fit(summary, asLoose).passes, let outline = summary.closedOutline else {
                    continue
                }
                bends[entry.label, default: []].append(outline.bend)
            }
        }
        let hearts = bends["heart"] ?? [], polygons = bends["polygon"] ?? []
        try #require(hearts.count == 4 && polygons.count >= 200, "\(hearts.count) hearts, \(polygons.count) polygons")
        // The figures to a tenth of a percent, and the limit between them.
        let limit = ShapeRecognizer.Configuration.default.maximumSideBend * PolygonCandidate.sideBendShare
        #expect(hearts.min()! >= 0.1365 && hearts.min()! > limit, "\(hearts)")
        #expect(polygons.max()! < 0.1125 && polygons.max()! < limit, "\(polygons.max()!)")
    }

    /// The drawn ellipses stay ellipses with swapped pairs, a jump and half their samples (36 of
    /// 36 each; 30, 31 and 32 when a fault that sharpened a flat one's tips made it a triangle
    /// of its tips and the corner where its ends meet, which lies farther from it).
    @Test(arguments: [StrokeTransform.swapPairs, .spike(share: 0.05, count: 1), .thin(2)])
    func flatEllipsesStayEllipses(transform: StrokeTransform) throws {
        let ellipses = try DevelopmentSets.load(.drawnShapes).filter { $0.label == "ellipse" }
        try #require(ellipses.count == 36)
        let named = ellipses.count {
            ShapeRecognizer().recognize(transform.apply(to: $0.stroke)).shape?.kind == .ellipse
        }
        #expect(named >= 35, "\(transform): \(named)/36")
    }

    /// A jump a sample from a corner leaves a bump at the end of a side, with no side beyond it
    /// in line: it joins the side it is on (a drawn diamond with a jump: a hexagon before).
    @Test func aJumpNearACornerIsNoCorner() throws {
        let diamond = try DevelopmentSets.stroke(named: "g6/diamond-2/1", in: .drawnShapes)
        let spiked = StrokeTransform.spike(share: 0.05, count: 1).apply(to: diamond)
        #expect(ShapeRecognizer().recognize(spiked).shape?.kind == .diamond)
    }
}
