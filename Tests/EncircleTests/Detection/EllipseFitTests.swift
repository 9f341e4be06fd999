import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

@Suite struct EllipseFitTests {
    private func fit(_ stroke: Stroke) -> EllipseFit.Result? {
        let points = stroke.samples.map(\.point)
        return points.withUnsafeBufferPointer { EllipseFit.fit($0) }
    }

    @Test(arguments: [(100.0, 50.0, 0.0), (90, 60, 17), (120, 40, -60), (80, 79.9, 45)])
    func recoversTheTrueAxesAndRotation(semiMajor: Double, semiMinor: Double, tiltDegrees: Double) throws {
        let stroke = Stroke.circle(
            center: Point(x: 300, y: -40), radius: semiMinor, count: 97, aspect: semiMajor / semiMinor,
            tilt: .degrees(tiltDegrees))
        let ellipse = try #require(fit(stroke)).ellipse
        #expect(ellipse.semiMajorAxis.isApproximatelyEqual(to: semiMajor, absoluteTolerance: 1e-6))
        #expect(ellipse.semiMinorAxis.isApproximatelyEqual(to: semiMinor, absoluteTolerance: 1e-6))
        #expect(ellipse.center.isApproximatelyEqual(to: Point(x: 300, y: -40), absoluteTolerance: 1e-6))
        if semiMajor / semiMinor > 1.01 {
            // The major axis's direction, modulo a half turn.
            let difference = (ellipse.rotation.degrees - tiltDegrees).truncatingRemainder(dividingBy: 180)
            #expect(min(abs(difference), 180 - abs(difference)) < 1e-4)
        }
    }

    @Test func recoversAnEllipseFromAnArcOfIt() throws {
        let stroke = Stroke.arc(radius: 50, count: 40, sweep: .degrees(200), aspect: 2, tilt: .degrees(30))
        let ellipse = try #require(fit(stroke)).ellipse
        #expect(ellipse.aspectRatio.isApproximatelyEqual(to: 2, absoluteTolerance: 1e-6))
    }

    @Test func measuresDistanceToTheEllipse() throws {
        let result = try #require(fit(Stroke.circle(radius: 50, count: 64, aspect: 2)))
        let center = result.ellipse.center
        #expect(
            result.distance(to: Point(x: center.x + 100, y: center.y)).isApproximatelyEqual(
                to: 0, absoluteTolerance: 1e-6))
        #expect(
            result.distance(to: Point(x: center.x + 110, y: center.y)).isApproximatelyEqual(
                to: 10, absoluteTolerance: 0.5))
        #expect(
            result.distance(to: Point(x: center.x, y: center.y + 45)).isApproximatelyEqual(
                to: 5, absoluteTolerance: 0.5))
    }

    @Test func refusesDegenerateInput() {
        let line = Stroke(points: (0..<20).map { Point(x: Double($0), y: 2 * Double($0)) })
        #expect(fit(line) == nil)
        #expect(fit(Stroke(points: Array(repeating: Point(x: 1, y: 1), count: 10))) == nil)
        #expect(fit(Stroke(points: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1)])) == nil)
    }

    @Test func solvesCubics() {
        let roots = Matrix3.realRoots(ofCubicWith: -6, 11, -6).sorted()  // (x−1)(x−2)(x−3)
        #expect(roots.count == 3)
        for (root, expected) in zip(roots, [1.0, 2, 3]) {
            #expect(root.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
        }
        let single = Matrix3.realRoots(ofCubicWith: 0, 0, -8)  // x³ = 8
        #expect(single.count == 1 && single[0].isApproximatelyEqual(to: 2, absoluteTolerance: 1e-12))
    }
}
