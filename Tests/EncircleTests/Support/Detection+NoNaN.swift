@testable import Encircle

extension CircleRejection {
    /// Whether any number the rejection carries is NaN.
    var hasNaN: Bool { (measured?.isNaN ?? false) || (limit?.isNaN ?? false) || message.contains("nan") }
}

extension Circle {
    /// Whether the centre or radius is NaN.
    var hasNaN: Bool { center.x.isNaN || center.y.isNaN || radius.isNaN }
}

extension Rect {
    /// Whether any coordinate or size is NaN.
    var hasNaN: Bool { origin.x.isNaN || origin.y.isNaN || width.isNaN || height.isNaN }
}
