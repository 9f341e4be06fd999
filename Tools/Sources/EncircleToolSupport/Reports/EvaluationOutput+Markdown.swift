import Encircle
import EncircleEvaluation
import Foundation

extension EvaluationOutput {
    /// The metrics as Markdown a README can paste: the main table (detector, recall, FPR,
    /// precision, F1, TP/positives, FP/negatives), then false positives per gesture (one column
    /// per detector) and rejection reasons, and the throughput when measured.
    ///
    /// - Complexity: O(*d* · *l*) for *d* detectors and *l* labels and reasons.
    package var markdown: String {
        let streaming = mode == .streaming
        var lines: [String] = []
        var header = ["detector", "recall", "FPR", "precision", "F1", "TP/positives", "FP/negatives"]
        if streaming { header.append("consumed before failure") }
        lines.append(Self.row(header))
        lines.append("|---|" + String(repeating: "---:|", count: header.count - 1))
        for evaluation in report.detectors {
            let m = evaluation.metrics
            var cells = [
                "`\(m.detector)`", Format.percent(m.recall), Format.percent(m.falsePositiveRate),
                Format.percent(m.precision), Format.score(m.f1), "\(m.truePositives)/\(m.positives)",
                "\(m.falsePositives)/\(m.strokes - m.positives)",
            ]
            if streaming { cells.append(Format.percent(m.meanConsumedBeforeFailure)) }
            lines.append(Self.row(cells))
        }
        if !transforms.isEmpty {
            lines.append("")
            lines.append("Transforms: " + transforms.map { "`\($0)`" }.joined(separator: ", "))
        }
        let ids = report.detectors.map { "`\($0.metrics.detector)`" }
        let labels = Set(report.detectors.flatMap { $0.metrics.falsePositivesByLabel.keys }).sorted()
        lines.append("")
        lines.append("False positives by gesture:")
        lines.append("")
        lines.append(Self.row(["gesture"] + ids))
        lines.append("|---|" + String(repeating: "---:|", count: ids.count))
        for label in labels {
            lines.append(Self.row([label] + report.detectors.map { "\($0.metrics.falsePositivesByLabel[label] ?? 0)" }))
        }
        let reasons = Set(report.detectors.flatMap { $0.metrics.rejections.keys }).sorted()
        lines.append("")
        lines.append("Rejections by reason (all strokes):")
        lines.append("")
        lines.append(Self.row(["reason"] + ids))
        lines.append("|---|" + String(repeating: "---:|", count: ids.count))
        for reason in reasons {
            lines.append(Self.row(["`\(reason)`"] + report.detectors.map { "\($0.metrics.rejections[reason] ?? 0)" }))
        }
        if let throughput {
            lines.append("")
            lines.append("Throughput: \(throughput).")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
    }
}
