/// What ``CircleDetector`` reports for a stroke it accepts.
///
/// ```swift
/// if case .circle(let circle) = CircleDetector().detect(in: stroke) {
///     circle.center; circle.radius; circle.direction   // (160, 240), 60, .clockwise
///     circle.sweep.degrees                             // 362.1 — 1.5 turns would read 540
/// }
/// ```
public struct DetectedCircle: CircleDescribing, Codable {
    /// Whether the stroke went (nearly) all the way round, or is an arc accepted because
    /// ``CircleDetector/Configuration/minimumSweep`` was set below a full circle's.
    public enum Kind: String, Hashable, Sendable, Codable {
        case circle, arc
    }

    /// The fitted circle (least squares on the arc-length-resampled stroke).
    public var circle: PlaneCircle
    /// PlaneCircle or arc; arcs are strokes that sweep less than 300°.
    public var kind: Kind
    /// The smallest rectangle containing every sample.
    public var boundingRect: Rect
    /// The bounding rectangle's size centred on the mean of the samples: what the cookbook's
    /// recipe returns.
    public var meanCenteredRect: Rect
    /// Which way the stroke goes round, as seen on screen.
    public var direction: RotationDirection
    /// The total angle turned round the centre, always positive: 1.5 turns is 540°.
    public var sweep: PlaneAngle
    /// Where the stroke starts and ends, as angles round the centre (screen convention:
    /// 0° points right, 90° points down).
    public var startAngle: PlaneAngle
    public var endAngle: PlaneAngle
    /// The ellipse estimated from the stroke's second moments: axes and rotation.
    public var ellipse: PlaneEllipse
    /// RMS distance of the stroke from the fitted circle, relative to the radius (0 = perfect).
    public var fitError: Double
    /// How circle-like the stroke is, 0…1: the smallest remaining margin among the checks, each
    /// scaled so that an ideal circle scores 1 and a stroke at that check's limit scores 0.
    public var confidence: Double
    /// Seconds from the first to the last sample, or `nil` when the stroke has no timestamps.
    public var duration: Double?
    /// The measurements the verdict was based on.
    public var measurements: CircleDetector.Measurements

    /// The centre of the fitted circle.
    public var center: Point { circle.center }
    /// The radius of the fitted circle.
    public var radius: Double { circle.radius }
}

extension CircleDetector {
    /// The quantities ``CircleDetector`` measures on a stroke: the checks compare them with
    /// ``Configuration``; `encircle tune` learns limits from them.
    public struct Measurements: Hashable, Sendable, Codable {
        /// Samples in the stroke.
        public var sampleCount: Int
        /// The larger side of the bounding box, points.
        public var size: Double
        /// Signed angle swept round the fitted centre, degrees (positive = clockwise on screen).
        public var sweepDegrees: Double
        /// Largest turn back against the stroke's direction, degrees.
        public var reversalDegrees: Double
        /// Sharpest turn within 1/16 of the length drawn, degrees.
        public var cornerTurnDegrees: Double
        /// Share of the turning in the sharpest quarter of the stroke (0.25 = even).
        public var cornerConcentration: Double
        /// Long over short axis of the moment ellipse.
        public var aspectRatio: Double
        /// RMS distance from the fitted circle over its radius.
        public var radialDeviation: Double
        /// Steady change of radius per turn over the radius (0 when the stroke turns less than
        /// 1¼ times).
        public var spiralGrowth: Double
        /// How far the farther end of the stroke lies off the fitted circle, over the radius.
        public var tailDeviation: Double

        /// Creates measurements, e.g. to test a configuration or a tuner.
        ///
        /// - Complexity: O(1).
        public init(
            sampleCount: Int, size: Double, sweepDegrees: Double, reversalDegrees: Double, cornerTurnDegrees: Double,
            cornerConcentration: Double, aspectRatio: Double, radialDeviation: Double, spiralGrowth: Double,
            tailDeviation: Double
        ) {
            self.sampleCount = sampleCount
            self.size = size
            self.sweepDegrees = sweepDegrees
            self.reversalDegrees = reversalDegrees
            self.cornerTurnDegrees = cornerTurnDegrees
            self.cornerConcentration = cornerConcentration
            self.aspectRatio = aspectRatio
            self.radialDeviation = radialDeviation
            self.spiralGrowth = spiralGrowth
            self.tailDeviation = tailDeviation
        }
    }
}
