/// Everything ``CircleDetector`` knows about a stroke so far, gathered one sample at a time in
/// bounded memory. It gathers; it does not judge.
///
/// Each sample is validated (the first unusable one ends the gathering, as a ``SampleProblem``),
/// its time is noted, and its position goes through the ``OutlierFilter`` (a digitizer's faults
/// are not the shape's) into an ``ArcLengthResampler`` (points evenly spaced along the stroke,
/// in bounded memory); a ``TurnMonitor`` winds round with the samples and measures turns and
/// corners on the points where they are due. ``CircleDetector`` measures the rest from it at the end.
///
/// The batch detector folds a whole stroke through it and the streaming recognizer feeds it
/// touch by touch: the same code, so both reach the same verdict.
///
/// - Complexity: O(1) amortized time per sample, O(1) memory (the resampler's bounded points).
struct StrokeSummary: Hashable, Sendable {
    /// Samples gathered, the unusable one included.
    private(set) var sampleCount = 0
    /// The first unusable sample; nothing after it is gathered.
    private(set) var inputProblem: SampleProblem?
    private(set) var firstTime: Double?
    private(set) var lastTime: Double?
    /// The longest time between two consecutive samples.
    private(set) var longestPause: Double?
    /// The position of the first sample: everything else is stored relative to it.
    private(set) var origin = Point.zero
    private var filter = OutlierFilter()
    private(set) var path: ArcLengthResampler
    private(set) var turns: TurnMonitor
    /// The extent and the sum of the filtered samples released so far, relative to ``origin``.
    private var minimum = Point.zero, maximum = Point.zero, sum = Point.zero
    private var releasedCount = 0

    /// Creates an empty summary for a detector whose smallest circle is `minimumSize` across:
    /// turns are measured once the stroke is ``CircleDefinition/turnActivationSizes`` times that
    /// long.
    init(minimumSize: Double) {
        let size = max(minimumSize, 1)
        let perLap = CircleDefinition.pointsPerLap
        self.path = ArcLengthResampler(
            spacing: ArcLengthResampler.initialSpacing(
                spanning: CircleDefinition.initialSpanSizes * size, pointsPerLap: perLap),
            capacity: perLap * CircleDefinition.maximumLapsResolved)
        self.turns = TurnMonitor(activationLength: CircleDefinition.turnActivationSizes * size)
    }

    /// Records the next sample (nothing, once the input has had a problem).
    ///
    /// - Complexity: O(1) amortized.
    mutating func add(_ sample: Stroke.Sample) {
        guard inputProblem == nil else { return }
        sampleCount += 1
        let index = sampleCount - 1
        if let problem = SampleProblem.of(sample, at: index, after: lastTime) {
            inputProblem = problem
            return
        }
        if let time = sample.time {
            longestPause = max(longestPause ?? 0, lastTime.map { time - $0 } ?? 0)
            if firstTime == nil { firstTime = time }
            lastTime = time
        }
        if index == 0 { origin = sample.point }
        if let released = filter.filter(Point(x: sample.x - origin.x, y: sample.y - origin.y)) { release(released) }
    }

    /// Ends the stroke: the last sample, still held by the filter, joins the summary.
    ///
    /// - Complexity: O(1) amortized.
    mutating func finish() {
        guard let last = filter.held else { return }
        filter = OutlierFilter()
        release(last)
    }

    /// Adds a filtered sample to the winding, the extent and the path, and measures the turns
    /// where the path's new points make a measurement due.
    private mutating func release(_ point: Point) {
        releasedCount += 1
        sum = Point(x: sum.x + point.x, y: sum.y + point.y)
        let previous = path.last
        let room = CircleDefinition.pointsPerLap
        guard path.startSegment(to: point, roomPerLap: room), let previous else {
            extend(to: point)
            return
        }
        // Wound round the centroid of the samples before, outside the extent before; the turns
        // too are measured at the scale of the extent before, which the new points reach only
        // at their end.
        let (length, steps, extentBefore) = (path.length, path.stepCount, extentSquared)
        turns.wind(from: previous, to: point, step: path.lastStep, extentSquared: extentBefore)
        extend(to: point)
        var cadence = turns.cadence(spacing: path.spacing, length: length, extentSquared: extentBefore)
        // Room for a lap's points for each lap begun (a circle traced again is not coarsened on
        // its way round), up to the laps resolved; the laps begun change only as it winds, above.
        let capacity = room * min(turns.lapsBegun, CircleDefinition.maximumLapsResolved)
        while path.placeNextPoint() {
            if let (chord, stride) = cadence, (path.points.count - 1) % stride == 0 {
                let spacing = path.spacing
                path.points.withUnsafeBufferPointer { points in
                    turns.measure(in: points, chord: chord, spacing: spacing, length: length, steps: steps)
                }
            }
            if path.points.count >= capacity {
                path.decimate()
                cadence = turns.cadence(spacing: path.spacing, length: length, extentSquared: extentBefore)
            }
        }
        turns.countLastStretchIfPast(length: length)
    }

    /// Grows the extent of the samples released to take in `point`.
    private mutating func extend(to point: Point) {
        minimum = Point(x: min(minimum.x, point.x), y: min(minimum.y, point.y))
        maximum = Point(x: max(maximum.x, point.x), y: max(maximum.y, point.y))
    }

    /// The diagonal of the extent of the samples released so far, squared.
    private var extentSquared: Double {
        let x = maximum.x - minimum.x, y = maximum.y - minimum.y
        return x * x + y * y
    }

    /// The sample the filter still holds: it joins the summary when the next one arrives, or
    /// when the stroke ends.
    var pendingPoint: Point? { filter.held }

    /// Whether the stroke can be measured whole: no unusable sample, and at least
    /// ``CircleDefinition/minimumSampleCount`` samples.
    var isMeasurable: Bool { inputProblem == nil && sampleCount >= CircleDefinition.minimumSampleCount }

    /// Seconds from the first to the last timed sample so far.
    var duration: Double? { firstTime.flatMap { first in lastTime.map { $0 - first } } }

    /// The bounding box of the filtered samples, as if the stroke ended now, in the caller's
    /// coordinates.
    var boundingRect: Rect {
        var low = minimum, high = maximum
        if let pending = pendingPoint {
            low = Point(x: min(low.x, pending.x), y: min(low.y, pending.y))
            high = Point(x: max(high.x, pending.x), y: max(high.y, pending.y))
        }
        return Rect(x: origin.x + low.x, y: origin.y + low.y, width: high.x - low.x, height: high.y - low.y)
    }

    /// The mean of the filtered samples, as if the stroke ended now, in the caller's coordinates.
    var centroid: Point {
        var total = sum, count = releasedCount
        if let pending = pendingPoint {
            total = Point(x: total.x + pending.x, y: total.y + pending.y)
            count += 1
        }
        let n = Double(max(count, 1))
        return Point(x: origin.x + total.x / n, y: origin.y + total.y / n)
    }

    /// The length of the path as if the stroke ended now: through the pending sample too.
    var length: Double {
        guard let pending = pendingPoint, let last = path.last else { return path.length }
        return path.length + last.distance(to: pending)
    }

    /// The turns as they stand if the stroke ended now, its hooks told apart.
    var turnReading: TurnReading { turns.reading(length: length, diagonal: extentSquared.squareRoot()) }

    /// The stroke's size (``CircleDefinition/size(of:)``): the larger side of ``boundingRect``.
    var size: Double { CircleDefinition.size(of: boundingRect) }
}
