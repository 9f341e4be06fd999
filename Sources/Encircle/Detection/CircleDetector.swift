/// Encircle's circle detector: decides from one stroke whether a person drew a circle, and
/// says where, how big, which way round and how sure — or which check failed and by how much.
///
/// A verdict reads top to bottom:
/// 1. The samples are folded into a summary (`StrokeSummary`), one at a time in bounded memory: each is
///    validated, filtered so that a digitizer's faults (a pair of samples out of order, a sample
///    that jumps away and back) do not become the shape's, and summarised as points evenly
///    spaced along the stroke (so the sampling rate does not matter), while the sharpest turn
///    and the corners are measured. The early checks (those a partial stroke can fail) are applied as
///    the samples arrive.
/// 2. At the end the stroke is measured whole (`StrokeShape`), in stages, and the ``Check``s are
///    judged in order, each once what it needs is measured: a circle (Kåsa's algebraic fit
///    refined by Newton's method) and an ellipse (direct least squares) are fitted to 64 evenly
///    spaced points, with the sweep, roundness, tail and radius trend; then, on the points
///    smoothed, the reversal and the corner concentration. The first check that fails is the
///    rejection, and nothing after it is measured.
///
/// Every quantity is invariant to position, rotation, mirroring, start point and uniform scale,
/// but for the corner count, which misses corners at the very start and end: a square fails on
/// it while drawn, or, when too few of its corners are counted, on its corner concentration at
/// the end. So is it to drawing direction, but for a curl at one end, which reads smoother where
/// the pen lands than where it lifts (the Guide's "Hooks"). The Guide `Guides/CircleDetector.md`
/// explains each check and default, and how they were evaluated.
///
/// ```swift
/// switch CircleDetector().detect(in: stroke) {
/// case .recognized(let circle): print(circle.center, circle.radius, circle.direction, circle.confidence)
/// case .rejected(let rejection): print(rejection)   // "not closed: swept 212° of the required 300°"
/// }
/// ```
///
/// The streaming form, ``CircleRecognizer``, consumes the same samples one at a time and
/// reaches the same verdict.
public struct CircleDetector: Hashable, Sendable {
    /// The limits the checks apply: always valid (see ``Configuration/validate()``); to change
    /// them, create another detector.
    public let configuration: Configuration
    /// The checks whose limit ``configuration`` sets, each with its limit, in the order they
    /// are applied.
    let checks: [ConfiguredCheck]
    /// The first of ``checks``: those judged while the stroke is drawn.
    let earlyChecks: ArraySlice<ConfiguredCheck>

    /// Creates a detector with the default configuration.
    ///
    /// - Complexity: O(1): every default detector shares its checks.
    public init() {
        self = Self.standard
    }

    /// The detector with the default configuration, made once: `CircleDetector()` per stroke
    /// (as a recognizer made per touch does) copies it rather than pairing every check with its
    /// limit again.
    private static let standard = CircleDetector(valid: .default)

    /// Creates a detector that applies `configuration`.
    ///
    /// - Throws: ``ConfigurationError`` naming the first limit out of its range.
    /// - Complexity: O(*k*) in the number of checks.
    public init(configuration: Configuration) throws(ConfigurationError) {
        try configuration.validate()
        self.init(valid: configuration)
    }

    private init(valid configuration: Configuration) {
        self.configuration = configuration
        self.checks = ConfiguredCheck.all(in: configuration)
        self.earlyChecks = checks.prefix { $0.rule.isJudgedEarly }
    }

    /// Decides whether `stroke` is a circle.
    ///
    /// - Parameter stroke: Samples in the order they were recorded; any values, including NaN,
    ///   infinities and time running backwards, which are answered with a rejection.
    /// - Returns: The detected circle, or the first check that failed with its measurement.
    /// - Complexity: O(*n*) time and O(1) extra memory, where *n* is the number of samples.
    public func detect(in stroke: Stroke) -> Detection<DetectedCircle> {
        detect(samples: stroke.samples)
    }

    /// Decides whether the samples of one stroke, in recording order, form a circle.
    ///
    /// Samples in one buffer (an `Array`, an `ArraySlice`, a `ContiguousArray`) run the loop
    /// ``detect(in:)`` runs; any other sequence (a lazy `map`, say) a generic loop, which from
    /// another module is not specialized for its type, and is slower.
    ///
    /// - Complexity: O(*n*) time and O(1) extra memory.
    public func detect(samples: some Sequence<Stroke.Sample>) -> Detection<DetectedCircle> {
        // Samples in one buffer (an array, a slice) take the loop compiled for a buffer here, so
        // that a caller in another module does not run the generic loop.
        samples.withContiguousStorageIfAvailable { judge($0) } ?? judge(samples)
    }

    /// ``detect(samples:)``'s loop: the summary takes each sample, judged early where it may
    /// already fail, and the end stage the rest.
    private func judge(_ samples: some Sequence<Stroke.Sample>) -> Detection<DetectedCircle> {
        var summary = StrokeSummary(minimumSize: configuration.minimumSize)
        var judged = summary.turns.changes
        for sample in samples {
            summary.add(sample)
            guard needsEarlyJudgement(of: summary, judgedAt: judged) else { continue }
            judged = summary.turns.changes
            if let rejection = earlyRejection(of: summary) { return .rejected(rejection) }
        }
        return verdict(finishing: &summary)
    }

    /// Measures everything the checks compare, without stopping at the first failure; `nil`
    /// when the stroke cannot be measured (fewer than 3 samples, or invalid values).
    ///
    /// `encircle tune` learns limits from these.
    ///
    /// - Complexity: O(*n*) time and O(1) extra memory.
    public func measurements(of stroke: Stroke) -> Measurements? {
        var summary = StrokeSummary(minimumSize: configuration.minimumSize)
        for sample in stroke.samples { summary.add(sample) }
        summary.finish()
        guard summary.isMeasurable else { return nil }
        return StrokeShape(measuring: summary).measurements
    }

    /// The rejection a stroke with these measurements gets under ``configuration``: the first
    /// applicable check that fails, or a round shape that ``Configuration/acceptedShapes`` leaves
    /// out; `nil` when it is accepted. The same checks as ``detect(in:)``, from measurements
    /// alone.
    ///
    /// - Complexity: O(*k*) in the number of checks.
    public func rejection(for measurements: Measurements) -> CircleRejection? {
        rejection(for: measurements, as: configuration.shape(of: measurements))
    }

    /// ``rejection(for:)`` of a stroke whose round shape, `shape`, is already decided.
    ///
    /// - Complexity: O(*k*) in the number of checks.
    func rejection(for measurements: Measurements, as shape: RoundShape?) -> CircleRejection? {
        for check in checks {
            if let rejection = check.rejection(for: measurements, as: shape) { return rejection }
        }
        return rejection(ofShape: shape)
    }

    /// The rejection of a stroke that passes every check but is a round shape the configuration
    /// leaves out; `nil` when its shape is accepted.
    ///
    /// - Complexity: O(1).
    private func rejection(ofShape shape: RoundShape?) -> CircleRejection? {
        // Every stroke that passes the checks is a round shape; only its kind can be left out.
        guard let shape, !configuration.accepted.contains(shape) else { return nil }
        return CircleRejection(shapeNotAccepted: shape, accepted: configuration.accepted)
    }

    /// Whether the stroke summarised so far would be accepted if it ended now (the verdict's
    /// answer, without describing the circle), and by how many degrees its sweep falls short of
    /// ``Configuration/requiredSweep`` (0 when it does not, or was not measured): a recognizer
    /// need not judge again before the stroke has come some of that way.
    ///
    /// Whether a stroke is accepted does not depend on which check fails first, so each stage's
    /// checks are judged as soon as it is measured, and the measuring stops at the first that
    /// fails: a circle still short of its sweep is not smoothed and turned.
    ///
    /// - Complexity: O(1): the work is bounded by the summary's capacity.
    func closure(of summary: StrokeSummary) -> (isAccepted: Bool, sweepShortfall: Double) {
        // The early checks first, as the verdict applies them: they need no whole-stroke measure.
        guard summary.isMeasurable, earlyRejection(of: summary, atEnd: true) == nil else { return (false, 0) }
        var shape: RoundShape?, shortfall = 0.0, isAccepted = true
        _ = StrokeShape(measuring: summary) { partial, measured in
            let measurements = partial.measurements
            if measured == .fits {
                shape = configuration.shape(of: measurements)
                shortfall = max(configuration.requiredSweep.degrees - measurements.checkedSweep, 0)
            }
            isAccepted = checks.allSatisfy {
                $0.rule.stage != measured || $0.rejection(for: measurements, as: shape) == nil
            }
            return !isAccepted
        }
        return (isAccepted && rejection(ofShape: shape) == nil, shortfall)
    }

    /// How circle-like a stroke with these measurements is, 0…1: the smallest
    /// ``Check/margin(for:in:)`` among the checks that describe the shape and apply to it. An
    /// ideal circle scores 1 whatever its size, laps, direction, start or sampling; a stroke at
    /// any limit scores 0; the score never rises as a measurement moves toward its limit.
    ///
    /// - Complexity: O(*k*) in the number of checks.
    package func confidence(for measurements: Measurements) -> Double {
        lowestMargin(for: measurements, as: configuration.shape(of: measurements))?.margin ?? 1
    }

    /// The check whose margin sets ``confidence(for:)``: the one with the smallest margin (the
    /// earlier in `Check.allCases` on a tie), or `nil` when no check applies. It says what to
    /// change to score higher: a round circle that stops at 305° is limited by `minimumSweep`.
    ///
    /// - Complexity: O(*k*) in the number of checks.
    package func limitingCheck(for measurements: Measurements) -> Check? {
        lowestMargin(for: measurements, as: configuration.shape(of: measurements))?.check
    }

    private func lowestMargin(
        for measurements: Measurements, as shape: RoundShape?
    ) -> (check: Check, margin: Double)? {
        var lowest: (check: Check, margin: Double)?
        for check in checks {
            guard let margin = check.margin(for: measurements, as: shape) else { continue }
            if margin < lowest?.margin ?? .infinity { lowest = (check.rule.check, margin) }
        }
        return lowest
    }

    /// Whether the early checks have something new to judge since the summary's turns read
    /// `changes`: an unusable sample, a sharper turn or another corner, or — when the
    /// configuration limits time — any sample at all. Most samples bring nothing new.
    ///
    /// - Complexity: O(1).
    func needsEarlyJudgement(of summary: StrokeSummary, judgedAt changes: Int) -> Bool {
        summary.turns.changes != changes || summary.inputProblem != nil
            || configuration.maximumDuration != nil || configuration.maximumPause != nil
    }

    /// The rejection a stroke has earned while being drawn: unusable input, or an early check
    /// that already fails; `nil` while it may still be a circle.
    ///
    /// - Complexity: O(1).
    func earlyRejection(of summary: StrokeSummary, atEnd: Bool = false) -> CircleRejection? {
        if let problem = summary.inputProblem { return CircleRejection(problem) }
        let measurements = atEnd ? summary.endMeasurements : summary.drawnMeasurements
        let shape = configuration.shape(of: measurements)
        for check in earlyChecks {
            if let rejection = check.rejection(for: measurements, as: shape) { return rejection }
        }
        return nil
    }

    /// Ends the stroke and gives its verdict: the early checks once more (the last sample, held
    /// by the filter until now, may add a corner), then the stroke measured whole and judged by
    /// every check. The batch detector and the recognizer both end a stroke here.
    ///
    /// - Complexity: O(1): the work is bounded by the summary's capacity.
    func verdict(finishing summary: inout StrokeSummary) -> Detection<DetectedCircle> {
        summary.finish()
        if let rejection = earlyRejection(of: summary, atEnd: true) { return .rejected(rejection) }
        guard summary.sampleCount >= CircleDefinition.minimumSampleCount else {
            return .rejected(
                CircleRejection(
                    .tooFewSamples(count: summary.sampleCount, minimum: CircleDefinition.minimumSampleCount)))
        }
        // Measured stage by stage: each check is judged, in the table's order, once what it
        // needs is measured, and the first that fails ends the measuring. The round shape is
        // decided once, with the fits; every later check, the margins and the result read it.
        var next = earlyChecks.endIndex, shape: RoundShape?, failure: CircleRejection?
        let whole = StrokeShape(measuring: summary) { partial, measured in
            if measured == .fits { shape = configuration.shape(of: partial.measurements) }
            while next < checks.endIndex, checks[next].rule.stage <= measured {
                failure = checks[next].rejection(for: partial.measurements, as: shape)
                if failure != nil { return true }
                next += 1
            }
            return false
        }
        if let rejection = failure ?? rejection(ofShape: shape) { return .rejected(rejection) }
        let lowest = lowestMargin(for: whole.measurements, as: shape)
        return .recognized(
            DetectedCircle(
                whole, of: summary, as: shape ?? .arc, confidence: lowest?.margin ?? 1, limitedBy: lowest?.check))
    }
}

extension StrokeSummary {
    /// What can be measured before the stroke ends: time, the sharpest turn and the corners so
    /// far; the whole-stroke quantities read as an ideal circle's, so that only the early checks
    /// can fail on them.
    var drawnMeasurements: CircleDetector.Measurements {
        measurements(sharpestTurn: turns.sharpestTurn, cornerCount: turns.cornerCount)
    }

    /// ``drawnMeasurements`` once the stroke has ended: the turns of any hook at its ends left
    /// out, the turns of a sharp stretch that proved no hook counted.
    var endMeasurements: CircleDetector.Measurements { endMeasurements(turnReading) }

    /// ``endMeasurements`` from the turns as `reading` has them.
    func endMeasurements(_ reading: TurnReading) -> CircleDetector.Measurements {
        measurements(sharpestTurn: reading.sharpestTurn, cornerCount: reading.cornerCount)
    }

    private func measurements(sharpestTurn: Double, cornerCount: Int) -> CircleDetector.Measurements {
        CircleDetector.Measurements(
            sampleCount: sampleCount, size: size, sweep: .degrees(360), reversal: .zero,
            cornerTurn: .degrees(sharpestTurn), cornerConcentration: 0.5, aspectRatio: 1, radialDeviation: 0,
            spiralGrowth: 0, tailDeviation: 0, duration: duration, longestPause: longestPause,
            cornerCount: cornerCount)
    }
}
