import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

@Suite struct CircleFitTests {
    private func fit(_ points: [Point], iterations: Int = CircleDefinition.circleRefinementSteps) -> PlaneCircle? {
        points.withUnsafeBufferPointer { CircleFit.fit($0, iterations: iterations) }
    }

    /// Σ(|pᵢ − c| − r)² and its gradient in (cx, cy, r), divided by the number of points.
    private func objective(_ points: [Point], at circle: PlaneCircle) -> (value: Double, gradient: [Double]) {
        var value = 0.0
        var gradient = [0.0, 0.0, 0.0]
        for p in points {
            let d = p.distance(to: circle.center), residual = d - circle.radius
            value += residual * residual
            gradient[0] -= 2 * residual * (p.x - circle.center.x) / d
            gradient[1] -= 2 * residual * (p.y - circle.center.y) / d
            gradient[2] -= 2 * residual
        }
        let n = Double(points.count)
        return (value / n, gradient.map { $0 / n })
    }

    @Test(arguments: [360.0, 200, 90, 30])
    func recoversAnExactCircleFromAnyArcOfIt(sweepDegrees: Double) throws {
        let points = Stroke.arc(center: Point(x: -40, y: 900), radius: 75, count: 50, sweep: .degrees(sweepDegrees))
            .samples.map(\.point)
        let circle = try #require(fit(points))
        #expect(circle.center.isApproximatelyEqual(to: Point(x: -40, y: 900), absoluteTolerance: 1e-8))
        #expect(circle.radius.isApproximatelyEqual(to: 75, absoluteTolerance: 1e-8))
    }

    /// 64 points on an arc of radius 80 with uniform noise of up to `noise` points.
    private func noisyArc(sweepDegrees: Double, noise: Double, seed: UInt64) -> [Point] {
        Stroke.arc(radius: 80, count: 64, sweep: .degrees(sweepDegrees), noise: noise, seed: seed).samples.map(\.point)
    }

    /// Noisy points off a circle: the fit ends at a minimum of the geometric error (its gradient
    /// vanishes), where Gauss–Newton's ten steps alone often stop short on a short arc.
    @Test(arguments: [(360.0, 2.0), (300, 5), (180, 3), (120, 2), (60, 1)])
    func reachesTheGeometricMinimum(sweepDegrees: Double, noise: Double) throws {
        for seed in UInt64(1)...20 {
            let points = noisyArc(sweepDegrees: sweepDegrees, noise: noise, seed: seed)
            let circle = try #require(fit(points, iterations: 10))
            let (value, gradient) = objective(points, at: circle)
            // Relative to the radius: a gradient this small moves the circle by far less than
            // anything the checks can tell apart.
            for component in gradient { #expect(abs(component) < 1e-9 * circle.radius, "seed \(seed)") }
            // And no better than the algebraic start: the refinement only descends.
            let start = try #require(points.withUnsafeBufferPointer { CircleFit.algebraicFit($0) })
            #expect(value <= objective(points, at: start).value)
        }
    }

    /// A verdict refines Kåsa's fit by ``CircleDefinition/circleRefinementSteps`` steps only: on
    /// the drawn shapes it judges, that is within a hundredth of a point of the geometric fit.
    @Test(arguments: [(360.0, 2.0), (300, 5), (240, 3), (180, 3)])
    func theVerdictsStepsComeCloseToTheGeometricFit(sweepDegrees: Double, noise: Double) throws {
        for seed in UInt64(1)...20 {
            let points = noisyArc(sweepDegrees: sweepDegrees, noise: noise, seed: seed)
            let converged = try #require(fit(points, iterations: 10))
            let verdicts = try #require(fit(points, iterations: CircleDefinition.circleRefinementSteps))
            #expect(verdicts.center.distance(to: converged.center) < 0.01, "seed \(seed)")
            #expect(abs(verdicts.radius - converged.radius) < 0.01, "seed \(seed)")
        }
    }

    @Test func givesNothingForCollinearOrTooFewPoints() {
        #expect(fit((0..<20).map { Point(x: Double($0), y: 2 * Double($0) + 1) }) == nil)
        #expect(fit([Point(x: 0, y: 0), Point(x: 1, y: 1)]) == nil)
        #expect(fit([]) == nil)
    }

    @Test func passesThroughThreePoints() throws {
        let circle = try #require(fit([Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: -1, y: 0)]))
        #expect(circle.center.isApproximatelyEqual(to: .zero, absoluteTolerance: 1e-12))
        #expect(circle.radius.isApproximatelyEqual(to: 1, absoluteTolerance: 1e-12))
    }

    @Test func stepsNowhereFromTheMinimum() throws {
        let points = Stroke.circle(radius: 50, count: 40, noise: 3, seed: 9).samples.map(\.point)
        let circle = try #require(fit(points))
        let again = try #require(points.withUnsafeBufferPointer { CircleFit.refinementStep($0, from: circle) })
        #expect(again.center.isApproximatelyEqual(to: circle.center, absoluteTolerance: 1e-9))
        #expect(again.radius.isApproximatelyEqual(to: circle.radius, absoluteTolerance: 1e-9))
    }
}
