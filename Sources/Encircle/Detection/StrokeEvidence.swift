/// Everything ``CircleDetector`` knows about a stroke so far, gathered one sample at a time in
/// bounded memory. It gathers; it does not judge: ``CircleDetector`` reads it and applies its
/// checks (``CircleDetector/earlyRejection(of:)`` while drawing, ``CircleDetector/verdict(on:)``
/// at the end).
///
/// The batch detector folds a whole stroke through it and the streaming recognizer feeds it
/// touch by touch: the same code, so both reach the same verdict.
struct StrokeEvidence: Hashable, Sendable {
    /// Coordinates beyond this magnitude are out of range (``CircleRejection/outOfRange(at:magnitude:)``).
    static let coordinateLimit = 1e9
    /// The fewest samples a circle can be judged from.
    static let minimumSampleCount = 3

    /// Input no detector can measure, with the index of the sample where it was found.
    enum InputProblem: Hashable, Sendable {
        case invalidSample(index: Int)
        case outOfRange(index: Int, magnitude: Double)
        case timeNotIncreasing(index: Int)
    }

    private(set) var sampleCount = 0
    /// The first unusable sample; nothing after it is gathered.
    private(set) var inputProblem: InputProblem?
    private(set) var path: ResampledPath
    private var origin = Point.zero
    private var minimum = Point.zero, maximum = Point.zero
    private var sumX = 0.0, sumY = 0.0
    private(set) var firstTime: Double?
    private(set) var lastTime: Double?
    private(set) var longestPause: Double?

    /// Creates empty evidence; corners are measured once the stroke is `8 × minimumSize` long.
    init(minimumSize: Double) {
        // Corners are judged only once the stroke is 8× the minimum size long, so that a pen-down
        // hook cannot dominate the window (measured: with 4× a slow circle scaled ×4 fails).
        self.path = ResampledPath(turnActivationLength: 8 * max(minimumSize, 1))
    }

    /// Records the next sample (nothing, once the input has had a problem).
    mutating func add(_ sample: Stroke.Sample) {
        guard inputProblem == nil else { return }
        sampleCount += 1
        let index = sampleCount - 1
        guard sample.x.isFinite, sample.y.isFinite, sample.time?.isFinite ?? true else {
            inputProblem = .invalidSample(index: index)
            return
        }
        let magnitude = max(abs(sample.x), abs(sample.y))
        guard magnitude <= Self.coordinateLimit else {
            inputProblem = .outOfRange(index: index, magnitude: magnitude)
            return
        }
        if let time = sample.time {
            if let last = lastTime {
                guard time >= last else {
                    inputProblem = .timeNotIncreasing(index: index)
                    return
                }
                longestPause = max(longestPause ?? 0, time - last)
            } else {
                longestPause = 0
            }
            if firstTime == nil { firstTime = time }
            lastTime = time
        }
        if index == 0 { origin = sample.point }
        let point = Point(x: sample.x - origin.x, y: sample.y - origin.y)
        minimum = Point(x: min(minimum.x, point.x), y: min(minimum.y, point.y))
        maximum = Point(x: max(maximum.x, point.x), y: max(maximum.y, point.y))
        sumX += point.x
        sumY += point.y
        path.append(point)
    }

    /// Seconds from the first to the last timed sample so far.
    var duration: Double? { firstTime.flatMap { first in lastTime.map { $0 - first } } }

    /// The bounding box of the samples so far, in the caller's coordinates.
    var boundingRect: Rect {
        Rect(
            x: origin.x + minimum.x, y: origin.y + minimum.y, width: maximum.x - minimum.x,
            height: maximum.y - minimum.y)
    }

    /// The mean of the samples so far, in the caller's coordinates.
    var centroid: Point {
        let n = Double(max(sampleCount, 1))
        return Point(x: origin.x + sumX / n, y: origin.y + sumY / n)
    }

    /// The position of the first sample: stored geometry is relative to it.
    var firstPoint: Point { origin }

    /// What can be measured before the stroke ends: time and the sharpest corner so far; the
    /// whole-stroke quantities read as an ideal circle's, so only the early checks can fail.
    var earlyMeasurements: CircleDetector.Measurements {
        CircleDetector.Measurements(
            sampleCount: sampleCount, size: max(maximum.x - minimum.x, maximum.y - minimum.y), sweepDegrees: 360,
            reversalDegrees: 0, cornerTurnDegrees: PlaneAngle.radians(path.sharpestTurn).degrees,
            cornerConcentration: 0.25, aspectRatio: 1, radialDeviation: 0, spiralGrowth: 0, tailDeviation: 0,
            duration: duration, longestPause: longestPause, cornerCount: path.cornerCount)
    }
}
