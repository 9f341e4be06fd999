import Encircle

/// One detector as evaluation sees it: an identifier, a one-line summary, and a `detect` that
/// decides whether a whole stroke is a circle, its match type erased (``AnyMatch``), so that
/// detectors of different kinds are judged side by side.
///
/// ``DetectorCatalog`` holds the project's entries (Encircle's, with a streaming form too, the
/// classic recipes and $1). An entry of your own wraps any detector in a closure and describes
/// its match with ``AnyMatch/init(circle:shape:confidence:details:)``; a detector whose answer
/// is not a circle (a template recognizer) leaves the circle `nil`. Evaluation counts an
/// accepted stroke (`.recognized`) as a claimed circle, so such a detector rejects the strokes it
/// does not take for circles.
///
/// ```swift
/// let mine = DetectorEntry(id: "strict", summary: "Encircle, 340° at least") { stroke in
///     strict.detect(in: stroke).map { AnyMatch(circle: $0.circle, shape: $0.shape, confidence: $0.confidence, details: $0) }
/// }
/// let evaluator = try Evaluator(detectors: [DetectorCatalog.standard.entry(id: nil), mine])
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
    package let streamingDetect: (@Sendable (Stroke) -> StreamingOutcome)?

    /// Creates an entry judging whole strokes with `detect`, named `id` and described by
    /// `summary`.
    ///
    /// - Complexity: O(1).
    public init(id: String, summary: String, detect: @escaping @Sendable (Stroke) -> Detection<AnyMatch>) {
        self.init(id: id, summary: summary, detect: detect, streamingDetect: nil)
    }

    /// Creates an entry from closures, with a streaming form when `streamingDetect` is given.
    ///
    /// - Complexity: O(1).
    package init(
        id: String, summary: String,
        detect: @escaping @Sendable (Stroke) -> Detection<AnyMatch>,
        streamingDetect: (@Sendable (Stroke) -> StreamingOutcome)?
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
    package init<Detector: CircleDetecting>(
        id: String, summary: String, detector: Detector,
        streamingDetect: (@Sendable (Stroke) -> StreamingOutcome)? = nil
    ) {
        self.init(
            id: id, summary: summary,
            detect: { stroke in detector.match(in: stroke).map(AnyMatch.init) },
            streamingDetect: streamingDetect
        )
    }

    /// Whether the detector can be evaluated with `--mode streaming`.
    package var supportsStreaming: Bool { streamingDetect != nil }
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
package struct StreamingOutcome: Hashable, Sendable {
    /// The verdict at the end of the stroke, or at the sample that failed it.
    package var detection: Detection<AnyMatch>
    /// The share of samples consumed when the verdict was reached, in [0, 1].
    package var consumedFraction: Double

    /// Creates an outcome; `consumedFraction` is clamped to [0, 1] (NaN becomes 1).
    ///
    /// - Complexity: O(1).
    package init(detection: Detection<AnyMatch>, consumedFraction: Double) {
        self.detection = detection
        self.consumedFraction = consumedFraction.isNaN ? 1 : min(max(consumedFraction, 0), 1)
    }
}
