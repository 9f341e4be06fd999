import Encircle

/// Runs detectors over labelled strokes and tallies how they did.
///
/// ```swift
/// let loaded = StrokeLoader().load(["Data/dollar1-s02-s06.json"])
/// let evaluator = try Evaluator(detectors: [catalog.entry(id: "sadun")], mode: .batch, transforms: [])
/// let report = evaluator.run(loaded.strokes)
/// report.detectors[0].metrics.recall   // 0.127
/// ```
public struct Evaluator: Sendable {
    /// The rows of the report, in order.
    public var detectors: [EvaluatedDetector]
    /// Whole strokes, or sample by sample.
    public var mode: EvaluationMode
    /// Applied to every stroke, in order, before it is judged.
    public var transforms: [StrokeTransform]

    /// Creates an evaluator of catalog entries, each judging every stroke.
    ///
    /// - Throws: ``StreamingUnsupportedError`` in streaming mode when a detector has no
    ///   streaming form.
    /// - Complexity: O(*d*) for *d* detectors.
    public init(
        detectors: [DetectorEntry], mode: EvaluationMode = .batch, transforms: [StrokeTransform] = []
    ) throws(StreamingUnsupportedError) {
        try self.init(evaluating: detectors.map(EvaluatedDetector.init), mode: mode, transforms: transforms)
    }

    /// Creates an evaluator of rows that may judge each subject's strokes with its own entry
    /// (``LeaveOneSubjectOut``).
    ///
    /// - Throws: ``StreamingUnsupportedError`` in streaming mode when a row has an entry without
    ///   a streaming form.
    /// - Complexity: O(*d*) for *d* rows (times their entries).
    public init(
        evaluating detectors: [EvaluatedDetector], mode: EvaluationMode = .batch, transforms: [StrokeTransform] = []
    ) throws(StreamingUnsupportedError) {
        if mode == .streaming, let row = detectors.first(where: { !$0.supportsStreaming }) {
            throw StreamingUnsupportedError(id: row.id, streamingIDs: detectors.filter(\.supportsStreaming).map(\.id))
        }
        self.detectors = detectors
        self.mode = mode
        self.transforms = transforms
    }

    /// Evaluates every detector on `strokes` (each transformed first).
    ///
    /// - Parameter progress: Called with (strokes judged, total) after every 500 strokes and
    ///   at the end, counting across detectors.
    /// - Complexity: O(*d* · *n*) detector calls.
    public func run(
        _ strokes: [LabeledStroke], progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> EvaluationReport {
        let transformed = transforms.apply(to: strokes)
        let total = transformed.count * detectors.count
        var judged = 0
        var evaluations: [DetectorEvaluation] = []
        for row in detectors {
            var verdicts: [StrokeVerdict] = []
            verdicts.reserveCapacity(transformed.count)
            for (index, labeled) in transformed.enumerated() {
                verdicts.append(judge(labeled.stroke, with: row.entry(for: labeled), index: index))
                judged += 1
                if judged % 500 == 0 || judged == total { progress?(judged, total) }
            }
            evaluations.append(
                DetectorEvaluation(
                    id: row.id, summary: row.summary, strokes: transformed, verdicts: verdicts, mode: mode))
        }
        return EvaluationReport(
            strokes: transformed, detectors: evaluations, mode: mode, transforms: transforms, inputErrors: [])
    }

    private func judge(_ stroke: Stroke, with entry: DetectorEntry, index: Int) -> StrokeVerdict {
        // `init` guarantees a streaming form in streaming mode.
        guard mode == .streaming, let streamingDetect = entry.streamingDetect else {
            return StrokeVerdict(strokeIndex: index, detection: entry.detect(stroke), consumedFraction: nil)
        }
        let outcome = streamingDetect(stroke)
        return StrokeVerdict(
            strokeIndex: index, detection: outcome.detection, consumedFraction: outcome.consumedFraction)
    }
}

/// `--mode streaming` asked of a detector without a streaming recognizer.
public struct StreamingUnsupportedError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The detector without a streaming form.
    public var id: String
    /// The selected detectors that have one.
    public var streamingIDs: [String]

    /// Creates the error.
    ///
    /// - Complexity: O(1).
    public init(id: String, streamingIDs: [String]) {
        self.id = id
        self.streamingIDs = streamingIDs
    }

    /// "detector "ID" has no streaming form; streaming detectors: A, B".
    public var description: String {
        let known =
            streamingIDs.isEmpty
            ? "none of the selected detectors has one" : "streaming detectors: " + streamingIDs.joined(separator: ", ")
        return "detector \"\(id)\" has no streaming form; \(known)"
    }
}
