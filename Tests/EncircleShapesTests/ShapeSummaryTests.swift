import Encircle
import EncircleTestSupport
import Foundation
import Testing

@testable import EncircleShapes

/// The summary reads a noisy stroke's corners on headings its noise turns little: the noise is
/// measured from the samples, and the chords grow with it.
@Suite struct ShapeSummaryTests {
    /// A circle with normal noise of `sigma` on every coordinate of every sample.
    static func circle(radius: Double, count: Int, sigma: Double, seed: UInt64) -> [Point] {
        var random = SeededGenerator(seed: seed)
        return Stroke.circle(radius: radius, count: count).samples.map { sample in
            Point(x: sample.x + sigma * gaussian(&random), y: sample.y + sigma * gaussian(&random))
        }
    }

    /// Each resampled point knows how long the step between samples it lies on is: a sample
    /// that jumped swings the headings over about that long.
    @Test func resampledPointsKnowTheirStepBetweenSamples() {
        let samples = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 2)]
        let (points, steps) = ShapeSummary.resampled(samples, spacing: 1)
        #expect(points.count == 13)
        #expect(steps.count == points.count)
        #expect(steps[..<11].allSatisfy { $0 == 10 })
        #expect(steps[11...].allSatisfy { $0 == 2 })
    }

    @Test func aSmoothPathHasNoNoise() {
        let noise = ShapeSummary.noise(of: Self.circle(radius: 60, count: 120, sigma: 0, seed: 1))
        #expect(noise < 0.01)
        #expect(ShapeSummary.noise(of: [Point(x: 0, y: 0), Point(x: 1, y: 1)]) == 0)
    }

    /// Coordinates on a grid carry its rounding noise, q/√12 for a grid of q, which the third
    /// differences of a dense stroke stepping one pixel at a time do not show.
    @Test func coordinatesOnAGridHaveItsRoundingNoise() {
        let circle = Self.circle(radius: 12, count: 150, sigma: 0, seed: 1)
        let pixels = circle.map { Point(x: $0.x.rounded(), y: $0.y.rounded()) }
        #expect(ShapeSummary.gridStep(of: pixels) == 1)
        #expect(ShapeSummary.noise(of: pixels) >= 1 / 12.0.squareRoot())
        let tenths = circle.map { Point(x: ($0.x * 10).rounded() / 10, y: ($0.y * 10).rounded() / 10) }
        #expect(abs(ShapeSummary.gridStep(of: tenths) - 0.1) < 1e-9)
        #expect(ShapeSummary.gridStep(of: circle) == 0)
        // Too few samples, or none that differ, show no grid.
        #expect(ShapeSummary.gridStep(of: Array(pixels.prefix(5))) == 0)
        #expect(ShapeSummary.gridStep(of: Array(repeating: Point(x: 3, y: 4), count: 10)) == 0)
        // One sample off the grid: its steps, 0.3 and 0.7 off a whole pixel, are no multiples of
        // the least.
        var offGrid = pixels
        offGrid[7].x += 0.3
        #expect(ShapeSummary.gridStep(of: offGrid) == 0)
        // A stroke sampled sparsely, which never steps by less than 2 pixels, reads as on a grid
        // of 2.
        #expect(ShapeSummary.gridStep(of: (0..<20).map { Point(x: Double(2 * $0), y: Double(4 * ($0 % 3))) }) == 2)
        // One step a millionth of a pixel long among steps of a pixel is no grid of a millionth.
        var tiny = pixels
        tiny[1] = Point(x: tiny[0].x + 1e-6, y: tiny[0].y)
        #expect(ShapeSummary.gridStep(of: tiny) == 0)
        // A long stroke is read on steps evenly taken: on whole pixels, still a grid of 1.
        let long = Self.circle(radius: 300, count: 20_000, sigma: 0, seed: 1)
        #expect(ShapeSummary.gridStep(of: long.map { Point(x: $0.x.rounded(), y: $0.y.rounded()) }) == 1)
    }

    @Test(arguments: [0.5, 1.0, 3.0])
    func measuresTheNoiseOfTheSamples(sigma: Double) {
        for seed: UInt64 in 1...5 {
            let noise = ShapeSummary.noise(of: Self.circle(radius: 200, count: 400, sigma: sigma, seed: seed))
            #expect(abs(noise - sigma) <= 0.15 * sigma, "seed \(seed): \(noise) for σ = \(sigma)")
        }
    }

    /// The noise is measured across the path: two samples recorded in reverse order and steps of
    /// uneven length lie along it, and are no noise.
    @Test func samplesOutOfOrderOrUnevenlySpacedAreNoNoise() {
        let circle = Self.circle(radius: 60, count: 120, sigma: 0, seed: 1)
        var swapped = circle
        for index in Swift.stride(from: 0, to: swapped.count - 1, by: 2) { swapped.swapAt(index, index + 1) }
        #expect(ShapeSummary.noise(of: swapped) < 0.05)
        // Every other step a fifth as long as the next: the same circle, sampled unevenly.
        var uneven: [Point] = []
        for (a, b) in zip(circle, circle.dropFirst()) {
            uneven.append(a)
            uneven.append(Point(x: a.x + 0.2 * (b.x - a.x), y: a.y + 0.2 * (b.y - a.y)))
        }
        #expect(ShapeSummary.noise(of: uneven) < 0.05)
    }

    /// On the samples as recorded: the three-point filter drops the samples that zigzag most,
    /// so a densely sampled noisy circle (steps about as long as its noise) reads quieter after
    /// it than it is (1.1 to 1.6 pt for 2). Within 30%: the median of about 115 differences.
    @Test func theNoiseOfADenselySampledStrokeIsReadBeforeTheFilter() {
        for seed: UInt64 in 1...5 {
            let points = Self.circle(radius: 40, count: 120, sigma: 2, seed: seed)
            let noise = ShapeSummary.noise(of: points)
            #expect(abs(noise - 2) <= 0.6, "seed \(seed): \(noise)")
            let filtered = ShapeSummary.noise(of: ShapeSummary.filtered(points))
            #expect(filtered < noise && filtered <= 0.8 * 2, "seed \(seed): \(filtered) after the filter")
        }
    }

    @Test func chordsGrowWithTheNoise() {
        #expect(ShapeSummary.headingSpan(noise: 0, spacing: 2) == 1)
        #expect(ShapeSummary.headingSpan(noise: .nan, spacing: 2) == 1)
        // √2·σ / tan 15° = 5.28 σ of chord: 2.64 spacings each way for σ = 1, spacing 1.
        #expect(ShapeSummary.headingSpan(noise: 1, spacing: 1) == 3)
        #expect(ShapeSummary.headingSpan(noise: 2, spacing: 1) == 6)
        #expect(ShapeSummary.headingSpan(noise: 1, spacing: 4) == 1)
    }

    /// A corner's window spans chords whose noise turns a corner by a third of the least corner
    /// turn at one standard deviation: 35° / (3√2) = 8.25° a heading by default. A small circle
    /// with 2 pt of noise gets a window longer than its size's; the same circle clean keeps
    /// the size's.
    @Test func aNoisyStrokesCornerWindowSpansChordsItsNoiseTurnsLittle() throws {
        #expect(abs(ShapeSummary.cornerNoiseTurn(35) - 8.2496) < 1e-4)
        // √2·2 / tan 8.25° = 19.5 pt of chord, 9.75 each way.
        #expect(abs(ShapeSummary.chord(turnedBy: ShapeSummary.cornerNoiseTurn(35), noise: 2) - 19.5) < 0.05)
        #expect(ShapeSummary.pointCount(spanning: 9.75, spacing: 1.5) == 7)
        #expect(ShapeSummary.pointCount(spanning: .nan, spacing: 1) == 1)
        let clean = try ShapeRecognizerTests.summary(of: Self.circle(radius: 35, count: 90, sigma: 0, seed: 1))
        #expect(clean.window == clean.sharpnessWindow)
        let points = Self.circle(radius: 35, count: 90, sigma: 2, seed: 1)
        let noisy = try ShapeRecognizerTests.summary(of: points)
        let noise = ShapeSummary.noise(of: points)
        let chord = ShapeSummary.chord(turnedBy: ShapeSummary.cornerNoiseTurn(35), noise: noise)
        #expect(noisy.window == ShapeSummary.pointCount(spanning: chord / 2, spacing: noisy.spacing))
        #expect(noisy.window > noisy.sharpnessWindow)
    }

    /// Small circles with 1 pt of Gaussian noise on every sample, as the study's circles get under
    /// `--transform jitter:1`: their one-point headings turn by tens of degrees, which read as
    /// cusps.
    @Test func smallNoisyCirclesAreCircles() {
        var named = 0, total = 0
        for seed: UInt64 in 1...40 {
            var random = SeededGenerator(seed: seed)
            let points = Stroke.circle(radius: 35, count: 90).samples.map { sample in
                Point(x: sample.x + Self.gaussian(&random), y: sample.y + Self.gaussian(&random))
            }
            total += 1
            if ShapeRecognizer().recognize(Stroke(points: points, interval: 0.01)).shape?.kind == .circle { named += 1 }
        }
        #expect(named == total, "\(named) of \(total)")
    }

    /// Cutting a hook off can only shorten a stroke's sweep: a circle that barely closes, with
    /// a flick the summary cuts off its end, falls short of closing, and is judged whole, where
    /// the circle detector tells its own hooks from the path (SIGN's writer 4: a curve before).
    @Test func aCircleShortOfClosingOnceItsHookIsCutIsJudgedWhole() throws {
        let stroke = try Self.signStroke("writer004/sessionA/circle_right-1-0.json")
        let summary = try ShapeRecognizerTests.summary(of: stroke.samples.map(\.point))
        let recognizer = ShapeRecognizer()
        let trimmed = recognizer.circles.detect(in: Stroke(points: summary.points))
        #expect(trimmed.rejection?.reason == .notClosed)
        #expect(summary.round.isRecognized)
        #expect(recognizer.recognize(stroke).shape?.kind == .circle)
    }

    /// A clean circle's ends meet at the turn of the window its end headings span, which the
    /// closing test takes as its ideal: drawn clean, it is a circle beyond doubt (0.93 with 200
    /// samples while the ideal was 0°), and one traced with a gap is less sure.
    @Test func aCleanCirclesClosingTurnIsTheTurnOfItsEndWindow() throws {
        for count in [64, 200] {
            let stroke = Stroke.circle(center: Point(x: 200, y: 200), radius: 100, count: count + 1)
            let summary = try ShapeRecognizerTests.summary(of: stroke.samples.map(\.point))
            let ideal = summary.closingTurn(ofCircleWithRadius: 100)
            #expect(
                ideal > 2 && abs(summary.closingTurn - ideal) < 0.25 * ideal, "\(summary.closingTurn) against \(ideal)")
            let confidence = try #require(ShapeRecognizer().recognize(stroke).recognized?.confidence)
            #expect(confidence > 0.99, "\(count) samples: \(confidence)")
        }
        let gap = Stroke.circle(center: Point(x: 200, y: 200), radius: 100, count: 61, turns: 0.9)
        let confidence = try #require(ShapeRecognizer().recognize(gap).recognized?.confidence)
        #expect(confidence < 0.9)
    }

    /// Cutting a hook off can also shrink a stroke under the least size the whole stroke passed:
    /// one of SIGN's circles drawn 10.3 pt across is a circle to the circle detector, which
    /// tells its own hooks from the path, and was a curve once the summary had cut its hook
    /// (9.8 pt). It is judged whole, and is a circle.
    @Test func aCircleTooSmallOnceItsHookIsCutIsJudgedWhole() throws {
        let drawn = try Self.signStroke("writer003/sessionA/circle_right-1-24.json")
        let box = try #require(drawn.boundingBox)
        let stroke = drawn.scaled(by: 10.3 / max(box.width, box.height))
        let summary = try ShapeRecognizerTests.summary(of: stroke.samples.map(\.point))
        let recognizer = ShapeRecognizer()
        #expect(recognizer.circles.detect(in: Stroke(points: summary.points)).rejection?.reason == .tooSmall)
        #expect(recognizer.circles.detect(in: stroke).isRecognized)
        #expect(recognizer.recognize(stroke).shape?.kind == .circle)
    }

    /// A lead-in may bend more than once before the shape begins, a zigzag where the pen landed:
    /// it is cut at its innermost bend within a hook's reach, not at its first. A line begun
    /// with such a zigzag (bends of 128° and 112°, 21 and 36 pt along a path of 343) starts at
    /// the second bend; so do one of SIGN's circles, whose lead-in bends twice (writer 6), and a
    /// line whose pen slid back before drawing it (writer 5), named no shape when only the first
    /// bend was cut.
    @Test func aLeadInThatBendsTwiceIsCutAtItsInnerBend() throws {
        let corners = [
            Point(x: 0, y: 12), Point(x: 10, y: -6), Point(x: 16, y: 8), Point(x: 24, y: 0), Point(x: 320, y: 0),
        ]
        var points: [Point] = []
        for (a, b) in zip(corners, corners.dropFirst()) {
            let steps = Int((a.distance(to: b) / 2).rounded())
            points += (0..<steps).map { step in
                let f = Double(step) / Double(steps)
                return Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
            }
        }
        points.append(corners[corners.count - 1])
        let summary = try ShapeRecognizerTests.summary(of: points)
        #expect(summary.points[0].distance(to: corners[2]) < 2 * summary.spacing, "\(summary.points[0])")
        #expect(ShapeRecognizer().recognize(Stroke(points: points, interval: 1.0 / 120)).shape?.kind == .line)

        let circle = try Self.signStroke("writer006/sessionA/circle_left-1-13.json")
        #expect(ShapeRecognizer().recognize(circle).shape?.kind == .circle)
        let line = try Self.signStroke("writer005/sessionB/right-1-18.json")
        #expect(ShapeRecognizer().recognize(line).shape?.kind == .line)
    }

    /// On a sparse stroke a corner's window spans sample steps, and within it the tight end of
    /// an egg-shaped circle turns as much as a corner: its sharpness is read over the diagonal's
    /// share alone. One of SIGN's circles with every other sample dropped (20 samples) stays a
    /// circle; a heart sampled as sparsely (32 samples, from a lobe) keeps its cusp, and is no
    /// smooth shape.
    @Test func aSparseCirclesTightEndIsNoCorner() throws {
        let stroke = try Self.signStroke("writer001/sessionB/circle_right-1-13.json").thinned(keepingEvery: 2)
        let summary = try ShapeRecognizerTests.summary(of: stroke.samples.map(\.point))
        #expect(summary.sharpnessWindow < summary.window)
        #expect(summary.corners.contains { abs($0.turn) > 120 })
        #expect(summary.sharpestCorner <= 120)
        #expect(ShapeRecognizer().recognize(stroke).shape?.kind == .circle)

        let heart = ShapeRecognizerTests.heart(samples: 32, from: 0.25)
        let sparse = try ShapeRecognizerTests.summary(of: heart)
        #expect(sparse.sharpnessWindow < sparse.window)
        #expect(sparse.sharpestCorner > 120)
        let kind = ShapeRecognizer().recognize(Stroke(points: heart, interval: 0.02)).shape?.kind
        #expect(![.circle, .ellipse, .arc, .curve].contains(kind), "\(kind.map(\.rawValue) ?? "none")")
    }

    /// A closed stroke begun just past a corner ends by cutting across it: that corner lies
    /// within a window of both ends, where no corner along the stroke can be found, and is found
    /// on the stroke as if it went on round (``ShapeSummary/closingCorners``).
    @Test func theCornerWhereAClosedStrokesEndsMeetIsFound() throws {
        let corners = [Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 200, y: 100), Point(x: 0, y: 100)]
        let stroke = GeneratedShapes.sampled(corners, samples: 18, from: 0.03)
        let summary = try ShapeRecognizerTests.summary(of: stroke.samples.map(\.point))
        #expect(summary.corners.count == 3)
        #expect(summary.closedOutline?.vertices.count == 4)
        #expect(ShapeRecognizer().recognize(stroke).shape?.kind == .rectangle)
        // Begun mid-side, its ends meet on a side: no corner there.
        let midSide = GeneratedShapes.sampled(corners, samples: 18, from: 0.15)
        let points = midSide.samples.map(\.point)
        let whole = try ShapeRecognizerTests.summary(of: points)
        #expect(
            ShapeSummary.closingCorners(
                whole.points, span: 1, window: whole.window, minimumTurn: 35, nearCorners: false
            ).isEmpty)
    }

    /// A rectangle sampled 12 to 16 times has three or four samples a side: its corners' windows
    /// (1½ steps between samples each way) reach past the next corner within two windows, which
    /// a corner's flanks must not turn, so one corner in two is lost. On such a sparse stroke the
    /// closed outline is also read with flanks of half a window (``ShapeSummary/sparseClosedOutline``),
    /// over which a smooth curve still turns half as much again as over its window.
    @Test(arguments: [(12, 0.03), (14, 0.1), (16, 0.1)])
    func aSparseRectanglesCornersMayLieWithinTwoWindows(samples: Int, start: Double) throws {
        let corners = [Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 200, y: 100), Point(x: 0, y: 100)]
        let stroke = GeneratedShapes.sampled(corners, samples: samples, from: start)
        let summary = try ShapeRecognizerTests.summary(of: stroke.samples.map(\.point))
        #expect(summary.window > 2 * summary.sharpnessWindow)
        let outline = try #require(summary.sparseClosedOutline)
        #expect(outline.vertices.count == 4)
        #expect(outline.turns.allSatisfy { abs(abs($0) - 90) < 15 }, "\(outline.turns)")
        #expect(ShapeRecognizer().recognize(stroke).shape?.kind == .rectangle)
        // A circle as sparse is no rectangle: its sides would bow.
        let circle = Stroke.circle(radius: 100, count: samples)
        #expect(ShapeRecognizer().recognize(circle).shape?.kind == .circle)
    }

    /// A triangle traced twice whose pen turns back where it lifts (44°, too soft a turn for a
    /// hook) turns 526° on its corner headings, short of the 1½ laps a stroke traced again
    /// turns: the laps are read on the steady headings (580°), and it is a triangle by its first
    /// lap (a polyline before).
    @Test func aShapeTracedTwiceIsReadByItsFirstLapWhateverItsEnds() throws {
        let stroke = try DevelopmentSets.stroke(named: "g6/triangle-2-laps/2", in: .drawnShapes)
        let summary = try ShapeRecognizerTests.summary(of: stroke.samples.map(\.point))
        #expect(abs(summary.turning.total) < ShapeSummary.overtraceTurn)
        #expect(abs(summary.steadyTurning.total) >= ShapeSummary.overtraceTurn)
        #expect(summary.firstLap != nil)
        #expect(ShapeRecognizer().recognize(stroke).shape?.kind == .triangle)
    }

    /// One of SIGN's strokes, by its file.
    static func signStroke(_ name: String) throws -> Stroke {
        try DevelopmentSets.stroke(named: name, in: .sign)
    }

    /// A standard normal number (Box–Muller).
    static func gaussian(_ random: inout SeededGenerator) -> Double {
        let u = Double.random(in: Double.ulpOfOne..<1, using: &random), v = Double.random(in: 0..<1, using: &random)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}
