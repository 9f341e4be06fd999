import Encircle

/// An ellipse: a closed round stroke as the circle detector defines one, flatter than
/// ``ShapeRecognizer/Configuration/maximumCircleAspectRatio``, and smooth.
enum EllipseCandidate: ShapeCandidate {
    static let kind = DrawnShape.Kind.ellipse

    static func fit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        guard case .recognized(let found) = summary.round else {
            return CandidateFit(kind: kind, shape: nil, tests: [.notRound(summary.round)])
        }
        let limit = configuration.maximumCircleAspectRatio
        let tests = [
            ShapeTest.roundness(found),
            // Clearly an ellipse (margin 1) once as far past the limit as the limit is past round.
            .atLeast(limit, found.ellipse.aspectRatio, ideal: 2 * limit - 1, .notRound) {
                "it is \(Words.number($0)):1, a circle (an ellipse is flatter than \(Words.number($1)):1)"
            },
            .fewBackCorners(summary, direction: found.direction == .clockwise ? 1 : -1),
            .smooth(summary, configuration), .closesSmoothly(summary, configuration),
        ]
        let ellipse = configuration.snaps ? ShapeSnapping.ellipse(found.ellipse) : found.ellipse
        return CandidateFit(kind: kind, shape: .ellipse(ellipse), tests: tests)
    }
}
