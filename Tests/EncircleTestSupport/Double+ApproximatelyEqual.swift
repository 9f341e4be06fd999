import Encircle

// Float comparisons for tests, named after swift-numerics' `isApproximatelyEqual(to:)` (the core
// package has no dependencies, so it is not imported).
extension Double {
    /// Whether `self` and `other` differ by at most `absoluteTolerance`; NaN equals nothing.
    public func isApproximatelyEqual(to other: Double, absoluteTolerance: Double = 1e-9) -> Bool {
        Swift.abs(self - other) <= absoluteTolerance
    }
}

extension PlaneAngle {
    /// Whether the angles differ by at most `absoluteTolerance` degrees.
    public func isApproximatelyEqual(to other: PlaneAngle, absoluteToleranceInDegrees: Double = 1e-9) -> Bool {
        degrees.isApproximatelyEqual(to: other.degrees, absoluteTolerance: absoluteToleranceInDegrees)
    }
}

extension Point {
    /// Whether both coordinates differ by at most `absoluteTolerance`.
    public func isApproximatelyEqual(to other: Point, absoluteTolerance: Double = 1e-9) -> Bool {
        x.isApproximatelyEqual(to: other.x, absoluteTolerance: absoluteTolerance)
            && y.isApproximatelyEqual(to: other.y, absoluteTolerance: absoluteTolerance)
    }
}
