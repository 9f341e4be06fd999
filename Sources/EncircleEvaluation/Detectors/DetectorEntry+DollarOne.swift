import Encircle
import EncircleTemplates

extension DetectorEntry {
    /// The $1 recognizer as a circle detector: the reference configuration
    /// (``Encircle/TemplateRecognizer/Configuration/dollarOneReference``) with the 16 canonical
    /// templates; a stroke is a circle when the closest template is `circle`. Its match carries
    /// no circle, only the template's score as confidence and the ``Encircle/TemplateMatch``.
    ///
    /// ```swift
    /// let entry = DetectorEntry.dollarOne()
    /// entry.detect(stroke)   // .rejected("closest template is \"star\": score 0.81")
    /// ```
    ///
    /// - Complexity: O(1) (the templates are normalized once per process).
    package static func dollarOne(id: String = "dollar1") -> DetectorEntry {
        let recognizer = DollarOneReference.recognizer
        return DetectorEntry(
            id: id, summary: "The $1 recognizer with its 16 canonical templates (circle when the best is \"circle\")"
        ) { stroke in
            switch recognizer.recognize(stroke) {
            case .recognized(let match) where match.name == GestureLabel.positive:
                return .recognized(AnyMatch(circle: nil, shape: nil, confidence: match.score, details: match))
            case .recognized(let match):
                return .rejected(
                    CircleRejection(
                        reason: .otherTemplate, measured: match.score,
                        message: "closest template is \"\(match.name)\": score \(NumberText.plain(match.score))"))
            case .rejected(let rejection):
                return .rejected(
                    CircleRejection(reason: .init(rawValue: rejection.reason.rawValue), message: rejection.message))
            }
        }
    }
}

extension CircleRejection.Reason {
    /// A template recognizer found another gesture closer than the circle.
    package static let otherTemplate: Self = "otherTemplate"
}

/// The reference $1 recognizer with the canonical templates, built once.
private enum DollarOneReference {
    static let recognizer: TemplateRecognizer = {
        do {
            return try TemplateRecognizer(
                templates: GestureTemplate.dollarOneTemplates, configuration: .dollarOneReference)
        } catch {
            preconditionFailure("the canonical $1 templates are valid: \(error)")
        }
    }()
}
