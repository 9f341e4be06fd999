import Encircle
import EncircleEvaluation
import Foundation

/// Erica Sadun's `testForCircle`, transcribed line by line from the recipe as people paste it: the
/// anchor every ratio is measured against.
///
/// Source: Erica Sadun, *The iOS Developer's Cookbook* (editions for iOS 5 to 7), "Recipe:
/// Detecting Circles": `testForCircle(points, firstTouchDate)` and its helpers `boundingRect`,
/// `dotproduct`, `distance`, `dx`, `dy`, `sign`, `pointWithOrigin` and `GEORectGetCenter`. The
/// recipe returns the bounding rectangle for a circle and `CGRectZero` otherwise; its recognizer
/// succeeds when the answer is not `CGRectZero`. Here that is a `Bool`, and nothing else is made:
/// no messages (the book's `NSLog` lines are compiled out, `SHOWDEBUG` being `NO`), no
/// configuration, no rectangle.
///
/// Transcribed as printed, flaws included:
/// - The bounding rectangle starts as `CGRectZero` and restarts at any point while it still
///   equals `CGRectZero` (`CGRectEqualToRect(rect, CGRectZero) ? ptRect : CGRectUnion(…)`), and a
///   result equal to `CGRectZero` counts as "no circle".
/// - `dotproduct` divides by the product of the two lengths without a guard: a point on the
///   bounding box's centre gives 0/0, and rounding can push the quotient of (anti)parallel vectors
///   past ±1, where `acos` answers NaN. A NaN makes the whole transit NaN, every comparison with
///   it is false, and the stroke is accepted.
///
/// What differs: the samples arrive as the recorded stroke (`[Stroke.Sample]`) rather than an
/// `NSArray` of `NSValue`s; the duration is the last sample's time minus the first's (the book:
/// now minus the first touch's date), and is not checked when the stroke has no times; the view
/// width is ``viewWidth``, 320 pt (the book reads the key window's); and the arithmetic is in
/// `Double` (`CGFloat` on 64-bit devices; the book's locals are `float`), as in the repository's
/// port.
///
/// Against the repository's port, `SadunCircleTest()`, which guards the division and clamps the
/// cosine, it differs on the development strokes only where a NaN reached the transit
/// (``AnchorAgreement``).
public enum SadunRecipe {
    /// The width of the view the stroke is drawn in, in points: the book reads the key window's
    /// bounds, 320 pt on the iPhone it targets.
    public static let viewWidth = 320.0

    /// Whether `testForCircle` finds a circle in `samples`.
    ///
    /// - Parameter samples: The stroke's samples, in the order they were recorded.
    /// - Returns: `true` where the recipe returns a rectangle other than `CGRectZero`.
    /// - Complexity: O(*n*) time, O(1) extra memory, where *n* is the number of samples.
    public static func isCircle(_ samples: [Stroke.Sample]) -> Bool {
        let count = samples.count
        if count < 2 { return false }

        // Test 1: duration tolerance.
        if let first = samples[0].time, let last = samples[count - 1].time, last - first > 2 { return false }

        // Test 2: the number of direction changes should be limited to near 4. The book's loop
        // runs i = 2 ..< count − 1 (none when count < 4); dx(p1, p2) is p2.x − p1.x, so each step is
        // measured from the later point back to the earlier one, and sign(0) is 1.
        var inflections = 0
        if count >= 4 {
            for i in 2..<(count - 1) {
                let deltx = samples[i - 1].x - samples[i].x
                let delty = samples[i - 1].y - samples[i].y
                let px = samples[i - 2].x - samples[i - 1].x
                let py = samples[i - 2].y - samples[i - 1].y
                if sign(deltx) != sign(px) || sign(delty) != sign(py) { inflections += 1 }
            }
        }
        if inflections > 5 { return false }

        // Test 3: the start and end points must be within a third of the view's width.
        let tolerance = viewWidth / 3
        let endX = samples[count - 1].x - samples[0].x, endY = samples[count - 1].y - samples[0].y
        if (endX * endX + endY * endY).squareRoot() > tolerance { return false }

        // Test 4: the distance travelled in radians around the bounding box's centre.
        var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0  // CGRectZero
        for sample in samples {
            if minX == 0 && minY == 0 && maxX == 0 && maxY == 0 {
                minX = sample.x
                maxX = sample.x
                minY = sample.y
                maxY = sample.y
            } else {
                minX = min(minX, sample.x)
                maxX = max(maxX, sample.x)
                minY = min(minY, sample.y)
                maxY = max(maxY, sample.y)
            }
        }
        let centerX = minX + (maxX - minX) / 2, centerY = minY + (maxY - minY) / 2
        var distance = 0.0
        for i in 0..<(count - 1) {
            let v1x = samples[i].x - centerX, v1y = samples[i].y - centerY
            let v2x = samples[i + 1].x - centerX, v2y = samples[i + 1].y - centerY
            var dot = v1x * v2x + v1y * v2y
            let a = abs((v1x * v1x + v1y * v1y).squareRoot())
            let b = abs((v2x * v2x + v2y * v2y).squareRoot())
            dot /= a * b
            distance += abs(acos(dot))
        }
        let transitTolerance = distance - 2 * Double.pi
        if transitTolerance < 0 && transitTolerance < -(Double.pi / 4) { return false }  // under 315°
        if transitTolerance > Double.pi { return false }  // over 540°

        return !(minX == 0 && minY == 0 && maxX == 0 && maxY == 0)
    }

    /// The book's `sign`: −1 below zero, otherwise 1 (zero and NaN included).
    @inline(__always)
    private static func sign(_ x: Double) -> Int { x < 0 ? -1 : 1 }
}
