import Foundation
import Testing

@testable import Encircle

/// The verdict measures a stroke a stage at a time and stops as soon as the checks are decided;
/// these pin that it answers exactly what measuring everything and then applying every check in
/// order answers, for real, generated and random strokes under several configurations.
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
            for check in CircleDetector.checks {
                guard let limit = check.limit(in: configuration) else { continue }
                configuration = check.setting(limit * .random(in: 0.6...1.6, using: &random), in: configuration)
            }
            configuration.acceptedShapes = Set(RoundShape.allCases.filter { _ in Bool.random(using: &random) })
            if configuration.acceptedShapes.isEmpty { configuration.acceptedShapes = [.circle] }
            configurations.append(configuration)
        }
        return configurations
    }()

    /// The rejection of complete measurements by the definition: the first failing check in
    /// order, then a round shape the configuration leaves out.
    static func expectedRejection(of measurements: CircleDetector.Measurements, by detector: CircleDetector)
        -> CircleRejection?
    {
        for check in CircleDetector.checks {
            if let rejection = check.rejection(for: measurements, in: detector.configuration) { return rejection }
        }
        return detector.rejection(for: measurements)
    }

    @Test func stagedVerdictIsTheVerdictOnEverythingMeasured() throws {
        #expect(Self.strokes.count > 700)
        var outcomes: [String: Int] = [:]
        for configuration in Self.configurations {
            let detector = try CircleDetector(configuration: configuration)
            for stroke in Self.strokes {
                var evidence = StrokeEvidence(minimumSize: configuration.minimumSize)
                for sample in stroke.samples { evidence.add(sample) }
                let shape = evidence.measureShape()
                let rejection = Self.expectedRejection(of: shape.measurements, by: detector)
                #expect(detector.rejection(for: shape.measurements) == rejection)
                let expected: Detection<DetectedCircle> =
                    rejection.map { .rejected($0) }
                    ?? .circle(
                        DetectedCircle(
                            shape, of: evidence, confidence: detector.confidence(for: shape.measurements),
                            configuration: configuration))
                let verdict = detector.verdict(on: evidence)
                #expect(verdict == expected, "\(stroke.samples.count) samples")
                #expect(evidence.isAccepted(by: detector) == (rejection == nil))
                outcomes[rejection?.reason.rawValue ?? "accepted", default: 0] += 1
            }
        }
        // The strokes reach every stage: accepted, and rejected by the checks of each stage.
        for outcome in ["accepted", "notClosed", "reverses", "corners", "notRound", "ellipse", "shapeNotAccepted"] {
            #expect(outcomes[outcome, default: 0] > 0, "no stroke \(outcome): \(outcomes)")
        }
    }

    /// The judgement marks the checks it has judged with one bit each.
    @Test func checksFitTheJudgementsBitSet() {
        #expect(CircleDetector.checks.count < UInt64.bitWidth)
    }
}
