import Encircle
import EncircleEvaluation
import EncircleHardening
import EncircleShapes
import Foundation
import Testing

@Suite struct NumericOutputTests {
    let circle = CircleDetector().detect(in: InvariantsTests.circle).recognized!

    @Test func aCleanVerdictHasNoNaN() {
        #expect(circle.nanNames == [])
        #expect(Detection<DetectedCircle>.recognized(circle).nanNames == [])
        #expect(CircleRecognizer.State.recognized(circle).nonFiniteNames == [])
    }

    @Test func namesEveryNaNByItsPath() {
        var broken = circle
        broken.circle.radius = .nan
        broken.measurements.tailDeviation = .nan
        broken.ellipse.rotation = .radians(.infinity)
        #expect(broken.nanNames == ["circle.radius", "measurements.tailDeviation"])
        #expect(broken.nonFiniteNames == ["circle.radius", "ellipse.rotation", "measurements.tailDeviation"])
        #expect(
            Detection<DetectedCircle>.recognized(broken).nanNames == [
                "recognized.circle.radius", "recognized.measurements.tailDeviation",
            ])
        #expect(CircleRecognizer.State.recognized(broken).nanNames.first == "recognized.circle.radius")
    }

    @Test(arguments: [
        ("too small: nan pt across (minimum 10 pt)", true), ("swept -NaN°", true), ("NaN", true),
        ("a financial nanny", false), ("not closed: swept 212° of the required 300°", false),
    ])
    func messagesThatPrintNaN(message: String, hasNaN: Bool) {
        let rejection = CircleRejection(reason: .notClosed, measured: 1, limit: 2, message: message)
        #expect(rejection.nanNames == (hasNaN ? ["message \"\(message)\""] : []))
    }

    @Test func rejectionsNameMeasuredAndLimit() {
        let rejection = CircleRejection(reason: .tooSmall, measured: .nan, limit: .nan, message: "too small")
        #expect(rejection.nanNames == ["measured", "limit"])
        #expect(SadunCircleTest().detect(in: .empty).nanNames == [])
        #expect(LaMarcheCircleTest().detect(in: .empty).nanNames == [])
    }

    /// A type-erased match names the numbers of its details by their JSON path: the classic
    /// recipes' rects and transit included.
    @Test func matchesNameTheNumbersOfTheirDetails() throws {
        struct Details: Hashable, Sendable, Encodable {
            var box: [Double]
            var transit: Double
            var note = "x"
        }
        let broken = AnyMatch(
            circle: PlaneCircle(center: Point(x: 1, y: 2), radius: .nan), shape: .circle, confidence: 0.5,
            details: Details(box: [1, .nan, .infinity], transit: .nan))
        #expect(broken.nanNames == ["circle.radius", "details.box[1]", "details.transit"])
        #expect(broken.nonFiniteNames == ["circle.radius", "details.box[1]", "details.box[2]", "details.transit"])
        let sadun = try DetectorCatalog.standard.entry(id: "sadun").detect(InvariantsTests.circle)
        let numbers = try #require(sadun.recognized).numberNames
        #expect(
            numbers.contains("details.transit.radians") && numbers.contains("details.boundingRect.origin.x"),
            "\(numbers)")
        #expect(sadun.nanNames == [])
    }

    @Test func shapesNameEveryNumber() {
        let spiral = DrawnShape.spiral(
            center: Point(x: 1, y: .infinity), startRadius: .nan, endRadius: 5, startAngle: .zero, sweep: .radians(.nan)
        )
        #expect(spiral.nonFiniteNames == ["center.y", "startRadius", "sweep"])
        #expect(spiral.nanNames == ["startRadius", "sweep"])
        let helix = DrawnShape.helix(
            from: .zero, to: Point(x: 10, y: 0), radius: 3, turns: -.infinity, startAngle: .radians(.nan))
        #expect(
            ShapeRecognition.recognized(RecognizedShape(shape: helix, confidence: 1)).nonFiniteNames == [
                "recognized.helix.turns", "recognized.helix.startAngle",
            ])
        let polygon = DrawnShape.polygon(vertices: [.zero, Point(x: 1, y: 1), Point(x: 0, y: .nan)])
        #expect(polygon.nonFiniteNames == ["vertices[2].y"])
        let clean = ShapeRecognizer().recognize(InvariantsTests.circle)
        #expect(clean.shape?.kind == .circle && clean.nonFiniteNames == [])
        let rejection = ShapeRejection(reason: .curved, measured: .nan, limit: 0.15, message: "curved")
        #expect(ShapeRecognition.rejected(rejection).nanNames == ["rejected.measured"])
    }
}

extension NumericOutput {
    /// The names of every number reported.
    var numberNames: [String] {
        var names: [String] = []
        forEachNumber { _, name in names.append(name()) }
        return names
    }
}
