import Encircle
import EncircleEvaluation
import EncircleToolSupport
import Foundation
import Testing

@Suite struct LeaveOneSubjectOutTests {
    /// A closed ellipse of `aspect` (long over short axis), 64 samples 10 ms apart.
    private func ellipse(aspect: Double) -> Stroke {
        let points = (0...64).map { index -> Point in
            let angle = 2 * Double.pi * Double(index) / 64
            return Point(x: 100 + 50 * aspect * cos(angle), y: 100 + 50 * sin(angle))
        }
        return Stroke(points: points, interval: 0.01)
    }

    private func line() -> Stroke {
        Stroke(points: [Point(x: 0, y: 0), Point(x: 50, y: 5), Point(x: 100, y: 0)], interval: 0.01)
    }

    @Test func judgesEachSubjectWithLimitsLearnedWithoutIt() async throws {
        let strokes = (0..<4).flatMap { subject in
            [
                LabeledStroke(
                    file: "s\(subject)/circle01.xml", label: "circle", subject: "\(subject)",
                    stroke: ellipse(aspect: 1 + Double(subject) / 100)),
                LabeledStroke(file: "s\(subject)/line01.xml", label: "line", subject: "\(subject)", stroke: line()),
            ]
        }
        let (row, configurations) = try LeaveOneSubjectOut.detector(for: strokes)
        #expect(Set(configurations.keys) == ["0", "1", "2", "3"])
        let detections = try await Evaluator(evaluating: [row]).run(strokes).detectors[0].detections
        for (stroke, detection) in zip(strokes, detections) {
            #expect(detection.isRecognized == (stroke.label == GestureLabel.positive), "\(stroke.file)")
        }
    }

    /// The same stroke drawn by two people is judged with each one's limits: subject A's flat
    /// ellipse teaches the others that ovals of 1.3 are not circles; subject B never drew one.
    @Test func equalStrokesOfDifferentSubjectsAreJudgedWithTheirOwnLimits() async throws {
        let oval = ellipse(aspect: 1.4)
        func stroke(_ subject: String, _ label: String, _ samples: Stroke, _ number: Int) -> LabeledStroke {
            LabeledStroke(file: "s\(subject)/\(label)0\(number).xml", label: label, subject: subject, stroke: samples)
        }
        let strokes = [
            stroke("A", "circle", ellipse(aspect: 1), 1), stroke("A", "circle", oval, 2),
            stroke("A", "ellipse", ellipse(aspect: 1.3), 1),
            stroke("B", "circle", ellipse(aspect: 1.5), 1), stroke("B", "circle", oval, 2),
            stroke("B", "ellipse", ellipse(aspect: 2.5), 1),
            stroke("C", "circle", ellipse(aspect: 1.1), 1), stroke("C", "line", line(), 1),
        ]
        let (row, configurations) = try LeaveOneSubjectOut.detector(for: strokes)
        let limitsForA = try #require(configurations["A"])
        let limitsForB = try #require(configurations["B"])
        let report = try await Evaluator(evaluating: [row]).run(strokes)
        let verdicts = report.detectors[0].detections
        for (index, labeled) in strokes.enumerated() {
            let limits = try #require(configurations[labeled.subject])
            let expected = try DetectorCatalog.standard(encircle: CircleDetector(configuration: limits))
                .entry(id: "encircle").detect(labeled.stroke)
            #expect(verdicts[index] == expected, "\(labeled.file)")
        }
        // The two copies of the oval: the same samples, different subjects, different verdicts.
        #expect(strokes[1].stroke == strokes[4].stroke)
        let detectorForA = try CircleDetector(configuration: limitsForA)
        let detectorForB = try CircleDetector(configuration: limitsForB)
        #expect(detectorForA.detect(in: oval).isRecognized)
        #expect(!detectorForB.detect(in: oval).isRecognized)
        #expect(verdicts[1].isRecognized)
        #expect(!verdicts[4].isRecognized)
    }

    @Test func limitsAreLearnedOnTheTransformedStrokes() async throws {
        let strokes = (0..<3).flatMap { subject in
            [
                LabeledStroke(
                    file: "circle0\(subject).xml", label: "circle", subject: "\(subject)", stroke: ellipse(aspect: 1.1)),
                LabeledStroke(file: "line0\(subject).xml", label: "line", subject: "\(subject)", stroke: line()),
            ]
        }
        let transforms: [StrokeTransform] = [.rotate(.degrees(90)), .thin(2)]
        let (row, configurations) = try LeaveOneSubjectOut.detector(for: strokes, transforms: transforms)
        let report = try await Evaluator(evaluating: [row], mode: .streaming, transforms: transforms).run(strokes)
        #expect(report.detectors[0].metrics.truePositives == 3)
        #expect(report.detectors[0].metrics.falsePositives == 0)
        // Every stroke went through the streaming recognizer of its subject's limits.
        for (labeled, detection) in zip(report.strokes, report.detectors[0].detections) {
            let limits = try #require(configurations[labeled.subject])
            let (state, _) = CircleRecognizer.replay(
                labeled.stroke, detector: try CircleDetector(configuration: limits))
            switch (state, detection) {
            case (.recognized(let circle), .recognized(let match)):
                #expect(match.details as? DetectedCircle == circle, "\(labeled.file)")
            case (.failed(let rejection), .rejected(let expected)):
                #expect(rejection == expected, "\(labeled.file)")
            default:
                Issue.record("\(labeled.file): streaming \(state) but evaluated \(detection)")
            }
        }
    }
}
