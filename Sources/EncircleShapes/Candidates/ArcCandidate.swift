import Encircle
import Foundation

/// Part of a circle: a smooth stroke that turns one way round a fitted circle, from the least
/// sweep that is no line (``ShapeRecognizer/Configuration/minimumArcSweep``) up to a full turn.
enum ArcCandidate: ShapeCandidate {
    static let kind = DrawnShape.Kind.arc

    static func fit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        guard let circle = summary.points.withUnsafeBufferPointer({ CircleFit.fit($0) }) else {
            return CandidateFit(kind: kind, shape: nil, tests: [Self.noCircle])
        }
        let sweep = Self.sweep(of: summary.points, round: circle.center)
        // Beyond doubt from twice the least sweep, and from the half circle at the latest (toward
        // a closed one an arc grows less sure), unless the least sweep is a half circle itself.
        let leastSweep = configuration.minimumArcSweep, twice = ShapeTest.clearIdeal(past: leastSweep)
        let clearSweep = leastSweep < 180 ? min(twice, 180) : twice
        let tests = [
            ShapeTest.atLeast(leastSweep, abs(sweep), ideal: clearSweep, .turning) {
                "it sweeps \(Words.degrees($0)) round its centre (an arc at least \(Words.degrees($1)))"
            },
            .atMost(360, abs(sweep), ideal: 180, .turning) {
                "it sweeps \(Words.degrees($0)) round its centre (an arc at most \(Words.degrees($1)))"
            },
            .atMost(configuration.maximumArcFitError, Self.fitError(summary.points, circle, sweep: sweep), .looseFit) {
                "it lies \(Words.percent($0)) off its circle (an arc within \(Words.percent($1)))"
            },
            .open(summary, configuration),
            .oneWay(summary, direction: sweep >= 0 ? 1 : -1),
            .smooth(summary, configuration),
            // A corner that holds most of the turning makes chords, not an arc.
            .atMost(abs(sweep) / 2, summary.sharpestCorner, .cornered) {
                "it turns \(Words.degrees($0)) at one corner, half its sweep or more (an arc's at most \(Words.degrees($1)))"
            },
        ]
        let start = summary.points[0]
        let arc = DrawnShape.arc(
            center: circle.center, radius: circle.radius, startAngle: circle.center.angle(to: start),
            sweep: .degrees(sweep))
        return CandidateFit(kind: kind, shape: arc, tests: tests)
    }

    /// The signed angle `points` go round `center`, degrees, clockwise positive.
    static func sweep(of points: [Point], round center: Point) -> Double {
        var total = 0.0
        var previous = atan2(points[0].y - center.y, points[0].x - center.x)
        for point in points.dropFirst() {
            let angle = atan2(point.y - center.y, point.x - center.x)
            total += remainder(angle - previous, 2 * .pi)
            previous = angle
        }
        return total * 180 / .pi
    }

    /// The RMS distance of `points` from `circle`, over the radius or, for a shallow arc, four
    /// times its depth (the sagitta): a shallow arc must explain its bow, not only lie near a
    /// large circle.
    static func fitError(_ points: [Point], _ circle: PlaneCircle, sweep: Double) -> Double {
        var squares = 0.0
        for point in points {
            let off = point.distance(to: circle.center) - circle.radius
            squares += off * off
        }
        let rms = (squares / Double(points.count)).squareRoot()
        let half = min(abs(sweep), 360) / 2 * .pi / 180
        let depth = circle.radius * (1 - cos(half))
        return rms / max(min(circle.radius, 4 * depth), 1e-9)
    }

    /// The test a stroke fails when no circle can be fitted (its points lie on a line).
    static var noCircle: ShapeTest {
        ShapeTest.atLeast(1, 0, ideal: 2, .turning) { _, _ in "it does not bend round a centre" }
    }
}
