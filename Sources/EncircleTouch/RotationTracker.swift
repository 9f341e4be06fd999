import Encircle

/// Follows one finger around a centre, as a jog wheel or one-finger circular scrolling does.
///
/// Feed it one touch's samples in order with ``track(_:time:)``, or a touch stream with
/// ``handle(_:)`` (the same ``TouchEvent``s that drive ``CircleRecognizer``). Each accepted
/// sample yields an ``Update`` with the finger's angle around ``center``, the change since the
/// previous sample, the cumulative rotation unwrapped across ±180° (three clockwise turns read
/// 1080°) and the direction of the latest movement. Angles follow screen convention: y grows
/// downward, so an increasing angle turns clockwise on screen.
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
/// ## Invalid settings and degenerate input
/// Nothing traps. The ``Configuration`` is a setting: ``init(center:configuration:)`` and
/// ``init(circle:configuration:)`` throw a ``ConfigurationError`` naming the first value out of
/// range ("slop is -1; it must be at least 0"), and ``configuration`` is read-only, so a tracker
/// that exists has a valid one. The centre and circle are geometry, which may be degenerate
/// while a view is laid out: a tracker whose centre has a NaN or infinite coordinate, or whose
/// circle's radius is NaN, negative or smaller than ``Configuration/innerRadius``, ignores every
/// sample (``track(_:time:)`` returns `nil`), as ``CircularHitArea`` never hits for such a
/// circle.
///
/// A sample exactly at the centre has no angle: it reports the previous angle (zero before
/// any) with no change, so nothing is ever NaN. Samples with a NaN or infinite coordinate or
/// time are ignored.
public struct RotationTracker: Hashable, Sendable {
    /// How far a touch must move before it is claimed, and where on the wheel samples count.
    ///
    /// A plain value whose properties may hold anything; the tracker's initializers check it
    /// with ``validate()`` and throw for a value out of range, so no tracker holds an invalid
    /// configuration.
    public struct Configuration: Hashable, Sendable {
        /// How far (points) a touch must move from where it landed before tracking begins;
        /// exactly this far is still a tap. The default, 10, is close to UIKit's pan hysteresis.
        /// Finite, at least 0.
        public var slop: Double
        /// The smallest distance from the centre at which samples count (inclusive). Default 0.
        /// Finite, at least 0.
        public var innerRadius: Double
        /// The largest distance from the centre at which samples count (inclusive). Default
        /// infinity (no limit). At least ``innerRadius``, or infinity.
        public var outerRadius: Double

        /// Creates a configuration. Any values are accepted here; ``validate()``, which the
        /// tracker's initializers run, checks them.
        ///
        /// - Complexity: O(1).
        public init(slop: Double = 10, innerRadius: Double = 0, outerRadius: Double = .infinity) {
            self.slop = slop
            self.innerRadius = innerRadius
            self.outerRadius = outerRadius
        }

        /// A 10-point slop and no radius band.
        public static let `default` = Configuration()

        /// Throws for the first value out of its range: ``slop`` and ``innerRadius`` must be
        /// finite and at least 0, ``outerRadius`` at least ``innerRadius`` or infinity.
        ///
        /// - Throws: ``ConfigurationError``, for example "outerRadius is 5; it must be at least
        ///   20, or infinity".
        /// - Complexity: O(1).
        public func validate() throws(ConfigurationError) {
            try ConfigurationError.check(slop, "slop", in: .nonNegative)
            try ConfigurationError.check(innerRadius, "innerRadius", in: .nonNegative)
            try ConfigurationError.check(outerRadius, "outerRadius", in: AllowedRange.atLeast(innerRadius).orInfinity)
        }
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
    /// The slop and radius band; valid, because the initializers check it.
    public let configuration: Configuration

    /// Whether the touch has moved beyond the slop, so the tracker has claimed it.
    public private(set) var isTracking = false

    /// The touch that ``handle(_:)`` follows, or `nil` when it follows none (before the first
    /// event, and after the followed touch ended or was cancelled).
    public private(set) var touch: Int?

    private var anchor: Point?
    private var lastAngle: PlaneAngle?
    private var lastTime: Double?
    private var accumulated = PlaneAngle.zero
    private var lastDirection: RotationDirection?
    /// Whether ``handle(_:)`` has followed a touch since the tracker was created or reset.
    private var hasFollowedTouch = false

    /// Creates a tracker that measures rotation around `center` with the default configuration
    /// (a 10-point slop, no radius band).
    ///
    /// A `center` with a NaN or infinite coordinate makes a tracker that ignores every sample.
    ///
    /// - Complexity: O(1).
    public init(center: Point) {
        self.center = center
        self.configuration = .default
    }

    /// Creates a tracker that measures rotation around `center` with `configuration`.
    ///
    /// A `center` with a NaN or infinite coordinate makes a tracker that ignores every sample.
    ///
    /// - Throws: ``ConfigurationError`` when `configuration` fails
    ///   ``Configuration/validate()``, for example "slop is -1; it must be at least 0".
    /// - Complexity: O(1).
    public init(center: Point, configuration: Configuration) throws(ConfigurationError) {
        try configuration.validate()
        self.center = center
        self.configuration = configuration
    }

    /// Creates a tracker for a wheel drawn as `circle` with the default 10-point slop: rotation
    /// is measured around its centre and samples farther out than its radius are ignored
    /// (``Configuration/outerRadius`` is `circle.radius`).
    ///
    /// A circle whose centre is not finite, or whose radius is NaN or negative, makes a tracker
    /// that ignores every sample.
    ///
    /// - Complexity: O(1).
    public init(circle: PlaneCircle) {
        self.center = circle.center
        self.configuration = Configuration(outerRadius: circle.radius)
    }

    /// Creates a tracker for a wheel drawn as `circle` with `configuration`, whose
    /// ``Configuration/outerRadius`` is replaced by `circle.radius`.
    ///
    /// A circle whose centre is not finite, or whose radius is NaN, negative or smaller than
    /// ``Configuration/innerRadius``, makes a tracker that ignores every sample.
    ///
    /// - Throws: ``ConfigurationError`` when `configuration`, as given (before its outer radius
    ///   is replaced), fails ``Configuration/validate()``.
    /// - Complexity: O(1).
    public init(circle: PlaneCircle, configuration: Configuration) throws(ConfigurationError) {
        try configuration.validate()
        var configuration = configuration
        configuration.outerRadius = circle.radius
        self.center = circle.center
        self.configuration = configuration
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
    ///   is outside the radius band or not finite, and for every sample when ``center`` is not
    ///   finite.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func track(_ point: Point, time: Double? = nil) -> Update? {
        guard point.isFinite, time?.isFinite ?? true, center.isFinite else { return nil }
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

    /// Consumes one event of a touch stream: the followed touch's samples go to
    /// ``track(_:time:)``.
    ///
    /// Follows one touch as described in ``TouchEvent``: the touch of a `.began` when none is
    /// followed (or of a `.moved` when the tracker has followed no touch since it was created
    /// or reset, because it was attached mid-touch). A `.began` forgets the previous touch, as
    /// ``reset()`` does, and anchors the new one; `.moved` and `.ended` are samples. After
    /// `.ended` or `.cancelled` the tracker follows no touch but keeps ``rotation`` and
    /// ``isTracking`` of the touch that ended until the next `.began`, so an app can commit the
    /// rotation, or undo it after a cancel. Events of other touches are ignored, so a second
    /// finger does not disturb the wheel.
    ///
    /// - Returns: The update for an accepted `.moved` or `.ended` sample; `nil` otherwise, as
    ///   from ``track(_:time:)``.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func handle(_ event: TouchEvent) -> Update? {
        if let touch, touch != event.touch { return nil }
        switch event.phase {
        case .began:
            reset()
            follow(event.touch)
            return track(event.location, time: event.time)
        case .moved:
            if touch == nil {
                guard !hasFollowedTouch else { return nil }
                follow(event.touch)
            }
            return track(event.location, time: event.time)
        case .ended:
            guard touch != nil else { return nil }
            touch = nil
            return track(event.location, time: event.time)
        case .cancelled:
            touch = nil
            return nil
        }
    }

    private mutating func follow(_ id: Int) {
        touch = id
        hasFollowedTouch = true
    }

    /// Forgets the touch, ready for the next one: not tracking, no rotation, and no touch
    /// followed by ``handle(_:)``.
    ///
    /// - Complexity: O(1).
    public mutating func reset() {
        isTracking = false
        anchor = nil
        lastAngle = nil
        lastTime = nil
        accumulated = .zero
        lastDirection = nil
        touch = nil
        hasFollowedTouch = false
    }
}
