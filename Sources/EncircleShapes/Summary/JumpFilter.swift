import Encircle
import Foundation

/// Puts back on the path a sample that jumped off a straight stretch of it and straight back:
/// the jumps the circle detector's three-point filter keeps.
///
/// That filter (`OutlierFilter`) takes out a sample that lies farther from a neighbour than the
/// neighbours lie from each other; a jump up to about two steps between samples long stays. On
/// a dense stroke that is a wobble; on a sparse one, where a step is several percent of the size,
/// it is a corner on a smooth stroke, a bump on a side, or a swing that reads as turning back.
///
/// A sample is a jump when three things hold:
/// - the path turns at least ``jumpTurn`` at it;
/// - the steps two samples before and after it run along the chord between its neighbours,
///   within ``straightTurn``: the stroke goes on as if the sample were not there;
/// - it lies off that chord by at least ``jumpReach`` of the stroke's diagonal, farther than a
///   hand wobbles or a sample is rounded on any stroke the recognizer names.
///
/// It is then moved to the middle of its neighbours. A corner, however sparse its samples, turns
/// the path from one side's heading to the other's, so the steps before and after it do not both
/// run along its neighbours' chord. A curve turns a little at every sample: drawn with fewer
/// than 27 samples a lap, its steps turn more than ``straightTurn`` from a chord two steps long,
/// and none of its samples is taken for a jump. Two jumps closer than three samples apart spoil
/// each other's steps, and stay.
///
/// - Complexity: O(*n*) for *n* points.
enum JumpFilter {
    /// The least turn at a jump: midway between its neighbours, a sample turns the path this much
    /// when it stands off their chord by 0.29 of their distance.
    static let jumpTurn = PlaneAngle.degrees(60)
    /// The most the steps either side of a jump turn from its neighbours' chord.
    static let straightTurn = PlaneAngle.degrees(20)
    /// The least distance of a jump from its neighbours' chord, as a share of the diagonal: two
    /// of the summary's steps (``ShapeSummary/pointsAcrossDiagonal``), about 3%.
    static let jumpReach = 2 / ShapeSummary.pointsAcrossDiagonal

    /// `points` with every jump moved to the middle of its neighbours; the first two and last
    /// two points are kept as they are.
    ///
    /// - Complexity: O(*n*).
    static func smoothed(_ points: [Point]) -> [Point] {
        guard points.count >= 5, let box = Rect(enclosing: points) else { return points }
        let reach = jumpReach * box.diagonal
        let (turnCosine, straightCosine) = (cos(jumpTurn.radians), cos(straightTurn.radians))
        var smoothed = points
        for index in 2..<(points.count - 2) {
            // The two before are as smoothed: a jump just behind is already back on the path.
            let (a, b) = (smoothed[index - 2], smoothed[index - 1])
            let (sample, d, e) = (points[index], points[index + 1], points[index + 2])
            guard Self.cosine(b, sample, sample, d) <= turnCosine,
                Self.cosine(a, b, b, d) >= straightCosine, Self.cosine(b, d, d, e) >= straightCosine,
                Side.distance(from: sample, toLineThrough: b, d) >= reach
            else { continue }
            smoothed[index] = Point(x: (b.x + d.x) / 2, y: (b.y + d.y) / 2)
        }
        return smoothed
    }

    /// The cosine of the turn from the step `a` → `b` to the step `c` → `d`; 1 when either has
    /// no length.
    private static func cosine(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Double {
        let ux = b.x - a.x, uy = b.y - a.y, vx = d.x - c.x, vy = d.y - c.y
        let norm = ((ux * ux + uy * uy) * (vx * vx + vy * vy)).squareRoot()
        return norm > 0 ? (ux * vx + uy * vy) / norm : 1
    }
}
