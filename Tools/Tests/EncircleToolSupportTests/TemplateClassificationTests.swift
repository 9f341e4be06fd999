import Encircle
import EncircleEvaluation
import EncircleTemplates
import EncircleToolSupport
import Foundation
import Testing

@Suite struct TemplateClassificationTests {

    @Test func countsCorrectStrokesAndConfusions() throws {
        let match = { (name: String) in
            TemplateRecognition.recognized(EncircleTemplates.TemplateMatch(name: name, score: 0.9))
        }
        let result = TemplateClassification(outcomes: [
            ("left_sq_bracket", match("left square bracket")), ("v", match("check")), ("v", match("check")),
            ("x", match("star")), ("x", .rejected(TemplateRejection(reason: .noLength, message: "no length"))),
        ])
        #expect(result.strokes == 5)
        #expect(result.correct == 1)
        #expect(abs(result.accuracy - 0.2) < 1e-12)
        #expect(
            result.confusions == [
                .init(label: "v", recognized: "check", count: 2),
                .init(label: "x", recognized: nil, rejection: .noLength, count: 1),
                .init(label: "x", recognized: "star", count: 1),
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try #require(
            try JSONSerialization.jsonObject(with: encoder.encode(result)) as? [String: Any])
        #expect(Set(json.keys) == ["strokes", "correct", "accuracy", "confusions"])
        #expect(json["accuracy"] as? Double == 0.2)
        #expect(TemplateClassification(outcomes: []).accuracy == 0)
    }

    @Test func theCanonicalTemplatesNameThemselves() throws {
        let recognizer = try TemplateRecognizer(templates: GestureTemplate.dollarOneTemplates)
        let strokes = GestureTemplate.dollarOneTemplates.map {
            LabeledStroke(file: $0.name, label: GestureLabel.normalized($0.name), stroke: $0.stroke)
        }
        let result = TemplateClassification(recognizer: recognizer, strokes: strokes)
        #expect(result.correct == 16)
        #expect(result.confusions.isEmpty)
    }

    /// Leave-one-subject-out on a slice of the development strokes (the medium-speed ones of
    /// six gestures, 300 strokes), drawn as recorded and end to start: templates learned from the
    /// other four subjects name nearly every stroke, either way — unless the recognizer is the
    /// direction-blind reference.
    @Test func namesUnseenWritersStrokesDrawnEitherWay() throws {
        let gestures: Set = ["arrow", "check", "circle", "left_sq_bracket", "right_sq_bracket", "star"]
        let slice = try Fixtures.development().filter { $0.speed == "medium" && gestures.contains($0.label) }
        #expect(slice.count == 300)
        for matcher in TemplateRecognizer.Matcher.allCases {
            var configuration = TemplateRecognizer.Configuration()
            configuration.matcher = matcher
            configuration.minimumScore = 0
            let forward = try TemplateClassification.leaveOneSubjectOut(
                slice, perGesture: 3, configuration: configuration)
            let reversed = try TemplateClassification.leaveOneSubjectOut(
                slice, perGesture: 3, configuration: configuration, transforms: [.reverse])
            #expect(forward.strokes == 300)
            #expect(forward.accuracy >= 0.95, "\(matcher): \(forward.accuracy)")
            #expect(reversed.accuracy >= 0.95, "\(matcher) reversed: \(reversed.accuracy)")
        }
        let reference = try TemplateClassification.leaveOneSubjectOut(
            slice, perGesture: 3, configuration: .dollarOneReference, transforms: [.reverse])
        #expect(reference.accuracy < 0.5, "\(reference.accuracy)")
    }

    @Test func validatesItsSettings() {
        var configuration = TemplateRecognizer.Configuration()
        configuration.minimumScore = -1
        #expect(throws: ConfigurationError(key: "minimumScore", value: "-1", allowed: "from 0 to 1")) {
            try TemplateClassification.leaveOneSubjectOut([], perGesture: 5, configuration: configuration)
        }
        #expect(throws: ConfigurationError(key: "perGesture", value: "0", allowed: "at least 1")) {
            try TemplateClassification.leaveOneSubjectOut(
                [TemplateLearningTests.stroke("a", 1)], perGesture: 0, configuration: .init())
        }
    }
}
