import Encircle

/// A circle: a closed round stroke as the circle detector defines one (Guides/CircleDetector.md:
/// round at least 300°, one way, no corners, near its fitted circle, once or traced again), no
/// flatter than ``ShapeRecognizer/Configuration/maximumCircleAspectRatio``, and smooth.
enum CircleCandidate: ShapeCandidate {
    static let kind = DrawnShape.Kind.circle
    /// A circle has at most this many corners (``ShapeSummary/roundCorners``), as the circle
    /// detector counts a circle's corners: a hook at an end makes one; a cloud's bumps meet at
    /// three or more.
    static let maximumCorners = CircleDetector.Configuration.default.maximumCornerCount

    static func fit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        guard case .recognized(let found) = summary.round else {
            return CandidateFit(kind: kind, shape: nil, tests: [.notRound(summary.round)])
        }
        let limit = configuration.maximumCircleAspectRatio
        let tests = [
            ShapeTest.roundness(found),
            .atMost(limit, found.ellipse.aspectRatio, ideal: 1, .notRound) {
                "it is an ellipse, \(Words.number($0)):1 (a circle at most \(Words.number($1)):1)"
            },
            .fewBackCorners(summary, direction: found.direction == .clockwise ? 1 : -1),
            .smooth(summary, configuration),
            // A clean circle's ends meet at the turn of the window its end headings span.
            .closesSmoothly(summary, configuration, ideal: summary.closingTurn(ofCircleWithRadius: found.radius)),
            .count(summary.roundCorners.count, .countAtMost, maximumCorners, .cornered) {
                "it has \(Words.count($0, "corner")) of \(Words.degrees(ShapeSummary.roundCornerTurn)) or more (a circle at most \(Words.count($1)))"
            },
        ]
        return CandidateFit(kind: kind, shape: .circle(center: found.center, radius: found.radius), tests: tests)
    }
}

extension ShapeTest {
    /// The circle detector's verdict as a test: its confidence, 1 for an ideal circle and 0 at
    /// the limit of its checks.
    static func roundness(_ found: DetectedCircle) -> ShapeTest {
        .atLeast(0, found.confidence, ideal: 1, .notRound) { _, _ in "it is barely round" }
    }

    /// A rejection by the circle detector as a failed test, in the detector's words.
    static func notRound(_ detection: Detection<DetectedCircle>) -> ShapeTest {
        let rejection = detection.rejection
        return ShapeTest(
            reason: .notRound, measured: rejection?.measured ?? .nan, limit: rejection?.limit ?? .nan,
            rule: .scale(ideal: .nan)
        ) { _, _ in rejection?.message ?? "not round" }
    }
}
