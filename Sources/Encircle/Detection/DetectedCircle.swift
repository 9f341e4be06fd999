/// What ``CircleDetector`` reports for a stroke it accepts.
///
/// ```swift
/// if case .recognized(let circle) = CircleDetector().detect(in: stroke) {
///     circle.center; circle.radius; circle.direction   // (160, 240), 60, .clockwise
///     circle.sweep.degrees                             // 362.1 — 1.5 turns would read 540
/// }
/// ```
public struct DetectedCircle: Hashable, Sendable, Codable {
    /// The fitted circle (least squares on the arc-length-resampled stroke).
    public var circle: PlaneCircle
    /// Which round shape was drawn: a circle, or — when ``CircleDetector/Configuration/acceptedShapes``
    /// allows them — an ellipse or an arc.
    public var shape: RoundShape
    /// The smallest rectangle containing every sample (as filtered: a sample that jumped away
    /// and back does not count).
    public var boundingRect: Rect
    /// The bounding rectangle's size centred on the mean of the samples: what the cookbook's
    /// recipe returns.
    public var meanCenteredRect: Rect
    /// Which way the stroke goes round, as seen on screen.
    public var direction: RotationDirection
    /// The total angle turned round the centre, always positive: 1.5 turns is 540°.
    public var sweep: PlaneAngle
    /// Where the stroke starts, as an angle round the centre (screen convention: 0° points
    /// right, 90° points down).
    public var startAngle: PlaneAngle
    /// Where the stroke ends, as an angle round the centre (screen convention).
    public var endAngle: PlaneAngle
    /// The fitted ellipse (direct least squares): true axes and rotation. For a circle its axes
    /// are nearly equal; ``PlaneEllipse/aspectRatio`` says how flat it is.
    public var ellipse: PlaneEllipse
    /// RMS distance of the stroke from the fitted circle (for an ellipse, the fitted ellipse),
    /// relative to the radius (0 = perfect).
    public var fitError: Double
    /// How circle-like the stroke is, 0…1: the smallest
    /// remaining margin among the checks, each 1 at the ideal circle's value and 0 at that check's
    /// limit. An ideal circle scores at least 0.95; see the Guide for the spread of real ones.
    public var confidence: Double
    /// The check whose margin set ``confidence``: what kept the score down, and the key to look
    /// at in the configuration (`minimumSweep` for a round circle that stops at 305°). `nil`
    /// only when no check applied.
    public var limitedBy: CircleDetector.Check?
    /// Seconds from the first to the last sample, or `nil` when the stroke has no timestamps.
    public var duration: Double?
    /// The measurements the verdict was based on.
    public var measurements: CircleDetector.Measurements

    /// The centre of the fitted circle.
    public var center: Point { circle.center }
    /// The radius of the fitted circle.
    public var radius: Double { circle.radius }

    /// Whether `point` lies inside the shape drawn: the fitted ``ellipse``, which for a round
    /// stroke is its circle, so a tilted oval selects what it surrounds and not what its
    /// circle would. For an arc, which surrounds nothing, the arc's ``circle``.
    ///
    /// ```swift
    /// let selected = items.filter { circle.contains($0.position) }
    /// ```
    ///
    /// For the loop exactly as drawn, dents and all, use ``Stroke/encloses(_:)``.
    ///
    /// - Complexity: O(1).
    public func contains(_ point: Point) -> Bool {
        shape == .arc ? circle.contains(point) : ellipse.contains(point)
    }
}

extension DetectedCircle: CustomStringConvertible {
    /// What was drawn, in one line, as a rejection's description says why not: for the README's
    /// 61 samples round a circle of radius 80, "circle: centre (200, 300), radius 79.9,
    /// clockwise, swept 360°, confidence 1" (the circle is fitted to the resampled stroke, whose
    /// chords cut inside). An ellipse gives its semi-axes and tilt, an arc where it starts and
    /// ends. Lengths to one decimal, the confidence to two.
    public var description: String {
        let size = shape == .ellipse ? ellipse.geometryText : circle.geometryText
        let arc = shape == .arc ? " from \(startAngle) to \(endAngle)" : ""
        return "\(shape.rawValue): \(size), \(direction.rawValue), swept \(sweep)\(arc), "
            + "confidence \(NumberText.plain(confidence))"
    }
}

extension DetectedCircle {
    /// Describes the stroke `summary` gathered, measured whole as `shape`, drawn as `round`,
    /// in the caller's coordinates.
    init(
        _ shape: StrokeShape, of summary: StrokeSummary, as round: RoundShape, confidence: Double,
        limitedBy: CircleDetector.Check?
    ) {
        let origin = summary.origin
        let relative = shape.circle ?? PlaneCircle(center: .zero, radius: 0)
        var ellipse = shape.ellipse
        ellipse.center = ellipse.center.translated(dx: origin.x, dy: origin.y)
        let m = shape.measurements
        let bounds = summary.boundingRect
        self.init(
            circle: PlaneCircle(
                center: relative.center.translated(dx: origin.x, dy: origin.y), radius: relative.radius),
            shape: round, boundingRect: bounds,
            meanCenteredRect: Rect(center: summary.centroid, width: bounds.width, height: bounds.height),
            direction: RotationDirection(screenAngle: m.sweep), sweep: .radians(abs(m.sweep.radians)),
            startAngle: .degrees(shape.startAngle), endAngle: .degrees(shape.endAngle), ellipse: ellipse,
            fitError: round == .ellipse ? m.ellipseDeviation : m.radialDeviation, confidence: confidence,
            limitedBy: limitedBy, duration: summary.duration, measurements: m)
    }
}
