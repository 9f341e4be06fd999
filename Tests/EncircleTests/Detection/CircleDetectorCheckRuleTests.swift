import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

/// The table of checks (``CircleDetector/Check/rules``): each check is one value whose key is the
/// configuration property its key path sets, in the order applied, with the early checks first,
/// and the message each prints.
@Suite struct CircleDetectorCheckRuleTests {
    @Test func theTableHasOneRuleForEachCheckInOrder() {
        #expect(CircleDetector.Check.rules.map(\.check) == CircleDetector.Check.allCases)
        #expect(
            CircleDetector.Check.allCases.map(\.key) == [
                "maximumDuration", "maximumPause", "maximumCornerTurn", "maximumCornerCount", "minimumSize",
                "minimumArcSweep", "maximumReversal", "maximumCornerConcentration", "maximumRadialDeviation",
                "maximumTailDeviation", "maximumSpiralGrowth", "minimumSweep", "maximumAspectRatio",
                "maximumExtraTurning",
            ])
        for check in CircleDetector.Check.allCases {
            #expect(check.rule.check == check)
            #expect(check.reason == check.rule.reason)
            #expect(check.summary == check.rule.summary)
        }
    }

    /// The early checks are judged while the stroke is drawn, before any other: they come first
    /// in the table, so that the order they are applied in is the table's. A detector keeps
    /// those its configuration sets a limit for.
    @Test func theEarlyChecksComeFirst() {
        let rules = CircleDetector.Check.rules
        let early = rules.prefix { $0.isJudgedEarly }
        #expect(early.count == rules.filter(\.isJudgedEarly).count)
        #expect(early.map(\.key) == ["maximumDuration", "maximumPause", "maximumCornerTurn", "maximumCornerCount"])
        #expect(CircleDetector().earlyChecks.map(\.rule.key) == ["maximumCornerTurn", "maximumCornerCount"])
    }

    /// Each key names the configuration property the rule's key path reads and writes, and its
    /// JSON key is the one a configuration file uses for it.
    @Test func eachKeyIsTheConfigurationPropertyTheRuleSets() throws {
        let encoder = JSONEncoder()
        func json(_ configuration: CircleDetector.Configuration) throws -> [String: Double] {
            var object = try #require(
                try JSONSerialization.jsonObject(with: encoder.encode(configuration)) as? [String: Any])
            object["acceptedShapes"] = nil
            return try object.mapValues { try #require(($0 as? NSNumber)?.doubleValue) }
        }
        func properties(_ configuration: CircleDetector.Configuration) -> [String: String] {
            Dictionary(
                uniqueKeysWithValues: Mirror(reflecting: configuration).children.map {
                    ($0.label ?? "", String(describing: $0.value))
                })
        }
        let original = CircleDetector.Configuration.default
        var written: Set<String> = []
        for rule in CircleDetector.Check.rules {
            let value = rule.allowedRange.clamped((rule.limit(in: original) ?? 1) * 1.5 + 1)
            let changed = rule.setting(value, in: original)
            #expect(rule.limit(in: changed) == value, "\(rule.key)")
            // Only the property named by the key changed, in Swift and in JSON.
            let before = properties(original), after = properties(changed)
            #expect(before.keys.filter { before[$0] != after[$0] } == [rule.key], "\(rule.key)")
            let beforeJSON = try json(original), afterJSON = try json(changed)
            let changedJSON = Set(afterJSON.keys).filter { beforeJSON[$0] != afterJSON[$0] }
            #expect(changedJSON == [rule.jsonKey] && beforeJSON.keys.allSatisfy(afterJSON.keys.contains))
            #expect(try #require(afterJSON[rule.jsonKey]).isApproximatelyEqual(to: value), "\(rule.jsonKey)")
            #expect(rule.jsonKey == (rule.unit == .degrees ? rule.key + "Degrees" : rule.key))
            written.formUnion(afterJSON.keys)
        }
        #expect(Set(CircleDetector.Configuration.jsonKeys) == written.union(["acceptedShapes"]))
    }

    /// `minimum…` keys are limits a circle must reach, `maximum…` keys limits it must stay under.
    @Test func theBoundIsTheKeysPrefix() {
        for rule in CircleDetector.Check.rules {
            #expect(rule.key.hasPrefix(rule.bound == .minimum ? "minimum" : "maximum"), "\(rule.key)")
        }
    }

    /// Each check's message for a sample measurement and limit, as the detector has always
    /// worded it.
    static let messages: [(check: CircleDetector.Check, measured: Double, limit: Double, message: String)] = [
        (.maximumDuration, 2.414, 2, "too long: took 2.41 s (limit 2 s)"),
        (.maximumPause, 0.256, 0.1, "idle: paused 0.26 s (limit 0.1 s)"),
        (.maximumCornerTurn, 159.94, 125, "sharp corner: turns 159.9° within a short stretch (limit 125°)"),
        (.maximumCornerCount, 3, 2, "corners: turns sharply at 3 places (a circle has none; limit 2)"),
        (.minimumSize, 6.004, 10, "too small: 6 pt across (minimum 10 pt)"),
        (.minimumArcSweep, 120, 180, "no round shape: swept 120° round its centre, less than an arc's 180°"),
        (.maximumReversal, 39.2, 12, "reverses: turns back 39.2° against its direction (limit 12°)"),
        (
            .maximumCornerConcentration, 0.998, 0.825,
            "corners: 99.8% of its turning is in half of its length (limit 82.5%)"
        ),
        (.maximumRadialDeviation, 0.2965, 0.27, "not round: radius varies 29.7% (limit 27%)"),
        (.maximumTailDeviation, 0.75, 0.6, "tail: an end lies 75% of the radius off the circle (limit 60%)"),
        (.maximumSpiralGrowth, 0.2752, 0.15, "spiral: radius changes 27.5% per turn (limit 15%)"),
        (.minimumSweep, 212, 300, "not closed: swept 212° of the required 300°"),
        (.maximumAspectRatio, 2.2, 1.9, "an ellipse, 2.2:1 (a circle is at most 1.9:1)"),
        (
            .maximumExtraTurning, 117.04, 100,
            "cusp: turns 117° further than it goes round, where its ends meet or in a loop (limit 100°)"
        ),
    ]

    @Test func everyCheckHasAPinnedMessage() {
        #expect(Self.messages.map(\.check) == CircleDetector.Check.allCases)
    }

    @Test(arguments: messages)
    func eachCheckWordsItsFailure(check: CircleDetector.Check, measured: Double, limit: Double, message: String) {
        #expect(check.rule.message(measured: measured, limit: limit) == message)
        // A rejection words it only when read, and reads the same as one written out.
        let rejection = CircleRejection(failing: check.rule, measured: measured, limit: limit)
        #expect(rejection.reason == check.reason)
        #expect(rejection.message == message)
        let written = CircleRejection(reason: check.reason, measured: measured, limit: limit, message: message)
        #expect(rejection == written)
        #expect(rejection.hashValue == written.hashValue)
    }

    /// The verdict decides the round shape once and hands it to every check: a flat closed stroke
    /// is judged round against its ellipse where ellipses are accepted, against its circle where
    /// they are not.
    @Test func roundnessIsMeasuredAgainstTheShapeDecided() throws {
        let m = CircleDetector.Measurements(
            sampleCount: 64, size: 200, sweep: .degrees(360), reversal: .degrees(0), cornerTurn: .degrees(40),
            cornerConcentration: 0.6, aspectRatio: 2.5, radialDeviation: 0.3, spiralGrowth: 0, tailDeviation: 0.1,
            ellipseDeviation: 0.02, ellipseTailDeviation: 0.01)
        var ellipses = CircleDetector.Configuration.default
        ellipses.acceptedShapes = [.circle, .ellipse]
        #expect(ellipses.shape(of: m) == .ellipse)
        #expect(CircleDetector.Check.maximumRadialDeviation.rule.measured(in: m, as: .ellipse) == 0.02)
        #expect(CircleDetector.Check.maximumRadialDeviation.rule.measured(in: m, as: .circle) == 0.3)
        #expect(try CircleDetector(configuration: ellipses).rejection(for: m) == nil)
        // Judged by the default (circles only) it is an ellipse too, rejected for its shape after
        // being judged round against its ellipse.
        let rejection = CircleDetector().rejection(for: m)
        #expect(rejection?.reason == .ellipse)
        #expect(rejection?.shape == .ellipse)
    }
}
