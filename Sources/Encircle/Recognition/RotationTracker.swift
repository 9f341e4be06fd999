/// Follows one finger around a centre, as a jog wheel or one-finger circular scrolling does.
///
/// Feed it one touch's samples in order with ``track(_:time:)``. Each accepted sample yields an
/// ``Update`` with the finger's angle around ``center``, the change since the previous sample,
/// the cumulative rotation unwrapped across ±180° (three clockwise turns read 1080°) and the
/// direction of the latest movement. Angles follow screen convention: y grows downward, so an
/// increasing angle turns clockwise on screen.
///
/// A touch is not claimed until it moves more than ``Configuration/slop`` from where it landed,
/// so a tap stays a tap: until then ``isTracking`` is `false`, ``track(_:time:)`` returns `nil`
/// and ``rotation`` is zero. Rotation made inside the slop circle is not lost: the first update
/// includes it, so the wheel stays under the finger.
///
/// ```swift
/// var wheel = RotationTracker(center: Point(x: 160, y: 240))
/// wheel.track(Point(x: 220, y: 240), time: 0)      // nil: the touch has not moved yet
/// wheel.track(Point(x: 160, y: 300), time: 0.1)    // rotation 90°, clockwise
/// ```
///
/// ## Radius band
/// ``Configuration/innerRadius`` and ``Configuration/outerRadius`` (both inclusive) bound where
/// samples count. A sample outside the band is **ignored** rather than ending tracking: it
/// returns `nil` and changes nothing, and the next sample inside the band measures its change
/// from the last accepted one. A finger that slips off a ring for a moment keeps scrolling. A
/// touch that lands outside the band is not anchored until it enters it.
///
/// ## Degenerate input
/// A sample exactly at the centre has no angle: it reports the previous angle (zero before
/// any) with no change, so nothing is ever NaN. Samples with a NaN or infinite coordinate or
/// time are ignored.
public struct RotationTracker: Hashable, Sendable {
    /// How far a touch must move before it is claimed, and where on the wheel samples count.
    public struct Configuration: Hashable, Sendable {
        /// How far (points) a touch must move from where it landed before tracking begins;
        /// exactly this far is still a tap. The default, 10, is close to UIKit's pan hysteresis.
        public var slop: Double
        /// The smallest distance from the centre at which samples count (inclusive).
        public var innerRadius: Double
        /// The largest distance from the centre at which samples count (inclusive).
        public var outerRadius: Double

        /// Creates a configuration.
        ///
        /// - Complexity: O(1).
        public init(slop: Double = 10, innerRadius: Double = 0, outerRadius: Double = .infinity) {
            self.slop = slop
            self.innerRadius = innerRadius
            self.outerRadius = outerRadius
        }

        /// A 10-point slop and no radius band.
        public static let `default` = Configuration()
    }

    /// What one accepted sample changed.
    public struct Update: Hashable, Sendable {
        /// The finger's direction from the centre, in (-180°, 180°], measured from the positive
        /// x axis toward positive y (clockwise on screen).
        public var angle: PlaneAngle
        /// The change of ``angle`` since the previous accepted sample, in (-180°, 180°];
        /// positive is clockwise. An exact half turn counts as +180°.
        public var delta: PlaneAngle
        /// The rotation since the touch landed, unwrapped: one clockwise turn is 360°, three
        /// counterclockwise turns are -1080°.
        public var rotation: PlaneAngle
        /// The direction of the latest non-zero change, or `nil` before the finger has turned.
        public var direction: RotationDirection?
        /// The distance from the centre, in points.
        public var distance: Double
        /// The sample's time, if given.
        public var time: Double?
        /// ``delta`` per second over the last step, or `nil` without increasing times.
        public var angularVelocity: PlaneAngle?
    }

    /// The point the finger turns around.
    public let center: Point
    /// The slop and radius band.
    public let configuration: Configuration

    /// Whether the touch has moved beyond the slop, so the tracker has claimed it.
    public private(set) var isTracking = false

    private var anchor: Point?
    private var lastAngle: PlaneAngle?
    private var lastTime: Double?
    private var accumulated = PlaneAngle.zero
    private var lastDirection: RotationDirection?

    /// Creates a tracker that measures rotation around `center`.
    ///
    /// - Precondition: `center` is finite, the slop is not negative, and the radius band has
    ///   `0 <= innerRadius <= outerRadius`.
    /// - Complexity: O(1).
    public init(center: Point, configuration: Configuration = .default) {
        precondition(center.isFinite, "RotationTracker needs a finite center, got \(center)")
        precondition(configuration.slop >= 0, "RotationTracker slop must not be negative")
        precondition(
            configuration.innerRadius >= 0 && configuration.innerRadius <= configuration.outerRadius,
            "RotationTracker radius band needs 0 <= innerRadius <= outerRadius")
        self.center = center
        self.configuration = configuration
    }

    /// Creates a tracker for a wheel drawn as `circle`: rotation is measured around its centre
    /// and samples farther out than its radius are ignored (``Configuration/outerRadius`` is
    /// replaced by `circle.radius`).
    ///
    /// - Precondition: as for ``init(center:configuration:)``.
    /// - Complexity: O(1).
    public init(circle: PlaneCircle, configuration: Configuration = .default) {
        var configuration = configuration
        configuration.outerRadius = circle.radius
        self.init(center: circle.center, configuration: configuration)
    }

    /// The rotation since the touch landed, unwrapped; zero until tracking begins.
    public var rotation: PlaneAngle { isTracking ? accumulated : .zero }

    /// The direction of the latest non-zero change; `nil` until tracking begins.
    public var direction: RotationDirection? { isTracking ? lastDirection : nil }

    /// Takes the next sample of the touch.
    ///
    /// - Parameters:
    ///   - point: Where the finger is, in the centre's coordinate space.
    ///   - time: When, in seconds, for ``Update/angularVelocity``; optional.
    /// - Returns: The update, or `nil` while the touch is within the slop, or when the sample
    ///   is outside the radius band or not finite.
    /// - Complexity: O(1).
    public mutating func track(_ point: Point, time: Double? = nil) -> Update? {
        guard point.isFinite, time?.isFinite ?? true else { return nil }
        let distance = center.distance(to: point)
        guard distance >= configuration.innerRadius, distance <= configuration.outerRadius else { return nil }

        var delta = PlaneAngle.zero
        if distance > 0 {
            let current = center.angle(to: point)
            if let lastAngle { delta = (current - lastAngle).normalized }
            lastAngle = current
        }
        accumulated = accumulated + delta
        if delta != .zero { lastDirection = RotationDirection(screenAngle: delta) }

        var velocity: PlaneAngle?
        if let time, let lastTime, time > lastTime { velocity = delta * (1 / (time - lastTime)) }
        if let time { lastTime = time }

        if !isTracking {
            guard let anchor else {
                anchor = point
                return nil
            }
            guard anchor.distance(to: point) > configuration.slop else { return nil }
            isTracking = true
        }
        return Update(
            angle: lastAngle ?? .zero, delta: delta, rotation: accumulated, direction: lastDirection,
            distance: distance, time: time, angularVelocity: velocity)
    }

    /// Forgets the touch, ready for the next one.
    ///
    /// - Complexity: O(1).
    public mutating func reset() {
        self = RotationTracker(center: center, configuration: configuration)
    }
}
