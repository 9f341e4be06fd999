import Encircle
import EncircleShapes
import Foundation

extension Invariants {
    /// The promises ``EncircleShapes/ShapeRecognizer`` breaks on `stroke`, snapped and raw: it
    /// names a shape or gives a rejection (one of the two), its confidence lies in 0…1, and the
    /// geometry has no NaN or infinity (it encodes as JSON, which has neither).
    ///
    /// - Complexity: O(*n* log *n*) for *n* samples.
    public static func problems(recognizingShapeOf stroke: Stroke) -> [String] {
        var problems: [String] = []
        for recognizer in [ShapeRecognizer(), ShapeRecognizer(snaps: false)] {
            let place = "ShapeRecognizer(snaps: \(recognizer.snaps))"
            let recognition = recognizer.recognize(stroke)
            if (recognition.shape == nil) == (recognition.rejection == nil) {
                problems.append("\(place): a shape and a rejection, or neither")
            }
            if !(0...1).contains(recognition.confidence) {
                problems.append("\(place): confidence \(recognition.confidence) outside 0…1")
            }
            if let shape = recognition.shape, (try? JSONEncoder().encode(shape)) == nil {
                problems.append("\(place): \(shape.kind.rawValue) has a coordinate that is not a finite number")
            }
        }
        return problems
    }
}
