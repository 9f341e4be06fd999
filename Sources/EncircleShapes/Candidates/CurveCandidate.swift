import Encircle
import Foundation

/// A curve: a smooth stroke, open or closed, that at most
/// ``ShapeRecognizer/Configuration/maximumCurveSegments`` cubic Bézier segments follow within
/// ``ShapeRecognizer/Configuration/maximumCurveError`` of its size. Last in the ranking: the
/// smooth strokes no other shape describes (an S, a wave, a C that is no arc, a freeform line).
enum CurveCandidate: ShapeCandidate {
    static let kind = DrawnShape.Kind.curve

    static func fit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        // A stroke with a sharp corner is no curve: no need to fit one.
        let smooth = ShapeTest.smooth(summary, configuration)
        guard smooth.passes else { return CandidateFit(kind: kind, shape: nil, tests: [smooth]) }
        let closed = summary.closureGap <= configuration.closureGap && summary.points.count >= 8
        let fit = BezierFit(
            summary.points, maximumSegments: configuration.maximumCurveSegments,
            tolerance: configuration.maximumCurveError * summary.diagonal, closed: closed, window: summary.window)
        let error = fit.error / max(summary.diagonal, 1e-9)
        let segments = configuration.maximumCurveSegments
        let tests = [
            ShapeTest.atMost(configuration.maximumCurveError, error, .tooComplex) {
                "\(segments) Bézier segments follow it within \(Words.percent($0)) of its size, no closer (a curve within \(Words.percent($1)))"
            },
            smooth,
        ]
        return CandidateFit(kind: kind, shape: .curve(segments: fit.segments, isClosed: closed), tests: tests)
    }
}

/// Cubic Bézier segments through evenly spaced points, after Schneider ("An algorithm for
/// automatically fitting digitized curves", Graphics Gems, 1990): each segment's end tangents
/// are read off the points, its control points' distances solved by least squares on a
/// chord-length parameter, refined by Newton's method on the parameter; the segment that fits
/// worst is split where it is farthest off, until every segment fits within the tolerance or
/// the segments run out. Neighbouring segments share their end point and its tangent, so the
/// chain is smooth.
struct BezierFit {
    /// The segments, in order.
    var segments: [CubicBezier]
    /// The largest distance of a point from its segment.
    var error: Double

    /// Newton steps on the parameters of a segment that nearly fits.
    static let reparameterizations = 4

    /// Fits at most `maximumSegments` segments to `points`; `closed` joins the ends at their
    /// middle with one tangent. Tangents are read over `window` points.
    init(_ points: [Point], maximumSegments: Int, tolerance: Double, closed: Bool, window: Int) {
        var points = points
        let last = points.count - 1
        guard last >= 1 else {
            segments = []
            error = 0
            return
        }
        let reach = max(1, min(window, last / 2))
        var startTangent = Self.unit(from: points[0], to: points[reach])
        var endTangent = Self.unit(from: points[last], to: points[last - reach])
        if closed {
            let joint = Point(x: (points[0].x + points[last].x) / 2, y: (points[0].y + points[last].y) / 2)
            points[0] = joint
            points[last] = joint
            startTangent = Self.unit(from: points[last - reach], to: points[reach])
            endTangent = Point(x: -startTangent.x, y: -startTangent.y)
        }
        var pieces = [Self.fitSegment(points, 0...last, startTangent, endTangent)]
        while pieces.count < maximumSegments,
            let worst = pieces.indices.max(by: { pieces[$0].error < pieces[$1].error }),
            pieces[worst].error > tolerance
        {
            let piece = pieces[worst]
            let split = piece.split
            guard split > piece.range.lowerBound, split < piece.range.upperBound else { break }
            let a = points[max(split - reach, piece.range.lowerBound)],
                b = points[min(split + reach, piece.range.upperBound)]
            let tangent = Self.unit(from: b, to: a)
            let left = Self.fitSegment(points, piece.range.lowerBound...split, piece.startTangent, tangent)
            let right = Self.fitSegment(
                points, split...piece.range.upperBound, Point(x: -tangent.x, y: -tangent.y), piece.endTangent)
            pieces.replaceSubrange(worst...worst, with: [left, right])
        }
        segments = pieces.map(\.bezier)
        error = pieces.map(\.error).max() ?? 0
    }

    /// One fitted segment over `range`, with its largest error and where that lies.
    private struct Piece {
        var range: ClosedRange<Int>
        var startTangent: Point
        var endTangent: Point
        var bezier: CubicBezier
        var error: Double
        var split: Int
    }

    /// The segment over `points[range]` leaving along `startTangent` and arriving against
    /// `endTangent` (both unit vectors pointing into the segment).
    private static func fitSegment(
        _ points: [Point], _ range: ClosedRange<Int>, _ startTangent: Point, _ endTangent: Point
    )
        -> Piece
    {
        let first = points[range.lowerBound], last = points[range.upperBound]
        var parameters = chordLengths(points, range)
        var bezier = generate(points, range, parameters, startTangent, endTangent)
        var (error, split) = largestError(points, range, bezier, parameters)
        for _ in 0..<reparameterizations where range.count > 2 {
            parameters = reparameterized(points, range, bezier, parameters)
            let candidate = generate(points, range, parameters, startTangent, endTangent)
            let (candidateError, candidateSplit) = largestError(points, range, candidate, parameters)
            guard candidateError < error else { break }
            (bezier, error, split) = (candidate, candidateError, candidateSplit)
        }
        if range.count <= 2 {
            let third = first.distance(to: last) / 3
            bezier = CubicBezier(
                from: first, control1: first + startTangent * third, control2: last + endTangent * third, to: last)
            error = 0
            split = range.lowerBound
        }
        return Piece(
            range: range, startTangent: startTangent, endTangent: endTangent, bezier: bezier, error: error, split: split
        )
    }

    /// Each point's parameter in 0…1: its distance along the points over the range's length.
    private static func chordLengths(_ points: [Point], _ range: ClosedRange<Int>) -> [Double] {
        var lengths = [0.0]
        for index in range.dropFirst() { lengths.append(lengths.last! + points[index - 1].distance(to: points[index])) }
        let total = lengths.last!
        return total > 0
            ? lengths.map { $0 / total } : lengths.indices.map { Double($0) / Double(max(range.count - 1, 1)) }
    }

    /// The control points by least squares along the end tangents (Schneider's equations), or
    /// a third of the chord along each when the system is degenerate or gives a wrong-way length.
    private static func generate(
        _ points: [Point], _ range: ClosedRange<Int>, _ parameters: [Double], _ startTangent: Point, _ endTangent: Point
    ) -> CubicBezier {
        let first = points[range.lowerBound], last = points[range.upperBound]
        var c00 = 0.0, c01 = 0.0, c11 = 0.0, x0 = 0.0, x1 = 0.0
        for (offset, u) in parameters.enumerated() {
            let v = 1 - u
            let b0 = v * v * v, b1 = 3 * u * v * v, b2 = 3 * u * u * v, b3 = u * u * u
            let a1 = startTangent * b1, a2 = endTangent * b2
            c00 += a1.dot(a1)
            c01 += a1.dot(a2)
            c11 += a2.dot(a2)
            let point = points[range.lowerBound + offset]
            let rest = point - (first * (b0 + b1) + last * (b2 + b3))
            x0 += a1.dot(rest)
            x1 += a2.dot(rest)
        }
        let det = c00 * c11 - c01 * c01
        let chord = first.distance(to: last)
        var alpha1 = abs(det) > 1e-12 ? (x0 * c11 - x1 * c01) / det : 0
        var alpha2 = abs(det) > 1e-12 ? (c00 * x1 - c01 * x0) / det : 0
        let floor = 1e-6 * chord
        if !(alpha1 > floor && alpha2 > floor) || !alpha1.isFinite || !alpha2.isFinite {
            alpha1 = chord / 3
            alpha2 = chord / 3
        }
        return CubicBezier(
            from: first, control1: first + startTangent * alpha1, control2: last + endTangent * alpha2, to: last)
    }

    /// The largest distance of a point from the segment at its parameter, and its index (an
    /// interior point, for a split).
    private static func largestError(
        _ points: [Point], _ range: ClosedRange<Int>, _ bezier: CubicBezier, _ parameters: [Double]
    ) -> (Double, Int) {
        var worst = 0.0, at = (range.lowerBound + range.upperBound) / 2
        for (offset, u) in parameters.enumerated() {
            let distance = points[range.lowerBound + offset].distance(to: bezier.point(at: u))
            let index = range.lowerBound + offset
            if distance > worst, index > range.lowerBound, index < range.upperBound {
                worst = distance
                at = index
            }
        }
        return (worst, at)
    }

    /// Each parameter moved by one Newton step toward the segment's nearest point.
    private static func reparameterized(
        _ points: [Point], _ range: ClosedRange<Int>, _ bezier: CubicBezier, _ parameters: [Double]
    ) -> [Double] {
        parameters.enumerated().map { offset, u in
            let off = bezier.point(at: u) - points[range.lowerBound + offset]
            let velocity = bezier.velocity(at: u), acceleration = bezier.acceleration(at: u)
            let numerator = off.dot(velocity)
            let denominator = velocity.dot(velocity) + off.dot(acceleration)
            guard denominator != 0 else { return u }
            let moved = u - numerator / denominator
            return moved.isFinite ? min(max(moved, 0), 1) : u
        }
    }

    /// The unit vector from `a` toward `b`, or (1, 0) when they coincide.
    static func unit(from a: Point, to b: Point) -> Point {
        let length = a.distance(to: b)
        return length > 0 ? Point(x: (b.x - a.x) / length, y: (b.y - a.y) / length) : Point(x: 1, y: 0)
    }
}

extension Point {
    fileprivate static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    fileprivate static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    fileprivate static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    fileprivate func dot(_ other: Point) -> Double { x * other.x + y * other.y }
}
