/// The result of `encircle evaluate`: one ``DetectorEvaluation`` per detector, the strokes
/// they judged and the files that could not be loaded.
///
/// Encodes as `{"detectors":[<DetectorMetrics>...]}` followed by `mode`, `transforms` (their
/// specs) and `inputErrors` (`[{"file":..,"problem":..}]`), and, when the caller measured the
/// run, `strokesPerSecond`, `seconds` and `cores` (``Throughput``).
public struct EvaluationReport: Sendable, Encodable {
    /// The strokes as judged (after transforms); empty when the evaluation read its strokes
    /// batch by batch (``Evaluator/run(reading:progress:)``).
    public var strokes: [LabeledStroke]
    /// One evaluation per detector, in the order they were given.
    public var detectors: [DetectorEvaluation]
    /// How the strokes were fed to the detectors.
    public var mode: EvaluationMode
    /// The transforms applied before judging.
    public var transforms: [StrokeTransform]
    /// The files that could not be loaded (set by the caller that loaded them).
    public var inputErrors: [LoadError]
    /// How fast the run went, when the caller measured it; timing varies from run to run, so
    /// outputs compared for equality leave it out.
    public var throughput: Throughput?

    /// Creates a report.
    ///
    /// - Complexity: O(1).
    public init(
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
        case detectors, mode, transforms, inputErrors, strokesPerSecond, seconds, cores
    }
    private struct ErrorRow: Encodable { var file: String, problem: String }

    /// Encodes `{"detectors":[...],"mode":..,"transforms":[...],"inputErrors":[...]}`, plus
    /// `"strokesPerSecond"` (`null` when no time was measured), `"seconds"` and `"cores"` when
    /// ``throughput`` is set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(detectors.map(\.metrics), forKey: .detectors)
        try container.encode(mode, forKey: .mode)
        try container.encode(transforms.map(\.description), forKey: .transforms)
        try container.encode(inputErrors.map { ErrorRow(file: $0.file, problem: $0.problem) }, forKey: .inputErrors)
        if let throughput {
            try container.encode(throughput.strokesPerSecond, forKey: .strokesPerSecond)
            try container.encode(throughput.seconds, forKey: .seconds)
            try container.encode(throughput.cores, forKey: .cores)
        }
    }
}
