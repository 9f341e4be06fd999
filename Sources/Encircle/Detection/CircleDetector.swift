/// Encircle's circle detector: decides from one stroke whether a person drew a circle, and
/// says where, how big, which way round and how sure — or which check failed and by how much.
///
/// The stroke is summarised in one pass, in bounded memory, as points evenly spaced along its
/// length (so the sampling rate does not matter). Sharp corners are measured while the summary
/// is built; at the end a circle (Kåsa's algebraic fit refined by Newton's method) and an ellipse
/// (direct least squares) are fitted to 64 evenly spaced points, and the ``checks`` run in
/// order. Every quantity is invariant to position, rotation, mirroring, drawing direction, start
/// point and uniform scale, but for the corner count, which misses corners at the very start and
/// end: a square fails on it while drawn, or, when too few of its corners are counted, on its
/// corner concentration at the end. The Guide `Guides/CircleDetector.md` explains each check and
/// default, and how they were evaluated.
///
/// ```swift
/// switch CircleDetector().detect(in: stroke) {
/// case .circle(let circle): print(circle.center, circle.radius, circle.direction, circle.confidence)
/// case .rejected(let rejection): print(rejection)   // "not closed: swept 212° of the required 300°"
/// }
/// ```
///
/// The streaming form, ``CircleRecognizer``, consumes the same samples one at a time and
/// reaches the same verdict.
public struct CircleDetector: CircleDetecting, Hashable, Sendable {
    /// The limits the checks apply: always valid (see ``Configuration/validate()``); to change
    /// them, create another detector.
    public let configuration: Configuration

    /// Creates a detector with the default configuration.
    ///
    /// - Complexity: O(1).
    public init() {
        self.configuration = .default
    }

    /// Creates a detector that applies `configuration`.
    ///
    /// - Throws: ``ConfigurationError`` naming the first limit out of its range.
    /// - Complexity: O(*k*) in the number of checks.
    public init(configuration: Configuration) throws(ConfigurationError) {
        try configuration.validate()
        self.configuration = configuration
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
    /// - Complexity: O(*n*) time and O(1) extra memory.
    public func detect(samples: some Sequence<Stroke.Sample>) -> Detection<DetectedCircle> {
        var evidence = StrokeEvidence(minimumSize: configuration.minimumSize)
        let limits = EarlyLimits(configuration)
        for sample in samples {
            evidence.add(sample)
            // Admitted here, in line: most samples never pay for a call that copies the evidence.
            guard !limits.admit(evidence) else { continue }
            if let rejection = earlyRejection(of: evidence, within: limits) { return .rejected(rejection) }
        }
        return verdict(on: evidence)
    }

    /// Measures everything the checks compare, without stopping at the first failure; `nil`
    /// when the stroke cannot be measured (fewer than 3 samples, or invalid values).
    ///
    /// `encircle tune` learns limits from these.
    ///
    /// - Complexity: O(*n*) time and O(1) extra memory.
    public func measurements(of stroke: Stroke) -> Measurements? {
        var evidence = StrokeEvidence(minimumSize: configuration.minimumSize)
        for sample in stroke.samples { evidence.add(sample) }
        guard evidence.inputProblem == nil, evidence.sampleCount >= StrokeEvidence.minimumSampleCount else {
            return nil
        }
        return evidence.measureShape().measurements
    }

    /// The rejection a stroke with these measurements gets under ``configuration``: the first
    /// applicable check that fails, or a round shape that ``Configuration/acceptedShapes`` leaves
    /// out; `nil` when it is accepted. The same
    /// checks as ``detect(in:)``, from measurements alone.
    ///
    /// - Complexity: O(*k*) in the number of checks.
    public func rejection(for measurements: Measurements) -> CircleRejection? {
        var complete = CompleteMeasurements(measurements: measurements)
        return rejection(for: judge(&complete, firstFailure: true), of: measurements)
    }

    /// How circle-like a stroke with these measurements is, 0…1: the smallest
    /// ``Check/margin(for:in:)`` among the checks that describe the shape and apply to it. An
    /// ideal circle scores 1 whatever its size, laps, direction, start or sampling; a stroke at
    /// any limit scores 0; the score never rises as a measurement moves toward its limit.
    ///
    /// - Complexity: O(*k*) in the number of checks.
    public func confidence(for measurements: Measurements) -> Double {
        var lowest = 1.0
        for check in Self.checks {
            if let margin = check.margin(for: measurements, in: configuration) { lowest = Swift.min(lowest, margin) }
        }
        return lowest
    }
}
