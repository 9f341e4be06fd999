import Encircle
import Foundation

/// Names the primitive one stroke draws — line, polyline, arc, circle, ellipse, curve, spiral,
/// helix, triangle, rectangle, diamond, polygon or star — with its clean geometry, or says why it
/// is none of them.
///
/// ```swift
/// switch ShapeRecognizer().recognize(stroke) {
/// case .recognized(let recognized):
///     if case .rectangle(let vertices, let isSquare) = recognized.shape { draw(vertices) }   // right angles
/// case .rejected(let rejection):
///     print(rejection)   // "cornered: it turns 126.3° at a corner (a smooth shape at most 55°)"
/// }
/// ```
///
/// Shapes compete rather than cascade (Paulson and Hammond's PaleoSketch, IUI 2008): the stroke
/// is summarized once, every shape of ``ShapeRanking`` is fitted to the summary and tested, and
/// the simplest shape whose tests all pass names it. Read top to bottom:
/// 1. **Input**: unusable samples, coordinates out of range and taps are named rejections.
/// 2. **Summary** (``ShapeSummary``): the circle detector's filter takes out a digitizer's
///    faults; the stroke is resampled evenly into at most 512 points, so everything after costs
///    the same for a stroke of ten samples or a million; hooks where the pen landed and lifted
///    are cut off; corners are found where the stroke turns sharply.
/// 3. **Candidates**: each shape fits itself and runs its tests (``ShapeCandidate``).
/// 4. **Ranking**: the first shape that passes (or a round shape that lies closer to the stroke
///    than a polygon before it, ``ShapeRanking``), if its kind is allowed and it is clear enough.
/// 5. **Snapping**: each shape snaps its own geometry when ``Configuration/snaps`` is on.
public struct ShapeRecognizer: Hashable, Sendable {
    /// What the recognizer names and how strictly.
    public let configuration: Configuration
    /// The circle detector that judges round strokes, set to the configuration's circle limit
    /// and size, accepting circles and ellipses.
    let circles: CircleDetector

    /// Creates a recognizer with the default configuration.
    ///
    /// - Complexity: O(1).
    public init() {
        // The default configuration is valid (ShapeRecognizerConfigurationTests).
        self = try! ShapeRecognizer(configuration: .default)
    }

    /// Creates a recognizer.
    ///
    /// - Throws: ``Encircle/ConfigurationError`` naming the first setting out of its range.
    /// - Complexity: O(1).
    public init(configuration: Configuration) throws(ConfigurationError) {
        try configuration.validate()
        self.configuration = configuration
        var round = CircleDetector.Configuration.default
        round.acceptedShapes = [.circle, .ellipse]
        round.maximumAspectRatio = configuration.maximumCircleAspectRatio
        round.minimumSize = configuration.minimumSize
        circles = try CircleDetector(configuration: round)
    }

    /// Names the shape `stroke` draws.
    ///
    /// - Complexity: O(*n*) for *n* samples: the summary is bounded, and so is everything after.
    public func recognize(_ stroke: Stroke) -> ShapeRecognition {
        if let problem = Self.inputProblem(stroke) { return .rejected(problem) }
        let samples = stroke.samples.map(\.point)
        let filtered = ShapeSummary.filtered(samples)
        let box = Rect(enclosing: filtered) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        // Sized as the circle detector sizes a stroke, which judges the round ones: a circle
        // that passed here on its diagonal would be too small for it, and no round shape.
        let size = CircleDefinition.size(of: box), minimum = configuration.minimumSize
        guard size >= max(minimum, 1e-9), filtered.count >= 2 else {
            // In the circle detector's words; with no least size, only a stroke without extent
            // once filtered is too small.
            let message =
                minimum > 0
                ? CircleDetector.Check.minimumSize.rule.message(measured: size, limit: minimum)
                : "too small: no extent once filtered (a tap)"
            return .rejected(ShapeRejection(reason: .tooSmall, measured: size, limit: minimum, message: message))
        }
        let summary = ShapeSummary(
            samples: samples, filtered: filtered, box: box, configuration: configuration, circles: circles)
        let fits = ShapeRanking.candidates.map { $0.fit(summary, configuration) }
        guard let winner = ShapeRanking.winner(of: fits, summary, configuration), let shape = fits[winner].shape else {
            return .rejected(Self.rejection(fits, summary, configuration))
        }
        let kind = fits[winner].kind
        let confidence = min(max(fits[winner].margin, 0), 1)
        guard configuration.allowedKinds.contains(kind) else {
            return .rejected(
                ShapeRejection(
                    reason: .kindNotAllowed, closest: kind,
                    message: "kind not allowed: it is \(Words.article(kind)), which is not among the kinds allowed"))
        }
        guard confidence >= configuration.minimumConfidence else {
            return .rejected(
                ShapeRejection(
                    reason: .lowConfidence, measured: confidence, limit: configuration.minimumConfidence, closest: kind,
                    message:
                        "low confidence: \(Words.article(kind)) with confidence \(Words.number(confidence)) (at least \(Words.number(configuration.minimumConfidence)))"
                ))
        }
        // The first other shape that also passes; else, of the shapes that could be fitted, the one
        // that fails the fewest tests (margins of different tests do not compare), then by most.
        let fitted = fits.indices.filter { $0 != winner && fits[$0].shape != nil }
        let runnerUp =
            fitted.first { fits[$0].passes }
            ?? fitted.min { a, b in
                let (failsA, failsB) = (fits[a].tests.count { !$0.passes }, fits[b].tests.count { !$0.passes })
                return failsA != failsB ? failsA < failsB : fits[a].margin > fits[b].margin
            }
        return .recognized(
            RecognizedShape(shape: shape, confidence: confidence, runnerUp: runnerUp.map { fits[$0].kind }))
    }

    /// The rejection of a stroke no shape fits, from the two shapes that describe most strokes:
    /// with a sharp corner, why it is no chain of straight sides (a polygon when its ends meet,
    /// else a polyline); without one, why it is no smooth curve.
    private static func rejection(
        _ fits: [CandidateFit], _ summary: ShapeSummary, _ configuration: Configuration
    ) -> ShapeRejection {
        let kind: DrawnShape.Kind =
            summary.sharpestCorner > configuration.maximumSmoothTurn.degrees
            ? (summary.closedOutline == nil ? .polyline : .polygon) : .curve
        let fit = fits.first { $0.kind == kind }
        if let fit, let failure = fit.failure { return failure.rejection(closest: kind) }
        return ShapeRejection(reason: .looseFit, closest: kind, message: "loose fit: no shape fits it")
    }

    /// Input no shape can be read from, in the words every recognizer uses.
    private static func inputProblem(_ stroke: Stroke) -> ShapeRejection? {
        let problem =
            SampleProblem.first(in: stroke)
            ?? (stroke.count < 2 ? .tooFewSamples(count: stroke.count, minimum: 2) : nil)
        guard let problem else { return nil }
        let reason: ShapeRejection.Reason = if case .outOfRange = problem { .outOfRange } else { .invalidInput }
        return ShapeRejection(
            reason: reason, measured: problem.measured, limit: problem.limit, message: problem.message)
    }
}
