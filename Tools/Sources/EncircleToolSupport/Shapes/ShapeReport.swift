import EncircleEvaluation
import EncircleShapes

/// The shapes of many labelled strokes and how they are confused, as `encircle shapes` prints
/// them: `{"strokes":[ShapeRecord…],"confusion":{LABEL:{SHAPE:count}}}`, SHAPE `none` for a
/// stroke that is no shape.
///
/// ```swift
/// let report = ShapeReport(strokes, recognizer: ShapeRecognizer())
/// report.confusion["rectangle"]?["rectangle"]   // 146
/// ```
package struct ShapeReport: Sendable, Encodable {
    /// Each stroke's record, in the order given.
    package var strokes: [ShapeRecord]
    /// For each label, how many of its strokes were named each shape (or `none`).
    package var confusion: [String: [String: Int]]

    /// Recognizes every stroke.
    ///
    /// - Complexity: O(*n* log *n*) per stroke of *n* samples.
    package init(_ strokes: [LabeledStroke], recognizer: ShapeRecognizer) {
        self.strokes = strokes.map {
            ShapeRecord(
                file: $0.file, label: $0.label, subject: $0.subject, recognition: recognizer.recognize($0.stroke))
        }
        var confusion: [String: [String: Int]] = [:]
        for record in self.strokes {
            confusion[record.label ?? "", default: [:]][record.shapeName, default: 0] += 1
        }
        self.confusion = confusion
    }

    /// The records, one a line, then the confusion matrix: a row per label, a column per shape.
    ///
    /// - Complexity: O(*s* + *l* · *k*) for *s* strokes, *l* labels and *k* shapes.
    package var text: String {
        let seen = ShapeRecord.names.filter { name in confusion.values.contains { $0[name] != nil } }
        var rows = [["label"] + seen]
        for label in confusion.keys.sorted() {
            rows.append([label] + seen.map { confusion[label]?[$0].map(String.init) ?? "" })
        }
        return (strokes.map(\.text) + ["", Format.table(rows)]).joined(separator: "\n") + "\n"
    }
}
