import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

/// Generated strokes that are not circles: every one is rejected, for a plausible reason, and
/// for the exact reason where that reason is stable.
@Suite struct GeneratedNegativesTests {
    /// A named look-alike with the reason it is rejected for today.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var stroke: Stroke
        var reason: CircleRejection.Reason
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "arc 90°", stroke: .arc(sweep: .degrees(90)), reason: .noRoundShape),
        Case(name: "arc 180°", stroke: .arc(sweep: .degrees(180)), reason: .notClosed),
        Case(name: "arc 270°", stroke: .arc(sweep: .degrees(270)), reason: .notClosed),
        Case(
            name: "arc 270° counterclockwise", stroke: .arc(sweep: .degrees(270), direction: .counterclockwise),
            reason: .notClosed),
        Case(name: "spiral 20→80", stroke: .spiral(), reason: .notRound),
        Case(name: "spiral 30→60", stroke: .spiral(innerRadius: 30, outerRadius: 60), reason: .spiral),
        Case(name: "spiral 40→70", stroke: .spiral(innerRadius: 40, outerRadius: 70), reason: .spiral),
        Case(
            name: "spiral 30→90, 3 turns", stroke: .spiral(innerRadius: 30, outerRadius: 90, turns: 3, count: 256),
            reason: .spiral),
        Case(name: "figure 8", stroke: .figureEight(), reason: .noRoundShape),
        Case(
            name: "rounded square, corner radius 10%", stroke: .roundedSquare(side: 120, cornerRadius: 12),
            reason: .corners),
        // Its straight sides take half its length, its corners the rest: half its turning in a
        // quarter of its length, as a drawn circle's may, but nearly all of it in half.
        Case(
            name: "rounded square, corner radius 25%", stroke: .roundedSquare(side: 120, cornerRadius: 30),
            reason: .corners),
        Case(
            name: "triangle traced twice",
            stroke: .polyline(
                [
                    Point(x: 100, y: 200), Point(x: 160, y: 96), Point(x: 220, y: 200), Point(x: 100, y: 200),
                    Point(x: 160, y: 96), Point(x: 220, y: 200), Point(x: 100, y: 200),
                ], perSide: 20), reason: .cornerCount),
        Case(name: "spiral 40→60, 2 turns", stroke: .spiral(innerRadius: 40, outerRadius: 60), reason: .spiral),
        Case(name: "spiral 60→40, 2 turns", stroke: .spiral(innerRadius: 60, outerRadius: 40), reason: .spiral),
        Case(
            name: "square traced twice",
            stroke: .polyline([
                Point(x: 0, y: 0), Point(x: 120, y: 0), Point(x: 120, y: 120), Point(x: 0, y: 120), Point(x: 0, y: 0),
                Point(x: 120, y: 0), Point(x: 120, y: 120), Point(x: 0, y: 120), Point(x: 0, y: 0),
            ]), reason: .cornerCount),
        Case(
            name: "\"6\": loop with a straight tail entering tangentially",
            stroke: .path([.forward(80), .turn(.degrees(-360), radius: 40)], heading: .degrees(100)), reason: .tail),
        Case(
            name: "\"e\": bar then a loop of 330°", stroke: .path([.forward(60), .turn(.degrees(-330), radius: 30)]),
            reason: .tail),
        Case(name: "tiny jittery tap", stroke: .jitteryTap(), reason: .tooSmall),
        Case(name: "straight line", stroke: .line(), reason: .noRoundShape),
        Case(name: "zig-zag", stroke: .zigzag(), reason: .cornerCount),
        Case(
            name: "pigtail", stroke: .path([.forward(60), .turn(.degrees(360), radius: 30), .forward(60)]),
            reason: .notRound),
        Case(
            name: "\"6\" with a curved tail",
            stroke: .path(
                [.turn(.degrees(-60), radius: 120), .turn(.degrees(-330), radius: 40)],
                heading: .degrees(100)), reason: .notRound),
        Case(
            name: "S", stroke: .path([.turn(.degrees(-240), radius: 40), .turn(.degrees(240), radius: 40)]),
            reason: .reverses),
        Case(
            name: "question mark",
            stroke: .path(
                [.turn(.degrees(300), radius: 40), .turn(.degrees(-120), radius: 20), .forward(60)],
                heading: .degrees(-90)), reason: .reverses),
        Case(name: "heart begun at its dent", stroke: .heart(), reason: .cusp),
    ]

    /// Reasons a generated non-circle may plausibly be rejected for.
    static let plausible: Set<CircleRejection.Reason> = [
        .noRoundShape, .notClosed, .sharpCorner, .cornerCount, .reverses, .corners, .ellipse, .notRound, .tail, .spiral,
        .tooSmall, .cusp,
    ]

    @Test(arguments: cases)
    func rejects(_ negative: Case) throws {
        let detection = CircleDetector().detect(in: negative.stroke)
        #expect(!detection.isRecognized)
        #expect(!detection.hasNaN)
        let rejection = try #require(detection.rejection)
        #expect(Self.plausible.contains(rejection.reason))
        #expect(rejection.reason == negative.reason, "\(rejection.message)")
        // Drawn the other way round or mirrored, it is still not a circle.
        #expect(!CircleDetector().detect(in: negative.stroke.reversedDirection()).isRecognized)
        #expect(!CircleDetector().detect(in: negative.stroke.mirrored()).isRecognized)
    }

    /// The heart passes every other check: its dent is where its ends meet, not a turn inside the
    /// stroke, and its point turns 100°, under a corner's 125°.
    @Test func onlyTheExtraTurningTellsAHeartFromACircle() throws {
        var lenient = CircleDetector.Configuration.default
        lenient.maximumExtraTurning = .degrees(3600)
        #expect(try CircleDetector(configuration: lenient).detect(in: .heart()).isRecognized)
        let rejection = try #require(CircleDetector().detect(in: .heart()).rejection)
        #expect(rejection.reason == .cusp)
        #expect(try #require(rejection.measured) > 105, "\(rejection.message)")
    }

    @Test(arguments: UInt64(1)...12)
    func rejectsScribble(seed: UInt64) throws {
        let detection = CircleDetector().detect(in: .scribble(seed: seed))
        let rejection = try #require(detection.rejection)
        #expect(Self.plausible.contains(rejection.reason), "\(rejection.message)")
        #expect(!detection.hasNaN)
    }
}
