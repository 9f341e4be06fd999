import Encircle
import Foundation
import Testing

@testable import EncircleShapes

/// `print(recognized)` gives the shape, how clearly, and what it would otherwise be.
@Suite struct RecognizedShapeTests {
    @Test func describesTheShapeItsConfidenceAndRunnerUp() {
        let square = RecognizedShape(
            shape: .rectangle(vertices: DrawnShapeDescriptionTests.square, isSquare: true), confidence: 0.7449,
            runnerUp: .diamond)
        #expect(
            square.description
                == "rectangle: corners (0, 0), (100, 0), (100, 100), (0, 100), a square, confidence 0.74, "
                + "runner-up diamond")
        let line = RecognizedShape(shape: .line(from: .zero, to: Point(x: 10, y: 0)), confidence: 1)
        #expect("\(line)" == "line: from (0, 0) to (10, 0), confidence 1")
    }

    /// A circle the recognizer names reads as its shape and geometry, not a dump of fields.
    @Test func aRecognizedCircleDescribesItself() throws {
        let points = (0...72).map { step in
            let angle = Double(step) * 5 * Double.pi / 180
            return Point(x: 200 + 80 * cos(angle), y: 300 + 80 * sin(angle))
        }
        let recognized = try ShapeRecognizer().recognize(Stroke(points: points, interval: 1.0 / 60)).get()
        guard case .circle(let center, let radius) = recognized.shape else {
            Issue.record("expected a circle, got \(recognized.shape.kind)")
            return
        }
        func number(_ value: Double) -> String { NumberText.plain(value, fractionDigits: 1) }
        #expect(
            recognized.description.hasPrefix(
                "circle: centre (\(number(center.x)), \(number(center.y))), radius \(number(radius)), confidence "))
        #expect(abs(radius - 80) < 1)
    }
}
