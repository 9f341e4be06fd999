/// The result of an evaluation: one ``DetectorEvaluation`` per detector, the strokes they
/// judged and the files that could not be loaded.
///
/// Encodes as `{"detectors":[<DetectorMetrics>...],"mode":..,"transforms":[..],"inputErrors":[..]}`:
/// each detector's metrics, the mode (`batch` or `streaming`), the transforms applied (as
/// written: `rotate:30`) and the files, lines and entries that could not be read
/// (`[{"file":..,"problem":..}]`).
///
/// ```swift
/// let report = await evaluator.run(loaded.strokes)
/// report.detectors.map(\.metrics.recall)   // [0.993, 0.127]
/// try JSONEncoder().encode(report)         // {"detectors":[{"detector":"encircle","recall":0.993,…}],…}
/// ```
public struct EvaluationReport: Sendable, Encodable {
    /// The strokes as judged (after transforms), in order; empty when the evaluation read its
    /// strokes batch by batch (``Evaluator/run(reading:with:progress:)``).
    public var strokes: [LabeledStroke]
    /// One evaluation per detector, in the order they were given.
    public var detectors: [DetectorEvaluation]
    /// How the strokes were fed to the detectors.
    package var mode: EvaluationMode
    /// The transforms applied before judging.
    package var transforms: [StrokeTransform]
    /// The files, lines and entries that could not be loaded: those met while reading
    /// (``Evaluator/run(reading:with:progress:)``), or those the caller who loaded the strokes
    /// sets.
    public var inputErrors: [LoadError]

    /// Creates a report.
    ///
    /// - Complexity: O(1).
    package init(
        strokes: [LabeledStroke], detectors: [DetectorEvaluation], mode: EvaluationMode,
        transforms: [StrokeTransform], inputErrors: [LoadError]
    ) {
        self.strokes = strokes
        self.detectors = detectors
        self.mode = mode
        self.transforms = transforms
        self.inputErrors = inputErrors
    }

    private enum CodingKeys: String, CodingKey {
        case detectors, mode, transforms, inputErrors
    }
    private struct ErrorRow: Encodable { var file: String, problem: String }

    /// Encodes `{"detectors":[...],"mode":..,"transforms":[...],"inputErrors":[...]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(detectors.map(\.metrics), forKey: .detectors)
        try container.encode(mode, forKey: .mode)
        try container.encode(transforms.map(\.description), forKey: .transforms)
        try container.encode(inputErrors.map { ErrorRow(file: $0.file, problem: $0.problem) }, forKey: .inputErrors)
    }
}
