public import Encircle

/// Picks templates from labelled strokes: `K` examples of every gesture, chosen
/// deterministically — the strokes of each label in load order, taken evenly spaced (the
/// first, then every `n/K`-th), so that they spread over the people and speeds of a sorted
/// data set. Strokes a recognizer cannot compare (no length, a non-finite sample) are skipped.
///
/// ```swift
/// let templates = try TemplateLearning.templates(from: loaded.strokes, perGesture: 5)
/// templates.count   // 80 for the 16 gestures of the $1 study
/// ```
public enum TemplateLearning {
    /// `perGesture` templates of every label found in `strokes` (all of a label's strokes
    /// when it has fewer), labels in order of first appearance, each named by its label.
    ///
    /// - Throws: ``ConfigurationError`` when `perGesture` is below 1.
    /// - Complexity: O(*n*) in the number of samples.
    public static func templates(
        from strokes: [LabeledStroke], perGesture: Int
    ) throws(ConfigurationError) -> [GestureTemplate] {
        try ConfigurationError.check(perGesture, "perGesture", in: .atLeast(1))
        var order: [String] = []
        var byLabel: [String: [LabeledStroke]] = [:]
        for stroke in strokes where isUsable(stroke.stroke) {
            if byLabel[stroke.label] == nil { order.append(stroke.label) }
            byLabel[stroke.label, default: []].append(stroke)
        }
        return order.flatMap { label in
            let examples = byLabel[label] ?? []
            let count = min(perGesture, examples.count)
            return (0..<count).map { index in
                GestureTemplate(name: label, stroke: examples[index * examples.count / count].stroke)
            }
        }
    }

    /// Whether a recognizer can compare the stroke: finite samples and a path that moves.
    private static func isUsable(_ stroke: Stroke) -> Bool {
        let length = stroke.pathLength
        return stroke.firstInvalidSampleIndex == nil && length > 0 && length.isFinite
    }
}
