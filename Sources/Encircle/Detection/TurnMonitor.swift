#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Measures what can be judged while a stroke is drawn: how far it has wound round (sample by
/// sample), its sharpest turn and its distinct corners (on the summary's points, where a
/// measurement is due).
///
/// Turns are measured at the scale of the stroke, never of one sample: over chords spanning
/// 1/16 of a lap (``CircleDefinition/turnWindowShare``), so a circle turns 22.5° over each, and
/// only once the stroke is long enough (``CircleDefinition/turnActivationSizes``) for that
/// window to be long compared with hand tremor. The sharpest turn and the corner count never
/// fall as the stroke grows, so a recognizer can fail a stroke on them while it is drawn and
/// reach the verdict the whole stroke gets.
///
/// - Complexity: O(1) time per sample and per measurement (a few per window of points), O(1)
///   memory.
struct TurnMonitor: Hashable, Sendable {
    /// The sharpest turn measured, degrees.
    private(set) var sharpestTurn = 0.0
    /// (cos, sin) of ``sharpestTurn``: a new turn is compared with it without an angle.
    private var sharpestDirection = Point(x: 1, y: 0)
    /// Distinct corners so far: turns of at least ``CircleDefinition/cornerTurn`` over chords of
    /// one and two windows, centred more than a window apart.
    private(set) var cornerCount = 0
    /// How many times ``sharpestTurn`` or ``cornerCount`` has grown: what the early checks read
    /// changes only with it.
    private(set) var changes = 0
    /// Where the last turn of a corner was centred, arc length.
    private var lastCornerPosition = -Double.infinity
    /// The first stretch that turns sharply: a hook if the pen landed with it, which only the
    /// stroke's final length and size tell; until then its turns and corners are held apart.
    private(set) var firstStretch: SharpStretch?
    /// The latest sharp stretch after the first, while it may still be a hook where the pen
    /// lifts: it counts once the stroke has gone on far enough past it.
    private(set) var lastStretch: SharpStretch?
    /// The angle the path has wound round its own running centroid, degrees (signed): 360° per
    /// lap for a circle, however noisy its samples. Steps where either sample lies within
    /// ``CircleDefinition/windingDeadZone`` of the extent's diagonal from the centroid are not
    /// counted, so a line passing its own centroid, or the first samples of a stroke, add
    /// nothing.
    private(set) var winding = 0.0
    /// The laps wound so far, at least 1: ``winding`` over 360°.
    private var laps = 1.0
    /// The laps begun: 1 while the stroke goes round the first time.
    private(set) var lapsBegun = 1
    /// The path's centroid so far, as the sum of each step's midpoint times its length, and the
    /// length.
    private var weightedSum = Point.zero
    private var totalWeight = 0.0
    /// Turns are measured once the stroke is this long (points)…
    private let activationLength: Double
    /// …and the square of its extent's diagonal at least this.
    private let activationExtentSquared: Double
    /// (cos, sin) of ``CircleDefinition/cornerTurn``: a turn is compared with it without an angle.
    private let cornerDirection: Point
    /// (cos, sin) of ``CircleDefinition/hookTurn``: turns as sharp go to a ``SharpStretch``.
    private let hookDirection: Point

    /// Creates a monitor that measures turns once the stroke is `activationLength` long and
    /// half that across: noise lengthens the path, not the extent.
    init(activationLength: Double) {
        self.activationLength = activationLength
        self.activationExtentSquared = activationLength * activationLength / 4
        self.cornerDirection = Self.direction(degrees: CircleDefinition.cornerTurn)
        self.hookDirection = Self.direction(degrees: CircleDefinition.hookTurn)
    }

    /// (cos, sin) of an angle in degrees.
    private static func direction(degrees: Double) -> Point {
        let radians = degrees * .pi / 180
        return Point(x: cos(radians), y: sin(radians))
    }

    /// Where turn measurements fall on a path `length` long whose points are `spacing` apart,
    /// drawn so far over an extent whose diagonal squared is `extentSquared`: the chord they
    /// span, and every how many points they are taken (at the points whose index is a multiple
    /// of it); `nil` while turns are not measured yet. Constant while a sample's points are
    /// placed, until the spacing changes.
    ///
    /// Turns change little from one point to the next over chords of several: measured every
    /// third of a window (every other point for a circle's 8-point window), they miss nothing.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func cadence(spacing: Double, length: Double, extentSquared: Double) -> (chord: Double, stride: Int)? {
        guard length >= activationLength, extentSquared >= activationExtentSquared else { return nil }
        // A stroke that goes round several times (an overtraced circle) is judged per lap: the
        // window spans 1/16 of the length of one lap, estimated from the winding so far.
        let lapChord = length * CircleDefinition.turnWindowShare / laps
        let extentShare = CircleDefinition.turnWindowExtentShare
        let extentChordSquared = extentSquared * (extentShare * extentShare)
        // The square root only where the extent's chord is the longer.
        let chord = extentChordSquared > lapChord * lapChord ? extentChordSquared.squareRoot() : lapChord
        return (chord, max(1, Int(chord * (1 / spacing)) / CircleDefinition.turnMeasuresPerWindow))
    }

    /// Measures the turn centred one window of `chord` behind the newest of `points` (placed
    /// `spacing` apart on a path `length` long, drawn in `steps` sample steps), and the corner
    /// two windows behind it.
    ///
    /// - Complexity: O(1).
    mutating func measure(
        in points: UnsafeBufferPointer<Point>, chord: Double, spacing: Double, length: Double, steps: Int
    ) {
        let window = Self.window(spanning: chord, spacing: spacing, in: points)
        keepSharperTurn(in: points, window: window, spacing: spacing, length: length)
        if let corner = corner(in: points, window: window, spacing: spacing, length: length, steps: steps) {
            countCorner(at: corner.position, chord: corner.chord)
        }
        countLastStretchIfPast(length: length)
    }

    /// Counts the latest sharp stretch with the rest once a stroke `length` long has gone on
    /// too far past it for it to be a hook where the pen lifts.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func countLastStretchIfPast(length: Double) {
        if let stretch = lastStretch, stretch.isBeyondEndHook(length: length) {
            count(stretch)
            lastStretch = nil
        }
    }

    /// The turns as they stand at the end of a stroke `length` long whose extent has
    /// `diagonal`: the first sharp stretch left out when it is a hook where the pen landed, the
    /// latest when it is a hook where the pen lifted, and counted otherwise.
    ///
    /// - Complexity: O(1).
    func reading(length: Double, diagonal: Double) -> TurnReading {
        var reading = TurnReading(sharpestTurn: sharpestTurn, cornerCount: cornerCount, start: 0, end: length)
        func count(_ stretch: SharpStretch) {
            reading.sharpestTurn = max(reading.sharpestTurn, stretch.sharpestTurn)
            reading.cornerCount += stretch.cornerCount
        }
        if let first = firstStretch {
            if first.isStartHook(length: length, diagonal: diagonal) {
                reading.start = first.tip
            } else if lastStretch == nil, first.isEndHook(length: length, diagonal: diagonal) {
                reading.end = first.tip
            } else {
                count(first)
            }
        }
        if let last = lastStretch {
            if last.isEndHook(length: length, diagonal: diagonal) { reading.end = last.tip } else { count(last) }
        }
        return reading
    }

    /// Counts a stretch's turns and corners with the rest: it was no hook.
    private mutating func count(_ stretch: SharpStretch) {
        if stretch.sharpestTurn > sharpestTurn {
            sharpestTurn = stretch.sharpestTurn
            sharpestDirection = Self.direction(degrees: sharpestTurn)
            changes += 1
        }
        if stretch.cornerCount > 0 {
            cornerCount += stretch.cornerCount
            changes += 1
        }
    }

    /// Adds a sharp turn of `turn` degrees centred at `position` to the stretch it continues,
    /// or begins a stretch; a later stretch means the latest one before it was no hook.
    private mutating func addSharpTurn(_ turn: Double, at position: Double, chord: Double) {
        if var stretch = lastStretch, stretch.continues(at: position, chord: chord) {
            stretch.add(turn: turn, at: position)
            lastStretch = stretch
        } else if lastStretch == nil, var stretch = firstStretch, stretch.continues(at: position, chord: chord) {
            stretch.add(turn: turn, at: position)
            firstStretch = stretch
        } else if firstStretch == nil {
            firstStretch = SharpStretch(turn: turn, at: position)
        } else {
            if let stretch = lastStretch { count(stretch) }
            lastStretch = SharpStretch(turn: turn, at: position)
        }
    }

    /// Adds the step from the sample at `previous` to the one at `point`, `step` long, to the
    /// winding round the running centroid (before the step counts in it); the extent of the
    /// samples before `point` has a diagonal of `extentSquared`, squared.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func wind(from previous: Point, to point: Point, step: Double, extentSquared: Double) {
        let half = 0.5 * step
        defer {
            weightedSum = Point(
                x: weightedSum.x + (previous.x + point.x) * half, y: weightedSum.y + (previous.y + point.y) * half)
            totalWeight += step
        }
        guard totalWeight > 0 else { return }
        let scale = 1 / totalWeight
        let center = Point(x: weightedSum.x * scale, y: weightedSum.y * scale)
        let ax = previous.x - center.x, ay = previous.y - center.y
        let bx = point.x - center.x, by = point.y - center.y
        // Compared squared: no square root.
        let deadZone = CircleDefinition.windingDeadZone
        let reach = extentSquared * (deadZone * deadZone)
        guard ax * ax + ay * ay > reach, bx * bx + by * by > reach else { return }
        winding += Self.smallAngle(y: ax * by - ay * bx, x: ax * bx + ay * by)
        let wound = abs(winding) * (1.0 / 360)
        laps = max(1, wound)
        if wound >= Double(lapsBegun) { lapsBegun = Int(wound) + 1 }
    }

    /// The angle of (`x`, `y`), degrees, as ``ArcTangent/degrees(y:x:)``: by its series where the
    /// angle is under 14° — as it is between neighbouring points of the summary seen from the
    /// centroid, nearly always — and exact elsewhere.
    @inline(__always)
    static func smallAngle(y: Double, x: Double) -> Double {
        guard x > 0, abs(y) < 0.25 * x else { return ArcTangent.degrees(y: y, x: x) }
        // atan t = t − t³/3 + t⁵/5 − t⁷/7 + t⁹/9 − …, within 2·10⁻⁶ of a degree for |t| < 1/4.
        let t = y / x, z = t * t
        return t * (1 - z * (1.0 / 3 - z * (1.0 / 5 - z * (1.0 / 7 - z * (1.0 / 9))))) * (180 / .pi)
    }

    /// Counts a corner centred at `position`: in the sharp stretch that holds it, or as a
    /// distinct corner when it lies more than `chord` beyond the last one.
    private mutating func countCorner(at position: Double, chord: Double) {
        if var stretch = lastStretch, stretch.holds(position, chord: chord) {
            stretch.addCorner(at: position, chord: chord)
            lastStretch = stretch
            return
        }
        if var stretch = firstStretch, stretch.holds(position, chord: chord) {
            stretch.addCorner(at: position, chord: chord)
            firstStretch = stretch
            return
        }
        if position - lastCornerPosition >= chord {
            cornerCount += 1
            changes += 1
        }
        lastCornerPosition = position
    }

    /// The window, in points, whose chords span `chord`: widened while the path's chords come
    /// out short of it.
    ///
    /// Noise lengthens the path without taking it anywhere, so chords along a noisy path are
    /// short in a straight line and their turn is mostly noise; a chord whose path doubles back
    /// within it has no direction to speak of. While either chord falls short, the window
    /// doubles. A corner centred between two straight chords keeps its window.
    private static func window(spanning chord: Double, spacing: Double, in points: UnsafeBufferPointer<Point>) -> Int {
        // The spacing is a power of two: multiplying by its inverse is exactly the division.
        var window = max(2, Int(chord * (1 / spacing) + 0.5))
        let end = points.count - 1
        let straight = chord * CircleDefinition.minimumChordStraightness
        let straightSquared = straight * straight
        while 4 * window <= end, window < CircleDefinition.widestTurnWindow,
            points[end].squaredDistance(to: points[end - window]) < straightSquared
                || points[end - window].squaredDistance(to: points[end - 2 * window]) < straightSquared
        {
            window *= 2
        }
        return window
    }

    /// Keeps the turn between the chords ending `window` points apart at the newest point if it
    /// is the sharpest yet, or to its sharp stretch; chords that reach back before the start are
    /// not measured.
    @inline(__always)
    private mutating func keepSharperTurn(
        in points: UnsafeBufferPointer<Point>, window: Int, spacing: Double, length: Double
    ) {
        let end = points.count - 1
        let center = end - window, begin = center - window
        guard begin >= 0 else { return }
        let a = points[begin], b = points[center], c = points[end]
        let ux = b.x - a.x, uy = b.y - a.y, vx = c.x - b.x, vy = c.y - b.y
        let cross = ux * vy - uy * vx, dot = ux * vx + uy * vy
        // A turn as sharp as a hook's goes to its stretch: it may be where the pen landed or
        // lifted, which only the end of the stroke tells.
        if abs(cross) * hookDirection.x - dot * hookDirection.y >= 0, cross != 0 || dot != 0 {
            let turn = abs(ArcTangent.degrees(y: cross, x: dot))
            addSharpTurn(turn, at: Double(center) * spacing, chord: Double(window) * spacing)
            return
        }
        // The turn is atan2(|cross|, dot) in [0°, 180°]; it is sharper than the sharpest so far
        // exactly when sin(turn − sharpest) > 0, or for a full reversal: most chords need no angle.
        let direction = sharpestDirection
        guard abs(cross) * direction.x - dot * direction.y > 0 || (cross == 0 && dot < 0) else { return }
        let turn = abs(ArcTangent.degrees(y: cross, x: dot))
        guard turn > sharpestTurn else { return }
        sharpestTurn = turn
        changes += 1
        let norm = (cross * cross + dot * dot).squareRoot()
        if norm > 0 { sharpestDirection = Point(x: dot / norm, y: abs(cross) / norm) }
    }

    /// Where a corner is centred, two windows behind the newest point, when the turn there
    /// reaches ``CircleDefinition/cornerTurn`` over chords of one window and of two: a corner
    /// between straight sides turns as much at both scales, while sample noise turns less over
    /// the longer chords. Returns its arc-length position and the chord of a window: a turn
    /// centred within a chord of the last one is the same corner.
    private func corner(
        in points: UnsafeBufferPointer<Point>, window: Int, spacing: Double, length: Double, steps: Int
    ) -> (position: Double, chord: Double)? {
        let end = points.count - 1
        let center = end - 2 * window, begin = end - 4 * window
        let position = Double(center) * spacing, chord = Double(window) * spacing
        guard begin >= 0,
            chord * Double(steps) >= CircleDefinition.cornerSampleSteps * length
        else { return nil }
        let b = points[center]
        guard Self.turns(points[end - 3 * window], b, points[end - window], atLeast: cornerDirection),
            Self.turns(points[begin], b, points[end], atLeast: cornerDirection)
        else { return nil }
        return (position, chord)
    }

    /// Whether the path a → b → c turns at least the angle whose (cos, sin) is `direction`:
    /// atan2(|cross|, dot) ≥ angle exactly when sin(turn − angle) ≥ 0, for angles in (0°, 180°).
    @inline(__always)
    private static func turns(_ a: Point, _ b: Point, _ c: Point, atLeast direction: Point) -> Bool {
        let ux = b.x - a.x, uy = b.y - a.y, vx = c.x - b.x, vy = c.y - b.y
        let cross = ux * vy - uy * vx, dot = ux * vx + uy * vy
        guard cross != 0 || dot != 0 else { return false }
        return abs(cross) * direction.x - dot * direction.y >= 0
    }
}

/// What the turns of a whole stroke come to once its hooks are told apart: the sharpest turn and
/// the corners outside them, and the stretch of the stroke between them, arc length.
struct TurnReading: Hashable, Sendable {
    var sharpestTurn: Double
    var cornerCount: Int
    /// Where the stroke starts and ends once a hook at either end is cut off at its tip.
    var start: Double, end: Double
}
