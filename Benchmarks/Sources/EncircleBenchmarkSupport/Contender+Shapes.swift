import Encircle
import EncircleShapes

extension Contender {
    /// The development strokes the shape recognizer names circles: the one number to change when
    /// its answer changes (`EncircleCost` prints the answer it got).
    public static let shapeCircleCount = 149

    /// Encircle's shape recognizer, `ShapeRecognizer().recognize(_:)`: every shape fitted to the
    /// stroke's summary and tested, the first that passes named. Its answer is the strokes named
    /// circles.
    public static let shapes = Contender(
        name: "shapes",
        title: "encircle shapes: ShapeRecognizer()",
        summary: "ShapeRecognizer().recognize(_:), every shape fitted and tested; the strokes named circles",
        run: { strokes in
            let recognizer = ShapeRecognizer()
            return circles(in: strokes) { recognizer.recognize($0).shape?.kind == .circle }
        },
        expectedOnCorpus: { _ in shapeCircleCount }
    )
}
