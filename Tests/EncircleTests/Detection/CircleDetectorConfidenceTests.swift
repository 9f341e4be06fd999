import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

/// The product's definition on clean generated shapes, and a confidence that means something:
/// at least 0.95 for an ideal circle however it is drawn, near 0 at any limit, monotone in every
/// margin.
@Suite struct CircleDetectorConfidenceTests {
    @Test(arguments: 1...10)
    func circlesTracedUpToTenTimesCount(laps: Int) throws {
        let stroke = Stroke.circle(radius: 80, count: 64 * laps + 1, turns: Double(laps))
        let circle = try #require(CircleDetector().detect(in: stroke).recognized, "\(laps) laps")
        #expect(circle.shape == .circle)
        #expect(circle.sweep.degrees.isApproximatelyEqual(to: 360 * Double(laps), absoluteTolerance: 1))
        #expect(circle.radius.isApproximatelyEqual(to: 80, absoluteTolerance: 0.2))
        #expect(circle.confidence >= 0.95)
    }

    @Test(arguments: [(30.0, 60.0), (60, 30), (40, 80), (35, 70)])
    func spiralsDoNot(innerRadius: Double, outerRadius: Double) throws {
        let rejection = try #require(
            CircleDetector().detect(in: .spiral(innerRadius: innerRadius, outerRadius: outerRadius)).rejection)
        #expect(rejection.reason == .spiral)
    }

    /// An ideal circle: every size from 12 pt across to 20,000, any number of laps, either
    /// direction, any start, sampled sparsely or densely.
    @Test(arguments: [
        (6.0, 1.0, RotationDirection.clockwise, 0.0, 64), (60, 1, .counterclockwise, 90, 64),
        (10_000, 1, .clockwise, 200, 64), (60, 1, .clockwise, 45, 16), (60, 1, .counterclockwise, 300, 2000),
        (60, 2, .clockwise, 10, 129), (60, 3, .counterclockwise, 170, 193), (60, 10, .clockwise, 0, 641),
        (300, 5, .counterclockwise, 77, 321), (60, 1, .clockwise, 0, 24),
    ])
    func idealCircleScoresAtLeast095(
        radius: Double, laps: Double, direction: RotationDirection, startDegrees: Double, count: Int
    ) throws {
        let stroke = Stroke.circle(
            radius: radius, count: count, turns: laps, start: .degrees(startDegrees), direction: direction)
        let circle = try #require(CircleDetector().detect(in: stroke).recognized)
        #expect(circle.confidence >= 0.95, "confidence \(circle.confidence)")
        #expect(circle.direction == direction)
    }

    @Test func aStrokeAtALimitScoresNearZero() throws {
        // Just past the sweep limit: 300.5° of 300°.
        let short = try #require(CircleDetector().detect(in: .arc(sweep: .degrees(300.5))).recognized)
        #expect(short.confidence < 0.05)
        // Each check's margin is 0 at its limit and 1 at its ideal value.
        let ideal = CircleDetector.Measurements(
            sampleCount: 64, size: 100, sweep: .degrees(360), reversal: .degrees(0), cornerTurn: .degrees(22.5),
            cornerConcentration: 0.5, aspectRatio: 1, radialDeviation: 0, spiralGrowth: 0, tailDeviation: 0)
        #expect(CircleDetector().confidence(for: ideal) == 1)
        for check in CircleDetector.Check.allCases where check.rule.ideal != nil {
            let limit = try #require(check.rule.limit(in: .default))
            let atLimit = Self.measurements(ideal, settingValueOf: check, to: limit)
            #expect(check.rule.margin(for: atLimit, in: .default) == 0, "\(check.key)")
            #expect(CircleDetector().confidence(for: atLimit) == 0, "\(check.key)")
            let atIdeal = Self.measurements(ideal, settingValueOf: check, to: try #require(check.rule.ideal))
            #expect(check.rule.margin(for: atIdeal, in: .default) == 1, "\(check.key)")
        }
    }

    @Test func confidenceIsMonotoneInEveryMargin() throws {
        let base = CircleDetector.Measurements(
            sampleCount: 64, size: 100, sweep: .degrees(350), reversal: .degrees(8), cornerTurn: .degrees(50),
            cornerConcentration: 0.6, aspectRatio: 1.3, radialDeviation: 0.08, spiralGrowth: 0.03,
            tailDeviation: 0.2)
        let detector = CircleDetector()
        for check in CircleDetector.Check.allCases where check.rule.ideal != nil {
            let ideal = try #require(check.rule.ideal), limit = try #require(check.rule.limit(in: .default))
            var previous = Double.infinity
            for step in 0...20 {
                // From the ideal value toward the limit, in 21 steps.
                let value = ideal + (limit - ideal) * Double(step) / 20
                let confidence = detector.confidence(for: Self.measurements(base, settingValueOf: check, to: value))
                #expect(confidence <= previous + 1e-12, "\(check.key) at \(value)")
                #expect(confidence >= 0 && confidence <= 1)
                previous = confidence
            }
            #expect(previous == 0, "\(check.key) at its limit")
        }
    }

    @Test func aCleanerCircleScoresHigher() throws {
        let clean = try #require(CircleDetector().detect(in: .circle()).recognized)
        let wobbly = try #require(CircleDetector().detect(in: .wobblyCircle(amplitude: 0.1, lobes: 3)).recognized)
        #expect(clean.confidence > wobbly.confidence)
    }

    /// `base` with the quantity `check` measures set to `value`.
    static func measurements(
        _ base: CircleDetector.Measurements, settingValueOf check: CircleDetector.Check, to value: Double
    ) -> CircleDetector.Measurements {
        var m = base
        switch check.key {
        case "minimumSweep": m.sweep = .degrees(value)
        case "maximumReversal": m.reversal = .degrees(value)
        case "maximumCornerTurn": m.cornerTurn = .degrees(value)
        case "maximumCornerConcentration": m.cornerConcentration = value
        case "maximumAspectRatio": m.aspectRatio = value
        case "maximumRadialDeviation":
            m.radialDeviation = value
            m.ellipseDeviation = value
        case "maximumTailDeviation":
            m.tailDeviation = value
            m.ellipseTailDeviation = value
        case "maximumCornerCount": m.cornerCount = Int(value.rounded(.down))
        case "maximumSpiralGrowth":
            m.spiralGrowth = value
            m.sweep = .degrees(max(m.sweep.degrees, 720))
        case "maximumExtraTurning": m.extraTurning = .degrees(value)
        default: Issue.record("no measurement for \(check.key)")
        }
        return m
    }

    /// The result says what kept its confidence down, so nobody has to read the source.
    @Test func aRoundCircleStoppingShortIsLimitedByItsSweep() throws {
        let short = Stroke.arc(radius: 80, count: 64, sweep: .degrees(305))
        let circle = try #require(CircleDetector().detect(in: short).recognized)
        #expect(circle.confidence < 0.3)
        #expect(circle.limitedBy == .minimumSweep)
        #expect(CircleDetector().limitingCheck(for: circle.measurements) == .minimumSweep)
    }

    @Test func anOvalIsLimitedByItsAspectRatio() throws {
        let oval = Stroke.circle(radius: 60, count: 96, turns: 1.02, aspect: 1.75)
        let circle = try #require(CircleDetector().detect(in: oval).recognized)
        #expect(circle.limitedBy == .maximumAspectRatio)
        let margin = try #require(
            CircleDetector.Check.maximumAspectRatio.rule.margin(for: circle.measurements, in: .default))
        #expect(circle.confidence == margin)
    }

    @Test func everyCircleNamesTheCheckThatSetItsConfidence() throws {
        for laps in [1.0, 1.5, 3] {
            let stroke = Stroke.circle(radius: 80, count: Int(64 * laps) + 1, turns: laps, noise: 2, seed: 3)
            let circle = try #require(CircleDetector().detect(in: stroke).recognized)
            let check = try #require(circle.limitedBy)
            #expect(check.rule.margin(for: circle.measurements, in: .default) == circle.confidence)
        }
    }
}
