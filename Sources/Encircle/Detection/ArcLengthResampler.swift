/// A bounded summary of a stroke: points evenly spaced along its length, placed one sample at a
/// time.
///
/// Points are placed every ``spacing`` along the polyline through the samples. When the points
/// fill their room, every other one is dropped and the spacing doubles, so memory stays bounded
/// whatever the stroke's length, while the summary stays uniform in arc length — which makes
/// everything measured on it independent of the recorder's sampling rate. Scaling a stroke by a
/// power of two gives exactly the scaled summary.
///
/// The caller places the points of each new segment one at a time (``startSegment(to:roomPerLap:)``, then
/// ``placeNextPoint()`` until it returns `false`), so that it can watch each point as it is
/// placed and say when the room is full (``decimate()``).
///
/// - Complexity: O(1) amortized time per sample; O(*k*) memory for the *k* points kept.
struct ArcLengthResampler: Hashable, Sendable {
    /// Points relative to the first sample, ``spacing`` apart along the stroke.
    private(set) var points: [Point] = []
    /// The current distance between consecutive points.
    private(set) var spacing: Double
    /// The length of the polyline through every sample so far.
    private(set) var length = 0.0
    /// The last sample, relative to the first.
    private(set) var last: Point?
    /// Samples that moved the pen: the mean step is ``length`` over this.
    private(set) var stepCount = 0
    /// The length of the segment to the last sample.
    private(set) var lastStep = 0.0
    /// Arc-length position of the last point placed.
    private var lastPlacedPosition = 0.0
    /// The segment being placed: where it starts, along the stroke and in the plane.
    private var segmentPosition = 0.0
    private var segmentStart = Point.zero
    private var segmentDelta = Point.zero
    private var inverseSegmentLength = 0.0

    /// Creates an empty summary whose points start `spacing` apart, with room for `capacity`
    /// points.
    init(spacing: Double, capacity: Int) {
        self.spacing = spacing
        // Room for every point the summary will keep: nothing is allocated while it is drawn.
        points.reserveCapacity(capacity)
    }

    /// The spacing a summary starts with, in points: the smallest power of two (at least
    /// ``CircleDefinition/finestSpacing``) whose `pointsPerLap` points span more than `length`.
    ///
    /// A summary started finer would have coarsened to this spacing by the time the stroke is
    /// `length` long, and hold the same points from then on; starting here skips the finer
    /// points it would place and drop on the way (most of the work on a short stroke).
    ///
    /// - Complexity: O(log(`length`)).
    static func initialSpacing(spanning length: Double, pointsPerLap: Int) -> Double {
        var spacing = CircleDefinition.finestSpacing
        while spacing * Double(pointsPerLap) <= length, spacing < 1e300 { spacing *= 2 }
        return spacing
    }

    /// Starts the segment from the last sample to `point` (given relative to the first sample).
    /// Returns `false` when there is nothing to place: the first sample (kept as the first
    /// point), or a sample where the last one was.
    ///
    /// Before the segment's points are placed, the spacing coarsens until the segment spans at
    /// most half `roomPerLap` points.
    ///
    /// - Complexity: O(1) amortized.
    @inline(__always)
    mutating func startSegment(to point: Point, roomPerLap: Int) -> Bool {
        guard let previous = last else {
            last = point
            points.append(point)
            return false
        }
        let dx = point.x - previous.x, dy = point.y - previous.y
        let squared = dx * dx + dy * dy
        // The square root is exact enough and cheap; hypot only where the square underflows.
        let segment = squared.isNormal ? squared.squareRoot() : dx.hypot(dy)
        guard segment > 0 else { return false }
        stepCount += 1
        // A segment far longer than the spacing would place too many points: coarsen first.
        while segment > spacing * Double(roomPerLap / 2) { decimate() }
        segmentPosition = length
        segmentStart = previous
        segmentDelta = Point(x: dx, y: dy)
        inverseSegmentLength = 1 / segment
        lastStep = segment
        length += segment
        last = point
        return true
    }

    /// Places the next point on the current segment; `false` once the segment has no room for
    /// another.
    ///
    /// - Complexity: O(1).
    mutating func placeNextPoint() -> Bool {
        let position = lastPlacedPosition + spacing
        guard position <= length else { return false }
        let f = (position - segmentPosition) * inverseSegmentLength
        points.append(Point(x: segmentStart.x + segmentDelta.x * f, y: segmentStart.y + segmentDelta.y * f))
        lastPlacedPosition = position
        return true
    }

    /// Keeps every other point and doubles the spacing.
    ///
    /// - Complexity: O(*k*) for the *k* points kept: amortized O(1) per point placed.
    mutating func decimate() {
        var kept = 0
        for index in stride(from: 0, to: points.count, by: 2) {
            points[kept] = points[index]
            kept += 1
        }
        points.removeLast(points.count - kept)
        spacing *= 2
        lastPlacedPosition = Double(max(kept - 1, 0)) * spacing
    }

    /// Calls `body` with the stroke's path as the summary holds it, extended to `end` (relative
    /// to the first sample) when a sample is still to come: what the summary would be if the
    /// stroke ended there.
    ///
    /// - Complexity: O(1) plus the work of `body`.
    func withPath<Result>(through end: Point?, _ body: (SummaryPath) -> Result) -> Result {
        points.withUnsafeBufferPointer { points in
            var tail = (last ?? .zero, last ?? .zero)
            var tailLength = length
            if let end, let last {
                tail.1 = end
                tailLength += last.distance(to: end)
            }
            return body(
                SummaryPath(points: points, spacing: spacing, length: length, tail: tail, tailLength: tailLength))
        }
    }
}

/// The path of a summary: its points at k·spacing, then the last sample at `length`, then
/// perhaps one more sample still to come at `totalLength`. Read through an unsafe view, and
/// without dividing by the spacing: it is a power of two, so multiplying by its inverse is
/// exactly the division.
struct SummaryPath {
    let points: UnsafeBufferPointer<Point>
    let spacing: Double
    private let inverseSpacing: Double
    /// Where the last sample lies along the path.
    private let lastPosition: Double
    /// The last sample and the one still to come (the same point when none is).
    private let tail: (Point, Point)
    /// The length of the whole path.
    let length: Double

    init(points: UnsafeBufferPointer<Point>, spacing: Double, length: Double, tail: (Point, Point), tailLength: Double)
    {
        self.points = points
        self.spacing = spacing
        self.inverseSpacing = 1 / spacing
        self.lastPosition = length
        self.tail = tail
        self.length = tailLength
    }

    /// The first point of the path.
    var start: Point { points.first ?? tail.0 }

    /// The point `position` along the path, clamped to its ends.
    @inline(__always)
    func point(at position: Double) -> Point {
        let lastPlaced = Double(points.count - 1) * spacing
        if position < lastPlaced {
            let k = min(max(Int(position * inverseSpacing), 0), points.count - 2)
            return interpolate(points[k], points[k + 1], (position - Double(k) * spacing) * inverseSpacing)
        }
        if position < lastPosition {
            let span = lastPosition - lastPlaced
            return interpolate(points[points.count - 1], tail.0, span > 0 ? (position - lastPlaced) / span : 0)
        }
        let span = length - lastPosition
        return interpolate(tail.0, tail.1, span > 0 ? (position - lastPosition) / span : 1)
    }

    /// Writes `output.count` points evenly spaced along the path from `first` to `last` (arc
    /// length, clamped to the path; the whole path by default) into `output`.
    ///
    /// - Complexity: O(`output.count`).
    func resample(into output: UnsafeMutableBufferPointer<Point>, from first: Double = 0, to last: Double = .infinity) {
        let count = output.count
        let first = max(first, 0), last = min(last, length)
        guard count > 1, last > first else {
            for index in 0..<count { output[index] = point(at: first) }
            return
        }
        let span = last - first
        for index in 0..<count { output[index] = point(at: first + span * Double(index) / Double(count - 1)) }
    }

    @inline(__always)
    private func interpolate(_ a: Point, _ b: Point, _ f: Double) -> Point {
        let t = min(max(f, 0), 1)
        return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
