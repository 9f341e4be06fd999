import Encircle
import EncircleEvaluation
import Foundation

/// Jeff LaMarche's circle test, transcribed as his post describes it, with nothing but the test:
/// the lean counterpart of the repository's `LaMarcheCircleTest()`.
///
/// Source: Jeff LaMarche, "Detecting a Circle Gesture", *iPhone Development* blog, 2009, and the
/// constants and `angleBetweenLines` of his sample code (`CircleView.h`, `CGPointUtils.c`). In
/// order, the first failing check rejects: the end within 50 pt of the start
/// (`kCircleClosureDistanceVariance`); drawn in at most 2 s (`kMaximumCircleTime`; not checked
/// without times); at least 10 points (the post asks for "enough"; 10 as in the repository's
/// reproduction); then a centre midway between the left- and right-most x and the top- and
/// bottom-most y (the first point found at each), a radius the mean distance from the centre to
/// those four points, and for every point in order: within 25% of the radius
/// (`kRadiusVariancePercent` applied as a percentage), and an angle from the start, through the
/// centre, that once it has fallen never rises again except within the last 3 points
/// (`kOverlapTolerance`).
///
/// The angle is `angleBetweenLines(firstTouch, center, point, center)` as his utilities compute
/// it: `acos` of the dot product over the product of the lengths, in degrees, unguarded.
///
/// What differs from `LaMarcheCircleTest()`: no messages, no configuration, no check of the
/// input, no guard against a zero radius (a stroke whose every point is the same one) and no
/// clamping of the cosine. His sample app (`CircleView.m`) differs from the post in ways the
/// repository's reproduction does not follow either: the radius is the distance to the first
/// touch, `kRadiusVariancePercent` (25.0) multiplies the radius (a band from −24 to 26 radii,
/// which hardly any point leaves), the bottom-most point is never updated, and 6 points suffice.
///
/// On the 2,400 development strokes it answers as `LaMarcheCircleTest()` on every stroke
/// (``AnchorAgreement``).
public enum LaMarcheRecipe {
    /// Whether the test finds a circle in `samples`.
    ///
    /// - Parameter samples: The stroke's samples, in the order they were recorded.
    /// - Complexity: O(*n*) time, O(1) extra memory, where *n* is the number of samples.
    public static func isCircle(_ samples: [Stroke.Sample]) -> Bool {
        guard let first = samples.first, let last = samples.last else { return false }

        // Didn't finish close enough to the starting point.
        if distanceBetweenPoints(first, last) > 50 { return false }
        // Took too long to draw.
        if let start = first.time, let end = last.time, end - start > 2 { return false }
        // Not enough points.
        if samples.count < 10 { return false }

        // The outer limits of the circle: the first point found at each extreme.
        var left = first, right = first, top = first, bottom = first
        for sample in samples.dropFirst() {
            if sample.x < left.x { left = sample }
            if sample.x > right.x { right = sample }
            if sample.y < top.y { top = sample }
            if sample.y > bottom.y { bottom = sample }
        }
        let centerX = left.x / 2 + right.x / 2, centerY = top.y / 2 + bottom.y / 2
        let center = Stroke.Sample(x: centerX, y: centerY)
        let radius =
            (distanceBetweenPoints(center, left) + distanceBetweenPoints(center, right)
                + distanceBetweenPoints(center, top) + distanceBetweenPoints(center, bottom)) / 4

        // Every point within 25% of the radius, and the angle from the start rises to about 180°,
        // then falls, once.
        let minRadius = radius - radius * 0.25
        let maxRadius = radius + radius * 0.25
        var currentAngle = 0.0
        var hasSwitched = false
        for index in samples.indices {
            let point = samples[index]
            let distanceFromRadius = distanceBetweenPoints(center, point)
            if distanceFromRadius < minRadius || distanceFromRadius > maxRadius { return false }
            let pointAngle = angleBetweenLines(first, center, point, center)
            if pointAngle > currentAngle && hasSwitched && index < samples.count - 3 { return false }
            if pointAngle < currentAngle { hasSwitched = true }
            currentAngle = pointAngle
        }
        return true
    }

    /// `distanceBetweenPoints` of `CGPointUtils.c`.
    @inline(__always)
    private static func distanceBetweenPoints(_ first: Stroke.Sample, _ second: Stroke.Sample) -> Double {
        let deltaX = second.x - first.x, deltaY = second.y - first.y
        return (deltaX * deltaX + deltaY * deltaY).squareRoot()
    }

    /// `angleBetweenLines` of `CGPointUtils.c`, in degrees (0–180).
    @inline(__always)
    private static func angleBetweenLines(
        _ line1Start: Stroke.Sample, _ line1End: Stroke.Sample, _ line2Start: Stroke.Sample,
        _ line2End: Stroke.Sample
    ) -> Double {
        let a = line1End.x - line1Start.x, b = line1End.y - line1Start.y
        let c = line2End.x - line2Start.x, d = line2End.y - line2Start.y
        let radians = acos((a * c + b * d) / ((a * a + b * b).squareRoot() * (c * c + d * d).squareRoot()))
        return 180 * radians / Double.pi
    }
}
