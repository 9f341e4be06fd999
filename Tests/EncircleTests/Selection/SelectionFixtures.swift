import Encircle
import EncircleTestSupport
import Foundation
import Testing

/// The strokes and shapes the selection tests compute their answers for by hand.
enum SelectionFixtures {
    /// The square (0, 0)–(100, 100) as four corners, closed by the chord from the last back to
    /// the first.
    static let square = Stroke(points: [
        Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100),
    ])

    /// A "C" open to the right: the chord from its last sample back to its first closes the gap
    /// along x = 100, so it surrounds the same square.
    static let letterC = Stroke(points: [
        Point(x: 100, y: 0), Point(x: 0, y: 0), Point(x: 0, y: 100), Point(x: 100, y: 100),
    ])

    /// A "U" in the square (0, 0)–(100, 100): a notch x 30…70, y 0…70 cut in from the top, so
    /// the loop is concave; its arms are x 0…30 and x 70…100, its base y 70…100.
    static let letterU = Stroke(points: [
        Point(x: 0, y: 0), Point(x: 30, y: 0), Point(x: 30, y: 70), Point(x: 70, y: 70), Point(x: 70, y: 0),
        Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100),
    ])

    /// A circle of radius 50 round (100, 100), 64 samples a lap, traced twice: the winding
    /// number inside is 2.
    static let circleTracedTwice = Stroke(
        points: (0..<128).map { index in
            let angle = 2 * Double.pi * Double(index) / 64
            return Point(x: 100 + 50 * cos(angle), y: 100 + 50 * sin(angle))
        })

    /// An ellipse round (100, 100) with semi-axes 50 and 20, its major axis tilted 45°
    /// (clockwise on screen: toward +x, +y).
    static let tiltedEllipse = PlaneEllipse(
        center: Point(x: 100, y: 100), semiMajorAxis: 50, semiMinorAxis: 20, rotation: .degrees(45))

    /// A detected circle whose fitted shape is replaced by `ellipse` (or, as an arc, by
    /// `circle`): a shape whose insides can be worked out by hand.
    static func detectedCircle(
        ellipse: PlaneEllipse = tiltedEllipse, circle: PlaneCircle? = nil
    ) throws -> DetectedCircle {
        var detected = try #require(CircleDetector().detect(in: Stroke.circle()).recognized)
        detected.ellipse = ellipse
        detected.shape = .ellipse
        if let circle {
            detected.circle = circle
            detected.shape = .arc
        }
        return detected
    }
}
