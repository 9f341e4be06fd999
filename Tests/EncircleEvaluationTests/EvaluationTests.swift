import Encircle
import EncircleEvaluation
import EncircleTemplates
import EncircleTestSupport
import Foundation
import Testing

@Suite struct EvaluationTests {
    let strokes = [
        LabeledStroke.sample(label: "circle", closed: true, speed: "fast", file: "circle01.xml"),
        LabeledStroke.sample(label: "circle", closed: false, speed: "fast", file: "circle02.xml"),
        LabeledStroke.sample(label: "pigtail", closed: true, file: "pigtail01.xml"),
        LabeledStroke.sample(label: "v", closed: false, file: "v01.xml"),
    ]

    private func json(_ report: EvaluationReport) throws -> [String: Any] {
        let data = try JSONEncoder().encode(report)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func jsonHasTheKeysOfTheDesign() async throws {
        let report = try await Evaluator(detectors: [.closed]).run(strokes)
        let object = try json(report)
        let rows = try #require(object["detectors"] as? [[String: Any]])
        let row = try #require(rows.first)
        let keys: Set = [
            "detector", "strokes", "positives", "negatives", "truePositives", "falsePositives", "recall",
            "falsePositiveRate", "precision", "f1", "rejections", "falsePositivesByLabel",
        ]
        #expect(keys.isSubset(of: Set(row.keys)))
        #expect(row["meanConsumedBeforeFailure"] == nil)
        #expect(row["detector"] as? String == "closed")
        #expect(row["truePositives"] as? Int == 1)
        #expect(row["falsePositives"] as? Int == 1)
        #expect(row["rejections"] as? [String: Int] == ["notClosed": 2])
        #expect(row["falsePositivesByLabel"] as? [String: Int] == ["pigtail": 1, "v": 0])
        #expect(row["recallBySpeed"] as? [String: Double] == ["fast": 0.5])
        #expect(object["mode"] as? String == "batch")
    }

    @Test func streamingAddsMeanConsumedBeforeFailure() async throws {
        let report = try await Evaluator(detectors: [.closedStreaming], mode: .streaming).run(strokes)
        let rows = try #require(try json(report)["detectors"] as? [[String: Any]])
        #expect(rows.first?["meanConsumedBeforeFailure"] as? Double == 0.5)
    }

    @Test func streamingNeedsAStreamingForm() {
        let error = #expect(throws: DetectorSelectionError.self) {
            try Evaluator(detectors: [.closed, .closedStreaming], mode: .streaming)
        }
        #expect(error == .noStreamingForm(id: "closed", streamingIDs: ["closed-streaming"]))
        #expect(
            error?.description == #"detector "closed" has no streaming form; streaming detectors: closed-streaming"#)
    }

    @Test func emptyInputEncodesWithoutNaN() async throws {
        let report = try await Evaluator(detectors: [.closed, .closedStreaming]).run([])
        let text = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
        #expect(!text.lowercased().contains("nan") && !text.contains("inf"))
        #expect(report.detectors.allSatisfy { $0.metrics.f1 == nil })
    }

    /// With no circles, recall is not 100%: `null` in JSON (and "n/a" in the tools' text,
    /// Markdown and HTML: `EncircleToolSupportTests`' `EvaluationOutputTests`).
    @Test func undefinedRatesAreNull() async throws {
        let others = strokes.filter { !$0.isPositive }
        let report = try await Evaluator(detectors: [.closed]).run([others[1]])  // one v, rejected
        let row = try #require((try json(report)["detectors"] as? [[String: Any]])?.first)
        for key in ["recall", "precision", "f1"] {
            #expect(row.keys.contains(key), "\(key)")
            #expect(row[key] is NSNull, "\(key)")
        }
        #expect(row["falsePositiveRate"] as? Double == 0)
        let metrics = report.detectors[0].metrics
        #expect(metrics.recall == nil && metrics.precision == nil && metrics.f1 == nil)

        // A false positive and no circle: precision and F1 are 0, recall still n/a.
        let accepted = try await Evaluator(detectors: [.closed]).run(others)
        let acceptedRow = try #require((try json(accepted)["detectors"] as? [[String: Any]])?.first)
        #expect(acceptedRow["recall"] is NSNull)
        #expect(acceptedRow["precision"] as? Double == 0)
        #expect(acceptedRow["f1"] as? Double == 0)
    }

    @Test func nonFiniteStrokesNeverCrashTheReports() async throws {
        var broken = LabeledStroke.sample(label: "circle", closed: true, file: "nan.json")
        broken.stroke.samples[3].x = .nan
        let report = try await Evaluator(detectors: [.closed], transforms: [.rotate(.degrees(30)), .thin(2)]).run(
            strokes + [broken])
        _ = try JSONEncoder().encode(report)
        #expect(report.strokes.count == 5)
        #expect(report.detectors[0].detections.count == 5)
    }

    @Test func transformsAreAppliedBeforeDetection() async throws {
        let report = try await Evaluator(detectors: [.closed], transforms: [.scale(2)]).run(strokes)
        #expect(report.strokes[0].stroke == strokes[0].stroke.scaled(by: 2))
        #expect(try json(report)["transforms"] as? [String] == ["scale:2"])
    }

    @Test func streamingWithoutFailuresIsNull() async throws {
        let report = try await Evaluator(detectors: [.closedStreaming], mode: .streaming).run([strokes[0]])
        #expect(report.detectors[0].metrics.meanConsumedBeforeFailure == nil)
        let row = try #require((try json(report)["detectors"] as? [[String: Any]])?.first)
        #expect(row.keys.contains("meanConsumedBeforeFailure"))
        #expect(row["meanConsumedBeforeFailure"] is NSNull)
    }

    /// Each subject's strokes go to that subject's entry, by subject and not by samples.
    @Test func rowsJudgeEachSubjectWithItsOwnEntry() async throws {
        let acceptAll = DetectorEntry(id: "all", summary: "accepts") { _ in
            .recognized(
                AnyMatch(circle: nil, shape: nil, confidence: nil, details: TemplateMatch(name: "any", score: 1)))
        }
        let rejectAll = DetectorEntry(id: "none", summary: "rejects") { _ in
            .rejected(CircleRejection(reason: "never", message: "never"))
        }
        var first = strokes[0], second = strokes[0], third = strokes[0]
        first.subject = "1"
        second.subject = "2"
        third.subject = nil
        let row = EvaluatedDetector(
            id: "per-subject", summary: "by subject", entriesBySubject: ["1": acceptAll, nil: acceptAll],
            fallback: rejectAll)
        #expect(row.entry(for: first).id == "all")
        #expect(row.entry(for: second).id == "none")
        #expect(!row.supportsStreaming)
        let report = try await Evaluator(evaluating: [row], transforms: [.mirror]).run([first, second, third, first])
        #expect(report.detectors[0].id == "per-subject")
        #expect(report.detectors[0].verdicts.map(\.detection.isRecognized) == [true, false, true, true])
        #expect(report.detectors[0].detections.map(\.isRecognized) == [true, false, true, true])
        #expect(throws: DetectorSelectionError.noStreamingForm(id: "per-subject", streamingIDs: [])) {
            try Evaluator(evaluating: [row], mode: .streaming)
        }
    }

    @Test func missesAndFalsePositivesAreListed() async throws {
        let evaluation = try await Evaluator(detectors: [.closed]).run(strokes).detectors[0]
        #expect(evaluation.misses == [1])
        #expect(evaluation.falsePositives == [2])
    }
}
