import Encircle
import Foundation
import Testing

@testable import EncircleShapes

/// An ellipse, however flat: its ends turn within a corner's window as a corner does, and are
/// no corner.
@Suite struct EllipseCandidateTests {
    /// The turn at the end of the major axis, checked against a circle's (length over radius)
    /// and the figures of the doc comment.
    @Test func anEllipsesEndsTurnMoreTheFlatterItIs() {
        func ellipse(_ ratio: Double) -> PlaneEllipse {
            PlaneEllipse(center: .zero, semiMajorAxis: ratio, semiMinorAxis: 1, rotation: .zero)
        }
        #expect(abs(EllipseCandidate.endTurn(of: ellipse(1), within: 0.1) - 2 * 0.1 * 180 / .pi) < 0.01)
        func turn(_ ratio: Double) -> Double {
            EllipseCandidate.endTurn(
                of: ellipse(ratio), within: ShapeSummary.cornerWindowShare * 2 * (ratio * ratio + 1).squareRoot())
        }
        #expect(abs(turn(2) - 46) < 1)
        #expect(abs(turn(5) - 123) < 1)
        #expect(abs(EllipseCandidate.endTurn(of: ellipse(8), within: 100) - 180) < 1e-9)
    }

    /// Ellipses of 3:1 to 8:1, 16 to 120 samples a lap, begun near an end: ellipses (15 of these
    /// 20 were not, most of them polylines, while their ends were judged as a smooth shape's
    /// corners).
    @Test(arguments: [3.0, 4.0, 5.0, 6.0, 8.0], [16, 24, 48, 120])
    func flatEllipsesAreEllipses(ratio: Double, samples: Int) {
        let points = (0...samples).map { index in
            let t = 2 * Double.pi * Double(index) / Double(samples) + 0.3
            return Point(x: 300 + 40 * ratio * cos(t), y: 300 + 40 * sin(t))
        }
        let recognition = ShapeRecognizer().recognize(Stroke(points: points))
        #expect(recognition.shape?.kind == .ellipse, "\(ratio):1, \(samples): \(recognition)")
    }
}
