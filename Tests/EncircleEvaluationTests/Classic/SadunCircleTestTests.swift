import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle
@testable import EncircleEvaluation

@Suite struct SadunCircleTestTests {
    let detector = SadunCircleTest()

    /// The detector with every check but the one under test made lenient.
    func isolating(
        maximumDuration: Double = 1_000, maximumInflections: Int = 1_000, viewWidth: Double = 1_000_000,
        shortfall: PlaneAngle = .degrees(360), excess: PlaneAngle = .degrees(100_000)
    ) throws -> SadunCircleTest {
        try SadunCircleTest(
            configuration: .init(
                maximumDuration: maximumDuration, maximumInflections: maximumInflections, viewWidth: viewWidth,
                maximumTransitShortfall: shortfall, maximumTransitExcess: excess))
    }

    func expectNoNaN(_ detection: Detection<SadunCircleTest.Match>) {
        if let rejection = detection.rejection { #expect(!rejection.hasNaN) }
        if let match = detection.recognized {
            #expect(!match.circle.hasNaN && !match.boundingRect.hasNaN && !match.centroidRect.hasNaN)
            #expect(!match.transit.radians.isNaN)
        }
    }

    // MARK: Circles

    @Test(arguments: RotationDirection.allCases)
    func detectsCircleInEitherDirection(direction: RotationDirection) throws {
        let result = detector.match(in: .circle(direction: direction))
        let match = try result.get()
        #expect(match.circle.center.x.isApproximatelyEqual(to: 160, absoluteTolerance: 0.1))
        #expect(match.circle.center.y.isApproximatelyEqual(to: 240, absoluteTolerance: 0.1))
        #expect(match.circle.radius.isApproximatelyEqual(to: 60, absoluteTolerance: 0.1))
        #expect(match.transit.degrees.isApproximatelyEqual(to: 360, absoluteTolerance: 1e-6))
        #expect(match.inflections <= 5)
        expectNoNaN(result)
    }

    /// `detect(in:)`, the public form, answers the circle of the match, and the same rejections.
    @Test func detectAnswersTheMatchsCircle() {
        for entry in DevelopmentStrokes.entriesOrIssue() {
            #expect(
                detector.detect(in: entry.stroke) == detector.match(in: entry.stroke).map(\.circle), "\(entry.file)")
        }
    }

    @Test func matchHasBoundingRectAndCentroidRectOfTheSameSize() throws {
        // A circle with a long overlap: the centroid sits on the overdrawn side.
        let stroke = Stroke.circle(count: 64, turns: 1.25)
        let match = try SadunCircleTest().match(in: stroke).get()
        let box = try #require(stroke.boundingBox)
        let centroid = try #require(stroke.centroid)
        #expect(match.boundingRect == box)
        #expect(match.centroidRect == Rect(center: centroid, width: box.width, height: box.height))
        #expect(match.circle.center == box.center)
        #expect(match.circle.radius == (box.width / 2 + box.height / 2) / 2)
    }

    @Test func skipsDurationWithoutTimestamps() {
        let timed = Stroke.circle(duration: 5)
        #expect(detector.match(in: timed).rejection?.reason == .tooLong)
        let untimed = Stroke(points: timed.samples.map(\.point))
        #expect(detector.match(in: untimed).isRecognized)
    }

    // MARK: Degenerate input

    @Test func rejectsEmptyAndSinglePointStrokes() {
        let empty = detector.match(in: .empty).rejection
        #expect(
            empty
                == CircleRejection(
                    reason: .tooFewPoints, measured: 0, limit: 2, message: "too few samples: 0 (need at least 2)"))
        let one = detector.match(in: Stroke(points: [Point(x: 1, y: 2)])).rejection
        #expect(
            one
                == CircleRejection(
                    reason: .tooFewPoints, measured: 1, limit: 2, message: "too few samples: 1 (need at least 2)"))
    }

    @Test func rejectsAllPointsEqualAsNoTransit() {
        let result = detector.match(in: .dot())
        #expect(
            result.rejection
                == CircleRejection(
                    reason: .arcTransitOutOfRange, measured: 0, limit: 315,
                    message: "arc transit out of range: swept 0° around the centre (limit 315° to 540°)"))
        expectNoNaN(result)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func rejectsNonFiniteSamples(value: Double) {
        var samples = Stroke.circle().samples
        samples[3].y = value
        let result = detector.match(in: Stroke(samples))
        #expect(
            result.rejection
                == CircleRejection(reason: .invalidSample, message: "invalid sample: sample 3 is not a finite number"))
        var timed = Stroke.circle().samples
        timed[5].time = value
        #expect(detector.match(in: Stroke(timed)).rejection?.reason == .invalidSample)
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

    // MARK: Each check alone

    @Test func rejectsSlowStroke() {
        let result = detector.match(in: .circle(duration: 2.41))
        let rejection = result.rejection
        #expect(rejection?.reason == .tooLong)
        #expect(rejection?.measured?.isApproximatelyEqual(to: 2.41, absoluteTolerance: 1e-12) == true)
        #expect(rejection?.limit == 2)
        #expect(rejection?.message == "too long: took 2.41 s (limit 2 s)")
    }

    @Test func countsInflectionsWithZeroAsPositive() {
        // Right, down, left, up, each step measured backwards as the book does: Δx −,0,+,0 and
        // Δy 0,−,0,+. With zero positive the signs are (−,+), (+,−), (+,+), (+,+): the turn into
        // "down" changes both, the turn into "left" changes Δy, the turn into "up" nothing.
        #expect(SadunCircleTest.inflectionCount(of: Stroke.square().samples) == 2)
        // A zigzag changes Δy's sign at every point after the second but the last.
        let zigzag = Stroke(points: (0..<9).map { Point(x: Double($0) * 10, y: $0.isMultiple(of: 2) ? 0 : 10) })
        #expect(SadunCircleTest.inflectionCount(of: zigzag.samples) == 6)
    }

    @Test func countsAPauseOnlyBetweenStepsTowardsLargerCoordinates() {
        // Measured backwards, a step to larger x is negative and the pause (zero) positive: two changes.
        let rightwards = Stroke(points: [
            Point(x: 0, y: 0), Point(x: 5, y: 1), Point(x: 5, y: 2), Point(x: 10, y: 3), Point(x: 15, y: 4),
        ])
        #expect(SadunCircleTest.inflectionCount(of: rightwards.samples) == 2)
        // Mirrored, the steps and the pause are all positive: no change.
        let leftwards = rightwards.mirrored()
        #expect(SadunCircleTest.inflectionCount(of: leftwards.samples) == 0)
    }

    @Test func neverComparesTheLastStep() {
        // The book's loop stops at `points.count - 1`: turning back on the last step is not seen.
        let turnAtEnd = Stroke(points: [Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 10, y: 0), Point(x: 5, y: 0)])
        #expect(SadunCircleTest.inflectionCount(of: turnAtEnd.samples) == 0)
        let turnBefore = Stroke(points: [
            Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 10, y: 0), Point(x: 5, y: 0), Point(x: 0, y: 0),
        ])
        #expect(SadunCircleTest.inflectionCount(of: turnBefore.samples) == 1)
        #expect(SadunCircleTest.inflectionCount(of: Array(turnAtEnd.samples.prefix(3))) == 0)
    }

    @Test func rejectsTooManyInflections() throws {
        let zigzag = Stroke(points: (0..<9).map { Point(x: Double($0) * 10, y: $0.isMultiple(of: 2) ? 0 : 10) })
        let rejection = try isolating(maximumInflections: 5).match(in: zigzag).rejection
        #expect(
            rejection
                == CircleRejection(
                    reason: .tooManyInflections, measured: 6, limit: 5, message: "too many inflections: 6 (limit 5)"))
        #expect(detector.match(in: zigzag).rejection?.reason == .tooManyInflections)
    }

    @Test func rejectsSpiralForInflections() {
        let result = detector.match(in: Stroke(points: Stroke.spiral().samples.map(\.point)))
        #expect(
            result.rejection
                == CircleRejection(
                    reason: .tooManyInflections, measured: 8, limit: 5, message: "too many inflections: 8 (limit 5)"))
    }

    @Test func rejectsSemicircleAsNotClosed() {
        let rejection = detector.match(in: .arc(sweep: .degrees(180))).rejection
        #expect(rejection?.reason == .notClosed)
        #expect(rejection?.measured?.isApproximatelyEqual(to: 120, absoluteTolerance: 1e-9) == true)
        #expect(rejection?.limit?.isApproximatelyEqual(to: 320.0 / 3, absoluteTolerance: 1e-12) == true)
        #expect(rejection?.message == "not closed: ends 120 pt from its start (limit 106.7 pt)")
    }

    @Test func rejectsLineAsNotClosed() {
        let rejection = detector.match(in: .line()).rejection
        #expect(rejection?.message == "not closed: ends 206.2 pt from its start (limit 106.7 pt)")
    }

    @Test func closureScalesWithViewWidth() throws {
        let semicircle = Stroke.arc(sweep: .degrees(180))
        let wide = try SadunCircleTest(configuration: .init(viewWidth: 768))
        #expect(wide.match(in: semicircle).rejection?.reason == .arcTransitOutOfRange)
    }

    @Test(arguments: RotationDirection.allCases)
    func rejectsThreeQuarterArcAsShortTransit(direction: RotationDirection) {
        // 270° of arc ends 84.9 pt from its start, inside the closure limit; seen from the
        // centre of its bounding box it sweeps 270° too (start and end are symmetric).
        let result = detector.match(in: .arc(sweep: .degrees(270), direction: direction))
        let rejection = result.rejection
        #expect(rejection?.reason == .arcTransitOutOfRange)
        #expect(rejection?.limit?.isApproximatelyEqual(to: 315, absoluteTolerance: 1e-9) == true)
        #expect(rejection?.measured.map { $0 > 200 && $0 < 315 } == true)
        expectNoNaN(result)
    }

    @Test func rejectsDoubleTurnAsLongTransit() throws {
        let result = try isolating().match(in: .circle(turns: 2, duration: 1))
        #expect(result.isRecognized)  // lenient excess
        let strict = try isolating(shortfall: .radians(.pi / 4), excess: .radians(.pi)).detect(
            in: .circle(turns: 2, duration: 1)
        ).rejection
        #expect(strict?.reason == .arcTransitOutOfRange)
        #expect(strict?.measured?.isApproximatelyEqual(to: 720, absoluteTolerance: 1e-6) == true)
        #expect(strict?.limit?.isApproximatelyEqual(to: 540, absoluteTolerance: 1e-9) == true)
        #expect(strict?.message == "arc transit out of range: swept 720° around the centre (limit 315° to 540°)")
    }

    @Test func acceptsBackAndForthStrokeBecauseArcsAreUnsigned() {
        // Out along a diameter and back: the unsigned angles at the centre never cancel.
        let points = [Point(x: 0, y: 1), Point(x: 1, y: 0), Point(x: 0, y: -1), Point(x: 1, y: 0), Point(x: 0, y: 1)]
        let transit = SadunCircleTest.unsignedTransit(of: Stroke(points: points).samples, around: .zero)
        #expect(transit.isApproximatelyEqual(to: 2 * .pi, absoluteTolerance: 1e-12))
    }

    // MARK: Arithmetic guards

    @Test func skipsZeroLengthVectorsAndClampsCosines() {
        // The middle point is the centre: both pairs that touch it are skipped, not NaN.
        let throughCenter = Stroke(points: [Point(x: 1, y: 0), .zero, Point(x: 0, y: 1)])
        #expect(SadunCircleTest.unsignedTransit(of: throughCenter.samples, around: .zero) == 0)
        // Nearly parallel vectors whose normalized dot product rounds past 1.
        let parallel = Stroke(points: [Point(x: 0.1, y: 0.3), Point(x: 0.7, y: 2.1), Point(x: 3, y: 9)])
        let transit = SadunCircleTest.unsignedTransit(of: parallel.samples, around: .zero)
        #expect(!transit.isNaN)
        #expect(transit.isApproximatelyEqual(to: 0, absoluteTolerance: 1e-7))
        // Opposite vectors give π, not NaN.
        let opposite = Stroke(points: [Point(x: 3, y: 9), Point(x: -0.1, y: -0.3)])
        #expect(
            SadunCircleTest.unsignedTransit(of: opposite.samples, around: .zero).isApproximatelyEqual(
                to: .pi, absoluteTolerance: 1e-7))
    }

    @Test func strokeThroughItsBoxCentreHasNoNaN() throws {
        // A figure 8 crosses the centre of its bounding box exactly.
        let result = try isolating().match(in: .figureEight())
        expectNoNaN(result)
        #expect(
            !(SadunCircleTest.unsignedTransit(of: Stroke.figureEight().samples, around: Point(x: 160, y: 240)).isNaN))
    }

    @Test func hugeCoordinatesProduceNoNaN() throws {
        let overflowing = Stroke(points: [Point(x: -1e308, y: 0), Point(x: 1e308, y: 1), Point(x: -1e308, y: 2)])
        #expect(
            try isolating().match(in: overflowing).rejection
                == CircleRejection(
                    reason: .invalidSample, message: "invalid sample: the points are too far apart to measure"))
        let huge = Stroke.circle(center: Point(x: 1e307, y: -1e307), radius: 4e307)
        let result = try isolating(viewWidth: .greatestFiniteMagnitude).match(in: huge)
        #expect(result.isRecognized)
        expectNoNaN(result)
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
        #expect(circles == 19)
        #expect(others == 48)
        #expect(
            reasons == [
                "tooLong": 633, "tooManyInflections": 1523, "notClosed": 66, "arcTransitOutOfRange": 111,
            ])
    }
}
