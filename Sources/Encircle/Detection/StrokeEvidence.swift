/// Everything ``CircleDetector`` knows about a stroke so far, gathered one sample at a time in
/// bounded memory.
///
/// The batch detector folds a whole stroke through it and the streaming recognizer feeds it
/// touch by touch: the same code, so both reach the same verdict. Checks that can fail on a
/// prefix (invalid input, a time limit, a sharp corner) fail as soon as they are certain;
/// the others run in ``conclude()``.
struct StrokeEvidence: Hashable, Sendable {
    /// Coordinates beyond this magnitude are rejected as out of range.
    static let coordinateLimit = 1e9

    let configuration: CircleDetector.Configuration
    /// Whether corners and reversals fail the stroke as they appear (detection), or are only
    /// measured (measurement for tuning, which needs every quantity of every stroke).
    let judgesTurnsEarly: Bool

    private(set) var sampleCount = 0
    private(set) var failure: CircleRejection?
    /// How many samples had been consumed when ``failure`` was decided.
    private(set) var consumedAtFailure = 0
    private(set) var path: ResampledPath
    private var origin = Point.zero
    private var minimum = Point.zero, maximum = Point.zero
    private var sumX = 0.0, sumY = 0.0
    private(set) var firstTime: Double?
    private(set) var lastTime: Double?

    init(configuration: CircleDetector.Configuration, judgesTurnsEarly: Bool = true) {
        self.configuration = configuration.validated()
        self.judgesTurnsEarly = judgesTurnsEarly
        // Corners are judged only once the stroke is 8× the minimum size long, so that a pen-down
        // hook cannot dominate the window (measured: with 4× a slow circle scaled ×4 fails).
        self.path = ResampledPath(turnActivationLength: 8 * max(configuration.minimumSize, 1))
    }

    /// Whether the stroke has already failed a check.
    var hasFailed: Bool { failure != nil }

    /// Consumes the next sample; returns the failure if this sample decided one.
    @discardableResult
    mutating func add(_ sample: Stroke.Sample) -> CircleRejection? {
        if failure != nil { return nil }
        sampleCount += 1
        let index = sampleCount - 1
        guard sample.x.isFinite, sample.y.isFinite, sample.time?.isFinite ?? true else {
            return fail(
                CircleRejection(
                    reason: .invalidSample, message: "invalid sample: point \(index) is not a finite number"))
        }
        guard abs(sample.x) <= Self.coordinateLimit, abs(sample.y) <= Self.coordinateLimit else {
            return fail(
                CircleRejection(
                    reason: .outOfRange, measured: max(abs(sample.x), abs(sample.y)), limit: Self.coordinateLimit,
                    message: "out of range: point \(index) lies beyond 10⁹ points"))
        }
        if let time = sample.time {
            if let last = lastTime {
                if time < last {
                    return fail(
                        CircleRejection(
                            reason: .timeNotIncreasing,
                            message: "time not increasing: point \(index) is earlier than the point before it"))
                }
                if let limit = configuration.maximumPause, time - last > limit {
                    return fail(Self.idleRejection(pause: time - last, limit: limit))
                }
            }
            if firstTime == nil { firstTime = time }
            lastTime = time
            if let limit = configuration.maximumDuration, let first = firstTime, time - first > limit {
                return fail(
                    CircleRejection(
                        reason: .tooLong, measured: time - first, limit: limit,
                        message:
                            "too long: took \(NumberText.plain(time - first)) s (limit \(NumberText.plain(limit)) s)"))
            }
        }
        if index == 0 { origin = sample.point }
        let point = Point(x: sample.x - origin.x, y: sample.y - origin.y)
        minimum = Point(x: min(minimum.x, point.x), y: min(minimum.y, point.y))
        maximum = Point(x: max(maximum.x, point.x), y: max(maximum.y, point.y))
        sumX += point.x
        sumY += point.y
        path.append(point)
        return judgesTurnsEarly ? checkTurns() : nil
    }

    /// Fails the stroke when no sample has arrived for longer than the configured pause.
    mutating func checkIdle(at time: Double) -> CircleRejection? {
        guard failure == nil, let limit = configuration.maximumPause, let last = lastTime, time.isFinite,
            time - last > limit
        else { return nil }
        return fail(Self.idleRejection(pause: time - last, limit: limit))
    }

    private static func idleRejection(pause: Double, limit: Double) -> CircleRejection {
        CircleRejection(
            reason: .idle, measured: pause, limit: limit,
            message: "idle: paused \(NumberText.plain(pause)) s (limit \(NumberText.plain(limit)) s)")
    }

    private mutating func checkTurns() -> CircleRejection? {
        let corner = path.sharpestTurn, cornerLimit = configuration.maximumCornerTurn.radians
        if corner > cornerLimit {
            return fail(
                CircleRejection(
                    reason: .sharpCorner, measured: PlaneAngle.radians(corner).degrees,
                    limit: configuration.maximumCornerTurn.degrees,
                    message:
                        "sharp corner: turns \(PlaneAngle.radians(corner)) within 1/16 of its length (limit \(configuration.maximumCornerTurn))"
                ))
        }
        return nil
    }

    static func reversalRejection(_ reversal: PlaneAngle, limit: PlaneAngle) -> CircleRejection {
        CircleRejection(
            reason: .reverses, measured: reversal.degrees, limit: limit.degrees,
            message: "reverses: turns back \(reversal) against its direction (limit \(limit))")
    }

    private mutating func fail(_ rejection: CircleRejection) -> CircleRejection? {
        guard failure == nil else { return nil }
        failure = rejection
        consumedAtFailure = sampleCount
        return rejection
    }

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

    /// Share of the required sweep done so far, estimated from the path's turning, 0…1.
    var progress: Double {
        let share = abs(path.cumulativeTurning) / configuration.minimumSweep.radians
        return share.isFinite ? min(max(share, 0), 1) : 0
    }
}
