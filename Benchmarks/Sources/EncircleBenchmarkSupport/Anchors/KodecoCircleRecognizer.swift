import Encircle
import Foundation

/// The checks of Kodeco's (raywenderlich.com's) `CircleGestureRecognizer`, transcribed from the
/// tutorial's finished recognizer: what its `touchesEnded` decides, without UIKit.
///
/// Source: the tutorial "How To Implement A Custom Gesture Recognizer" (Razeware LLC, 2015;
/// `CircleGestureRecognizer.swift`, as kept by its forks). When the touch ends the recognizer
/// fits a circle to the points of `touchesMoved` (``KodecoCircleFit``) and accepts when all
/// three hold, with `tolerance` 0.2:
///
/// 1. the fit's error is at most `tolerance` (`fitResult.error <= tolerance`);
/// 2. no point lies in the middle (`anyPointsInTheMiddle`): none in the square of half-side
///    radius / √2 × `tolerance` around the centre, by `CGRect.contains` (the minimum edges in,
///    the maximum edges out);
/// 3. the square around the fitted circle and the bounding box of the drawn path overlap by more
///    than 1 − `tolerance` of the square's area (`calculateBoundingOverlap`).
///
/// As in the tutorial, `touchesBegan` only starts the path: the first sample is in the path's
/// bounding box but not among the fitted points. Every later sample is taken as a
/// `touchesMoved` location (a recorded stroke does not say which sample the finger lifted at;
/// UIKit's `touchesEnded` adds no point). The tutorial computes all three checks before
/// combining them, and so does this. What differs: no `UIGestureRecognizer`, no `CGPath` (its
/// bounding box is the samples' minimum and maximum, which is what `CGPath.boundingBox` gives
/// for straight lines), no stored `fitResult` or `isCircle`.
///
/// It has no counterpart in the repository; ``AnchorAgreement`` pins what it finds on the
/// development strokes.
public enum KodecoCircleRecognizer {
    /// The tutorial's "circle wiggle room".
    static let tolerance = 0.2

    /// Whether the recognizer ends recognized for a touch that drew `samples`.
    ///
    /// - Parameter samples: The stroke's samples, in the order they were recorded.
    /// - Complexity: O(*n*) time, O(1) extra memory, where *n* is the number of samples.
    public static func isCircle(_ samples: [Stroke.Sample]) -> Bool {
        guard let first = samples.first else { return false }  // no touch began
        let touchedPoints = samples.dropFirst()

        // The running path: moved to the first location, a line to each later one.
        var pathMinX = first.x, pathMaxX = first.x, pathMinY = first.y, pathMaxY = first.y
        for point in touchedPoints {
            pathMinX = min(pathMinX, point.x)
            pathMaxX = max(pathMaxX, point.x)
            pathMinY = min(pathMinY, point.y)
            pathMaxY = max(pathMaxY, point.y)
        }

        let fitResult = KodecoCircleFit.fitCircle(touchedPoints)
        let hasInside = anyPointsInTheMiddle(touchedPoints, fitResult)
        let percentOverlap = boundingOverlap(
            fitResult, pathMinX: pathMinX, pathMaxX: pathMaxX, pathMinY: pathMinY, pathMaxY: pathMaxY)
        return fitResult.error <= tolerance && !hasInside && percentOverlap > (1 - tolerance)
    }

    /// `anyPointsInTheMiddle`: whether a point lies in the square of half-side
    /// radius / √2 × `tolerance` around the fitted centre.
    ///
    /// - Complexity: O(*n*).
    @inline(__always)
    static func anyPointsInTheMiddle(
        _ touchedPoints: ArraySlice<Stroke.Sample>, _ fitResult: KodecoCircleFit.Result
    ) -> Bool {
        let fitInnerRadius = fitResult.radius / (2.0).squareRoot() * tolerance
        // CGRect(x:y:width:height:) and CGRect.contains: minX ≤ x < maxX, minY ≤ y < maxY.
        let minX = fitResult.centerX - fitInnerRadius, minY = fitResult.centerY - fitInnerRadius
        let maxX = minX + 2 * fitInnerRadius, maxY = minY + 2 * fitInnerRadius
        var hasInside = false
        for point in touchedPoints {
            if point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY {
                hasInside = true
                break
            }
        }
        return hasInside
    }

    /// `calculateBoundingOverlap`: the area where the fitted circle's square and the path's
    /// bounding box overlap, over the square's area.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func boundingOverlap(
        _ fitResult: KodecoCircleFit.Result, pathMinX: Double, pathMaxX: Double, pathMinY: Double,
        pathMaxY: Double
    ) -> Double {
        let fitMinX = fitResult.centerX - fitResult.radius, fitMinY = fitResult.centerY - fitResult.radius
        let fitWidth = 2 * fitResult.radius, fitHeight = 2 * fitResult.radius
        // CGRect.intersection: the overlap, or the null rectangle (zero size) where there is none.
        let overlapWidth = max(0, min(fitMinX + fitWidth, pathMaxX) - max(fitMinX, pathMinX))
        let overlapHeight = max(0, min(fitMinY + fitHeight, pathMaxY) - max(fitMinY, pathMinY))
        let overlapRectArea = overlapWidth * overlapHeight
        let circleBoxArea = fitHeight * fitWidth
        return overlapRectArea / circleBoxArea
    }
}
