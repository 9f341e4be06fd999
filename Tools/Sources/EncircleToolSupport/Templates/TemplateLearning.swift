import Encircle
import EncircleEvaluation
import EncircleTemplates

/// Picks templates from labelled strokes: `K` examples of every gesture, chosen
/// deterministically and spread over the people who drew them. The subjects of a label take
/// turns (in order of first appearance), each giving its share of the `K` picks evenly spaced
/// through its own examples in load order — each subject's spacing starting a little later than
/// the one before, so that the picks also spread over what that order follows (speed,
/// repetition). Strokes a recognizer cannot compare (no length, a non-finite sample) are skipped.
///
/// ```swift
/// let templates = try TemplateLearning.templates(from: loaded.strokes, perGesture: 5)
/// templates.count   // 80 for the 16 gestures of the $1 study
/// ```
package enum TemplateLearning {
    /// `perGesture` templates of every label found in `strokes` (all of a label's strokes
    /// when it has fewer), labels in order of first appearance, each named by its label.
    ///
    /// - Throws: ``ConfigurationError`` when `perGesture` is below 1.
    /// - Complexity: O(*n*) in the number of samples.
    package static func templates(
        from strokes: [LabeledStroke], perGesture: Int
    ) throws(ConfigurationError) -> [GestureTemplate] {
        guard perGesture >= 1 else {
            throw ConfigurationError(
                key: "perGesture", value: ReportText.number(Double(perGesture)), allowed: "at least 1")
        }
        var order: [String] = []
        var byLabel: [String: [LabeledStroke]] = [:]
        for stroke in strokes where isUsable(stroke.stroke) {
            if byLabel[stroke.label] == nil { order.append(stroke.label) }
            byLabel[stroke.label, default: []].append(stroke)
        }
        return order.flatMap { label in
            pick(perGesture, from: byLabel[label] ?? []).map { GestureTemplate(name: label, stroke: $0.stroke) }
        }
    }

    /// `count` of `examples` spread over their subjects: the subjects (in order of first
    /// appearance) take turns, each giving its share of the picks evenly spaced through its own
    /// examples, and each subject's spacing starts a little later than the one before, so that
    /// the picks also spread over what the examples' order follows (speed, repetition).
    private static func pick(_ count: Int, from examples: [LabeledStroke]) -> [LabeledStroke] {
        var subjects: [String?] = []
        var bySubject: [String?: [LabeledStroke]] = [:]
        for example in examples {
            if bySubject[example.subject] == nil { subjects.append(example.subject) }
            bySubject[example.subject, default: []].append(example)
        }
        let total = min(count, examples.count)
        // Each subject's share: total / S, the first total % S one more, within what it has.
        var shares = subjects.enumerated().map { index, subject in
            min(total / subjects.count + (index < total % subjects.count ? 1 : 0), bySubject[subject]?.count ?? 0)
        }
        // Subjects with too few examples leave picks to the others, in order.
        var missing = total - shares.reduce(0, +)
        for index in shares.indices where missing > 0 {
            let spare = (bySubject[subjects[index]]?.count ?? 0) - shares[index]
            let extra = min(spare, missing)
            shares[index] += extra
            missing -= extra
        }
        var picked: [LabeledStroke] = []
        let rounds = shares.max() ?? 0
        for round in 0..<rounds {
            for (index, subject) in subjects.enumerated() where round < shares[index] {
                let own = bySubject[subject] ?? []
                let share = shares[index]
                let offset = index * own.count / (subjects.count * share)
                picked.append(own[(round * own.count / share + offset) % own.count])
            }
        }
        return picked
    }

    /// Whether a recognizer can compare the stroke: finite samples and a path that moves.
    private static func isUsable(_ stroke: Stroke) -> Bool {
        let length = stroke.pathLength
        return stroke.firstInvalidSampleIndex == nil && length > 0 && length.isFinite
    }
}
