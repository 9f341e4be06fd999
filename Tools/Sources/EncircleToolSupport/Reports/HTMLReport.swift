import Encircle
import EncircleEvaluation

/// `encircle evaluate --report FILE.html`: one self-contained HTML page (no external assets)
/// with the metrics table and, per detector, a picture of every missed circle and every false
/// positive, with the file name and the rejection reason beside it.
///
/// ```swift
/// try Data(HTMLReport(output).html.utf8).write(to: URL(fileURLWithPath: "report.html"))
/// ```
package struct HTMLReport: Sendable {
    /// The evaluation pictured.
    package var output: EvaluationOutput

    /// Creates the page for `output`.
    ///
    /// - Complexity: O(1).
    package init(_ output: EvaluationOutput) {
        self.output = output
    }

    private var report: EvaluationReport { output.report }

    /// The HTML document.
    ///
    /// - Complexity: O(*n*) in the number of samples of the strokes pictured.
    package var html: String {
        var body: [String] = []
        body.append("<h1>Encircle evaluation</h1>")
        var facts = ["\(report.strokes.count) strokes", "mode: \(output.mode.rawValue)"]
        if !output.transforms.isEmpty {
            facts.append("transforms: " + output.transforms.map(\.description).joined(separator: ", "))
        }
        body.append("<p>\(MarkupEscaping.escaped(facts.joined(separator: " · ")))</p>")
        body.append(metricsTable)
        if !report.inputErrors.isEmpty {
            body.append("<h2>Input errors</h2><ul>")
            body += report.inputErrors.map {
                "<li><code>\(MarkupEscaping.escaped($0.file))</code>: \(MarkupEscaping.escaped($0.problem))</li>"
            }
            body.append("</ul>")
        }
        for evaluation in report.detectors {
            let id = MarkupEscaping.escaped(evaluation.metrics.detector)
            let detections = evaluation.detections
            // Circles rejected, and other strokes accepted, in the strokes' order.
            let misses = detections.indices.filter { isCircle($0) && !detections[$0].isRecognized }
            let falsePositives = detections.indices.filter { !isCircle($0) && detections[$0].isRecognized }
            body.append("<h2 id=\"\(id)\">\(id)</h2>")
            body.append("<p class=\"summary\">\(MarkupEscaping.escaped(evaluation.summary))</p>")
            body.append("<h3>Missed circles (\(misses.count))</h3>")
            body.append(gallery(detections, misses))
            body.append("<h3>False positives (\(falsePositives.count))</h3>")
            body.append(gallery(detections, falsePositives))
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Encircle evaluation</title>
            <style>
            body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#222}
            table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em .6em;text-align:right}
            td:first-child,th:first-child{text-align:left}
            .gallery{display:flex;flex-wrap:wrap;gap:12px}
            figure{margin:0;width:180px}figcaption{font-size:12px}figcaption code{word-break:break-all}
            .reason{color:#a22}.none{color:#777}
            </style></head><body>
            \(body.joined(separator: "\n"))
            </body></html>

            """
    }

    /// Whether stroke `index` is labelled a circle.
    private func isCircle(_ index: Int) -> Bool {
        report.strokes[index].label == GestureLabel.positive
    }

    private var metricsTable: String {
        let streaming = output.mode == .streaming
        var header = ["detector", "recall", "FPR", "precision", "F1", "TP/positives", "FP/negatives"]
        if streaming { header.append("consumed before failure") }
        var rows = ["<table><tr>" + header.map { "<th>\($0)</th>" }.joined() + "</tr>"]
        for evaluation in report.detectors {
            let m = evaluation.metrics
            var cells = [
                "<a href=\"#\(MarkupEscaping.escaped(m.detector))\">\(MarkupEscaping.escaped(m.detector))</a>",
                Format.percent(m.recall),
                Format.percent(m.falsePositiveRate), Format.percent(m.precision), Format.score(m.f1),
                "\(m.truePositives)/\(m.positives)", "\(m.falsePositives)/\(m.strokes - m.positives)",
            ]
            if streaming { cells.append(Format.percent(m.meanConsumedBeforeFailure)) }
            rows.append("<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>")
        }
        rows.append("</table>")
        return rows.joined(separator: "\n")
    }

    private func gallery(_ detections: [Detection<AnyMatch>], _ indices: [Int]) -> String {
        guard !indices.isEmpty else { return "<p class=\"none\">none</p>" }
        var figures = ["<div class=\"gallery\">"]
        for index in indices {
            let detection = detections[index]
            let labeled = report.strokes[index]
            let picture = StrokeSVG(stroke: labeled.stroke, circle: detection.recognized?.circle).markup
            let caption: String
            switch detection {
            case .recognized(let match):
                let facts = match.facts.isEmpty ? "" : " (\(match.facts))"
                caption =
                    "accepted: \(MarkupEscaping.escaped(match.headline))\(MarkupEscaping.escaped(facts)); label "
                    + "<b>\(MarkupEscaping.escaped(labeled.label))</b>"
            case .rejected(let rejection):
                caption =
                    "<span class=\"reason\">\(MarkupEscaping.escaped(rejection.reason.rawValue))</span>: "
                    + MarkupEscaping.escaped(rejection.message)
            }
            figures.append(
                "<figure>\(picture)<figcaption><code>\(MarkupEscaping.escaped(labeled.file))</code><br>\(caption)</figcaption></figure>"
            )
        }
        figures.append("</div>")
        return figures.joined(separator: "\n")
    }
}
