import Encircle
import EncircleEvaluation

extension EvaluationOutput {
    /// The metrics table for a terminal, then false positives by gesture and rejection reasons
    /// for each detector, and the throughput when measured.
    ///
    /// - Complexity: O(*d* · *l*) for *d* detectors and *l* labels and reasons.
    package var text: String {
        var header = ["detector", "recall", "FPR", "precision", "F1", "TP/positives", "FP/negatives"]
        let streaming = mode == .streaming
        if streaming { header.append("consumed") }
        var rows = [header]
        for evaluation in report.detectors {
            let m = evaluation.metrics
            var row = [
                m.detector, Format.percent(m.recall), Format.percent(m.falsePositiveRate), Format.percent(m.precision),
                Format.score(m.f1), "\(m.truePositives)/\(m.positives)",
                "\(m.falsePositives)/\(m.strokes - m.positives)",
            ]
            if streaming { row.append(Format.percent(m.meanConsumedBeforeFailure)) }
            rows.append(row)
        }
        var lines = [Format.table(rows)]
        if !transforms.isEmpty {
            lines.append("transforms: " + transforms.map(\.description).joined(separator: ", "))
        }
        for evaluation in report.detectors {
            let m = evaluation.metrics
            lines.append("")
            lines.append("\(m.detector) — false positives by gesture:")
            lines.append(Self.counts(m.falsePositivesByLabel))
            lines.append("\(m.detector) — rejections by reason:")
            lines.append(Self.counts(m.rejections))
            if let spread = m.confidenceOfCirclesFound {
                lines.append("\(m.detector) — confidence of the \(spread.count) circles found:")
                lines.append(
                    "  minimum \(ReportText.number(spread.minimum)), 10th percentile \(ReportText.number(spread.tenthPercentile)),"
                        + " median \(ReportText.number(spread.median)), maximum \(ReportText.number(spread.maximum))")
            }
            if !m.recallBySpeed.isEmpty {
                lines.append("\(m.detector) — recall by speed:")
                lines.append(
                    m.recallBySpeed.sorted { $0.key < $1.key }.map { "  \($0.key): \(ReportText.percent($0.value))" }
                        .joined(separator: "\n"))
            }
        }
        if let throughput {
            lines.append("")
            lines.append(throughput.description)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Non-zero counts one per line, largest first; zeros on one line.
    private static func counts(_ counts: [String: Int]) -> String {
        guard !counts.isEmpty else { return "  (none)" }
        var lines = counts.filter { $0.value != 0 }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            .map { "  \($0.key): \($0.value)" }
        let zeros = counts.filter { $0.value == 0 }.keys.sorted()
        if !zeros.isEmpty { lines.append("  0 each: " + zeros.joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }
}
