/// Encircle's circle detector: decides from one stroke whether a person drew a circle, and
/// says where, how big, which way round and how sure — or which check failed and by how much.
///
/// The stroke is summarised in one pass, in bounded memory, as points evenly spaced along its
/// length (so the sampling rate does not matter). Corners and reversals are judged while the
/// summary is built; at the end a circle is fitted (Kåsa's algebraic fit refined by
/// Gauss–Newton) to 64 evenly spaced points, and the checks run in this order:
/// size, sweep round the centre, sharpest corner, reversal, corner concentration, flatness,
/// roundness, spiral growth. Every quantity is invariant to position, rotation, mirroring,
/// drawing direction, start point and uniform scale. The Guide `Guides/CircleDetector.md`
/// explains each check and default, and how they were evaluated.
///
/// ```swift
/// switch CircleDetector().detect(in: stroke) {
/// case .circle(let circle): print(circle.center, circle.radius, circle.direction)
/// case .rejected(let rejection): print(rejection)   // "not closed: swept 212° of the required 300°"
/// }
/// ```
///
/// The streaming form, ``CircleRecognizer``, consumes the same samples one at a time and
/// reaches the same verdict.
public struct CircleDetector: CircleDetecting, Hashable, Sendable {
    /// The limits the checks apply.
    public var configuration: Configuration

    /// Creates a detector.
    ///
    /// - Precondition: every limit in `configuration` is in its meaningful range.
    /// - Complexity: O(1).
    public init(configuration: Configuration = .default) {
        self.configuration = configuration.validated()
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
        var evidence = StrokeEvidence(configuration: configuration)
        for sample in samples {
            if evidence.add(sample) != nil { break }
        }
        return evidence.conclude()
    }

    /// Measures everything the checks compare, without stopping at the first failure; `nil`
    /// when the stroke cannot be measured (fewer than 3 samples, or invalid values).
    ///
    /// `encircle tune` learns limits from these.
    ///
    /// - Complexity: O(*n*) time and O(1) extra memory.
    public func measurements(of stroke: Stroke) -> Measurements? {
        var evidence = StrokeEvidence(configuration: configuration, judgesTurnsEarly: false)
        for sample in stroke.samples {
            if evidence.add(sample) != nil { return nil }
        }
        guard StrokeEvidence.tooFewPoints(evidence.sampleCount) == nil else { return nil }
        return evidence.measureShape().measurements
    }

    /// Whether strokes with these measurements are circles under ``configuration``: the same
    /// checks as ``detect(in:)``, from measurements alone.
    ///
    /// - Complexity: O(1).
    public func rejection(for measurements: Measurements) -> CircleRejection? {
        StrokeEvidence.firstFailedCheck(measurements, configuration)
    }
}
