import Encircle

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Jeff LaMarche's circle test, as his post describes it.
///
/// Source: Jeff LaMarche, "Detecting a Circle Gesture", *iPhone Development* blog, 2009. The
/// checks run in the post's order and the first that fails names itself, as his sample app
/// "tells you why it doesn't think the shape counts as a circle":
///
/// 1. **Closure**: the end point is at most ``Configuration/maximumClosureDistance`` from the
///    start.
/// 2. **Duration**: drawing took at most 2 s (skipped when the stroke has no timestamps).
/// 3. **Point count**: at least ``Configuration/minimumPointCount`` points.
/// 4. **Centre and radius** from the left-, right-, top- and bottom-most points: the centre is
///    midway between the left- and right-most x and between the top- and bottom-most y (the
///    bounding-box centre); the radius is the mean of the four distances from the centre to
///    those points (the first point found at each extreme).
/// 5. Then every point in order: its distance from the centre is within 25% of the radius, and
///    the **unsigned** angle from the start point, through the centre, to the point (0°–180°)
///    progresses in one order: it rises while the stroke goes out to the far side and falls as
///    it comes back. Once it has fallen, a rise fails the test, except within the last
///    ``Configuration/overlapTolerance`` points, where a stroke that overshoots its start is
///    allowed to go on. Equal angles neither rise nor fall. Because the angle is unsigned the
///    test accepts either drawing direction.
///
/// Where the post is vague, the values follow the constants of his sample code: a closure
/// distance of 50 pt (`kCircleClosureDistanceVariance`), 25% radius variance
/// (`kRadiusVariancePercent`, applied as a percentage), an overlap of 3 points
/// (`kOverlapTolerance`). The post asks for "enough" points without a number; 10 is chosen here,
/// fewer than a quick circle yields at 60 Hz (about 30 in 0.5 s) but enough for the extreme
/// points to describe a shape.
///
/// Deviations, guarding arithmetic the original leaves open: when the radius is 0 (every
/// extreme point at the centre, e.g. a tap) the stroke is rejected as ``CircleRejection/Reason/zeroRadius``
/// rather than passing every check vacuously; the angle's cosine is clamped to [−1, 1], and a
/// point at the centre (zero-length vector) has angle 0 — it cannot be reached once the
/// radius check has passed, because such a point is 0 pt from the centre.
///
/// On the 2,400 strokes of the $1 study (`Data/dollar1-s02-s06.json`) it accepts 67 of 150
/// circles and none of the 2,250 other strokes; circles fail on the radius band (30), time
/// (38), angle order (12) and closure (3).
///
/// A baseline runs with the post's constants (closure within 50 pt, at most 2 s, at least 10 points, a radius band of ±25%, 3 points of overlap), so that its figures
/// are those of the recipe; the tests of this package vary them through a `Configuration`
/// that validates every value, so that none traps.
///
/// ```swift
/// let result = LaMarcheCircleTest().detect(in: stroke)
/// result.recognized                // the circle: centre and mean radius of the extreme points
/// result.rejection?.description    // "not closed: ends 131 pt from its start (limit 50 pt)"
/// ```
public struct LaMarcheCircleTest: CircleDetecting, Sendable, Hashable {
    /// The test's constants, each defaulting to LaMarche's value.
    ///
    /// A plain value: its properties may hold anything, and ``validate()`` checks them.
    /// ``LaMarcheCircleTest/init(configuration:)`` and the JSON decoder run it, so no test holds
    /// an invalid configuration and no value traps.
    ///
    /// JSON: every key optional (a missing key keeps LaMarche's value); an unknown key or a
    /// value out of range is a `DecodingError.dataCorrupted` whose message names it:
    ///
    /// ```json
    /// {"maximumClosureDistance": 40, "minimumPointCount": 16}
    /// ```
    package struct Configuration: Hashable, Sendable, Codable {
        /// The farthest the end may be from the start, in points. Default 50. Greater than 0,
        /// or infinity (no limit).
        package var maximumClosureDistance: Double
        /// The longest drawing may take, in seconds. Default 2. Greater than 0, or infinity
        /// (no limit).
        package var maximumDuration: Double
        /// The fewest points a stroke may have. Default 10. At least 1.
        package var minimumPointCount: Int
        /// How far a point's distance from the centre may differ from the radius, as a fraction
        /// of the radius. Default 0.25. Finite, greater than 0.
        package var radiusVariance: Double
        /// How many points at the end may turn the angle back the other way. Default 3. At
        /// least 0.
        package var overlapTolerance: Int

        /// Creates a configuration; every argument defaults to LaMarche's value. Any values are
        /// accepted here; ``validate()`` checks them.
        ///
        /// - Complexity: O(1).
        package init(
            maximumClosureDistance: Double = 50, maximumDuration: Double = 2, minimumPointCount: Int = 10,
            radiusVariance: Double = 0.25, overlapTolerance: Int = 3
        ) {
            self.maximumClosureDistance = maximumClosureDistance
            self.maximumDuration = maximumDuration
            self.minimumPointCount = minimumPointCount
            self.radiusVariance = radiusVariance
            self.overlapTolerance = overlapTolerance
        }

        /// LaMarche's values.
        package static let `default` = Configuration()

        /// Throws for the first value out of its range, in declaration order: the range each
        /// property's documentation gives.
        ///
        /// - Throws: ``ConfigurationError``, for example "minimumPointCount is 0; it must be at
        ///   least 1".
        /// - Complexity: O(1).
        package func validate() throws(ConfigurationError) {
            try ConfigurationError.check(
                maximumClosureDistance, "maximumClosureDistance", in: AllowedRange.positive.orInfinity)
            try ConfigurationError.check(maximumDuration, "maximumDuration", in: AllowedRange.positive.orInfinity)
            try ConfigurationError.check(minimumPointCount, "minimumPointCount", in: .atLeast(1))
            try ConfigurationError.check(radiusVariance, "radiusVariance", in: .positive)
            try ConfigurationError.check(overlapTolerance, "overlapTolerance", in: .nonNegative)
        }

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case maximumClosureDistance, maximumDuration, minimumPointCount, radiusVariance, overlapTolerance
        }

        /// Decodes a configuration: missing keys keep LaMarche's values; unknown keys and values
        /// out of range are errors.
        ///
        /// - Throws: `DecodingError.dataCorrupted` naming an unknown key, or carrying the
        ///   ``ConfigurationError`` of ``validate()`` as its underlying error; the decoder's
        ///   errors for values of the wrong type.
        /// - Complexity: O(1).
        package init(from decoder: any Decoder) throws {
            do {
                try decoder.rejectUnknownConfigurationKeys(CodingKeys.self, in: "LaMarcheCircleTest.Configuration")
                let c = try decoder.container(keyedBy: CodingKeys.self)
                let post = Configuration.default
                self.init(
                    maximumClosureDistance:
                        try c.decodeIfPresent(Double.self, forKey: .maximumClosureDistance)
                        ?? post.maximumClosureDistance,
                    maximumDuration: try c.decodeIfPresent(Double.self, forKey: .maximumDuration)
                        ?? post.maximumDuration,
                    minimumPointCount:
                        try c.decodeIfPresent(Int.self, forKey: .minimumPointCount) ?? post.minimumPointCount,
                    radiusVariance: try c.decodeIfPresent(Double.self, forKey: .radiusVariance) ?? post.radiusVariance,
                    overlapTolerance: try c.decodeIfPresent(Int.self, forKey: .overlapTolerance)
                        ?? post.overlapTolerance)
                do throws(ConfigurationError) {
                    try validate()
                } catch {
                    throw error
                }
            } catch {
                throw ConfigurationError(decoding: error)
            }
        }
    }

    /// The circle the test found: the `details` of its catalog entry's matches.
    package struct Match: CircleDescribing, Codable {
        /// The centre (of the extreme points) and the mean distance to them.
        package var circle: PlaneCircle
        /// The centre of the circle.
        package var center: Point { circle.center }
        /// The mean distance from the centre to the extreme points.
        package var radius: Double { circle.radius }
    }

    /// The constants in use; valid, because ``init(configuration:)`` checks them.
    package let configuration: Configuration

    /// Creates the test with LaMarche's constants.
    ///
    /// - Complexity: O(1).
    public init() {
        self.configuration = .default
    }

    /// Creates the test with `configuration`.
    ///
    /// - Throws: ``ConfigurationError`` when `configuration` fails
    ///   ``Configuration/validate()``, for example "radiusVariance is NaN; it must be greater
    ///   than 0".
    /// - Complexity: O(1).
    package init(configuration: Configuration) throws(ConfigurationError) {
        try configuration.validate()
        self.configuration = configuration
    }

    /// Runs the checks on `stroke` in the post's order.
    ///
    /// - Parameter stroke: Samples in the order they were recorded.
    /// - Returns: The circle (centre and mean radius of the extreme points), or the first check
    ///   that failed with what it measured and its limit.
    /// - Complexity: O(*n*) time, O(1) extra memory, where *n* is the number of samples.
    public func detect(in stroke: Stroke) -> Detection<PlaneCircle> {
        match(in: stroke).map(\.circle)
    }

    /// ``detect(in:)`` with its ``Match``, as the catalog's entry reports it.
    ///
    /// - Complexity: O(*n*) time, O(1) extra memory, where *n* is the number of samples.
    package func match(in stroke: Stroke) -> Detection<Match> {
        if let invalid = CircleRejection.invalidInput(in: stroke) ?? CircleRejection.extentOverflow(in: stroke) {
            return .rejected(invalid)
        }
        let samples = stroke.samples

        let gap = stroke.closureDistance
        if gap > configuration.maximumClosureDistance {
            return .rejected(.notClosed(endsApart: gap, limit: configuration.maximumClosureDistance))
        }

        if let duration = stroke.duration, duration > configuration.maximumDuration {
            return .rejected(.tooLong(took: duration, limit: configuration.maximumDuration))
        }

        guard samples.count >= configuration.minimumPointCount, let start = samples.first else {
            return .rejected(
                CircleRejection(.tooFewSamples(count: samples.count, minimum: configuration.minimumPointCount)))
        }

        let circle = Self.extremePointCircle(of: samples)
        guard circle.radius > 0, circle.radius.isFinite else {
            return .rejected(
                CircleRejection(
                    reason: .zeroRadius, measured: circle.radius, limit: 0,
                    message: "zero radius: the left-, right-, top- and bottom-most points are all at the centre"))
        }
        let minimumRadius = circle.radius - circle.radius * configuration.radiusVariance
        let maximumRadius = circle.radius + circle.radius * configuration.radiusVariance

        var currentAngle = 0.0
        var hasSwitched = false
        for (index, sample) in samples.enumerated() {
            let distance = circle.center.distance(to: sample.point)
            if distance < minimumRadius || distance > maximumRadius {
                return .rejected(
                    radiusRejection(
                        index: index, distance: distance,
                        limit: distance < minimumRadius ? minimumRadius : maximumRadius,
                        range: minimumRadius...maximumRadius))
            }
            let angle = Self.unsignedAngle(from: start.point, to: sample.point, around: circle.center)
            if angle > currentAngle && hasSwitched && index < samples.count - configuration.overlapTolerance {
                let now = NumberText.plain(angle, fractionDigits: 1)
                let before = NumberText.plain(currentAngle, fractionDigits: 1)
                return .rejected(
                    CircleRejection(
                        reason: .anglesNotProgressing, measured: angle, limit: currentAngle,
                        message:
                            "angles not progressing: at sample \(index) the angle from the start rose to \(now)° "
                            + "after falling to \(before)° (allowed only in the last \(configuration.overlapTolerance) points)"
                    ))
            }
            if angle < currentAngle { hasSwitched = true }
            currentAngle = angle
        }
        return .recognized(Match(circle: circle))
    }

    private func radiusRejection(index: Int, distance: Double, limit: Double, range: ClosedRange<Double>)
        -> CircleRejection
    {
        let measured = NumberText.plain(distance, fractionDigits: 1)
        let low = NumberText.plain(range.lowerBound, fractionDigits: 1)
        let high = NumberText.plain(range.upperBound, fractionDigits: 1)
        let percent = NumberText.plain((configuration.radiusVariance * 100), fractionDigits: 1)
        return CircleRejection(
            reason: .radiusOutOfRange, measured: distance, limit: limit,
            message:
                "radius out of range: sample \(index) is \(measured) pt from the centre "
                + "(limit \(low) to \(high) pt, radius ± \(percent)%)")
    }

    /// The centre midway between the extreme x and y values and the mean distance from it to the
    /// first left-, right-, top- and bottom-most points.
    ///
    /// - Precondition: `samples` is not empty.
    /// - Complexity: O(*n*).
    static func extremePointCircle(of samples: [Stroke.Sample]) -> PlaneCircle {
        var left = samples[0].point, right = left, top = left, bottom = left
        for sample in samples.dropFirst() {
            if sample.x < left.x { left = sample.point }
            if sample.x > right.x { right = sample.point }
            if sample.y < top.y { top = sample.point }
            if sample.y > bottom.y { bottom = sample.point }
        }
        let center = Point(x: left.x / 2 + right.x / 2, y: top.y / 2 + bottom.y / 2)
        let radius =
            (center.distance(to: left) + center.distance(to: right) + center.distance(to: top)
                + center.distance(to: bottom)) / 4
        return PlaneCircle(center: center, radius: radius)
    }

    /// The unsigned angle in degrees (0–180) between the directions from `center` to `start` and
    /// to `point`: 0 when either coincides with the centre; the cosine is clamped to [−1, 1].
    ///
    /// - Complexity: O(1).
    static func unsignedAngle(from start: Point, to point: Point, around center: Point) -> Double {
        let lengthA = center.distance(to: start), lengthB = center.distance(to: point)
        guard lengthA > 0, lengthB > 0, lengthA.isFinite, lengthB.isFinite else { return 0 }
        let cosine =
            (start.x - center.x) / lengthA * ((point.x - center.x) / lengthB)
            + (start.y - center.y) / lengthA * ((point.y - center.y) / lengthB)
        guard !cosine.isNaN else { return 0 }
        return acos(Swift.min(1, Swift.max(-1, cosine))) * 180 / .pi
    }
}
