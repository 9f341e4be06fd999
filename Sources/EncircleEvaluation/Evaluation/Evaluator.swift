import Encircle

/// Runs detectors over labelled strokes and tallies how they did.
///
/// ```swift
/// let loaded = StrokeLoader().load(["Data/dollar1-s02-s06.json"])
/// let evaluator = try Evaluator(detectors: [catalog.entry(id: "sadun")], mode: .batch, transforms: [])
/// let report = evaluator.run(loaded.strokes)
/// report.detectors[0].metrics.recall   // 0.62
/// ```
public struct Evaluator: Sendable {
    public var detectors: [DetectorEntry]
    public var mode: EvaluationMode
    public var transforms: [StrokeTransform]

    /// Creates an evaluator.
    ///
    /// - Throws: ``StreamingUnsupportedError`` in streaming mode when a detector has no
    ///   streaming form.
    /// - Complexity: O(*d*) for *d* detectors.
    public init(
        detectors: [DetectorEntry], mode: EvaluationMode = .batch, transforms: [StrokeTransform] = []
    ) throws(StreamingUnsupportedError) {
        if mode == .streaming, let entry = detectors.first(where: { !$0.supportsStreaming }) {
            throw StreamingUnsupportedError(id: entry.id, streamingIDs: detectors.filter(\.supportsStreaming).map(\.id))
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
        let transformed =
            transforms.isEmpty
            ? strokes
            : strokes.map { original in
                var copy = original
                copy.stroke = transforms.apply(to: original.stroke)
                return copy
            }
        let total = transformed.count * detectors.count
        var judged = 0
        var evaluations: [DetectorEvaluation] = []
        for entry in detectors {
            var verdicts: [StrokeVerdict] = []
            verdicts.reserveCapacity(transformed.count)
            for (index, labeled) in transformed.enumerated() {
                verdicts.append(judge(labeled.stroke, with: entry, index: index))
                judged += 1
                if judged % 500 == 0 || judged == total { progress?(judged, total) }
            }
            evaluations.append(DetectorEvaluation(entry: entry, strokes: transformed, verdicts: verdicts, mode: mode))
        }
        return EvaluationReport(
            strokes: transformed, detectors: evaluations, mode: mode, transforms: transforms, inputErrors: [])
    }

    private func judge(_ stroke: Stroke, with entry: DetectorEntry, index: Int) -> StrokeVerdict {
        switch mode {
        case .batch:
            return StrokeVerdict(strokeIndex: index, detection: entry.detect(stroke), consumedFraction: nil)
        case .streaming:
            // `init` guarantees a streaming form in streaming mode.
            let outcome = entry.streamingDetect!(stroke)
            return StrokeVerdict(
                strokeIndex: index, detection: outcome.detection, consumedFraction: outcome.consumedFraction)
        }
    }
}

/// `--mode streaming` asked of a detector without a streaming recognizer.
public struct StreamingUnsupportedError: Error, Hashable, Sendable, CustomStringConvertible {
    public var id: String
    public var streamingIDs: [String]

    /// Creates the error.
    public init(id: String, streamingIDs: [String]) {
        self.id = id
        self.streamingIDs = streamingIDs
    }

    public var description: String {
        let known =
            streamingIDs.isEmpty
            ? "none of the selected detectors has one" : "streaming detectors: " + streamingIDs.joined(separator: ", ")
        return "detector \"\(id)\" has no streaming form; \(known)"
    }
}
