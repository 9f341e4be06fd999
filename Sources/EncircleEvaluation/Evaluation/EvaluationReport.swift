/// The result of `encircle evaluate`: one ``DetectorEvaluation`` per detector, the strokes
/// they judged and the files that could not be loaded.
///
/// Encodes as DESIGN.md's object: `{"detectors":[<DetectorMetrics>...]}` followed by `mode`,
/// `transforms` and `inputErrors` (`[{"file":..,"problem":..}]`).
public struct EvaluationReport: Sendable, Encodable {
    /// The strokes as judged (after transforms).
    public var strokes: [LabeledStroke]
    public var detectors: [DetectorEvaluation]
    public var mode: EvaluationMode
    public var transforms: [StrokeTransform]
    public var inputErrors: [LoadError]

    /// Creates a report.
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

    private enum CodingKeys: String, CodingKey { case detectors, mode, transforms, inputErrors }
    private struct ErrorRow: Encodable { var file: String, problem: String }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(detectors.map(\.metrics), forKey: .detectors)
        try container.encode(mode, forKey: .mode)
        try container.encode(transforms.map(\.description), forKey: .transforms)
        try container.encode(inputErrors.map { ErrorRow(file: $0.file, problem: $0.problem) }, forKey: .inputErrors)
    }
}
