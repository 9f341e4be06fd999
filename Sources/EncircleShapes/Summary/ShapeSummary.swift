import Encircle
import Foundation

/// Everything the candidate shapes measure, taken once from a stroke: its samples filtered of a
/// digitizer's faults, resampled evenly in a bounded number of points, without the hooks where
/// the pen landed and lifted; their headings and corners; and the two readings more than one
/// shape shares, the circle detector's verdict and the straight sides between the corners.
///
/// - Complexity: O(*n*) for *n* samples; everything after the resampling is bounded by
///   ``maximumPoints``.
struct ShapeSummary {
    /// The stroke as the candidates see it: evenly spaced, hooks cut off.
    let points: [Point]
    /// The distance between neighbouring ``points``.
    let spacing: Double
    /// The bounding box of ``points`` and its diagonal, the size every share of the summary is
    /// taken of (the least size is held to the box's larger side, as the circle detector's).
    let box: Rect
    let diagonal: Double
    /// The headings, from chords ``headingSpan(noise:spacing:)`` points each way (for corners:
    /// one on a clean stroke, more on a noisy one) and ``window`` points each way (steadier,
    /// for how a stroke turns overall).
    let turning: Turning
    let steadyTurning: Turning
    /// ``steadyTurning`` without the swing of a sample that jumped about a step between
    /// samples away, which the filter keeps (it cannot tell it from the path): each heading the
    /// median of those within a step between samples of it. The swing lasts about as long as
    /// the step; a turn back that is drawn lasts longer, and a turn one way is unchanged.
    let oneWayTurning: Turning
    /// Points each way over which a corner turns: ``cornerWindowShare`` of the diagonal, or
    /// ``cornerSampleSteps`` on a sparse stroke, or on a noisy one half a chord that its noise
    /// turns by ``cornerNoiseTurn(_:)``, whichever is longest.
    let window: Int
    /// Points each way over which a corner's sharpness is read: ``cornerWindowShare`` of the
    /// diagonal alone, however sparse the samples (at most ``window``).
    let sharpnessWindow: Int
    /// The corners: turns sharp enough to be a polygon's corner or to spoil a smooth shape.
    let corners: [Corner]
    /// How sharply each of ``corners`` turns, degrees (``sharpness(of:_:window:over:)``): read
    /// once, as every smooth shape's tests ask.
    private let cornerSharpness: [Double]
    /// The corners of ``roundCornerTurn`` or more on the steady headings, whose chords span a
    /// window each way: a round stroke's corners as the circle detector counts them, which a
    /// noisy digitizer's samples do not make.
    let roundCorners: [Corner]
    /// The distance between the ends over the diagonal.
    let closureGap: Double
    /// The distance between the ends of the first lap (of the whole stroke when it was drawn
    /// once) over the diagonal.
    let lapGap: Double
    /// The points of the first lap when the stroke goes round again on the same path (a square
    /// drawn twice), else `nil`.
    let firstLap: ClosedRange<Int>?
    /// The points of the first lap, or all of them when the stroke goes round once: what a
    /// closed shape is fitted to.
    var firstLapPoints: ArraySlice<Point> { firstLap.map { points[$0] } ?? points[...] }
    /// The circle detector's verdict on ``points``, accepting circles and ellipses; on the
    /// whole stroke when ``points``, its hooks cut off, fall short of closing and the whole
    /// stroke is round.
    let round: Detection<DetectedCircle>
    /// The straight sides between the corners, from end to end.
    let openOutline: Outline
    /// The sides of the closed outline (of the first lap), when the ends meet.
    let closedOutline: Outline?
    /// On a sparse (or noisy) stroke, whose corner's window is set by its samples (or noise) at
    /// more than twice the size's (``sharpnessWindow``), the closed outline from corners whose
    /// next corner may lie within two windows (``CornerFinder``'s `nearCorners`): a triangle or
    /// a rectangle sampled three or four times a side; `nil` otherwise, or when the ends do not
    /// meet.
    let sparseClosedOutline: Outline?
    /// The convex hull of the first lap's points, when the ends meet: what a closed shape's
    /// polygon is inscribed in when its corners are not found (``InscribedPolygon``).
    let closedHull: ConvexHull?

    /// Points per diagonal of the box in the resampling: a hook 2% of the size long is a point
    /// or two, a side of a star five or more.
    static let pointsAcrossDiagonal = 64.0
    /// The most points a stroke is resampled to: past it the spacing grows, so that a long
    /// scribble costs no more than a short one. A circle traced eight times keeps 64 points a lap.
    static let maximumPoints = 512
    /// A corner's window each way, as a share of the diagonal: about 5%, which holds a corner
    /// a fast hand rounds and spans two or more points on the sparsest strokes.
    static let cornerWindowShare = 3 / pointsAcrossDiagonal
    /// …or this many mean steps between samples, when that is longer: a sparsely sampled
    /// stroke turns a corner over a sample or two.
    static let cornerSampleSteps = 1.5
    /// The least turn (degrees) of the corners a circle may have two of (``roundCorners``).
    static let roundCornerTurn = 60.0
    /// A hook is cut off when its corner lies within this share of the stroke's length and of
    /// its diagonal from an end, the circle detector's reach: a hook is a flick or a slide of a
    /// few percent of the size (a line's pen-down slide back reaches 10%), shorter than half the
    /// short side of a rectangle, where a stroke begun mid-side ends…
    static let hookReach = CircleDefinition.hookReach
    /// …and turns at least this much, degrees: a flick turns sharply off the path. Softer than
    /// the circle detector's hook (90°), which must leave an oval's tight ends alone: here a
    /// flick of 60° would be a polygon's corner.
    static let hookTurn = 60.0
    /// A hook that doubles back (turns at least this much, degrees) retraces the path: a pen
    /// that lands and slides back along a line before drawing it…
    static let hairpinTurn = CircleDefinition.hairpinTurn
    /// …and is cut off within this share of the stroke's length and of its diagonal.
    static let hairpinReach = CircleDefinition.hairpinReach
    /// The median of ``oneWayTurning`` spans at most this many windows each way: a sample step
    /// longer than that on a sparse stroke is no jump's, and the median would take out a turn
    /// back that is drawn (a brace's tip).
    static let jumpSpanWindows = 2
    /// A stroke that turns at least this much (degrees) goes round more than once: it may be a
    /// shape traced again.
    static let overtraceTurn = 540.0
    /// A grid's steps are at most this many times its least (``gridStep(of:)``): past that,
    /// lying within 10⁻⁶ of the multiple's size of a whole multiple is no evidence (with a least
    /// step of a millionth of a point, every step of a point does).
    static let gridStepSpan = 10_000.0

    /// Summarizes `filtered` (``filtered(_:)``'s points, at least two, spanning `rawBox`), made
    /// from `samples`, whose noise it measures (``noise(of:)``).
    ///
    /// - Complexity: O(*n*).
    init(
        samples: [Point], filtered: [Point], box rawBox: Rect, configuration: ShapeRecognizer.Configuration,
        circles: CircleDetector
    ) {
        var length = 0.0
        for (a, b) in zip(filtered, filtered.dropFirst()) { length += a.distance(to: b) }
        let spacing = max(rawBox.diagonal / Self.pointsAcrossDiagonal, length / Double(Self.maximumPoints - 1), 1e-9)
        var (resampled, sampleSteps) = Self.resampled(filtered, spacing: spacing)
        // The hooks, found as corners at the ends with the windows of the whole stroke.
        // Wide enough to hold a corner's turn; to span a few samples on a sparse stroke:
        // between two samples the path is only interpolated, straight, which is no evidence
        // of a straight side; and on a noisy one for the noise not to make corners.
        let meanStep = length / Double(max(filtered.count - 1, 1))
        let sharpnessLength = Self.cornerWindowShare * rawBox.diagonal
        let noise = Self.noise(of: samples)
        // Turns as sharp as a polygon's corner, or as a smooth shape's sharpest when that is less.
        let minimumTurn = min(configuration.minimumCornerTurn.degrees, configuration.maximumSmoothTurn.degrees)
        let noiseLength = Self.chord(turnedBy: Self.cornerNoiseTurn(minimumTurn), noise: noise) / 2
        let windowLength = max(sharpnessLength, Self.cornerSampleSteps * meanStep, noiseLength)
        // At least the noise's half chord: rounded up, as a heading's span is.
        let noiseWindow = Self.pointCount(spanning: noiseLength, spacing: spacing)
        let window = max(Self.pointCount((windowLength / spacing).rounded()), noiseWindow)
        sharpnessWindow = min(Self.pointCount((sharpnessLength / spacing).rounded()), window)
        func reach(_ hook: Corner) -> Int {
            let hairpin = abs(hook.turn) >= Self.hairpinTurn
            let share = hairpin ? Self.hairpinReach : Self.hookReach
            return min(Int(share * Double(resampled.count - 1)), Int(share * rawBox.diagonal / spacing))
        }
        let fine = Turning(resampled)
        // A hook is a flick a few points long: over chords wider than one point its turn would
        // soften below a hook's while the corners still found one there. Noise cut off as a
        // hook costs the stroke a few points at its end.
        let ends = CornerFinder.corners(
            fine, sharpenedBy: fine, window: window, minimumTurn: Self.hookTurn, atEnds: true)
        var first = 0, last = resampled.count - 1
        if let hook = ends.last(where: { $0.index <= reach($0) }) { first = hook.index }
        if let hook = ends.first(where: { last - $0.index <= reach($0) && $0.index > first }) { last = hook.index }
        let trimmed = first > 0 || last < resampled.count - 1
        let untrimmed = resampled
        if trimmed {
            resampled = Array(resampled[first...last])
            sampleSteps = Array(sampleSteps[first...last])
        }

        self.points = resampled
        self.spacing = spacing
        box = Rect(enclosing: resampled) ?? rawBox
        diagonal = box.diagonal
        self.window = window
        // Corners are found on headings over chords that a sample's noise turns little (one
        // point each way on a clean stroke), at most a window each way, and placed where the
        // stroke turns most from one point to the next.
        let span = min(Self.headingSpan(noise: noise, spacing: spacing), window)
        let sharp = trimmed ? Turning(resampled) : fine
        turning = span > 1 ? Turning(resampled, span: span) : sharp
        steadyTurning = Turning(resampled, span: window)
        let widestJump = Double(Self.jumpSpanWindows * window)
        oneWayTurning = steadyTurning.medians(
            within: sampleSteps.map { Int(min(($0 / spacing).rounded(.up), widestJump)) })
        let cornerTurn = configuration.minimumCornerTurn.degrees
        let (headings, narrow) = (turning, sharpnessWindow)
        // With `nearCorners`, a corner's next may lie within two windows (a sparse outline's).
        func cornersFound(nearCorners: Bool) -> [Corner] {
            CornerFinder.corners(
                headings, sharpenedBy: sharp, window: window, minimumTurn: minimumTurn, atEnds: false,
                nearCorners: nearCorners)
        }
        let corners = cornersFound(nearCorners: false)
        self.corners = corners
        cornerSharpness = corners.map { Self.sharpness(of: $0, headings, window: window, over: narrow) }
        roundCorners = CornerFinder.corners(
            steadyTurning, sharpenedBy: sharp, window: window, minimumTurn: Self.roundCornerTurn, atEnds: false)
        // The wide corners, over twice the window, on the one-point headings: two windows' chords
        // already span the noise.
        let sideCorners = Self.sideCorners(corners, sharp, window: window, minimumTurn: cornerTurn)
        let endsApart = resampled[0].distance(to: resampled[resampled.count - 1])
        closureGap = diagonal > 0 ? endsApart / diagonal : 0
        firstLap = Self.firstLap(resampled, steadyTurning, diagonal: diagonal, closureGap: configuration.closureGap)
        // The circle detector tells its own hooks from the path; cutting these off can only
        // shorten the sweep and shrink the stroke, so a stroke then short of closing, or under
        // the least size that the whole stroke passed, is judged whole.
        var round = circles.detect(in: Stroke(points: resampled))
        if trimmed, let reason = round.rejection?.reason, reason == .notClosed || reason == .tooSmall {
            let whole = circles.detect(in: Stroke(points: untrimmed))
            if whole.isRecognized { round = whole }
        }
        self.round = round
        openOutline = Outline(resampled, corners: sideCorners, minimumTurn: cornerTurn, isClosed: false, margin: window)
        let lap = firstLap ?? 0...(resampled.count - 1)
        lapGap = resampled[lap.lowerBound].distance(to: resampled[lap.upperBound]) / max(diagonal, 1e-9)
        let isClosed = lapGap <= configuration.closureGap
        // A stroke drawn once round closes on itself: the corner where its ends meet, if any,
        // is found on it closed (``closingCorners``).
        let drawnOnce = firstLap == nil
        func closedCorners(_ corners: [Corner], nearCorners: Bool) -> [Corner] {
            let inLap = corners.filter { lap.contains($0.index) }
            guard drawnOnce, endsApart <= windowLength else {
                return inLap
            }
            let closing = Self.closingCorners(
                resampled, span: span, window: window, minimumTurn: minimumTurn, nearCorners: nearCorners
            ).filter { corner in
                abs(corner.turn) >= cornerTurn && !inLap.contains { abs($0.index - corner.index) < window }
            }
            return (inLap + closing).sorted { $0.index < $1.index }
        }
        closedOutline =
            isClosed
            ? Outline(
                Array(resampled[lap]), corners: closedCorners(sideCorners, nearCorners: false),
                minimumTurn: cornerTurn, isClosed: true, margin: window)
            : nil
        closedHull = isClosed ? ConvexHull(resampled[lap]) : nil
        sparseClosedOutline =
            isClosed && window > 2 * sharpnessWindow
            ? Outline(
                Array(resampled[lap]),
                corners: closedCorners(
                    Self.sideCorners(cornersFound(nearCorners: true), sharp, window: window, minimumTurn: cornerTurn),
                    nearCorners: true),
                minimumTurn: cornerTurn, isClosed: true, margin: window)
            : nil
    }

    /// The corners within a `window` of either end of a closed stroke drawn once round,
    /// `points`, which corners found along it cannot have (a corner's windows lie within the
    /// stroke): found as ``CornerFinder`` finds them, with `window` and headings over `span`
    /// points each way, on the stroke's last points followed by its first, as if it went on
    /// round.
    ///
    /// - Complexity: O(`window` · (`window` + `span`)).
    static func closingCorners(_ points: [Point], span: Int, window: Int, minimumTurn: Double, nearCorners: Bool)
        -> [Corner]
    {
        // Room on either side of the seam for a corner a window off it, its flanks (two windows)
        // and their headings' chords.
        let last = points.count - 1, seam = 3 * window + span + 1
        guard last > 2 * seam else { return [] }
        let closed = Array(points[(last - seam)..<last] + points[0...seam])
        let fine = Turning(closed)
        let turning = span > 1 ? Turning(closed, span: span) : fine
        return CornerFinder.corners(
            turning, sharpenedBy: fine, window: window, minimumTurn: minimumTurn, atEnds: false,
            nearCorners: nearCorners
        ).compactMap { corner in
            guard abs(corner.index - seam) < window else { return nil }
            let index = corner.index >= seam ? corner.index - seam : last - (seam - corner.index)
            return Corner(index: index, turn: corner.turn, flank: corner.flank)
        }
    }

    /// The corners of the sides: `corners` that turn at least `minimumTurn`, and those found
    /// at twice the window, where a corner a fast hand rounds widely turns as a corner does, away
    /// from any of `corners`.
    private static func sideCorners(_ corners: [Corner], _ turning: Turning, window: Int, minimumTurn: Double)
        -> [Corner]
    {
        let wide = CornerFinder.corners(
            turning, sharpenedBy: turning, window: 2 * window, minimumTurn: minimumTurn, atEnds: false)
        return
            (corners.filter { abs($0.turn) >= minimumTurn }
            + wide.filter { coarse in !corners.contains { abs($0.index - coarse.index) <= 2 * window } })
            .sorted { $0.index < $1.index }
    }

    /// A heading is turned by a sample's noise by at most about this much, degrees: its chord
    /// is long enough for the noise measured on the stroke (``noise(of:)``).
    static let headingNoiseTurn = 15.0

    /// The length of a chord that noise of `noise` (standard deviation per coordinate) at both
    /// its ends turns by `turn` degrees at one standard deviation: noise of σ at both ends of a
    /// chord c long turns it by about √2·σ / c radians. Without noise none; for no turn (a
    /// setting of 0°), endless.
    static func chord(turnedBy turn: Double, noise: Double) -> Double {
        guard noise > 0 else { return 0 }
        let tangent = tan(turn * .pi / 180)
        return tangent > 0 ? 2.0.squareRoot() * noise / tangent : .infinity
    }

    /// The turn (degrees) by which a sample's noise may turn each heading of a corner's window,
    /// at one standard deviation, for corners of at least `minimumTurn`: a corner's turn is the
    /// difference of two headings, which their noise turns by √2 times as much, and a third of
    /// `minimumTurn` there makes a corner of noise alone a three-standard-deviation event. On a
    /// noisy stroke the window grows to such chords (8.25° for the default 35°): with every
    /// coordinate of the $1 study's small circles moved by noise of 2 pt, the headings of a
    /// window 5% of the size each way turned them into curves and polygons.
    static func cornerNoiseTurn(_ minimumTurn: Double) -> Double {
        minimumTurn / (3 * 2.0.squareRoot())
    }

    /// The points each way of the chord a heading is taken over, for samples whose positions
    /// have `noise` (standard deviation per coordinate) on a stroke resampled `spacing` apart:
    /// a chord that the noise turns by ``headingNoiseTurn`` (``chord(turnedBy:noise:)``), and
    /// at least one point each way.
    static func headingSpan(noise: Double, spacing: Double) -> Int {
        pointCount(spanning: chord(turnedBy: headingNoiseTurn, noise: noise) / 2, spacing: spacing)
    }

    /// The points `spacing` apart that span at least `length`: at least one, at most
    /// ``maximumPoints``.
    static func pointCount(spanning length: Double, spacing: Double) -> Int {
        pointCount((length / spacing).rounded(.up))
    }

    /// `count` points, at least one and at most ``maximumPoints`` (one for NaN).
    static func pointCount(_ count: Double) -> Int {
        count.isNaN ? 1 : Int(min(max(count, 1), Double(maximumPoints)))
    }

    /// The noise of the positions of `samples` (as recorded) across their path, as a standard
    /// deviation per coordinate, from their third differences pᵢ₋₁ − 3pᵢ + 3pᵢ₊₁ − pᵢ₊₂ across
    /// the chord from pᵢ₋₂ to pᵢ₊₃: a smooth path's, even a circle's, are near 0, and noise of σ
    /// makes them normal of √20·σ across, whose magnitude has the median 0.6745·√20·σ. The
    /// median (of at most ``maximumPoints`` of them, evenly taken) is blind to the few a corner
    /// or a jump makes. Across the path only: two samples recorded in reverse order, or steps of
    /// uneven length, lie along it. On the samples as recorded: the three-point filter drops the
    /// samples that zigzag most, and after it noise of 2 pt on a densely sampled circle reads as
    /// 1.1 to 1.6 (``ShapeSummaryTests``). 0 for fewer than six samples.
    ///
    /// At least the rounding noise of coordinates on a grid (``gridStep(of:)``), q/√12 for a
    /// grid of q: a dense stroke on whole pixels steps one pixel at a time, its third
    /// differences are mostly 0, and yet a chord of two or three pixels turns by tens of degrees
    /// as it crosses the grid. A small circle drawn on whole pixels (EDS-1's at a tenth of
    /// their size, 10 to 40 pixels across) then read as cornered: Guides/Shapes.md, "Whole
    /// pixels".
    ///
    /// - Complexity: O(1): fewer than twice ``maximumPoints`` samples read.
    static func noise(of samples: [Point]) -> Double {
        max(pathNoise(of: samples), gridStep(of: samples) / 12.0.squareRoot())
    }

    /// The step of the grid the coordinates of `samples` lie on: the least distance, along x
    /// or y, between consecutive samples that differ there, when every such distance is a whole
    /// multiple of it, and none is more than ``gridStepSpan`` times it (1 for whole pixels); 0
    /// when one is not, no two samples differ, or there are fewer than six samples (as for
    /// ``noise(of:)``: too few steps to show a grid). Read on fewer than twice ``maximumPoints``
    /// steps, evenly taken, as the noise is: a long stroke on whole pixels has steps of one
    /// pixel among them. A sparse stroke that never steps by one pixel reads as on a coarser
    /// grid: its noise floor is then too high by that factor, and still under the 1½ steps a
    /// corner's window spans (``cornerSampleSteps``) for the default least corner turn.
    ///
    /// - Complexity: O(1): fewer than twice ``maximumPoints`` steps.
    static func gridStep(of samples: [Point]) -> Double {
        guard samples.count >= 6 else { return 0 }
        let steps = Swift.stride(from: 1, to: samples.count, by: max(1, (samples.count - 1) / maximumPoints)).map {
            (abs(samples[$0].x - samples[$0 - 1].x), abs(samples[$0].y - samples[$0 - 1].y))
        }
        let step = steps.reduce(Double.infinity) { least, step in
            min(least, step.0 > 0 ? step.0 : .infinity, step.1 > 0 ? step.1 : .infinity)
        }
        guard step.isFinite else { return 0 }
        // Within 10⁻⁶ of a multiple, for a grid whose step is no exact binary fraction (0.1).
        func isMultiple(_ distance: Double) -> Bool {
            let multiple = distance / step
            return multiple <= gridStepSpan && abs(multiple - multiple.rounded()) <= 1e-6 * max(multiple, 1)
        }
        return steps.allSatisfy { isMultiple($0.0) && isMultiple($0.1) } ? step : 0
    }

    /// ``noise(of:)`` as the third differences measure it, without the grid's floor.
    ///
    /// - Complexity: O(1): fewer than twice ``maximumPoints`` samples read.
    private static func pathNoise(of samples: [Point]) -> Double {
        let count = samples.count - 5
        guard count >= 1 else { return 0 }
        let stride = max(1, count / maximumPoints)
        var across: [Double] = []
        across.reserveCapacity(count / stride + 1)
        for index in Swift.stride(from: 2, to: count + 2, by: stride) {
            let a = samples[index - 1], b = samples[index], c = samples[index + 1], d = samples[index + 2]
            let x = a.x - 3 * b.x + 3 * c.x - d.x, y = a.y - 3 * b.y + 3 * c.y - d.y
            // The path's way from the samples either side, whose noise is not the difference's.
            let before = samples[index - 2], after = samples[index + 3]
            let chordX = after.x - before.x, chordY = after.y - before.y
            let chord = (chordX * chordX + chordY * chordY).squareRoot()
            guard chord > 0 else { continue }
            across.append(abs(x * chordY - y * chordX) / chord)
        }
        guard !across.isEmpty else { return 0 }
        across.sort()
        return across[across.count / 2] / (0.6745 * 20.0.squareRoot())
    }

    /// The length of the resampled stroke.
    var length: Double { spacing * Double(points.count - 1) }

    /// The sharpest corner's turn, degrees (0 when there is none).
    var sharpestCorner: Double { sharpestCorner { _ in true } }

    /// The sharpest turn of the corners `counted`, degrees (0 when there is none).
    func sharpestCorner(where counted: (Corner) -> Bool) -> Double {
        zip(corners, cornerSharpness).filter { counted($0.0) }.map(\.1).max() ?? 0
    }

    /// How sharply `corner` turns, degrees: its turn over its `window` each way.
    ///
    /// On a sparse stroke a corner's window spans sample steps, over which the tight end of a
    /// smooth shape (an egg-shaped circle's, sampled 24 times a lap) turns as much as a corner
    /// does: there it is the sharpest turn within the window over `narrow` points each way
    /// (``sharpnessWindow``), which a cusp, turning at one sample, still has whole.
    private static func sharpness(of corner: Corner, _ turning: Turning, window: Int, over narrow: Int) -> Double {
        guard narrow < window else { return abs(corner.turn) }
        var sharpest = 0.0
        for index in (corner.index - window)...(corner.index + window) {
            sharpest = max(sharpest, abs(turning.degrees(from: index - narrow, to: index + narrow)))
        }
        return sharpest
    }

    /// The length of a corner's window each way.
    var windowLength: Double { Double(window) * spacing }

    /// The ``closingTurn`` of a circle of `radius` drawn clean and once round: the headings at the
    /// ends are chords ``window`` points long, so the turn over one window is not counted.
    ///
    /// - Complexity: O(1).
    func closingTurn(ofCircleWithRadius radius: Double) -> Double {
        guard radius > 0 else { return 0 }
        return Double(window) * 2 * asin(min(spacing / (2 * radius), 1)) * 180 / .pi
    }

    /// The corner where the ends of a closed stroke meet, degrees: how far its turning falls
    /// short of, or runs past, whole laps. A circle closes smoothly (a gap or an overshoot of a
    /// few degrees); a heart drawn from its cusp closes with the cusp's turn.
    var closingTurn: Double { abs(remainder(steadyTurning.total, 360)) }

    /// `points` through the circle detector's filter (a swapped pair or a jumping sample is not
    /// a corner), without repeated points, and with the jumps that filter keeps put back on the
    /// path (``JumpFilter``).
    static func filtered(_ points: [Point]) -> [Point] {
        var unique: [Point] = []
        unique.reserveCapacity(points.count)
        for point in OutlierFilter.filtered(points) where point != unique.last { unique.append(point) }
        return JumpFilter.smoothed(unique)
    }

    /// `points` resampled at `spacing` along their path, the first and last kept, with the
    /// length of the step between samples that each point lies on.
    ///
    /// - Complexity: O(*n* + *L* / `spacing`) for a path of length *L*.
    static func resampled(_ points: [Point], spacing: Double) -> (points: [Point], sampleSteps: [Double]) {
        guard var previous = points.first, spacing > 0, spacing.isFinite else {
            return (points, Array(repeating: 0, count: points.count))
        }
        var resampled = [previous]
        var sampleSteps = [points.count > 1 ? previous.distance(to: points[1]) : 0]
        var carried = 0.0, sampleStep = 0.0
        for next in points.dropFirst() {
            var start = previous
            var distance = start.distance(to: next)
            sampleStep = distance
            while carried + distance >= spacing, distance > 0 {
                let step = (spacing - carried) / distance
                let point = Point(x: start.x + step * (next.x - start.x), y: start.y + step * (next.y - start.y))
                resampled.append(point)
                sampleSteps.append(sampleStep)
                start = point
                distance = start.distance(to: next)
                carried = 0
            }
            carried += distance
            previous = next
        }
        // The true end, in place of the last step when that would be under half a step.
        if let last = points.last, resampled.last != last {
            if carried < spacing / 2, resampled.count > 1 {
                resampled.removeLast()
                sampleSteps.removeLast()
            }
            resampled.append(last)
            sampleSteps.append(sampleStep)
        }
        return (resampled, sampleSteps)
    }

    /// The first lap of a stroke that turns round more than ``overtraceTurn`` and comes back
    /// to its start within `closureGap` of the diagonal: from the start to the point nearest it
    /// after turning half a lap and before turning a lap and a half. `turning` is the steady
    /// headings': a pen that turns back a little where it lands or lifts, too softly for a hook,
    /// takes that much off the turning at a corner's one-point headings, and a triangle traced
    /// twice would fall short of the laps.
    private static func firstLap(_ points: [Point], _ turning: Turning, diagonal: Double, closureGap: Double)
        -> ClosedRange<Int>?
    {
        guard abs(turning.total) >= overtraceTurn else { return nil }
        let start = points[0]
        var best: (index: Int, distance: Double)?
        for index in points.indices {
            let turned = abs(turning.degrees(from: 0, to: index))
            guard turned >= 180 else { continue }
            if turned > 540 { break }
            let distance = points[index].distance(to: start)
            if best == nil || distance < best!.distance { best = (index, distance) }
        }
        guard let best, best.distance <= closureGap * diagonal, best.index < points.count - 1 else { return nil }
        // The rest goes over the first lap (a pentagram comes near its start, then goes on elsewhere).
        let lap = points[0...best.index]
        let step = max(1, lap.count / 64)
        let path = stride(from: 0, to: lap.count, by: step).map { lap[$0] } + [lap[lap.count - 1]]
        var distances: [Double] = []
        for point in points[(best.index + 1)...] {
            var nearest = Double.infinity
            for (a, b) in zip(path, path.dropFirst()) {
                nearest = min(nearest, Side.distance(from: point, toSegment: a, b))
            }
            distances.append(nearest)
        }
        distances.sort()
        let deviation = distances[distances.count * 9 / 10] / diagonal
        return deviation <= lapDeviation ? 0...best.index : nil
    }

    /// A stroke goes round its first lap again when nine in ten points of its later laps lie
    /// within this share of the diagonal of it: a square traced twice does, a pentagram, whose
    /// later sides cross its first ones, does not.
    static let lapDeviation = 0.1
}
