import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

/// Each check of ``CircleDetector`` on its own: the exact reason, the measured value and the
/// full message, plus the configuration that drives them.
@Suite struct CircleDetectorCheckTests {
    /// The rejection of `stroke`, recording an issue when it is accepted.
    func rejection(
        _ stroke: Stroke, _ configuration: CircleDetector.Configuration = .default,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> CircleRejection {
        let detection = try CircleDetector(configuration: configuration).detect(in: stroke)
        #expect(!detection.hasNaN, sourceLocation: sourceLocation)
        return try #require(detection.rejection, "accepted as a circle", sourceLocation: sourceLocation)
    }

    func configuration(_ change: (inout CircleDetector.Configuration) -> Void) -> CircleDetector.Configuration {
        var configuration = CircleDetector.Configuration.default
        change(&configuration)
        return configuration
    }

    // MARK: Input

    @Test(arguments: 0...2)
    func tooFewPoints(count: Int) throws {
        let stroke = Stroke(points: (0..<count).map { Point(x: 10 + 30 * Double($0), y: 20) }, interval: 0.01)
        let rejection = try rejection(stroke)
        #expect(rejection.reason == .tooFewPoints)
        #expect(rejection.measured == Double(count))
        #expect(rejection.limit == 3)
        #expect(rejection.message == "too few samples: \(count) (need at least 3)")
    }

    @Test(arguments: [
        Stroke.Sample(x: .nan, y: 240, time: 0.1), Stroke.Sample(x: 160, y: .nan, time: 0.1),
        Stroke.Sample(x: 160, y: 240, time: .nan), Stroke.Sample(x: .infinity, y: 240, time: 0.1),
        Stroke.Sample(x: 160, y: -.infinity, time: 0.1), Stroke.Sample(x: 160, y: 240, time: .infinity),
    ])
    func invalidSample(bad: Stroke.Sample) throws {
        var samples = Stroke.circle().samples
        samples[5] = bad
        let rejection = try rejection(Stroke(samples))
        #expect(rejection.reason == .invalidSample)
        #expect(rejection.measured == nil)
        #expect(rejection.limit == nil)
        #expect(rejection.message == "invalid sample: sample 5 is not a finite number")
    }

    @Test func outOfRange() throws {
        let rejection = try rejection(.circle(center: Point(x: 1e12, y: 0)))
        #expect(rejection.reason == .outOfRange)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 1e12 + 60, absoluteTolerance: 1))
        #expect(rejection.limit == 1e9)
        #expect(rejection.message == "out of range: sample 0 lies beyond 10⁹ points")
    }

    @Test func timeNotIncreasing() throws {
        var samples = Stroke.circle().samples
        samples[10].time = 0
        let rejection = try rejection(Stroke(samples))
        #expect(rejection.reason == .timeNotIncreasing)
        #expect(rejection.message == "time not increasing: sample 10 is earlier than the one before it")
    }

    @Test func tooLongWithMaximumDuration() throws {
        let rejection = try rejection(.circle(duration: 0.8), configuration { $0.maximumDuration = 0.5 })
        #expect(rejection.reason == .tooLong)
        // Fails at the first sample past the limit: sample 40 of 64, at 40·0.8/63 s.
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 40 * 0.8 / 63))
        #expect(rejection.limit == 0.5)
        #expect(rejection.message == "too long: took 0.51 s (limit 0.5 s)")
        // No limit by default.
        #expect(CircleDetector().detect(in: .circle(duration: 60)).isRecognized)
    }

    @Test func idleWithMaximumPause() throws {
        var samples = Stroke.circle().samples
        for index in 32..<samples.count { samples[index].time! += 0.25 }
        let rejection = try rejection(Stroke(samples), configuration { $0.maximumPause = 0.1 })
        #expect(rejection.reason == .idle)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 0.25 + 0.8 / 63))
        #expect(rejection.limit == 0.1)
        #expect(rejection.message == "idle: paused 0.26 s (limit 0.1 s)")
        #expect(CircleDetector().detect(in: Stroke(samples)).isRecognized)
    }

    // MARK: Size

    @Test func tooSmallCircle() throws {
        let rejection = try rejection(.circle(radius: 3))
        #expect(rejection.reason == .tooSmall)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 6, absoluteTolerance: 0.01))
        #expect(rejection.limit == 10)
        #expect(rejection.message == "too small: 6 pt across (minimum 10 pt)")
    }

    @Test func tooSmallJitteryTap() throws {
        let rejection = try rejection(.jitteryTap(radius: 1.5, count: 30))
        #expect(rejection.reason == .tooSmall)
        // Measured on the samples as filtered: the jitter's outliers do not widen it.
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 2.21, absoluteTolerance: 0.005))
        #expect(rejection.message == "too small: 2.21 pt across (minimum 10 pt)")
    }

    @Test func minimumSizeIsConfigurable() throws {
        #expect(
            try CircleDetector(configuration: configuration { $0.minimumSize = 4 }).detect(in: .circle(radius: 3))
                .isRecognized)
        let rejection = try rejection(.circle(), configuration { $0.minimumSize = 200 })
        #expect(rejection.message == "too small: 119.96 pt across (minimum 200 pt)")
    }

    // MARK: Sweep

    @Test func notClosedArc() throws {
        let rejection = try rejection(.arc(sweep: .degrees(212)))
        #expect(rejection.reason == .notClosed)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 212, absoluteTolerance: 0.01))
        #expect(try #require(rejection.limit).isApproximatelyEqual(to: 300))
        #expect(rejection.message == "not closed: swept 212° of the required 300°")
        #expect(rejection.description == rejection.message)
    }

    @Test func aLineIsNoRoundShape() throws {
        let rejection = try rejection(.line())
        #expect(rejection.reason == .noRoundShape)
        #expect(rejection.measured == 0)
        #expect(rejection.message == "no round shape: swept 0° round its centre, less than an arc's 180°")
    }

    // MARK: Turns

    @Test func sharpCornerOfALongTriangle() throws {
        let triangle = Stroke.polyline(
            [Point(x: 0, y: 0), Point(x: 300, y: 40), Point(x: 0, y: 80), Point(x: 0, y: 0)], perSide: 30)
        let rejection = try rejection(triangle)
        #expect(rejection.reason == .sharpCorner)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 161.2, absoluteTolerance: 0.05))
        #expect(try #require(rejection.limit).isApproximatelyEqual(to: 125))
        #expect(rejection.message == "sharp corner: turns 161.2° within a short stretch (limit 125°)")
    }

    @Test func sharpCornerIsDecidedBeforeTheStrokeEnds() throws {
        // A zigzag's second corner fails the stroke as it is drawn, once the stroke has gone on
        // past it far enough that it cannot be a hook: a NaN sample at the end is never examined.
        // (Its first corner may yet prove a hook where the pen landed, which only the end tells.)
        let zigzag = Stroke.polyline(
            [Point(x: 0, y: 0), Point(x: 300, y: 40), Point(x: 0, y: 80), Point(x: 600, y: 160)], perSide: 30)
        let rejection = try rejection(Stroke(zigzag.samples + [Stroke.Sample(x: .nan, y: 0, time: 10)]))
        #expect(rejection.reason == .sharpCorner)
        #expect(rejection.message == "sharp corner: turns 159.9° within a short stretch (limit 125°)")
    }

    @Test func cornersAreOnlyJudgedAfter40PointsOfPath() throws {
        // 4 × the 10 pt minimum size: a thin triangle of perimeter 36 has no measured corner turn.
        let small = Stroke.polyline(
            [Point(x: 0, y: 0), Point(x: 17, y: 0.75), Point(x: 0, y: 1.5), Point(x: 0, y: 0)], perSide: 30)
        let measurements = try #require(CircleDetector().measurements(of: small))
        #expect(measurements.cornerTurn == .zero)
        #expect(try rejection(small).reason != .sharpCorner)
        let large = Stroke.polyline(
            [Point(x: 0, y: 0), Point(x: 300, y: 40), Point(x: 0, y: 80), Point(x: 0, y: 0)], perSide: 30)
        #expect(try rejection(large).reason == .sharpCorner)
    }

    @Test func reversesAfterACircleHooksBack() throws {
        let hooked = Stroke.path([.turn(.degrees(360), radius: 50), .turn(.degrees(-120), radius: 30)])
        let rejection = try rejection(hooked)
        #expect(rejection.reason == .reverses)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 39.2, absoluteTolerance: 0.05))
        #expect(try #require(rejection.limit).isApproximatelyEqual(to: 12, absoluteTolerance: 1e-9))
        #expect(rejection.message == "reverses: turns back 39.2° against its direction (limit 12°)")
    }

    @Test func sShapeReverses() throws {
        let s = Stroke.path([.turn(.degrees(-240), radius: 40), .turn(.degrees(240), radius: 40)])
        let rejection = try rejection(s)
        #expect(rejection.reason == .reverses)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 182.2, absoluteTolerance: 0.05))
        #expect(rejection.message == "reverses: turns back 182.2° against its direction (limit 12°)")
    }

    @Test func questionMarkReverses() throws {
        let hook = Stroke.path(
            [.turn(.degrees(300), radius: 40), .turn(.degrees(-120), radius: 20), .forward(60)], heading: .degrees(-90))
        let rejection = try rejection(hook)
        #expect(rejection.reason == .reverses)
        #expect(rejection.message == "reverses: turns back 99.8° against its direction (limit 12°)")
    }

    @Test func cornersOfASquare() throws {
        // Judged at the end once the corner count allows every corner a square has.
        let rejection = try rejection(.square(), configuration { $0.maximumCornerCount = 4 })
        #expect(rejection.reason == .corners)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 0.998, absoluteTolerance: 0.0005))
        #expect(rejection.limit == 0.825)
        #expect(rejection.message == "corners: 99.8% of its turning is in half of its length (limit 82.5%)")
    }

    @Test func cornerCountOfASquare() throws {
        // Drawn from a corner: three corners (its first and latest are judged when it ends, since
        // either might be a hook).
        let square = Stroke.square(perSide: 40)
        let rejection = try rejection(square)
        #expect(rejection.reason == .cornerCount)
        #expect(rejection.measured == 3)
        #expect(rejection.limit == 2)
        #expect(rejection.message == "corners: turns sharply at 3 places (a circle has none; limit 2)")
        #expect(CircleRecognizer.replay(square).state == .failed(rejection))
    }

    @Test func cornerCountOfACircleWithAnEndHookIsNone() throws {
        // A circle whose last stretch hooks sharply inward, as a pen lifting does: the hook lies
        // within the last two windows, where no turn is centred yet, so it counts nothing.
        let circle = Stroke.path(
            [.turn(.degrees(350), radius: 80), .turn(.degrees(100), radius: 3), .forward(12)], heading: .zero)
        let measurements = try #require(CircleDetector().measurements(of: circle))
        #expect(measurements.cornerCount == 0)
        #expect(CircleDetector().detect(in: circle).rejection?.reason != .cornerCount)
        #expect(try #require(CircleDetector().measurements(of: .circle())).cornerCount == 0)
    }

    @Test func cornerCountLimitIsConfigurable() throws {
        let square = Stroke.square(perSide: 40)
        let lenient = try CircleDetector(configuration: configuration { $0.maximumCornerCount = 3 })
        #expect(lenient.detect(in: square).rejection?.reason == .corners)
        #expect(throws: ConfigurationError.self) {
            try CircleDetector(configuration: configuration { $0.maximumCornerCount = -1 })
        }
    }

    @Test(arguments: [2.0, 3, 4])
    func cornerCountIsNotJudgedWhereEllipsesAreAccepted(aspect: Double) throws {
        // A flat ellipse turns sharply at both ends on every lap: traced twice or three times it
        // counts three corners or more, and is still an ellipse.
        let detector = try CircleDetector(configuration: configuration { $0.acceptedShapes = [.circle, .ellipse] })
        for turns in [2.0, 3] {
            let ellipse = Stroke.circle(radius: 40, count: Int(96 * turns), turns: turns, aspect: aspect)
            #expect(detector.detect(in: ellipse).recognized?.shape == .ellipse, "\(aspect):1, \(turns) laps")
            guard case .recognized(let recognized) = CircleRecognizer.replay(ellipse, detector: detector).state else {
                Issue.record("streaming: not recognized, \(aspect):1, \(turns) laps")
                continue
            }
            #expect(recognized.shape == .ellipse)
        }
    }

    @Test func cornersOfARectangle() throws {
        let rectangle = Stroke.polyline([
            Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 200, y: 100), Point(x: 0, y: 100), Point(x: 0, y: 0),
        ])
        // A 2:1 rectangle fits a 2.1:1 ellipse, so its corners are judged beyond a perfect
        // ellipse's (whose ends turn more than a circle's): still far over the limit, so an app
        // that accepts ellipses does not get rectangles.
        #expect(try rejection(rectangle).reason == .cornerCount)
        let rejection = try rejection(rectangle, configuration { $0.maximumCornerCount = 4 })
        #expect(rejection.reason == .corners)
        #expect(rejection.message == "corners: 99.7% of its turning is in half of its length (limit 82.5%)")
        let ellipses = try CircleDetector(
            configuration: configuration {
                $0.acceptedShapes = [.circle, .ellipse]
                $0.maximumCornerCount = 4
            })
        #expect(ellipses.detect(in: rectangle).rejection?.reason == .corners)
    }

    @Test func cornersOfARoundedSquare() throws {
        let rejection = try rejection(.roundedSquare(side: 120, cornerRadius: 12))
        #expect(rejection.reason == .corners)
        #expect(rejection.message == "corners: 97.8% of its turning is in half of its length (limit 82.5%)")
    }

    // MARK: Shape

    @Test func flatEllipseIsRejectedAsAnEllipse() throws {
        let rejection = try rejection(.circle(aspect: 2.2, tilt: .degrees(20)))
        #expect(rejection.reason == .ellipse)
        #expect(rejection.shape == .ellipse)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 2.2, absoluteTolerance: 0.005))
        #expect(rejection.limit == 1.9)
        #expect(rejection.message == "an ellipse, 2.2:1 (a circle is at most 1.9:1)")
    }

    @Test(arguments: [2.0, 2.5, 3, 4])
    func ellipsesOfAnyFlatnessAreReportedAsEllipses(aspect: Double) throws {
        let rejection = try rejection(.circle(radius: 40, count: 96, aspect: aspect))
        #expect(rejection.reason == .ellipse)
        #expect(
            rejection.message
                == "an ellipse, \(NumberText.fixed(aspect, fractionDigits: 1)):1 (a circle is at most 1.9:1)")
        // Accepted, with their true axes, when ellipses are.
        let detector = try CircleDetector(configuration: configuration { $0.acceptedShapes = [.circle, .ellipse] })
        let ellipse = try #require(detector.detect(in: .circle(radius: 40, count: 96, aspect: aspect)).recognized)
        #expect(ellipse.shape == .ellipse)
        // Within 0.2%: the detector fits points evenly spaced along the drawn polyline, whose
        // chords run just inside the ellipse, and along its summary's chords (128 a lap).
        #expect(ellipse.ellipse.semiMajorAxis.isApproximatelyEqual(to: 40 * aspect, absoluteTolerance: 0.08 * aspect))
        #expect(ellipse.ellipse.semiMinorAxis.isApproximatelyEqual(to: 40, absoluteTolerance: 0.08))
        // An ellipse's ends turn sharply: the sharp-corner margin lowers its confidence as it
        // gets flatter, but it stays accepted.
        #expect(ellipse.confidence > 0)
    }

    @Test func mildOvalIsACircle() throws {
        let oval = try #require(CircleDetector().detect(in: .circle(aspect: 1.5, tilt: .degrees(30))).recognized)
        #expect(oval.shape == .circle)
        #expect(oval.ellipse.aspectRatio.isApproximatelyEqual(to: 1.5, absoluteTolerance: 0.002))
        #expect(oval.ellipse.rotation.isApproximatelyEqual(to: .degrees(30), absoluteToleranceInDegrees: 0.05))
    }

    @Test func notRoundPigtail() throws {
        let pigtail = Stroke.path([.forward(60), .turn(.degrees(360), radius: 30), .forward(60)])
        let rejection = try rejection(pigtail)
        #expect(rejection.reason == .notRound)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 0.2965, absoluteTolerance: 0.0001))
        #expect(rejection.limit == 0.27)
        #expect(rejection.message == "not round: radius varies 29.7% (limit 27%)")
    }

    @Test func spiralThatGrowsFrom30To60() throws {
        let rejection = try rejection(.spiral(innerRadius: 30, outerRadius: 60))
        #expect(rejection.reason == .spiral)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 0.2752, absoluteTolerance: 0.0001))
        #expect(rejection.limit == 0.15)
        #expect(rejection.message == "spiral: radius changes 27.5% per turn (limit 15%)")
    }

    @Test func spiralThatGrowsFrom40To60() throws {
        // Two turns, radius 40 → 60: 10 pt per turn on a mean radius of 50, i.e. 20% per turn,
        // round enough, and the growth is measured as 16.9%, over the 15% limit.
        let rejection = try rejection(.spiral(innerRadius: 40, outerRadius: 60))
        #expect(rejection.reason == .spiral)
        #expect(rejection.message == "spiral: radius changes 16.9% per turn (limit 15%)")
    }

    // MARK: Shapes accepted

    @Test func semicircleIsAnArcWhenArcsAreAccepted() throws {
        let detector = try CircleDetector(configuration: configuration { $0.acceptedShapes = [.circle, .arc] })
        let arc = try #require(detector.detect(in: .arc(sweep: .degrees(190), start: .degrees(180))).recognized)
        #expect(arc.shape == .arc)
        #expect(arc.sweep.isApproximatelyEqual(to: .degrees(190), absoluteToleranceInDegrees: 0.05))
        #expect(
            arc.startAngle.isApproximatelyEqual(to: .degrees(180), absoluteToleranceInDegrees: 0.05)
                || arc.startAngle.isApproximatelyEqual(to: .degrees(-180), absoluteToleranceInDegrees: 0.05))
        #expect(arc.endAngle.isApproximatelyEqual(to: .degrees(10), absoluteToleranceInDegrees: 0.05))
        #expect(arc.center.isApproximatelyEqual(to: Point(x: 160, y: 240), absoluteTolerance: 0.05))
        #expect(arc.radius.isApproximatelyEqual(to: 60, absoluteTolerance: 0.05))
        // A clean arc is as good an arc as any: its sweep takes no part in the confidence.
        #expect(arc.confidence > 0.95)
        // The default rejects it, saying it was an arc.
        let rejection = try #require(CircleDetector().detect(in: .arc(sweep: .degrees(190))).rejection)
        #expect(rejection.reason == .notClosed)
        #expect(rejection.shape == .arc)
        #expect(rejection.message == "not closed: swept 190° of the required 300°")
    }

    @Test func arcsNeedTheMinimumArcSweep() throws {
        let detector = try CircleDetector(
            configuration: configuration {
                $0.acceptedShapes = [.circle, .arc]
                $0.minimumArcSweep = .degrees(180)
            })
        // The sweep measures 179.99°; it is compared as displayed, to 0.1°.
        #expect(detector.detect(in: .arc(sweep: .degrees(180))).isRecognized)
        let rejection = try rejection(.arc(sweep: .degrees(120)), detector.configuration)
        #expect(rejection.reason == .noRoundShape)
        #expect(rejection.shape == nil)
        #expect(rejection.message == "no round shape: swept 120° round its centre, less than an arc's 180°")
    }

    @Test func circlesCanBeLeftOut() throws {
        let detector = try CircleDetector(configuration: configuration { $0.acceptedShapes = [.ellipse] })
        let rejection = try rejection(.circle(), detector.configuration)
        #expect(rejection.reason == .shapeNotAccepted)
        #expect(rejection.shape == .circle)
        #expect(rejection.message == "shape not accepted: a circle (accepted: ellipse)")
        #expect(detector.detect(in: .circle(aspect: 3)).recognized?.shape == .ellipse)
    }
}
