import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

/// The verdict is the definition applied in order — early checks while the samples arrive, then
/// every check on the stroke measured whole — for real, generated and random strokes under
/// several configurations; and the closure judgement a recognizer makes answers as the verdict
/// does.
@Suite struct CircleDetectorVerdictTests {
    /// Every 5th development stroke, every generated shape, and seeded random strokes.
    static let strokes: [Stroke] = {
        let development = DevelopmentStrokes.entriesOrIssue().enumerated()
            .filter { $0.offset.isMultiple(of: 5) }.map(\.element.stroke)
        let shapes = ShapeStrokes.allOrIssue()
        return development + shapes + randomStrokes(count: 240)
    }()

    /// Arcs and ellipses of any sweep and flatness with noise, polygons and scribbles.
    static func randomStrokes(count: Int) -> [Stroke] {
        var random = SeededGenerator(seed: 2026)
        return (0..<count).map { index in
            let seed = UInt64(index)
            switch index % 4 {
            case 0, 1:
                return .arc(
                    radius: .random(in: 5...300, using: &random), count: .random(in: 8...200, using: &random),
                    sweep: .degrees(.random(in: 20...1500, using: &random)),
                    start: .degrees(.random(in: 0...360, using: &random)),
                    direction: Bool.random(using: &random) ? .clockwise : .counterclockwise,
                    aspect: .random(in: 1...4, using: &random), tilt: .degrees(.random(in: 0...180, using: &random)),
                    noise: .random(in: 0...8, using: &random), seed: seed)
            case 2:
                let corners = (0...Int.random(in: 2...8, using: &random)).map { _ in
                    Point(x: .random(in: 0...300, using: &random), y: .random(in: 0...300, using: &random))
                }
                return .polyline(corners, perSide: .random(in: 2...24, using: &random), noise: 1, seed: seed)
            default:
                return .scribble(steps: .random(in: 10...300, using: &random), seed: seed)
            }
        }
    }

    /// The default, each choice of accepted shapes, and seeded random limits.
    static let configurations: [CircleDetector.Configuration] = {
        var configurations: [CircleDetector.Configuration] = []
        for shapes: Set<RoundShape> in [
            [.circle], [.circle, .ellipse, .arc], [.circle, .ellipse], [.circle, .arc], [.ellipse],
        ] {
            var configuration = CircleDetector.Configuration.default
            configuration.acceptedShapes = shapes
            configurations.append(configuration)
        }
        var random = SeededGenerator(seed: 7)
        for _ in 0..<6 {
            var configuration = CircleDetector.Configuration.default
            for check in CircleDetector.Check.allCases {
                guard let limit = check.rule.limit(in: configuration) else { continue }
                configuration = check.rule.setting(limit * .random(in: 0.6...1.6, using: &random), in: configuration)
            }
            // Each limit drawn on its own may put the arc's least sweep above the circle's.
            configuration.minimumArcSweep = min(configuration.minimumArcSweep, configuration.minimumSweep)
            configuration.acceptedShapes = Set(RoundShape.allCases.filter { _ in Bool.random(using: &random) })
            if configuration.acceptedShapes.isEmpty { configuration.acceptedShapes = [.circle] }
            configurations.append(configuration)
        }
        return configurations
    }()

    /// The verdict by the definition, step by step: the samples folded one at a time, the early
    /// checks after each (the first failure ends the stroke), then the stroke measured whole and
    /// every check applied in order, then a round shape the configuration leaves out.
    static func expectedVerdict(of stroke: Stroke, by detector: CircleDetector) -> (
        verdict: Detection<DetectedCircle>, earlyFailure: Bool
    ) {
        let configuration = detector.configuration
        var summary = StrokeSummary(minimumSize: configuration.minimumSize)
        func early(atEnd: Bool = false) -> CircleRejection? {
            let measurements = atEnd ? summary.endMeasurements : summary.drawnMeasurements
            for check in CircleDetector.Check.allCases where check.rule.isJudgedEarly {
                if let rejection = check.rule.rejection(for: measurements, in: configuration) { return rejection }
            }
            return nil
        }
        for sample in stroke.samples {
            summary.add(sample)
            if summary.inputProblem != nil { return (detector.verdict(finishing: &summary), true) }
            if let rejection = early() { return (.rejected(rejection), true) }
        }
        summary.finish()
        if let rejection = early(atEnd: true) { return (.rejected(rejection), true) }
        guard summary.sampleCount >= 3 else { return (detector.verdict(finishing: &summary), false) }
        let shape = StrokeShape(measuring: summary)
        for check in CircleDetector.Check.allCases {
            if let rejection = check.rule.rejection(for: shape.measurements, in: configuration) {
                return (.rejected(rejection), false)
            }
        }
        if let rejection = detector.rejection(for: shape.measurements) { return (.rejected(rejection), false) }
        let circle = DetectedCircle(
            shape, of: summary, as: configuration.shape(of: shape.measurements) ?? .arc,
            confidence: detector.confidence(for: shape.measurements),
            limitedBy: detector.limitingCheck(for: shape.measurements))
        return (.recognized(circle), false)
    }

    @Test func theVerdictIsTheDefinitionAppliedInOrder() throws {
        #expect(Self.strokes.count > 700)
        var outcomes: [String: Int] = [:]
        for configuration in Self.configurations {
            let detector = try CircleDetector(configuration: configuration)
            for stroke in Self.strokes {
                let (expected, earlyFailure) = Self.expectedVerdict(of: stroke, by: detector)
                #expect(detector.detect(in: stroke) == expected, "\(stroke.samples.count) samples")
                if !earlyFailure {
                    var summary = StrokeSummary(minimumSize: configuration.minimumSize)
                    for sample in stroke.samples { summary.add(sample) }
                    // Judged as if it ended now, before its last sample joins the summary: the
                    // closure judgement a recognizer makes.
                    #expect(detector.closure(of: summary).isAccepted == expected.isRecognized)
                }
                outcomes[expected.rejection?.reason.rawValue ?? "accepted", default: 0] += 1
            }
        }
        // The strokes reach every kind of verdict.
        for outcome in [
            "accepted", "noRoundShape", "notClosed", "reverses", "corners", "notRound", "ellipse", "shapeNotAccepted",
            "sharpCorner", "cornerCount",
        ] {
            #expect(outcomes[outcome, default: 0] > 0, "no stroke \(outcome): \(outcomes)")
        }
    }
}
