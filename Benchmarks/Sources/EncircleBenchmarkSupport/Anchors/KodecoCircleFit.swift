import Encircle
import Foundation

/// The circle fit of Kodeco's (raywenderlich.com's) custom gesture recognizer tutorial,
/// transcribed from its `CircleFit.swift`: Taubin's algebraic fit as Nikolai Chernov's
/// `CircleFitByTaubin` computes it, and the root-mean-square error relative to the radius.
///
/// Sources: the tutorial "How To Implement A Custom Gesture Recognizer" (Razeware LLC, 2015;
/// `CircleFit.swift`, as kept by the tutorial's forks such as `Niphery/customGestureRecognizer`
/// and `hexch/Learn_Swift_GestureRecognizer`), after N. Chernov, `CircleFitByTaubin` (2012), after
/// G. Taubin, "Estimation of planar curves, surfaces and nonplanar space curves defined by
/// implicit equations", IEEE PAMI 13, 1991.
///
/// Transcribed as published, flaw included: the tutorial computes each point's
/// `Zi = Xi*Xi + Yi+Yi` where Chernov's fit has `Xi*Xi + Yi*Yi` (every fork found has the `+`), so
/// the moments `Mxz`, `Myz` and `Mzz`, and with them the centre, are not Taubin's. The error is
/// Chernov's `Sigma` divided by the radius point by point, as the tutorial changed it ("added /
/// c.r to give normalized result"). What differs: the points are the recorded samples
/// (`Stroke.Sample`, whose `Double`s are what `CGFloat` is on 64-bit devices) rather than
/// `CGPoint`s, and the iteration count the tutorial returns (and never reads) is not kept.
public enum KodecoCircleFit {
    /// The most Newton steps for the root of the characteristic polynomial: `IterMAX`, 8.
    static let maximumIterations = 8

    /// The fitted circle and how far the points are from it.
    public struct Result {
        /// The fitted centre.
        public var centerX: Double
        /// The fitted centre.
        public var centerY: Double
        /// The fitted radius.
        public var radius: Double
        /// The root mean square of (distance to the centre − radius) / radius over the points.
        public var error: Double
    }

    /// The tutorial's `fitCircle(_:)` over `points`.
    ///
    /// - Parameter points: The points to fit (NaN throughout for none, as in the tutorial).
    /// - Complexity: O(*n*) time, O(1) extra memory, where *n* is the number of points.
    public static func fitCircle(_ points: ArraySlice<Stroke.Sample>) -> Result {
        let dataLength = Double(points.count)
        var meanX = 0.0, meanY = 0.0
        for p in points {
            meanX += p.x
            meanY += p.y
        }
        meanX = meanX / dataLength
        meanY = meanY / dataLength

        // Computing moments.
        var mxx = 0.0, myy = 0.0, mxy = 0.0, mxz = 0.0, myz = 0.0, mzz = 0.0
        for p in points {
            let xi = p.x - meanX
            let yi = p.y - meanY
            let zi = xi * xi + yi + yi  // sic: the tutorial's `Xi*Xi + Yi+Yi`
            mxy += xi * yi
            mxx += xi * xi
            myy += yi * yi
            mxz += xi * zi
            myz += yi * zi
            mzz += zi * zi
        }
        mxx /= dataLength
        myy /= dataLength
        mxy /= dataLength
        mxz /= dataLength
        myz /= dataLength
        mzz /= dataLength

        // Computing coefficients of the characteristic polynomial.
        let mz = mxx + myy
        let covXY = mxx * myy - mxy * mxy
        let varZ = mzz - mz * mz
        let a3 = 4 * mz
        let a2 = -3 * mz * mz - mzz
        let a1 = varZ * mz + 4 * covXY * mz - mxz * mxz - myz * myz
        let a0 = mxz * (mxz * myy - myz * mxy) + myz * (myz * mxx - mxz * mxy) - varZ * covXY
        let a22 = a2 + a2
        let a33 = a3 + a3 + a3

        // Finding the root of the characteristic polynomial using Newton's method starting at 0.
        var x = 0.0
        var y = a0
        for _ in 0..<maximumIterations {
            let dy = a1 + x * (a22 + a33 * x)
            let xNew = x - y / dy
            if xNew == x || !xNew.isFinite { break }
            let yNew = a0 + xNew * (a1 + xNew * (a2 + xNew * a3))
            if abs(yNew) >= abs(y) { break }
            x = xNew
            y = yNew
        }

        // Computing parameters of the fitting circle.
        let det = x * x - x * mz + covXY
        let xCenter = (mxz * (myy - x) - myz * mxy) / det / 2
        let yCenter = (myz * (mxx - x) - mxz * mxy) / det / 2

        var circle = Result(
            centerX: xCenter + meanX, centerY: yCenter + meanY,
            radius: (xCenter * xCenter + yCenter * yCenter + mz).squareRoot(), error: 0)
        circle.error = sigma(points, circle)
        return circle
    }

    /// The tutorial's `Sigma`: the root mean square of each point's distance from the circle,
    /// divided by the radius.
    ///
    /// - Complexity: O(*n*).
    static func sigma(_ data: ArraySlice<Stroke.Sample>, _ circle: Result) -> Double {
        var sum = 0.0
        for p in data {
            let dx = p.x - circle.centerX
            let dy = p.y - circle.centerY
            let s = ((dx * dx + dy * dy).squareRoot() - circle.radius) / circle.radius
            sum += s * s
        }
        return (sum / Double(data.count)).squareRoot()
    }
}
