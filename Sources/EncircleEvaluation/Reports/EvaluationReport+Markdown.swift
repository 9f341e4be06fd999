import Foundation

extension EvaluationReport {
    /// The metrics as Markdown a README can paste: the main table (detector, recall, FPR,
    /// precision, F1, TP/positives, FP/negatives), then false positives per gesture (one column
    /// per detector) and rejection reasons, and the throughput when measured.
    ///
    /// - Complexity: O(*d* · *l*) for *d* detectors and *l* labels and reasons.
    public var markdown: String {
        let streaming = mode == .streaming
        var lines: [String] = []
        var header = ["detector", "recall", "FPR", "precision", "F1", "TP/positives", "FP/negatives"]
        if streaming { header.append("consumed before failure") }
        lines.append(Self.row(header))
        lines.append("|---|" + String(repeating: "---:|", count: header.count - 1))
        for evaluation in detectors {
            let m = evaluation.metrics
            var cells = [
                "`\(m.detector)`", Format.percent(m.recall), Format.percent(m.falsePositiveRate),
                Format.percent(m.precision), Format.score(m.f1), "\(m.truePositives)/\(m.positives)",
                "\(m.falsePositives)/\(m.negatives)",
            ]
            if streaming { cells.append(Format.percent(m.meanConsumedBeforeFailure)) }
            lines.append(Self.row(cells))
        }
        if !transforms.isEmpty {
            lines.append("")
            lines.append("Transforms: " + transforms.map { "`\($0)`" }.joined(separator: ", "))
        }
        let ids = detectors.map { "`\($0.id)`" }
        let labels = Set(detectors.flatMap { $0.metrics.falsePositivesByLabel.keys }).sorted()
        lines.append("")
        lines.append("False positives by gesture:")
        lines.append("")
        lines.append(Self.row(["gesture"] + ids))
        lines.append("|---|" + String(repeating: "---:|", count: ids.count))
        for label in labels {
            lines.append(Self.row([label] + detectors.map { "\($0.metrics.falsePositivesByLabel[label] ?? 0)" }))
        }
        let reasons = Set(detectors.flatMap { $0.metrics.rejections.keys }).sorted()
        lines.append("")
        lines.append("Rejections by reason (all strokes):")
        lines.append("")
        lines.append(Self.row(["reason"] + ids))
        lines.append("|---|" + String(repeating: "---:|", count: ids.count))
        for reason in reasons {
            lines.append(Self.row(["`\(reason)`"] + detectors.map { "\($0.metrics.rejections[reason] ?? 0)" }))
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
