import Encircle
import EncircleEvaluation

extension TemplateClassification {
    /// "strokes 2400  correct 2310  accuracy 96.25%" and the confusions, one a line.
    ///
    /// - Complexity: O(*c*) in the number of confusions.
    package var text: String {
        var lines = [
            "strokes \(strokes)  correct \(correct)  accuracy \(ReportText.percent(accuracy))"
        ]
        if !confusions.isEmpty {
            lines.append("confusions (label → recognized: strokes):")
            for confusion in confusions {
                let recognized = confusion.recognized ?? "nothing (\(confusion.rejection?.rawValue ?? "rejected"))"
                lines.append("  \(confusion.label) → \(recognized): \(confusion.count)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
