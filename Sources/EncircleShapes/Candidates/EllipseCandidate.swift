import Encircle
import Foundation

/// An ellipse: a closed round stroke as the circle detector defines one, flatter than
/// ``ShapeRecognizer/Configuration/maximumCircleAspectRatio``, and smooth: no corner sharper,
/// and ends that meet at none sharper, than a smooth shape's or than its fitted ellipse's own
/// ends over twice a corner's window (``endTurn(of:within:)``), whichever is more.
enum EllipseCandidate: ShapeCandidate {
    static let kind = DrawnShape.Kind.ellipse

    static func fit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        guard case .recognized(let found) = summary.round else {
            return CandidateFit(kind: kind, shape: nil, tests: [.notRound(summary.round)])
        }
        let limit = configuration.maximumCircleAspectRatio
        // A corner's window reads headings over chords up to a window long each way: over twice
        // the window, the turn its ends can show.
        let ends = endTurn(of: found.ellipse, within: 2 * summary.windowLength)
        let tests = [
            ShapeTest.roundness(found),
            // Clearly an ellipse (margin 1) once as far past the limit as the limit is past round.
            .atLeast(limit, found.ellipse.aspectRatio, ideal: ShapeTest.clearIdeal(past: limit, from: 1), .notRound) {
                "it is \(Words.number($0)):1, a circle (an ellipse is flatter than \(Words.number($1)):1)"
            },
            .fewBackCorners(summary, direction: found.direction == .clockwise ? 1 : -1),
            .smooth(summary, configuration, limit: ends),
            .closesSmoothly(summary, configuration, limit: ends),
        ]
        let ellipse = configuration.snaps ? ShapeSnapping.ellipse(found.ellipse) : found.ellipse
        return CandidateFit(kind: kind, shape: .ellipse(ellipse), tests: tests)
    }

    /// How far the outline of `ellipse` turns within `length` of it either side of an end of its
    /// major axis, degrees: the turn a stroke drawn on it makes over a corner's window there. A
    /// flat ellipse's ends are smooth but turn within a window as a corner does: within 3/64 of
    /// the diagonal either side (a corner's window on a densely sampled stroke) a 2:1 ellipse's
    /// ends turn 46°, a 5:1 ellipse's 123° (`EllipseCandidateTests`).
    ///
    /// - Complexity: O(1): the quarter outline in 256 steps at most.
    static func endTurn(of ellipse: PlaneEllipse, within length: Double) -> Double {
        let a = ellipse.semiMajorAxis, b = ellipse.semiMinorAxis
        guard a > 0, b > 0, length > 0 else { return 180 }
        // From the end (t = 0) along (a cos t, b sin t), whose tangent turns atan2(a sin t, b cos t).
        let steps = 256, step = Double.pi / 2 / Double(steps)
        func speed(_ t: Double) -> Double { (a * a * sin(t) * sin(t) + b * b * cos(t) * cos(t)).squareRoot() }
        var covered = 0.0, t = 0.0
        for _ in 0..<steps where covered < length {
            covered += speed(t + step / 2) * step
            t += step
        }
        // Back from the end of the last step to where the length ran out.
        if covered > length { t -= (covered - length) / speed(t - step / 2) }
        return 2 * atan2(a * sin(t), b * cos(t)) * 180 / .pi
    }
}
