import Testing

@testable import Encircle

@Suite struct PlaneCircleTests {
    /// As a detected circle's and a drawn shape's descriptions print it: to one decimal.
    @Test func geometryTextGivesCentreAndRadius() {
        let circle = PlaneCircle(center: Point(x: 200, y: 300.04), radius: 79.94)
        #expect(circle.geometryText == "centre (200, 300), radius 79.9")
    }
}
