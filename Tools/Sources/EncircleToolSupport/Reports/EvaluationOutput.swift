import EncircleEvaluation

/// What `encircle evaluate` prints: `EncircleEvaluation`'s report with what the run was given
/// (the mode, the transforms) and how fast it went, as text (``text``), Markdown
/// (``markdown``), JSON (``encode(to:)``) or a self-contained HTML page (``HTMLReport``).
///
/// ```swift
/// let output = EvaluationOutput(report: report, mode: .batch, transforms: [], throughput: speed)
/// print(output.text)
/// ```
package struct EvaluationOutput: Sendable, Encodable {
    /// What the evaluation found.
    package var report: EvaluationReport
    /// How the strokes were fed to the detectors.
    package var mode: EvaluationMode
    /// The transforms applied to every stroke before it was judged.
    package var transforms: [StrokeTransform]
    /// How fast the run went, when measured; timing varies from run to run, so outputs compared
    /// for equality leave it out.
    package var throughput: Throughput?

    /// Creates the output of a run.
    ///
    /// - Complexity: O(1).
    package init(
        report: EvaluationReport, mode: EvaluationMode, transforms: [StrokeTransform], throughput: Throughput? = nil
    ) {
        self.report = report
        self.mode = mode
        self.transforms = transforms
        self.throughput = throughput
    }

    private enum CodingKeys: String, CodingKey { case strokesPerSecond, seconds, cores }

    /// Encodes the report (`{"detectors":[...],"mode":..,"transforms":[...],"inputErrors":[...]}`),
    /// plus `"strokesPerSecond"` (`null` when no time was measured), `"seconds"` and `"cores"`
    /// when ``throughput`` is set, in the same object.
    package func encode(to encoder: any Encoder) throws {
        try report.encode(to: encoder)
        guard let throughput else { return }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(throughput.strokesPerSecond, forKey: .strokesPerSecond)
        try container.encode(throughput.seconds, forKey: .seconds)
        try container.encode(throughput.cores, forKey: .cores)
    }
}
