import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle
@testable import EncircleEvaluation

@Suite struct LaMarcheCircleTestTests {
    let detector = LaMarcheCircleTest()

    func expectNoNaN(_ detection: Detection<LaMarcheCircleTest.Match>) {
        if let rejection = detection.rejection { #expect(!rejection.hasNaN) }
        if let match = detection.recognized { #expect(!match.circle.hasNaN) }
    }

    // MARK: Circles

    @Test(arguments: RotationDirection.allCases)
    func detectsCircleInEitherDirection(direction: RotationDirection) throws {
        let result = detector.match(in: .circle(direction: direction))
        let match = try result.get()
        #expect(match.center.x.isApproximatelyEqual(to: 160, absoluteTolerance: 0.1))
        #expect(match.center.y.isApproximatelyEqual(to: 240, absoluteTolerance: 0.1))
        #expect(match.radius.isApproximatelyEqual(to: 60, absoluteTolerance: 0.1))
        expectNoNaN(result)
    }

    /// `detect(in:)`, the public form, answers the circle of the match, and the same rejections.
    @Test func detectAnswersTheMatchsCircle() {
        let detector = LaMarcheCircleTest()
        for entry in DevelopmentStrokes.entriesOrIssue() {
            #expect(
                detector.detect(in: entry.stroke) == detector.match(in: entry.stroke).map(\.circle), "\(entry.file)")
        }
    }

    @Test func centreAndRadiusComeFromTheExtremePoints() {
        // Extremes (0,50), (100,50), (50,0), (50,100): centre (50,50), radius 50.
        let points = [
            Point(x: 0, y: 50), Point(x: 50, y: 0), Point(x: 100, y: 50), Point(x: 50, y: 100), Point(x: 0, y: 50),
        ]
        let circle = LaMarcheCircleTest.extremePointCircle(of: Stroke(points: points).samples)
        #expect(circle == PlaneCircle(center: Point(x: 50, y: 50), radius: 50))
    }

    @Test func acceptsSmallOverlapAtTheEnd() {
        // 378° in 64 points: after passing the start the angle rises again only in the last
        // 3 points.
        #expect(detector.match(in: .circle(turns: 1.05)).isRecognized)
    }

    @Test func skipsDurationWithoutTimestamps() {
        let timed = Stroke.circle(duration: 5)
        #expect(detector.match(in: timed).rejection?.reason == .tooLong)
        #expect(detector.match(in: Stroke(points: timed.samples.map(\.point))).isRecognized)
    }

    // MARK: Degenerate input

    @Test func rejectsEmptyAndSinglePointStrokes() {
        #expect(
            detector.match(in: .empty).rejection
                == CircleRejection(
                    reason: .tooFewPoints, measured: 0, limit: 10, message: "too few samples: 0 (need at least 10)"))
        #expect(
            detector.match(in: Stroke(points: [Point(x: 1, y: 2)])).rejection
                == CircleRejection(
                    reason: .tooFewPoints, measured: 1, limit: 10, message: "too few samples: 1 (need at least 10)"))
    }

    @Test func rejectsAllPointsEqualAsZeroRadius() {
        let result = detector.match(in: .dot())
        #expect(
            result.rejection
                == CircleRejection(
                    reason: .zeroRadius, measured: 0, limit: 0,
                    message: "zero radius: the left-, right-, top- and bottom-most points are all at the centre"))
        expectNoNaN(result)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func rejectsNonFiniteSamples(value: Double) {
        var samples = Stroke.circle().samples
        samples[3].x = value
        #expect(
            detector.match(in: Stroke(samples)).rejection
                == CircleRejection(reason: .invalidSample, message: "invalid sample: sample 3 is not a finite number"))
    }

    @Test func rejectsTimeGoingBackwards() {
        var samples = Stroke.circle().samples
        samples[10].time = 0
        #expect(
            detector.match(in: Stroke(samples)).rejection
                == CircleRejection(
                    reason: .timeNotIncreasing,
                    message: "time not increasing: sample 10 is earlier than the one before it"))
    }

    @Test func guardsTheAngleArithmetic() {
        // A point at the centre has angle 0 rather than NaN; opposite points 180°.
        #expect(LaMarcheCircleTest.unsignedAngle(from: Point(x: 1, y: 0), to: .zero, around: .zero) == 0)
        #expect(
            LaMarcheCircleTest.unsignedAngle(from: Point(x: 3, y: 9), to: Point(x: -0.1, y: -0.3), around: .zero)
                .isApproximatelyEqual(to: 180, absoluteTolerance: 1e-6))
        #expect(
            !LaMarcheCircleTest.unsignedAngle(from: Point(x: 0.1, y: 0.3), to: Point(x: 0.7, y: 2.1), around: .zero)
                .isNaN)
        let overflowing = Stroke(points: (0..<12).map { Point(x: $0.isMultiple(of: 2) ? -1e308 : 1e308, y: 0) })
        #expect(detector.match(in: overflowing).rejection?.reason == .invalidSample)
    }

    // MARK: Each check alone

    @Test func rejectsSemicircleAsNotClosed() {
        let rejection = detector.match(in: .arc(sweep: .degrees(180))).rejection
        #expect(rejection?.reason == .notClosed)
        #expect(rejection?.measured?.isApproximatelyEqual(to: 120, absoluteTolerance: 1e-9) == true)
        #expect(rejection?.limit == 50)
        #expect(rejection?.message == "not closed: ends 120 pt from its start (limit 50 pt)")
    }

    @Test func rejectsThreeQuarterArcAndLineAsNotClosed() {
        #expect(
            detector.match(in: .arc(sweep: .degrees(270))).rejection?.message
                == "not closed: ends 84.9 pt from its start (limit 50 pt)")
        #expect(
            detector.match(in: .line()).rejection?.message == "not closed: ends 206.2 pt from its start (limit 50 pt)")
    }

    @Test func rejectsSlowStroke() {
        let rejection = detector.match(in: .circle(duration: 2.41)).rejection
        #expect(rejection?.reason == .tooLong)
        #expect(rejection?.measured?.isApproximatelyEqual(to: 2.41, absoluteTolerance: 1e-12) == true)
        #expect(rejection?.limit == 2)
        #expect(rejection?.message == "too long: took 2.41 s (limit 2 s)")
    }

    @Test func rejectsTooFewPoints() {
        #expect(
            detector.match(in: .circle(count: 9)).rejection
                == CircleRejection(
                    reason: .tooFewPoints, measured: 9, limit: 10, message: "too few samples: 9 (need at least 10)"))
        #expect(detector.match(in: .circle(count: 10)).isRecognized)
    }

    @Test func rejectsSquareForRadius() throws {
        // Corners (100,100)…(220,220): centre (160,160), radius 84.9 (the corners are the first
        // extreme points), so the top side leaves the band (radius ± 25%: 63.6 to 106.1 pt) at
        // point 6, (145, 100), 61.8 pt from the centre.
        let rejection = try #require(detector.match(in: .square()).rejection)
        #expect(rejection.reason == .radiusOutOfRange)
        let radius = 60 * 2.0.squareRoot()
        #expect(try #require(rejection.limit).isApproximatelyEqual(to: radius * 0.75, absoluteTolerance: 1e-9))
        #expect(try #require(rejection.measured) < radius * 0.75)
        #expect(
            rejection.message
                == "radius out of range: sample 6 is 61.8 pt from the centre (limit 63.6 to 106.1 pt, radius ± 25%)")
    }

    @Test func rejectsSpiralForRadius() {
        let spiral = Stroke.spiral(innerRadius: 40, outerRadius: 80, turns: 2)
        let rejection = detector.match(in: Stroke(points: spiral.samples.map(\.point))).rejection
        #expect(rejection?.reason == .radiusOutOfRange)
    }

    @Test func rejectsStrokeWhoseAngleTurnsBack() throws {
        // Swap two early positions (times kept): the angle from the start falls at point 6, then
        // rises at 7. Angles are seen from the centre of the extreme points, so within 0.1° of the
        // ideal 360° × k / 63.
        var samples = Stroke.circle().samples
        (samples[5].point, samples[6].point) = (samples[6].point, samples[5].point)
        let rejection = try #require(detector.match(in: Stroke(samples)).rejection)
        #expect(rejection.reason == .anglesNotProgressing)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 7 * 360.0 / 63, absoluteTolerance: 0.1))
        #expect(try #require(rejection.limit).isApproximatelyEqual(to: 5 * 360.0 / 63, absoluteTolerance: 0.1))
        #expect(
            rejection.message
                == "angles not progressing: at sample 7 the angle from the start rose to 40° after falling to 28.6° "
                + "(allowed only in the last 3 points)")
    }

    @Test func rejectsLongOverlap() {
        // 396°: the angle rises again 36° before the end, more than 3 points.
        #expect(detector.match(in: .circle(turns: 1.1)).rejection?.reason == .anglesNotProgressing)
    }

    // MARK: Real strokes

    /// Recorded behaviour on the 2,400 strokes of `Data/dollar1-s02-s06.json`: a change here is a
    /// behaviour change.
    @Test func acceptCountsOnRealStrokes() throws {
        let strokes = try DevelopmentStrokes.load()
        #expect(strokes.count == 2400)
        var circles = 0, others = 0
        var reasons: [String: Int] = [:]
        for entry in strokes {
            let result = detector.match(in: entry.stroke)
            expectNoNaN(result)
            if let rejection = result.rejection {
                reasons[rejection.reason.rawValue, default: 0] += 1
            } else if entry.label == "circle" {
                circles += 1
            } else {
                others += 1
            }
        }
        #expect(circles == 67)
        #expect(others == 0)
        #expect(
            reasons == [
                "notClosed": 1759, "tooLong": 281, "radiusOutOfRange": 249, "anglesNotProgressing": 44,
            ])
    }
}
