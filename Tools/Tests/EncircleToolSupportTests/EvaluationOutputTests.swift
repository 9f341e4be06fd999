import Encircle
import EncircleEvaluation
import EncircleToolSupport
import Foundation
import Testing

/// What `encircle evaluate` prints of `EncircleEvaluation`'s report: text, Markdown and HTML.
@Suite struct EvaluationOutputTests {
    let strokes = [
        LabeledStroke.sample(label: "circle", closed: true, speed: "fast", file: "circle01.xml"),
        LabeledStroke.sample(label: "circle", closed: false, speed: "fast", file: "circle02.xml"),
        LabeledStroke.sample(label: "pigtail", closed: true, file: "pigtail01.xml"),
        LabeledStroke.sample(label: "v", closed: false, file: "v01.xml"),
    ]

    /// `entries` evaluated on `strokes` in `mode`, as `evaluate` prints it.
    private func output(
        _ entries: [DetectorEntry], _ strokes: [LabeledStroke], mode: EvaluationMode = .batch,
        transforms: [StrokeTransform] = []
    ) async throws -> EvaluationOutput {
        let report = try await Evaluator(detectors: entries, mode: mode, transforms: transforms).run(strokes)
        return EvaluationOutput(report: report, mode: mode, transforms: transforms)
    }

    /// With no circles, recall is not 100%: "n/a" in text, Markdown and HTML.
    @Test func undefinedRatesReadNotApplicable() async throws {
        let others = strokes.filter { $0.label != GestureLabel.positive }
        let rejected = try await output([.closed], [others[1]])  // one v, rejected
        #expect(rejected.markdown.contains("| `closed` | n/a | 0% | n/a | n/a | 0/0 | 0/1 |"))
        let line = try #require(rejected.text.split(separator: "\n").dropFirst().first)
        #expect(line.split(separator: " ") == ["closed", "n/a", "0%", "n/a", "n/a", "0/0", "0/1"])
        #expect(HTMLReport(rejected).html.contains("<td>n/a</td><td>0%</td><td>n/a</td><td>n/a</td>"))

        // A false positive and no circle: precision and F1 are 0, recall still n/a.
        let accepted = try await output([.closed], others)
        #expect(accepted.markdown.contains("| `closed` | n/a | 50% | 0% | 0 | 0/0 | 1/2 |"))
    }

    @Test func nonFiniteStrokesNeverCrashTheReports() async throws {
        var broken = LabeledStroke.sample(label: "circle", closed: true, file: "nan.json")
        broken.stroke.samples[3].x = .nan
        let printed = try await output([.closed], strokes + [broken], transforms: [.rotate(.degrees(30)), .thin(2)])
        _ = try JSONEncoder().encode(printed)
        #expect(HTMLReport(printed).html.contains("<svg"))
        #expect(printed.text.contains("closed"))
        #expect(printed.text.contains("transforms: rotate:30, thin:2"))
    }

    @Test func streamingWithoutFailuresReadsNotApplicable() async throws {
        let printed = try await output([try .encircle], [strokes[0]], mode: .streaming)
        #expect(printed.markdown.contains("| `encircle` | 100% | n/a | 100% | 1 | 1/1 | 0/0 | n/a |"))
        #expect(printed.text.split(separator: "\n").first?.hasSuffix("consumed") == true)
    }

    @Test func markdownAndTextShowTheTable() async throws {
        let report = try await output([.closed], strokes)
        let markdown = report.markdown
        #expect(markdown.hasPrefix("| detector | recall | FPR | precision | F1 | TP/positives | FP/negatives |\n|---|"))
        #expect(markdown.contains("| `closed` | 50% | 50% | 50% | 0.5 | 1/2 | 1/2 |"))
        #expect(markdown.contains("| pigtail | 1 |"))
        #expect(markdown.contains("| `notClosed` | 2 |"))
        #expect(report.text.contains("closed"))
        #expect(report.text.contains("pigtail: 1"))
    }

    @Test func htmlReportIsSelfContainedWithPictures() async throws {
        let html = HTMLReport(try await output([.closed], strokes)).html
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.components(separatedBy: "<svg").count - 1 == 2)
        #expect(html.contains("circle02.xml"))
        #expect(html.contains("notClosed"))
        #expect(html.contains("class=\"fit\""))  // the false positive's fitted circle
        #expect(!html.contains("src=") && !html.contains("href=\"http") && !html.contains("<link"))
    }

    /// A detector whose match has no circle: the report draws none, and says what it found.
    @Test func matchesWithoutACircleAreCaptionedWithoutOne() async throws {
        let html = HTMLReport(try await output([.templates], strokes)).html
        #expect(!html.contains("class=\"fit\""))
        #expect(html.contains("accepted: match (confidence 0.9); label <b>pigtail</b>"))
    }
}
