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
        let detection = CircleDetector(configuration: configuration).detect(in: stroke)
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
        #expect(rejection.message == "too few points: \(count) (need 3)")
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
        #expect(rejection.message == "invalid sample: point 5 is not a finite number")
    }

    @Test func outOfRange() throws {
        let rejection = try rejection(.circle(center: Point(x: 1e12, y: 0)))
        #expect(rejection.reason == .outOfRange)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 1e12 + 60, absoluteTolerance: 1))
        #expect(rejection.limit == 1e9)
        #expect(rejection.message == "out of range: point 0 lies beyond 10⁹ points")
    }

    @Test func timeNotIncreasing() throws {
        var samples = Stroke.circle().samples
        samples[10].time = 0
        let rejection = try rejection(Stroke(samples))
        #expect(rejection.reason == .timeNotIncreasing)
        #expect(rejection.message == "time not increasing: point 10 is earlier than the point before it")
    }

    @Test func tooLongWithMaximumDuration() throws {
        let rejection = try rejection(.circle(duration: 0.8), configuration { $0.maximumDuration = 0.5 })
        #expect(rejection.reason == .tooLong)
        // Fails at the first sample past the limit: sample 40 of 64, at 40·0.8/63 s.
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 40 * 0.8 / 63))
        #expect(rejection.limit == 0.5)
        #expect(rejection.message == "too long: took 0.51 s (limit 0.5 s)")
        // No limit by default.
        #expect(CircleDetector().detect(in: .circle(duration: 60)).isCircle)
    }

    @Test func idleWithMaximumPause() throws {
        var samples = Stroke.circle().samples
        for index in 32..<samples.count { samples[index].time! += 0.25 }
        let rejection = try rejection(Stroke(samples), configuration { $0.maximumPause = 0.1 })
        #expect(rejection.reason == .idle)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 0.25 + 0.8 / 63))
        #expect(rejection.limit == 0.1)
        #expect(rejection.message == "idle: paused 0.26 s (limit 0.1 s)")
        #expect(CircleDetector().detect(in: Stroke(samples)).isCircle)
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
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 2.755, absoluteTolerance: 0.001))
        #expect(rejection.message == "too small: 2.76 pt across (minimum 10 pt)")
    }

    @Test func minimumSizeIsConfigurable() throws {
        #expect(
            CircleDetector(configuration: configuration { $0.minimumSize = 4 }).detect(in: .circle(radius: 3)).isCircle)
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

    @Test func notClosedLine() throws {
        let rejection = try rejection(.line())
        #expect(rejection.reason == .notClosed)
        #expect(rejection.measured == 0)
        #expect(rejection.message == "not closed: swept 0° of the required 300°")
    }

    // MARK: Turns

    @Test func sharpCornerOfALongTriangle() throws {
        let triangle = Stroke.polyline(
            [Point(x: 0, y: 0), Point(x: 300, y: 40), Point(x: 0, y: 80), Point(x: 0, y: 0)], perSide: 30)
        let rejection = try rejection(triangle)
        #expect(rejection.reason == .sharpCorner)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 160.5, absoluteTolerance: 0.05))
        #expect(try #require(rejection.limit).isApproximatelyEqual(to: 125))
        #expect(rejection.message == "sharp corner: turns 160.5° within 1/16 of its length (limit 125°)")
    }

    @Test func sharpCornerIsDecidedBeforeTheStrokeEnds() throws {
        // The corner fails the stroke as it is drawn: a NaN sample after it is never examined.
        let triangle = Stroke.polyline(
            [Point(x: 0, y: 0), Point(x: 300, y: 40), Point(x: 0, y: 80), Point(x: 0, y: 0)], perSide: 30)
        let rejection = try rejection(Stroke(triangle.samples + [Stroke.Sample(x: .nan, y: 0, time: 10)]))
        #expect(rejection.reason == .sharpCorner)
        #expect(rejection.message == "sharp corner: turns 160.5° within 1/16 of its length (limit 125°)")
    }

    @Test func cornersAreOnlyJudgedAfter80PointsOfPath() throws {
        // 8 × the 10 pt minimum size: a thin triangle of perimeter 75 has no measured corner turn.
        let small = Stroke.polyline(
            [Point(x: 0, y: 0), Point(x: 36, y: 1.5), Point(x: 0, y: 3), Point(x: 0, y: 0)], perSide: 30)
        let measurements = try #require(CircleDetector().measurements(of: small))
        #expect(measurements.cornerTurnDegrees == 0)
        #expect(try rejection(small).reason != .sharpCorner)
        let large = Stroke.polyline(
            [Point(x: 0, y: 0), Point(x: 300, y: 40), Point(x: 0, y: 80), Point(x: 0, y: 0)], perSide: 30)
        #expect(try rejection(large).reason == .sharpCorner)
    }

    @Test func reversesAfterACircleHooksBack() throws {
        let hooked = Stroke.path([.turn(.degrees(360), radius: 50), .turn(.degrees(-120), radius: 30)])
        let rejection = try rejection(hooked)
        #expect(rejection.reason == .reverses)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 55.380, absoluteTolerance: 0.001))
        #expect(try #require(rejection.limit).isApproximatelyEqual(to: 30, absoluteTolerance: 1e-9))
        #expect(rejection.message == "reverses: turns back 55.4° against its direction (limit 30°)")
    }

    @Test func sShapeReverses() throws {
        let s = Stroke.path([.turn(.degrees(-240), radius: 40), .turn(.degrees(240), radius: 40)])
        // By default an S never goes far enough round to reach the reversal check…
        #expect(try rejection(s).message == "not closed: swept 175.2° of the required 300°")
        // …with a low minimum sweep it is rejected for reversing.
        let rejection = try rejection(s, configuration { $0.minimumSweep = .degrees(60) })
        #expect(rejection.reason == .reverses)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 195.958, absoluteTolerance: 0.001))
        #expect(rejection.message == "reverses: turns back 196° against its direction (limit 30°)")
    }

    @Test func questionMarkReverses() throws {
        let hook = Stroke.path(
            [.turn(.degrees(300), radius: 40), .turn(.degrees(-120), radius: 20), .forward(60)], heading: .degrees(-90))
        #expect(try rejection(hook).message == "not closed: swept 260.5° of the required 300°")
        let rejection = try rejection(hook, configuration { $0.minimumSweep = .degrees(60) })
        #expect(rejection.reason == .reverses)
        #expect(rejection.message == "reverses: turns back 112.8° against its direction (limit 30°)")
    }

    @Test func cornersOfASquare() throws {
        let rejection = try rejection(.square())
        #expect(rejection.reason == .corners)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 0.8512, absoluteTolerance: 0.0001))
        #expect(rejection.limit == 0.575)
        #expect(rejection.message == "corners: 85.1% of its turning is in a quarter of its length (limit 57.5%)")
    }

    @Test func cornersOfARectangle() throws {
        let rectangle = Stroke.polyline([
            Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 200, y: 100), Point(x: 0, y: 100), Point(x: 0, y: 0),
        ])
        let rejection = try rejection(rectangle)
        #expect(rejection.reason == .corners)
        #expect(rejection.message == "corners: 85% of its turning is in a quarter of its length (limit 57.5%)")
    }

    @Test func cornersOfARoundedSquare() throws {
        let rejection = try rejection(.roundedSquare(side: 120, cornerRadius: 12))
        #expect(rejection.reason == .corners)
        #expect(rejection.message == "corners: 76.8% of its turning is in a quarter of its length (limit 57.5%)")
    }

    // MARK: Shape

    @Test func tooFlatEllipse() throws {
        let rejection = try rejection(.circle(aspect: 2.2))
        #expect(rejection.reason == .tooFlat)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 1.8735, absoluteTolerance: 0.0001))
        #expect(rejection.limit == 1.8)
        #expect(rejection.message == "too flat: an ellipse with aspect 1.87:1 (limit 1.8:1)")
    }

    @Test func ellipseOfAspect2Point5IsTooFlat() throws {
        let rejection = try rejection(.circle(aspect: 2.5))
        // Flatness is checked before corners; the moment estimate reads a drawn 2.5:1 as 2.08:1.
        #expect(rejection.reason == .tooFlat)
        #expect(rejection.message == "too flat: an ellipse with aspect 2.08:1 (limit 1.8:1)")
    }

    @Test func notRoundPigtail() throws {
        let pigtail = Stroke.path([.forward(60), .turn(.degrees(360), radius: 30), .forward(60)])
        let rejection = try rejection(pigtail)
        #expect(rejection.reason == .notRound)
        #expect(try #require(rejection.measured).isApproximatelyEqual(to: 0.2961, absoluteTolerance: 0.0001))
        #expect(rejection.limit == 0.27)
        #expect(rejection.message == "not round: radius varies 29.6% (limit 27%)")
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

    // MARK: Configuration

    @Test func semicircleIsAnArcWithLowerMinimumSweep() throws {
        let detector = CircleDetector(configuration: configuration { $0.minimumSweep = .degrees(180) })
        let arc = try #require(detector.detect(in: .arc(sweep: .degrees(190), start: .degrees(180))).match)
        #expect(arc.kind == .arc)
        #expect(arc.sweep.isApproximatelyEqual(to: .degrees(190), absoluteToleranceInDegrees: 0.05))
        #expect(
            arc.startAngle.isApproximatelyEqual(to: .degrees(180), absoluteToleranceInDegrees: 0.05)
                || arc.startAngle.isApproximatelyEqual(to: .degrees(-180), absoluteToleranceInDegrees: 0.05))
        #expect(arc.endAngle.isApproximatelyEqual(to: .degrees(10), absoluteToleranceInDegrees: 0.05))
        #expect(arc.center.isApproximatelyEqual(to: Point(x: 160, y: 240), absoluteTolerance: 0.05))
        #expect(arc.radius.isApproximatelyEqual(to: 60, absoluteTolerance: 0.05))
        // The default still rejects it.
        #expect(CircleDetector().detect(in: .arc(sweep: .degrees(190))).rejection?.reason == .notClosed)
    }

    @Test func exactSemicircleMeetsAMinimumSweepOf180() throws {
        let detector = CircleDetector(configuration: configuration { $0.minimumSweep = .degrees(180) })
        let detection = detector.detect(in: .arc(sweep: .degrees(180)))
        // The sweep measures 179.99°; it is compared as displayed, to 0.1°.
        #expect(detection.isCircle)
        // An arc's elongated moment ellipse does not count against its confidence.
        let arc = try #require(detector.detect(in: .arc(sweep: .degrees(200))).match)
        #expect(arc.confidence > 0)
    }

    @Test func configurationRoundTripsThroughJSONInDegrees() throws {
        var configuration = CircleDetector.Configuration.default
        configuration.minimumSweep = .degrees(270)
        configuration.maximumCornerTurn = .degrees(100)
        configuration.maximumDuration = 3
        let data = try JSONEncoder().encode(configuration)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Double])
        #expect(try #require(object["minimumSweepDegrees"]).isApproximatelyEqual(to: 270))
        #expect(object["maximumReversalDegrees"] == 30)
        #expect(try #require(object["maximumCornerTurnDegrees"]).isApproximatelyEqual(to: 100))
        #expect(object["maximumCornerConcentration"] == 0.575)
        #expect(object["maximumAspectRatio"] == 1.8)
        #expect(object["maximumRadialDeviation"] == 0.27)
        #expect(object["maximumSpiralGrowth"] == 0.15)
        #expect(object["maximumTailDeviation"] == 0.6)
        #expect(object["minimumSize"] == 10)
        #expect(object["maximumDuration"] == 3)
        #expect(object["maximumPause"] == nil)
        #expect(object.count == 10)
        let decoded = try JSONDecoder().decode(CircleDetector.Configuration.self, from: data)
        #expect(decoded.minimumSweep.isApproximatelyEqual(to: configuration.minimumSweep))
        #expect(decoded.maximumCornerTurn.isApproximatelyEqual(to: configuration.maximumCornerTurn))
        #expect(decoded.maximumReversal.isApproximatelyEqual(to: configuration.maximumReversal))
        #expect(decoded.maximumDuration == 3)
        #expect(decoded.maximumPause == nil)
        #expect(decoded.minimumSize == 10)
    }

    @Test func missingKeysKeepTheirDefaults() throws {
        let decoded = try JSONDecoder().decode(
            CircleDetector.Configuration.self, from: Data(#"{"minimumSweepDegrees": 180, "maximumPause": 0.5}"#.utf8))
        #expect(decoded.minimumSweep.isApproximatelyEqual(to: .degrees(180)))
        #expect(decoded.maximumPause == 0.5)
        #expect(decoded.maximumReversal.isApproximatelyEqual(to: .degrees(30)))
        #expect(decoded.maximumCornerTurn.isApproximatelyEqual(to: .degrees(125)))
        #expect(decoded.maximumAspectRatio == 1.8)
        #expect(decoded.minimumSize == 10)
        #expect(decoded.maximumDuration == nil)
        let empty = try JSONDecoder().decode(CircleDetector.Configuration.self, from: Data("{}".utf8))
        #expect(empty.minimumSweep.isApproximatelyEqual(to: CircleDetector.Configuration.default.minimumSweep))
        #expect(empty.maximumSpiralGrowth == 0.15)
    }

    @Test(arguments: [
        (#"{"minimumSweepDegrees": 0}"#, "minimumSweepDegrees must be positive"),
        (#"{"maximumAspectRatio": 0.5}"#, "maximumAspectRatio must be at least 1"),
        (#"{"maximumRadialDeviation": -1}"#, "limits must be positive"),
        (#"{"maximumCornerConcentration": 0}"#, "limits must be positive"),
        (#"{"minimumSize": -3}"#, "minimumSize must not be negative"),
        (#"{"maximumReversalDegrees": -5}"#, "angle limits must be positive"),
        (#"{"maximumCornerTurnDegrees": 0}"#, "angle limits must be positive"),
    ])
    func invalidConfigurationThrows(json: String, message: String) throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(CircleDetector.Configuration.self, from: Data(json.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.debugDescription == message)
    }

    @Test func wrongTypeThrows() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CircleDetector.Configuration.self, from: Data(#"{"minimumSize": "big"}"#.utf8))
        }
    }
}
