import Encircle

extension CircleRejection {
    /// A rejection for finite samples spread so far apart that the width or height of their
    /// bounding box overflows `Double` (beyond about ±9 × 10³⁰⁷), where the classic recipes'
    /// arithmetic would produce infinities and NaN; `nil` for every other stroke.
    ///
    /// - Complexity: O(*n*).
    static func extentOverflow(in stroke: Stroke) -> CircleRejection? {
        guard let box = stroke.boundingBox, !box.width.isFinite || !box.height.isFinite else { return nil }
        return CircleRejection(
            reason: .invalidSample, message: "invalid sample: the points are too far apart to measure")
    }
}
