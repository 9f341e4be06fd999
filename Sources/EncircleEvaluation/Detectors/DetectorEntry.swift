import Encircle

/// One detector as tools see it: an identifier, a one-line summary, and a type-erased
/// `detect` (plus, optionally, a streaming form).
///
/// Any ``CircleDetecting`` detector registers with ``init(id:summary:detector:streamingDetect:)``;
/// a detector whose answer is not a circle (a template recognizer) registers with closures and
/// describes its match with ``AnyMatch/init(circle:shape:confidence:details:)``, leaving the
/// circle `nil`. Evaluation counts an accepted stroke (`.circle`) as a claimed circle, so such a
/// detector rejects the strokes it does not take for circles.
///
/// ```swift
/// let entry = DetectorEntry(id: "sadun", summary: "Sadun's cookbook test", detector: SadunCircleTest())
/// entry.detect(stroke).isCircle
///
/// let templates = DetectorEntry(id: "dollar1", summary: "$1 templates") { stroke in
///     let best = recognizer.recognize(stroke)
///     guard best.name == "circle" else {
///         return .rejected(CircleRejection(reason: "otherTemplate", message: "looks like a \(best.name)"))
///     }
///     return .circle(AnyMatch(circle: nil, shape: nil, confidence: best.score, details: best))
/// }
/// ```
public struct DetectorEntry: Sendable {
    /// The identifier used by `--detector` and the HTTP API (`encircle`, `sadun`, …).
    public let id: String
    /// One line describing the detector, for help texts and reports.
    public let summary: String
    /// Decides whether a whole stroke is a circle.
    public let detect: @Sendable (Stroke) -> Detection<AnyMatch>
    /// Feeds a stroke sample by sample to the detector's streaming recognizer, or `nil` when
    /// the detector has no streaming form. See ``StreamingOutcome``.
    public let streamingDetect: (@Sendable (Stroke) -> StreamingOutcome)?

    /// Creates an entry from closures.
    ///
    /// - Complexity: O(1).
    public init(
        id: String, summary: String,
        detect: @escaping @Sendable (Stroke) -> Detection<AnyMatch>,
        streamingDetect: (@Sendable (Stroke) -> StreamingOutcome)? = nil
    ) {
        self.id = id
        self.summary = summary
        self.detect = detect
        self.streamingDetect = streamingDetect
    }

    /// Creates an entry for any ``CircleDetecting`` detector; its matches are wrapped with
    /// ``AnyMatch/init(_:)``.
    ///
    /// - Complexity: O(1).
    public init<Detector: CircleDetecting>(
        id: String, summary: String, detector: Detector,
        streamingDetect: (@Sendable (Stroke) -> StreamingOutcome)? = nil
    ) {
        self.init(
            id: id, summary: summary,
            detect: { stroke in detector.detect(in: stroke).map(AnyMatch.init) },
            streamingDetect: streamingDetect
        )
    }

    /// Whether the detector can be evaluated with `--mode streaming`.
    public var supportsStreaming: Bool { streamingDetect != nil }
}

/// What a streaming recognizer made of one stroke fed to it sample by sample.
///
/// The extension point for `encircle evaluate --mode streaming`: a detector's streaming form
/// returns its verdict and how much of the stroke it had consumed when it decided. For a
/// stroke it failed, ``consumedFraction`` is the share of samples delivered up to and
/// including the one that made it fail (1 when it only failed at the end); evaluation reports
/// the mean of it over failed non-circles as `meanConsumedBeforeFailure`.
///
/// ```swift
/// streamingDetect: { stroke in
///     var recognizer = CircleGestureRecognizer()
///     for (index, sample) in stroke.enumerated() {
///         if case .failed(let rejection) = recognizer.add(sample) {
///             return StreamingOutcome(detection: .rejected(rejection),
///                                     consumedFraction: Double(index + 1) / Double(stroke.count))
///         }
///     }
///     return StreamingOutcome(detection: recognizer.end().map(AnyMatch.init), consumedFraction: 1)
/// }
/// ```
public struct StreamingOutcome: Hashable, Sendable {
    /// The verdict at the end of the stroke, or at the sample that failed it.
    public var detection: Detection<AnyMatch>
    /// The share of samples consumed when the verdict was reached, in [0, 1].
    public var consumedFraction: Double

    /// Creates an outcome; `consumedFraction` is clamped to [0, 1] (NaN becomes 1).
    ///
    /// - Complexity: O(1).
    public init(detection: Detection<AnyMatch>, consumedFraction: Double) {
        self.detection = detection
        self.consumedFraction = consumedFraction.isNaN ? 1 : min(max(consumedFraction, 0), 1)
    }
}
