import Encircle

extension CircleRejection {
    /// Whether any number the rejection carries is NaN.
    public var hasNaN: Bool { (measured?.isNaN ?? false) || (limit?.isNaN ?? false) || message.contains("nan") }
}

extension PlaneCircle {
    /// Whether the centre or radius is NaN.
    public var hasNaN: Bool { center.x.isNaN || center.y.isNaN || radius.isNaN }
}

extension Rect {
    /// Whether any coordinate or size is NaN.
    public var hasNaN: Bool { origin.x.isNaN || origin.y.isNaN || width.isNaN || height.isNaN }
}

extension PlaneEllipse {
    /// Whether the centre, an axis or the rotation is NaN.
    public var hasNaN: Bool {
        center.x.isNaN || center.y.isNaN || semiMajorAxis.isNaN || semiMinorAxis.isNaN || rotation.radians.isNaN
    }
}

extension CircleDetector.Measurements {
    /// Whether any measurement is NaN.
    public var hasNaN: Bool {
        [
            size, sweep.radians, reversal.radians, cornerTurn.radians, cornerConcentration, aspectRatio,
            radialDeviation,
            spiralGrowth, extraTurning.radians,
        ].contains { $0.isNaN }
    }
}

extension DetectedCircle {
    /// Whether any number the detected circle reports is NaN.
    public var hasNaN: Bool {
        circle.hasNaN || boundingRect.hasNaN || meanCenteredRect.hasNaN || sweep.radians.isNaN
            || startAngle.radians.isNaN || endAngle.radians.isNaN || ellipse.hasNaN || fitError.isNaN
            || confidence.isNaN || (duration?.isNaN ?? false) || measurements.hasNaN
    }
}

extension Detection<DetectedCircle> {
    /// Whether any number in the verdict, accepted or rejected, is NaN.
    public var hasNaN: Bool {
        switch self {
        case .recognized(let circle): circle.hasNaN
        case .rejected(let rejection): rejection.hasNaN
        }
    }
}
