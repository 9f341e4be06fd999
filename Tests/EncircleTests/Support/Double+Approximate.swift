extension Double {
    /// Whether `self` is within `absoluteTolerance` of `other` (named as in swift-numerics).
    func isApproximatelyEqual(to other: Double, absoluteTolerance: Double) -> Bool {
        Swift.abs(self - other) <= absoluteTolerance
    }
}
