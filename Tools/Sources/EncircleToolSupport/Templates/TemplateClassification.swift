import Encircle
import EncircleEvaluation
import EncircleTemplates

/// How well a ``Encircle/TemplateRecognizer`` names labelled strokes: how many it named right,
/// and which gestures it took for which. A stroke is correct when the recognized template's
/// name equals the stroke's label, both normalized by ``GestureLabel/normalized(_:)`` (so that
/// the $1 reference's `left square bracket` names the study's `left_sq_bracket`).
///
/// ```swift
/// let result = TemplateClassification(recognizer: recognizer, strokes: loaded.strokes)
/// result.accuracy     // 0.97
/// result.confusions   // [Confusion(label: "v", recognized: "check", count: 3), …]
/// ```
///
/// Encodes as `{"strokes":N,"correct":M,"accuracy":M/N,"confusions":[{"label":…,"recognized":…,"count":…}]}`.
package struct TemplateClassification: Hashable, Sendable, Encodable {
    /// Strokes of one label taken for another gesture (or for none).
    package struct Confusion: Hashable, Sendable, Encodable {
        /// The stroke's label, normalized.
        package var label: String
        /// The recognized template's name, normalized; `nil` when the recognizer rejected the
        /// strokes.
        package var recognized: String?
        /// Why the recognizer rejected the strokes, when it did.
        package var rejection: TemplateRejection.Reason?
        /// How many strokes.
        package var count: Int

        /// Creates a confusion.
        ///
        /// - Complexity: O(1).
        package init(label: String, recognized: String?, rejection: TemplateRejection.Reason? = nil, count: Int) {
            self.label = label
            self.recognized = recognized
            self.rejection = rejection
            self.count = count
        }
    }

    /// How many strokes were classified.
    package var strokes: Int
    /// How many were named right.
    package var correct: Int
    /// The mistakes, most frequent first (then by label and recognized name).
    package var confusions: [Confusion]

    /// The share of strokes named right, 0 for no strokes.
    package var accuracy: Double { strokes == 0 ? 0 : Double(correct) / Double(strokes) }

    /// Creates a result from its counts.
    ///
    /// - Complexity: O(1).
    package init(strokes: Int, correct: Int, confusions: [Confusion]) {
        self.strokes = strokes
        self.correct = correct
        self.confusions = confusions
    }

    /// Classifies `strokes` with `recognizer`.
    ///
    /// - Complexity: O(*s* · *t*) for *s* strokes and *t* templates.
    package init(recognizer: TemplateRecognizer, strokes: [LabeledStroke]) {
        self.init(outcomes: strokes.map { ($0.label, recognizer.recognize($0.stroke)) })
    }

    /// Tallies labels and what the recognizer said for each stroke.
    ///
    /// - Complexity: O(*s* log *s*) for *s* strokes.
    package init(outcomes: [(label: String, recognition: TemplateRecognition)]) {
        var correct = 0
        var mistakes: [Confusion: Int] = [:]
        for (label, recognition) in outcomes {
            let expected = GestureLabel.normalized(label)
            switch recognition {
            case .recognized(let match) where GestureLabel.normalized(match.name) == expected:
                correct += 1
            case .recognized(let match):
                mistakes[
                    Confusion(label: expected, recognized: GestureLabel.normalized(match.name), count: 0), default: 0] +=
                    1
            case .rejected(let rejection):
                mistakes[
                    Confusion(label: expected, recognized: nil, rejection: rejection.reason, count: 0), default: 0] +=
                    1
            }
        }
        let confusions = mistakes.map { key, count in
            Confusion(label: key.label, recognized: key.recognized, rejection: key.rejection, count: count)
        }
        self.init(
            strokes: outcomes.count, correct: correct,
            confusions: confusions.sorted { lhs, rhs in
                if lhs.count != rhs.count { return lhs.count > rhs.count }
                if lhs.label != rhs.label { return lhs.label < rhs.label }
                return (lhs.recognized ?? "") < (rhs.recognized ?? "")
            })
    }

    private enum CodingKeys: String, CodingKey { case strokes, correct, accuracy, confusions }

    /// Encodes `strokes`, `correct`, `accuracy` and `confusions`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(strokes, forKey: .strokes)
        try container.encode(correct, forKey: .correct)
        try container.encode(accuracy, forKey: .accuracy)
        try container.encode(confusions, forKey: .confusions)
    }
}

extension TemplateClassification {
    /// Leave-one-subject-out accuracy: each subject's strokes are classified with templates
    /// learned (``TemplateLearning``, `perGesture` per label) from the other subjects' strokes
    /// as recorded; `transforms` change only the strokes classified, so that
    /// `[.reverse]` asks whether gestures drawn end to start still match templates drawn the
    /// usual way. Strokes whose log names no subject form one group of their own.
    ///
    /// - Throws: ``ConfigurationError`` for `perGesture` below 1 or a configuration out of range.
    /// - Complexity: O(*s*² · *k*) for *s* strokes and *k* templates per gesture.
    package static func leaveOneSubjectOut(
        _ strokes: [LabeledStroke], perGesture: Int, configuration: TemplateRecognizer.Configuration,
        transforms: [StrokeTransform] = []
    ) throws(ConfigurationError) -> TemplateClassification {
        try configuration.validate()
        var seen: [String?] = []
        for stroke in strokes where !seen.contains(stroke.subject) { seen.append(stroke.subject) }
        var outcomes: [(label: String, recognition: TemplateRecognition)] = []
        for subject in seen {
            let training = strokes.filter { $0.subject != subject }
            let templates = try TemplateLearning.templates(from: training, perGesture: perGesture)
            var recognizer: TemplateRecognizer
            do {
                recognizer = try TemplateRecognizer(configuration: configuration)
            } catch {
                // validate() passed, so the only error left is a template error, and there are none.
                preconditionFailure("a validated configuration with no templates: \(error)")
            }
            for template in templates { try? recognizer.add(template) }
            let judged = transforms.apply(to: strokes.filter { $0.subject == subject })
            outcomes += judged.map { ($0.label, recognizer.recognize($0.stroke)) }
        }
        return TemplateClassification(outcomes: outcomes)
    }
}
