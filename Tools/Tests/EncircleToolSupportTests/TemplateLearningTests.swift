import Encircle
import EncircleEvaluation
import EncircleTemplates
import EncircleToolSupport
import Testing

@Suite struct TemplateLearningTests {
    static func stroke(_ label: String, _ index: Int, subject: String = "1") -> LabeledStroke {
        LabeledStroke(
            file: "\(label)\(index).json", label: label, subject: subject,
            stroke: Stroke(points: [Point(x: 0, y: 0), Point(x: Double(index + 1), y: 0)]))
    }

    @Test func picksKEvenlySpacedExamplesOfEveryLabel() throws {
        let strokes = (0..<10).map { Self.stroke("a", $0) } + (0..<3).map { Self.stroke("b", $0) }
        let templates = try TemplateLearning.templates(from: strokes, perGesture: 4)
        #expect(templates.map(\.name) == ["a", "a", "a", "a", "b", "b", "b"])
        // Indices 0, 2, 5, 7 of the ten a's (i · 10 / 4), all three b's.
        #expect(templates.map { $0.points[1].x } == [1, 3, 6, 8, 1, 2, 3])
        #expect(try TemplateLearning.templates(from: strokes, perGesture: 4) == templates)
    }

    @Test func spreadsThePicksOverTheSubjects() throws {
        // Subject 1 draws a1…a4 (x 1…4), subject 2 draws a11…a14 (x 11…14).
        let two =
            (0..<4).map { Self.stroke("a", $0, subject: "1") } + (10..<14).map { Self.stroke("a", $0, subject: "2") }
        // Shares 2 and 1; subject 2's spacing starts half its interval later.
        #expect(try TemplateLearning.templates(from: two, perGesture: 3).map { $0.points[1].x } == [1, 13, 3])
        // A subject with too few examples leaves its share to the others.
        let uneven = [Self.stroke("a", 0, subject: "1")] + (10..<15).map { Self.stroke("a", $0, subject: "2") }
        #expect(try TemplateLearning.templates(from: uneven, perGesture: 4).map { $0.points[1].x } == [1, 11, 12, 14])
        #expect(try TemplateLearning.templates(from: uneven, perGesture: 9).count == 6)
    }

    @Test func skipsStrokesARecognizerCannotCompare() throws {
        let dot = LabeledStroke(file: "dot.json", label: "a", stroke: Stroke(points: [Point(x: 1, y: 1)]))
        let broken = LabeledStroke(
            file: "nan.json", label: "a", stroke: Stroke(points: [Point(x: 0, y: 0), Point(x: .nan, y: 1)]))
        let templates = try TemplateLearning.templates(from: [dot, broken, Self.stroke("a", 4)], perGesture: 2)
        #expect(templates == [GestureTemplate(name: "a", points: [.zero, Point(x: 5, y: 0)])])
    }

    @Test func needsAtLeastOneExamplePerGesture() {
        #expect(throws: ConfigurationError(key: "perGesture", value: "0", allowed: "at least 1")) {
            try TemplateLearning.templates(from: [], perGesture: 0)
        }
        #expect(
            ConfigurationError(key: "perGesture", value: "0", allowed: "at least 1").description
                == "perGesture is 0; it must be at least 1")
    }

    @Test func normalizesTheReferencesNamesToTheStudysLabels() {
        #expect(GestureLabel.normalized("left square bracket") == "left_sq_bracket")
        #expect(GestureLabel.normalized("Right Square Bracket") == "right_sq_bracket")
        #expect(GestureLabel.normalized("delete") == "delete_mark")
        #expect(GestureLabel.normalized("left curly brace") == "left_curly_brace")
        #expect(GestureLabel.normalized("zig-zag") == "zig_zag")
        #expect(GestureLabel.normalized("  x  ") == "x")
        #expect(GestureLabel.normalized("delete_mark") == "delete_mark")
        #expect(GestureLabel.normalized("") == "")
    }
}
