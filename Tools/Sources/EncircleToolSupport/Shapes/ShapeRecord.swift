import Encircle
import EncircleEvaluation
import EncircleShapes

/// One stroke's shape, as `encircle shapes` prints it.
///
/// JSON, every key always present: `file`, `label` (or `null`), `shape` (the shape's name, or `null`),
/// `geometry` (``EncircleShapes/DrawnShape``'s, or `null`), `confidence` (0…1, or `null` when
/// no shape), `runnerUp` (a shape's name, or `null`) and `rejection`
/// (`{"reason","message","measured","limit","closest"}`, `closest` the kind it came closest to or
/// the kind not allowed; or `null`).
///
/// Text: `rectangle03.xml (rectangle): rectangle, confidence 0.71` or
/// `pigtail01.xml (pigtail): none: curved: a part bends 31% of its chord (limit 15%)`.
package struct ShapeRecord: Sendable, Encodable {
    /// The stroke's name (``LabeledStroke/file``).
    package var file: String
    /// The stroke's label (``LabeledStroke/label``); `nil` for a stroke posted without one.
    package var label: String?
    /// Who drew it (``LabeledStroke/subject``), when known; not in the JSON.
    package var subject: String?
    /// What the recognizer said.
    package var recognition: ShapeRecognition

    /// Creates a record.
    ///
    /// - Complexity: O(1).
    package init(file: String, label: String?, subject: String? = nil, recognition: ShapeRecognition) {
        self.file = file
        self.label = label
        self.subject = subject
        self.recognition = recognition
    }

    /// The name the confusion matrix counts: the shape's, or `none`.
    package var shapeName: String { Self.name(of: recognition.shape) }

    /// The name of `shape` in a report: its kind's, or `none` for no shape.
    package static func name(of shape: DrawnShape?) -> String { shape?.kind.rawValue ?? "none" }

    /// Every name a report counts, in the order of the confusion matrix's columns.
    package static let names = DrawnShape.Kind.allCases.map(\.rawValue) + [name(of: nil)]

    private enum CodingKeys: String, CodingKey {
        case file, label, shape, geometry, confidence, runnerUp, rejection
    }

    /// Encodes every key, `null` where there is nothing to say.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(label, forKey: .label)
        try container.encode(recognition.shape?.kind.rawValue, forKey: .shape)
        try container.encode(recognition.shape, forKey: .geometry)
        try container.encode(recognition.recognized.map { JSONSafe.number($0.confidence) }, forKey: .confidence)
        try container.encode(recognition.recognized?.runnerUp?.rawValue, forKey: .runnerUp)
        try container.encode(recognition.rejection.map(RejectionRecord.init), forKey: .rejection)
    }

    /// One line for people: the shape with its geometry, confidence and runner-up, or why none
    /// was drawn.
    package var text: String {
        switch recognition {
        case .rejected(let rejection):
            return "\(file) (\(label ?? "no label")): none: \(rejection.message)"
        case .recognized(let recognized):
            return "\(file) (\(label ?? "no label")): \(recognized)"
        }
    }
}
