#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A bounded, arc-length-uniform summary of a stroke, built one sample at a time.
///
/// Points are placed every ``spacing`` along the polyline through the samples. When the buffer
/// fills, every other point is dropped and the spacing doubles, so memory stays bounded whatever
/// the stroke's length, while the summary stays uniform in arc length — which makes everything
/// measured on it independent of the recorder's sampling rate. Scaling a stroke by a power of two
/// gives exactly the scaled summary.
///
/// While points are emitted it also measures, at the scale of 1/16 of the length drawn so far
/// (of a lap, for strokes that go round more than once), the sharpest turn: the evidence that lets a recognizer fail a stroke early ("a corner no circle
/// has").
///
/// A stroke that goes round several times keeps ``capacity`` points per lap, up to
/// ``maximumLapsResolved`` laps, so an overtraced circle is summarised as finely per lap as a
/// single one.
///
/// - Complexity: O(1) amortized time per sample, O(``capacity`` × ``maximumLapsResolved``) memory.
struct ResampledPath: Hashable, Sendable {
    /// The most points kept per lap; a power of two. 128 points a lap (a chord of 2.8° on a
    /// circle) measure every accuracy figure as well as 256 did, and on noisy strokes better:
    /// half the points to emit and measure.
    static let capacity = 128
    /// Strokes that wind round more often keep ``capacity`` points per lap up to this many laps:
    /// at most 1,024 points.
    static let maximumLapsResolved = 8
    /// The finest spacing, in points.
    static let finestSpacing = 1.0 / 64

    /// The spacing a summary starts with, in points: the smallest power of two (at least
    /// ``finestSpacing``) whose ``capacity`` points span more than `turnActivationLength`.
    ///
    /// A summary started finer has coarsened to this spacing by the time the stroke is
    /// `turnActivationLength` long, when its turns are first measured: from then on it holds the
    /// same points. Starting here skips the finer points it would emit and drop on the way (most
    /// of the work on a short stroke); what is measured before that (winding, centroid, extent)
    /// reads the same to within a spacing. Strokes shorter than `turnActivationLength` (80 pt
    /// with the default `minimumSize`) are summarised by a point every spacing (1 pt).
    ///
    /// - Complexity: O(log(`turnActivationLength`)).
    static func initialSpacing(turnActivationLength: Double) -> Double {
        var spacing = finestSpacing
        while spacing * Double(capacity) <= turnActivationLength, spacing < 1e300 { spacing *= 2 }
        return spacing
    }
    /// Turns are measured over chords spanning this share of the length drawn so far (of one
    /// lap's length, once the stroke has turned more than once)…
    static let turnWindowShare = 1.0 / 16
    /// …or this share of the diagonal of the extent drawn so far, whichever is longer, so that
    /// early in a stroke the chords stay long compared with hand tremor.
    static let turnWindowExtentShare = 1.0 / 8
    /// Turns are not measured whose centre lies in this share of the length at the start, where
    /// pen-down hooks live.
    static let startTrimShare = 0.2
    /// Winding round the centroid is not counted within this share of the extent's diagonal of
    /// it, where the angle is mostly noise.
    static let windingDeadZone = 1.0 / 8
    /// A chord whose ends are closer than this share of its length along the path is wiggling
    /// (sample noise), not going anywhere: its window is widened.
    static let minimumChordStraightness = 0.75
    /// A corner counts (``cornerCount``) where the path turns at least this much, in radians
    /// (65°), over chords of a window and of two windows alike: a circle turns 22.5° over 1/16
    /// of a lap and drawn circles stay under it; the corners of squares, rectangles and
    /// polygons turn 90° or more. Measured on the development set with every sampling and noise
    /// transform: 60° and 70° count no more corners on a circle either.
    static let cornerCountTurn = 65.0 * .pi / 180
    /// (cos, sin) of ``cornerCountTurn``: a turn is compared with it without an angle.
    static let cornerCountDirection = Point(x: cos(cornerCountTurn), y: sin(cornerCountTurn))
    /// Corners are not counted over chords shorter than this many mean sample steps: a chord
    /// within one step sees the kink at a single noisy sample as a corner.
    static let cornerSampleSteps = 1.5

    /// Points relative to the first sample, `spacing` apart along the stroke.
    private(set) var points: [Point] = []
    /// The current distance between consecutive points.
    private(set) var spacing: Double
    /// Length of the polyline through every sample so far.
    private(set) var length = 0.0
    /// The last sample, relative to the first.
    private(set) var last: Point?
    /// Arc-length position of the last emitted point.
    private var lastEmittedPosition = 0.0

    /// Turn measurement starts once the stroke is this long (points) and its extent half that:
    /// noise lengthens the path, not the extent.
    var turnActivationLength: Double
    /// The largest turn measured either way, in radians.
    private(set) var sharpestTurn = 0.0
    /// (cos, sin) of ``sharpestTurn``: a new turn is compared with it without an angle.
    private var sharpestDirection = Point(x: 1, y: 0)
    /// The angle the path has wound round its own running centroid, in radians (signed):
    /// 2π per lap for a circle, however noisy its samples. Steps where either point lies within
    /// ``windingDeadZone`` of the extent's diagonal from the centroid are not counted, so a line
    /// passing its own centroid, or the first samples of a stroke, add nothing.
    private(set) var winding = 0.0
    /// Distinct corners so far: turns of at least ``cornerCountTurn`` over chords of one and
    /// two windows, centred more than a window apart. Never falls as the stroke grows.
    private(set) var cornerCount = 0
    /// Where the last turn of ``cornerCountTurn`` or more was centred, arc length.
    private var lastCornerPosition = -Double.infinity
    /// Samples that moved the pen: the mean step is ``length`` over this.
    private var stepCount = 0
    private var weightedSum = Point.zero
    private var totalWeight = 0.0
    private var extentMinimum = Point.zero, extentMaximum = Point.zero

    init(turnActivationLength: Double) {
        self.turnActivationLength = turnActivationLength
        self.spacing = Self.initialSpacing(turnActivationLength: turnActivationLength)
        // Room for every lap resolved: no reallocation while the stroke is drawn.
        points.reserveCapacity(Self.capacity * Self.maximumLapsResolved)
    }

    /// Adds the next sample, given relative to the first one.
    mutating func append(_ point: Point) {
        guard let previous = last else {
            last = point
            points.append(point)
            return
        }
        let dx = point.x - previous.x, dy = point.y - previous.y
        let squared = dx * dx + dy * dy
        // The square root is exact enough and cheap; hypot only where the square underflows.
        let segment = squared.isNormal ? squared.squareRoot() : dx.hypot(dy)
        guard segment > 0 else { return }
        stepCount += 1
        // A segment far longer than the spacing would emit too many points: coarsen first.
        while segment > spacing * Double(Self.capacity / 2) { decimate() }
        let start = length
        length += segment
        last = point
        var position = lastEmittedPosition + spacing
        guard position <= length else { return }
        let inverse = 1 / segment
        while position <= length {
            let f = (position - start) * inverse
            emit(Point(x: previous.x + dx * f, y: previous.y + dy * f))
            lastEmittedPosition = position
            // currentCapacity is at least capacity: most points need no winding arithmetic.
            if points.count >= Self.capacity, points.count >= currentCapacity { decimate() }
            position = lastEmittedPosition + spacing
        }
    }

    /// The most points kept now: ``capacity`` for each lap begun (so a circle traced again is
    /// not coarsened on its way round), up to ``maximumLapsResolved`` laps.
    private var currentCapacity: Int {
        Self.capacity * min(Int(abs(winding) / (2 * .pi)) + 1, Self.maximumLapsResolved)
    }

    /// Keeps every other point and doubles the spacing.
    private mutating func decimate() {
        var kept = 0
        for index in stride(from: 0, to: points.count, by: 2) {
            points[kept] = points[index]
            kept += 1
        }
        points.removeLast(points.count - kept)
        spacing *= 2
        lastEmittedPosition = Double(max(kept - 1, 0)) * spacing
    }

    private mutating func emit(_ point: Point) {
        let extentX = extentMaximum.x - extentMinimum.x, extentY = extentMaximum.y - extentMinimum.y
        if let previous = points.last, totalWeight > 0 {
            let scale = 1 / totalWeight
            let center = Point(x: weightedSum.x * scale, y: weightedSum.y * scale)
            let ax = previous.x - center.x, ay = previous.y - center.y
            let bx = point.x - center.x, by = point.y - center.y
            // Compared squared: no square root for the common case.
            let deadZone = (extentX * extentX + extentY * extentY) * (Self.windingDeadZone * Self.windingDeadZone)
            if ax * ax + ay * ay > deadZone, bx * bx + by * by > deadZone {
                winding += ArcTangent.angle(y: ax * by - ay * bx, x: ax * bx + ay * by)
            }
        }
        // Each point stands for one spacing of path, so the centroid is the path's.
        weightedSum = Point(x: weightedSum.x + point.x * spacing, y: weightedSum.y + point.y * spacing)
        totalWeight += spacing
        points.append(point)
        extentMinimum = Point(x: min(extentMinimum.x, point.x), y: min(extentMinimum.y, point.y))
        extentMaximum = Point(x: max(extentMaximum.x, point.x), y: max(extentMaximum.y, point.y))
        if length >= turnActivationLength { measureTurn() }
    }

    /// Measures the turn centred one window behind the newest point.
    private mutating func measureTurn() {
        let extentX = extentMaximum.x - extentMinimum.x, extentY = extentMaximum.y - extentMinimum.y
        let extentSquared = extentX * extentX + extentY * extentY
        let activation = turnActivationLength / 2
        guard extentSquared >= activation * activation else { return }
        // A stroke that goes round several times (an overtraced circle) is judged per lap: the
        // window spans 1/16 of the length of one lap, estimated from the winding so far.
        let laps = max(1, abs(winding) / (2 * .pi))
        let lapChord = length * Self.turnWindowShare / laps
        let extentChordSquared = extentSquared * (Self.turnWindowExtentShare * Self.turnWindowExtentShare)
        // The square root only where the extent's chord is the longer.
        let chord = extentChordSquared > lapChord * lapChord ? extentChordSquared.squareRoot() : lapChord
        let spacing = spacing, length = length, stepCount = stepCount
        var sharpest = (turn: sharpestTurn, direction: sharpestDirection)
        // Read through an unsafe view: a few dozen reads per point, without a bounds check each.
        let corner = points.withUnsafeBufferPointer { points in
            let window = Self.window(spanning: chord, spacing: spacing, in: points)
            Self.keepSharperTurn(in: points, window: window, spacing: spacing, length: length, sharpest: &sharpest)
            return Self.corner(in: points, window: window, spacing: spacing, length: length, stepCount: stepCount)
        }
        (sharpestTurn, sharpestDirection) = sharpest
        if let corner {
            if corner.position - lastCornerPosition >= corner.chord { cornerCount += 1 }
            lastCornerPosition = corner.position
        }
    }

    /// The window, in points, whose chords span `chord`: widened while the path's chords come
    /// out short of it.
    ///
    /// Noise lengthens the path without taking it anywhere, so chords along a noisy path are
    /// short in a straight line and their turn is mostly noise. While both chords fall short,
    /// the window doubles. A corner between straight sides keeps its window.
    private static func window(spanning chord: Double, spacing: Double, in points: UnsafeBufferPointer<Point>) -> Int {
        var window = max(2, Int(chord / spacing + 0.5))
        let end = points.count - 1
        let straight = chord * minimumChordStraightness
        let straightSquared = straight * straight
        while 4 * window <= end, window < capacity / 8,
            points[end].squaredDistance(to: points[end - window]) < straightSquared,
            points[end - window].squaredDistance(to: points[end - 2 * window]) < straightSquared
        {
            window *= 2
        }
        return window
    }

    /// Where a corner is centred, two windows behind the newest point, when the turn there
    /// reaches ``cornerCountTurn`` over chords of one window and of two: a corner between
    /// straight sides turns as much at both scales, while sample noise turns less over the longer
    /// chords. Returns its arc-length position and the chord of a window: a turn centred within
    /// a chord of the last one is the same corner.
    private static func corner(
        in points: UnsafeBufferPointer<Point>, window: Int, spacing: Double, length: Double, stepCount: Int
    ) -> (position: Double, chord: Double)? {
        let end = points.count - 1
        let center = end - 2 * window, begin = end - 4 * window
        let position = Double(center) * spacing, chord = Double(window) * spacing
        guard begin >= 0, position >= length * startTrimShare,
            chord * Double(stepCount) >= cornerSampleSteps * length
        else { return nil }
        let b = points[center]
        guard turns(points[end - 3 * window], b, points[end - window], atLeast: cornerCountDirection),
            turns(points[begin], b, points[end], atLeast: cornerCountDirection)
        else { return nil }
        return (position, chord)
    }

    /// Whether the path a → b → c turns at least the angle whose (cos, sin) is `direction`:
    /// atan2(|cross|, dot) ≥ angle exactly when sin(turn − angle) ≥ 0, for angles in (0, π).
    private static func turns(_ a: Point, _ b: Point, _ c: Point, atLeast direction: Point) -> Bool {
        let ux = b.x - a.x, uy = b.y - a.y, vx = c.x - b.x, vy = c.y - b.y
        let cross = ux * vy - uy * vx, dot = ux * vx + uy * vy
        guard cross != 0 || dot != 0 else { return false }
        return abs(cross) * direction.x - dot * direction.y >= 0
    }

    /// Keeps the turn between the chords ending `window` points apart at the newest point in
    /// `sharpest` if it is sharper; chords that reach back before the start or into the trimmed
    /// start are not measured.
    private static func keepSharperTurn(
        in points: UnsafeBufferPointer<Point>, window: Int, spacing: Double, length: Double,
        sharpest: inout (turn: Double, direction: Point)
    ) {
        let end = points.count - 1
        let center = end - window, begin = center - window
        guard begin >= 0, Double(center) * spacing >= length * startTrimShare else { return }
        let a = points[begin], b = points[center], c = points[end]
        let ux = b.x - a.x, uy = b.y - a.y, vx = c.x - b.x, vy = c.y - b.y
        let cross = ux * vy - uy * vx, dot = ux * vx + uy * vy
        // The turn is atan2(|cross|, dot) in [0, π]; it is sharper than the sharpest so far
        // exactly when sin(turn − sharpest) > 0, or for a full reversal: most chords need no angle.
        let direction = sharpest.direction
        guard abs(cross) * direction.x - dot * direction.y > 0 || (cross == 0 && dot < 0) else { return }
        let turn = abs(ArcTangent.angle(y: cross, x: dot))
        guard turn > sharpest.turn else { return }
        sharpest.turn = turn
        let norm = abs(cross).hypot(dot)
        if norm > 0 { sharpest.direction = Point(x: dot / norm, y: abs(cross) / norm) }
    }

    /// Writes `count` points evenly spaced along the whole stroke (first to last sample) into
    /// `output`.
    ///
    /// When `averaged`, each point is instead the mean of the path over the stretch it stands
    /// for (one spacing, centred on it, narrowed symmetrically near the ends so the first and
    /// last points stay the stroke's ends): noise between samples averages out, while the shape
    /// does not shift along the path.
    ///
    /// - Complexity: O(`count` + ``capacity``).
    func resample(into output: UnsafeMutableBufferPointer<Point>, averaged: Bool = false) {
        let count = output.count
        guard let first = points.first else { return }
        guard count > 1, length > 0 else {
            for index in 0..<count { output[index] = first }
            return
        }
        let reach = averaged ? length / Double(2 * (count - 1)) : 0
        points.withUnsafeBufferPointer { points in
            let knots = Knots(points: points, spacing: spacing, length: length, last: last)
            for index in 0..<count {
                let position = length * Double(index) / Double(count - 1)
                let halfWidth = min(reach, position, length - position)
                output[index] =
                    halfWidth > 0
                    ? knots.mean(from: position - halfWidth, to: position + halfWidth) : knots.point(at: position)
            }
        }
    }
}

/// The knots of a summary, as resampling reads them: the emitted points at k·spacing, then the
/// last sample at `length`, which lies before the next emission: (points.count − 1)·spacing ≤
/// length. Read through an unsafe view, and without dividing by the spacing: it is a power of
/// two, so multiplying by its inverse is exactly the division.
private struct Knots {
    let points: UnsafeBufferPointer<Point>
    let spacing: Double
    let inverseSpacing: Double
    let length: Double
    let last: Point?

    init(points: UnsafeBufferPointer<Point>, spacing: Double, length: Double, last: Point?) {
        self.points = points
        self.spacing = spacing
        self.inverseSpacing = 1 / spacing
        self.length = length
        self.last = last
    }

    /// The segment containing `position`: the index of its first knot.
    func segment(containing position: Double) -> Int {
        min(max(Int(position * inverseSpacing), 0), points.count - 1)
    }

    /// The point at `position` on segment `k`.
    func point(onSegment k: Int, at position: Double) -> Point {
        let a = points[k], start = Double(k) * spacing
        let b: Point, f: Double
        if k + 1 < points.count {
            // Between two emitted points, exactly one spacing apart.
            b = points[k + 1]
            f = min(max((position - start) * inverseSpacing, 0), 1)
        } else {
            b = last ?? a
            f = length > start ? min(max((position - start) / (length - start), 0), 1) : 0
        }
        return Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    }

    func point(at position: Double) -> Point {
        point(onSegment: segment(containing: position), at: position)
    }

    /// The mean of the path between two positions: trapezoids over the segments in between.
    func mean(from start: Double, to end: Double) -> Point {
        var k = segment(containing: start)
        var position = start
        var current = point(onSegment: k, at: start)
        var sumX = 0.0, sumY = 0.0
        while position < end, k < points.count {
            let segmentEnd = k + 1 < points.count ? min(Double(k + 1) * spacing, end) : end
            let next = point(onSegment: k, at: segmentEnd)
            let width = segmentEnd - position
            sumX += (current.x + next.x) / 2 * width
            sumY += (current.y + next.y) / 2 * width
            position = segmentEnd
            current = next
            k += 1
        }
        let width = end - start
        return Point(x: sumX / width, y: sumY / width)
    }
}
