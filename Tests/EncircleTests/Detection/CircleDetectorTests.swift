import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

/// What ``CircleDetector`` reports for circles: where, how big, which way round, how sure, and
/// that none of it depends on position, orientation, mirroring, size, direction or sampling.
@Suite struct CircleDetectorTests {
    let detector = CircleDetector()

    /// The detected circle, recording an issue when the stroke is rejected.
    func detected(_ stroke: Stroke, sourceLocation: SourceLocation = #_sourceLocation) -> DetectedCircle? {
        let detection = detector.detect(in: stroke)
        #expect(
            detection.isRecognized, "rejected: \(detection.rejection?.message ?? "")", sourceLocation: sourceLocation)
        #expect(!detection.hasNaN, sourceLocation: sourceLocation)
        return detection.recognized
    }

    /// ``CircleDetector/detect(samples:)`` gives ``CircleDetector/detect(in:)``'s verdict for
    /// samples in a buffer (its own loop) and in any other sequence (the generic loop).
    @Test func everySequenceOfSamplesGetsTheSameVerdict() throws {
        let strokes = try DevelopmentStrokes.load().prefix(240).map(\.stroke)
        try #require(strokes.count == 240)
        for stroke in strokes {
            let verdict = detector.detect(in: stroke)
            #expect(detector.detect(samples: stroke.samples) == verdict)
            #expect(detector.detect(samples: stroke.samples[...]) == verdict)
            #expect(detector.detect(samples: stroke.samples.lazy.map { $0 }) == verdict)
        }
    }

    // MARK: Direction, start, turns

    @Test func detectsClockwiseCircle() throws {
        let circle = try #require(detected(.circle(direction: .clockwise)))
        #expect(circle.direction == .clockwise)
        #expect(circle.shape == .circle)
        #expect(circle.center.isApproximatelyEqual(to: Point(x: 160, y: 240), absoluteTolerance: 0.1))
        #expect(circle.radius.isApproximatelyEqual(to: 60, absoluteTolerance: 0.1))
        #expect(circle.sweep.isApproximatelyEqual(to: .degrees(360), absoluteToleranceInDegrees: 0.01))
        #expect(circle.measurements.sweep.radians > 0)
    }

    @Test func detectsCounterclockwiseCircle() throws {
        let circle = try #require(detected(.circle(direction: .counterclockwise)))
        #expect(circle.direction == .counterclockwise)
        #expect(circle.center.isApproximatelyEqual(to: Point(x: 160, y: 240), absoluteTolerance: 0.1))
        #expect(circle.radius.isApproximatelyEqual(to: 60, absoluteTolerance: 0.1))
        #expect(circle.sweep.isApproximatelyEqual(to: .degrees(360), absoluteToleranceInDegrees: 0.01))
        #expect(circle.measurements.sweep.radians < 0)
    }

    @Test(arguments: [0.0, 45, 90, 137, 180, 270, 333])
    func detectsCircleFromAnyStartAngle(degrees: Double) throws {
        let circle = try #require(detected(.circle(start: .degrees(degrees))))
        #expect(circle.direction == .clockwise)
        #expect(circle.sweep.isApproximatelyEqual(to: .degrees(360), absoluteToleranceInDegrees: 0.01))
        // Start and end are where the stroke begins and ends round the centre: both at `start`.
        #expect(
            (circle.startAngle - .degrees(degrees)).normalized.degrees.isApproximatelyEqual(
                to: 0, absoluteTolerance: 0.1))
        #expect(
            (circle.endAngle - .degrees(degrees)).normalized.degrees.isApproximatelyEqual(to: 0, absoluteTolerance: 0.1)
        )
    }

    @Test(arguments: [(1.5, 540.0), (2, 720), (3, 1080)])
    func detectsOvertracedCircle(turns: Double, sweepDegrees: Double) throws {
        let circle = try #require(detected(.circle(count: Int(64 * turns), turns: turns)))
        #expect(circle.shape == .circle)
        #expect(circle.sweep.isApproximatelyEqual(to: .degrees(sweepDegrees), absoluteToleranceInDegrees: 0.1))
        #expect(circle.radius.isApproximatelyEqual(to: 60, absoluteTolerance: 0.2))
        #expect(circle.center.isApproximatelyEqual(to: Point(x: 160, y: 240), absoluteTolerance: 0.1))
        #expect(circle.measurements.spiralGrowth < 0.01)
    }

    @Test func overtracedCounterclockwiseCircleSweepsPositively() throws {
        let circle = try #require(detected(.circle(count: 128, turns: 2, direction: .counterclockwise)))
        #expect(circle.direction == .counterclockwise)
        #expect(circle.sweep.isApproximatelyEqual(to: .degrees(720), absoluteToleranceInDegrees: 0.1))
    }

    // MARK: Ovals, noise, densities

    @Test func acceptsMildlyOvalCircleAndReportsItsEllipse() throws {
        let circle = try #require(detected(.circle(aspect: 1.3, tilt: .degrees(30))))
        #expect(circle.shape == .circle)
        #expect(circle.ellipse.rotation.isApproximatelyEqual(to: .degrees(30), absoluteToleranceInDegrees: 0.5))
        #expect(circle.ellipse.center.isApproximatelyEqual(to: Point(x: 160, y: 240), absoluteTolerance: 1.5))
        // The generated ellipse has semi-axes 78 and 60; the direct fit reads them within 0.1 pt.
        #expect(circle.ellipse.semiMajorAxis.isApproximatelyEqual(to: 78, absoluteTolerance: 0.1))
        #expect(circle.ellipse.semiMinorAxis.isApproximatelyEqual(to: 60, absoluteTolerance: 0.1))
        #expect(circle.ellipse.aspectRatio > 1.2)
        #expect(circle.measurements.aspectRatio == circle.ellipse.aspectRatio)
        #expect(circle.radius > 60 && circle.radius < 78)
    }

    @Test func ellipseAxesAreUnbiased() throws {
        // The second-moment ellipse read aspect 1.3 as 1.239 (axes 76.0/61.4 for 78/60); the
        // direct fit reads the true axes.
        let circle = try #require(detected(.circle(aspect: 1.3, tilt: .degrees(30))))
        #expect(circle.ellipse.aspectRatio.isApproximatelyEqual(to: 1.3, absoluteTolerance: 0.002))
        #expect(circle.ellipse.semiMajorAxis.isApproximatelyEqual(to: 78, absoluteTolerance: 0.1))
    }

    @Test(arguments: [UInt64(1), 7, 42, 2024])
    func acceptsNoisyCircle(seed: UInt64) throws {
        // Seeded jitter of 2% of the radius on every sample.
        let circle = try #require(detected(.circle(noise: 0.02 * 60, seed: seed)))
        #expect(circle.center.isApproximatelyEqual(to: Point(x: 160, y: 240), absoluteTolerance: 1))
        #expect(circle.radius.isApproximatelyEqual(to: 60, absoluteTolerance: 1))
        #expect(circle.fitError < 0.03)
    }

    @Test(arguments: [12, 64, 512, 5000])
    func detectsCircleAtAnyDensity(pointCount: Int) throws {
        let circle = try #require(detected(.circle(count: pointCount)))
        #expect(circle.direction == .clockwise)
        #expect(circle.center.isApproximatelyEqual(to: Point(x: 160, y: 240), absoluteTolerance: 0.1))
        // 12 samples make a polygon whose sides lie inside the circle.
        #expect(circle.radius.isApproximatelyEqual(to: 60, absoluteTolerance: pointCount < 20 ? 2 : 0.1))
        #expect(circle.sweep.isApproximatelyEqual(to: .degrees(360), absoluteToleranceInDegrees: 0.01))
        #expect(circle.measurements.sampleCount == pointCount)
    }

    // MARK: What a detected circle describes

    @Test func describesBoundsDurationFitAndConfidence() throws {
        let circle = try #require(detected(.circle(count: 64, duration: 0.8)))
        let bounds = circle.boundingRect
        #expect(bounds.minX.isApproximatelyEqual(to: 100, absoluteTolerance: 0.1))
        #expect(bounds.minY.isApproximatelyEqual(to: 180, absoluteTolerance: 0.1))
        #expect(bounds.width.isApproximatelyEqual(to: 120, absoluteTolerance: 0.1))
        #expect(bounds.height.isApproximatelyEqual(to: 120, absoluteTolerance: 0.1))
        // Centred on the mean of the samples; the first sample is repeated at the end, which
        // pulls the mean 60/64 pt toward it.
        #expect(
            circle.meanCenteredRect.center.isApproximatelyEqual(to: Point(x: 160.9375, y: 240), absoluteTolerance: 0.01)
        )
        #expect(circle.meanCenteredRect.width == bounds.width)
        #expect(circle.meanCenteredRect.height == bounds.height)
        #expect(try #require(circle.duration).isApproximatelyEqual(to: 0.8, absoluteTolerance: 1e-9))
        #expect(circle.fitError < 0.001)
        #expect(circle.fitError == circle.measurements.radialDeviation)
        #expect((0...1).contains(circle.confidence))
        #expect(circle.confidence > 0.75)
    }

    @Test func strokeWithoutTimestampsHasNoDuration() throws {
        let circle = try #require(detected(Stroke(points: Stroke.circle().map(\.point))))
        #expect(circle.duration == nil)
    }

    @Test func cleanCircleIsMoreConfidentThanAWobblyOne() throws {
        let clean = try #require(detected(.circle(count: 128)))
        let wobbly = try #require(detected(.wobblyCircle(amplitude: 0.08, lobes: 3)))
        #expect((0...1).contains(clean.confidence))
        #expect((0...1).contains(wobbly.confidence))
        #expect(clean.confidence > wobbly.confidence + 0.2)
        #expect(clean.fitError < wobbly.fitError)
    }

    @Test func aCircleDentedInwardFiveTimesHasCorners() throws {
        // Its radius swings ±8% five times round: enough to dent it inward between the lobes, so
        // it turns back there and does most of its turning on the lobes, as a five-pointed
        // flower does — not as a wobbly circle does.
        let rejection = try #require(CircleDetector().detect(in: .wobblyCircle(amplitude: 0.08, lobes: 5)).rejection)
        #expect(rejection.reason == .corners)
    }

    // MARK: Invariance

    /// Checks that `transformed` is detected as `original` mapped by `map`.
    func expectSameCircle(
        _ original: Stroke, _ transformed: Stroke, scale: Double = 1, flips: Bool = false, tolerance: Double = 0.05,
        sourceLocation: SourceLocation = #_sourceLocation, map: (Point) -> Point
    ) throws {
        let a = try #require(detected(original, sourceLocation: sourceLocation), sourceLocation: sourceLocation)
        let b = try #require(detected(transformed, sourceLocation: sourceLocation), sourceLocation: sourceLocation)
        #expect(
            b.center.isApproximatelyEqual(to: map(a.center), absoluteTolerance: tolerance * scale),
            "\(b.center) vs \(map(a.center))", sourceLocation: sourceLocation)
        #expect(
            b.radius.isApproximatelyEqual(to: a.radius * scale, absoluteTolerance: tolerance * scale),
            sourceLocation: sourceLocation)
        #expect(b.direction == (flips ? a.direction.reversed : a.direction), sourceLocation: sourceLocation)
        #expect(
            b.sweep.isApproximatelyEqual(to: a.sweep, absoluteToleranceInDegrees: 0.5), sourceLocation: sourceLocation)
        #expect(b.shape == a.shape, sourceLocation: sourceLocation)
    }

    static let invarianceStrokes: [Stroke] = [
        .circle(), .circle(noise: 1.2, seed: 5), .circle(aspect: 1.3, tilt: .degrees(30)),
        .circle(count: 160, turns: 2, direction: .counterclockwise),
    ]

    @Test(arguments: invarianceStrokes)
    func invariantUnderTranslation(stroke: Stroke) throws {
        try expectSameCircle(stroke, stroke.translated(dx: 1234.5, dy: -678.25)) {
            $0.translated(dx: 1234.5, dy: -678.25)
        }
    }

    @Test(arguments: invarianceStrokes, [17.0, 45, 90, 133, 200, -60])
    func invariantUnderRotation(stroke: Stroke, degrees: Double) throws {
        let pivot = Point(x: 10, y: 20)
        let c = cos(degrees * .pi / 180), s = sin(degrees * .pi / 180)
        try expectSameCircle(stroke, stroke.rotated(by: .degrees(degrees), around: pivot)) { p in
            let dx = p.x - pivot.x, dy = p.y - pivot.y
            return Point(x: pivot.x + dx * c - dy * s, y: pivot.y + dx * s + dy * c)
        }
    }

    @Test(arguments: invarianceStrokes)
    func invariantUnderMirroring(stroke: Stroke) throws {
        try expectSameCircle(stroke, stroke.mirrored(aboutX: 300), flips: true) { Point(x: 600 - $0.x, y: $0.y) }
    }

    @Test(arguments: invarianceStrokes, [0.25, 4])
    func invariantUnderScale(stroke: Stroke, factor: Double) throws {
        let pivot = Point(x: 50, y: 70)
        try expectSameCircle(stroke, stroke.scaled(by: factor, around: pivot), scale: factor) {
            Point(x: pivot.x + ($0.x - pivot.x) * factor, y: pivot.y + ($0.y - pivot.y) * factor)
        }
    }

    @Test(arguments: invarianceStrokes)
    func invariantUnderReversedDirection(stroke: Stroke) throws {
        try expectSameCircle(stroke, stroke.reversedDirection(), flips: true) { $0 }
    }

    @Test(arguments: invarianceStrokes)
    func invariantUnderThinning(stroke: Stroke) throws {
        // Every third sample of a 3×-denser recording: the polygon changes, so allow 0.5 pt.
        let dense = Stroke.circle(count: stroke.count * 3 - 2)
        try expectSameCircle(dense, dense.thinned(keepingEvery: 3), tolerance: 0.5) { $0 }
        try expectSameCircle(stroke, stroke.thinned(keepingEvery: 3), tolerance: 2) { $0 }
    }

    /// A flat arc's sweep is taken round its ellipse: round its fitted circle, whose centre lies
    /// far off, a 2.5:1 arc drawn 228° round read 167.6°, less than any arc. (Whether it is then
    /// accepted as an arc is for the roundness checks, which judge arcs against a circle.)
    @Test(arguments: [(2.5, 228.0), (3.0, 250), (2.2, 200)])
    func aFlatEllipticalArcSweepsWhatWasDrawn(aspect: Double, degrees: Double) throws {
        let detector = CircleDetector()
        for tilt in [0.0, 30, 115] {
            let arc = Stroke.arc(
                radius: 50, count: 96, sweep: .degrees(degrees), start: .degrees(40), aspect: aspect,
                tilt: .degrees(tilt))
            let measured = try #require(detector.measurements(of: arc), "tilt \(tilt)")
            #expect(abs(measured.sweep.degrees - degrees) < 3, "tilt \(tilt): \(measured.sweep.degrees)°")
            #expect(detector.configuration.shape(of: measured) == .arc)
        }
    }

    @Test func aFlatClosedEllipseStillSweepsOneLap() throws {
        var configuration = CircleDetector.Configuration()
        configuration.acceptedShapes = [.circle, .ellipse]
        let detector = try CircleDetector(configuration: configuration)
        let found = try #require(detector.detect(in: .circle(count: 96, aspect: 3, tilt: .degrees(20))).recognized)
        #expect(found.shape == .ellipse)
        #expect(abs(found.sweep.degrees - 360) < 1)
    }
}
