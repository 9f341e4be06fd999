import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

/// Input no person draws on purpose: never a crash, never NaN, always a named verdict.
@Suite struct DegenerateInputTests {
    let detector = CircleDetector()

    /// The verdict on `stroke`, after checking it carries no NaN.
    func verdict(_ stroke: Stroke, sourceLocation: SourceLocation = #_sourceLocation) -> Detection<DetectedCircle> {
        let detection = detector.detect(in: stroke)
        #expect(!detection.hasNaN, sourceLocation: sourceLocation)
        #expect(detector.measurements(of: stroke)?.hasNaN != true, sourceLocation: sourceLocation)
        return detection
    }

    @Test func emptyOneAndTwoPoints() {
        #expect(verdict(.empty).rejection?.message == "too few samples: 0 (need at least 3)")
        #expect(
            verdict(Stroke(points: [Point(x: 1, y: 1)])).rejection?.message == "too few samples: 1 (need at least 3)")
        #expect(
            verdict(Stroke(points: [Point(x: 1, y: 1), Point(x: 300, y: 1)])).rejection?.message
                == "too few samples: 2 (need at least 3)")
        #expect(detector.measurements(of: .empty) == nil)
    }

    @Test(arguments: [3, 10, 1000])
    func allPointsEqual(count: Int) {
        let rejection = verdict(.dot(count: count)).rejection
        #expect(rejection?.reason == .tooSmall)
        #expect(rejection?.message == "too small: 0 pt across (minimum 10 pt)")
    }

    @Test func collinearPoints() {
        let diagonal = Stroke(points: (0..<50).map { Point(x: Double($0) * 3, y: Double($0) * 2) })
        #expect(
            verdict(diagonal).rejection?.message == "no round shape: swept 0° round its centre, less than an arc's 180°"
        )
        // Out and back along the same line.
        let backAndForth = Stroke(points: (0..<51).map { Point(x: Double($0 < 25 ? $0 : 50 - $0) * 3, y: 0) })
        // Going back along the same line is a 180° turn: a sharp corner, judged as it happens.
        #expect(verdict(backAndForth).rejection?.reason == .sharpCorner)
        #expect(verdict(.line(count: 3)).rejection?.reason == .noRoundShape)
    }

    @Test(arguments: [0, 1, 31, 63], [Double.nan, .infinity, -.infinity])
    func nonFiniteValueAnywhere(index: Int, value: Double) {
        for field in 0..<3 {
            var samples = Stroke.circle().samples
            switch field {
            case 0: samples[index].x = value
            case 1: samples[index].y = value
            default: samples[index].time = value
            }
            let rejection = verdict(Stroke(samples)).rejection
            #expect(rejection?.reason == .invalidSample)
            #expect(rejection?.message == "invalid sample: sample \(index) is not a finite number")
            #expect(detector.measurements(of: Stroke(samples)) == nil)
        }
    }

    @Test func timeGoingBackwards() {
        var samples = Stroke.circle().samples
        samples[40].time = samples[39].time! - 0.001
        let rejection = verdict(Stroke(samples)).rejection
        #expect(rejection?.reason == .timeNotIncreasing)
        #expect(rejection?.message == "time not increasing: sample 40 is earlier than the one before it")
        // Equal timestamps are not a reversal.
        var equal = Stroke.circle().samples
        equal[40].time = equal[39].time
        #expect(verdict(Stroke(equal)).isRecognized)
    }

    @Test func mixedMissingTimestamps() throws {
        var samples = Stroke.circle().samples
        for index in stride(from: 0, to: samples.count, by: 3) { samples[index].time = nil }
        let circle = try #require(verdict(Stroke(samples)).recognized)
        // From the first timed sample (1) to the last (62).
        #expect(try #require(circle.duration).isApproximatelyEqual(to: 61 * 0.8 / 63))
        #expect(circle.radius.isApproximatelyEqual(to: 60, absoluteTolerance: 0.1))
    }

    @Test(arguments: [1e8, -1e8])
    func hugeCoordinates(offset: Double) throws {
        let circle = try #require(verdict(.circle(center: Point(x: offset, y: -offset))).recognized)
        #expect(circle.center.isApproximatelyEqual(to: Point(x: offset, y: -offset), absoluteTolerance: 0.1))
        #expect(circle.radius.isApproximatelyEqual(to: 60, absoluteTolerance: 0.1))
        let huge = try #require(verdict(.circle(center: Point(x: offset, y: offset), radius: 1e7)).recognized)
        #expect(huge.radius.isApproximatelyEqual(to: 1e7, absoluteTolerance: 1e4))
    }

    @Test(arguments: [1e300, -1e300, 1e10, Double.greatestFiniteMagnitude])
    func coordinatesBeyondTheRange(value: Double) {
        let stroke = Stroke(points: [
            Point(x: 0, y: 0), Point(x: value, y: 0), Point(x: 0, y: value), Point(x: 1, y: 1),
        ])
        let rejection = verdict(stroke).rejection
        #expect(rejection?.reason == .outOfRange)
        #expect(rejection?.message == "out of range: sample 1 lies beyond 10⁹ points")
        #expect(rejection?.measured == abs(value))
    }

    @Test func circleOfHugeRadiusWithinRange() throws {
        let circle = try #require(verdict(.circle(center: .zero, radius: 9e8, count: 256)).recognized)
        #expect((circle.radius / 9e8).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-3))
    }

    /// 10⁷ samples round a circle twice, generated lazily: the detector folds them in bounded
    /// memory without the test holding them.
    @Test func tenMillionSamples() throws {
        let count = 10_000_000
        let samples = (0..<count).lazy.map { index -> Stroke.Sample in
            let f = Double(index) / Double(count - 1)
            let angle = 4 * Double.pi * f
            let r = 60 + 2 * sin(7 * angle)
            return Stroke.Sample(x: 160 + r * cos(angle), y: 240 + r * sin(angle), time: 2 * f)
        }
        let detection = detector.detect(samples: samples)
        #expect(!detection.hasNaN)
        let circle = try #require(detection.recognized)
        #expect(circle.measurements.sampleCount == count)
        #expect(circle.sweep.isApproximatelyEqual(to: .degrees(720), absoluteToleranceInDegrees: 1))
        #expect(circle.radius.isApproximatelyEqual(to: 60, absoluteTolerance: 1))
        #expect(try #require(circle.duration).isApproximatelyEqual(to: 2, absoluteTolerance: 1e-9))
    }
}
