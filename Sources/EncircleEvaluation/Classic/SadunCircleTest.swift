import Encircle

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Erica Sadun's multistep circle test, reproduced as printed.
///
/// Source: Erica Sadun, *The iOS Developer's Cookbook*, "Recipe: Detecting Circles"
/// (`testForCircle`). The recipe runs four tests in order and rejects at the first that fails:
///
/// 1. **Duration**: the stroke took at most 2 s (skipped here when the stroke has no timestamps).
/// 2. **Inflections**: at most 5 direction changes. For each point *i* from 2 up to but not
///    including the last, the step between points *i* − 1 and *i* is compared with the step
///    before; the point counts once when the sign of Δx or the sign of Δy differs. As in the
///    book, steps are measured from the later point back to the earlier one
///    (`dx(POINT(i), POINT(i-1))`, with `dx(p1, p2)` = `p2.x - p1.x`) and **zero counts as a
///    positive sign** (`NUM < 0 ? -1 : 1`), so a pause in x or y between steps that move towards
///    larger coordinates counts twice.
/// 3. **Closure**: the start and end are at most view width / 3 apart (106.7 pt at 320 pt).
/// 4. **Arc transit**: the sum of the **unsigned** angles between consecutive points, as seen
///    from the centre of the **bounding box**, is at least 2π − π/4 (315°) and at most 2π + π
///    (540°). Unsigned angles never cancel, so a stroke that swings back and forth through the
///    centre (an "x") collects transit like a circle does; that is the recipe's behaviour.
///
/// Before those, the recipe rejects fewer than 2 points, and this port rejects NaN, infinite
/// or backward-running input through ``CircleRejection/invalidInput(in:)``.
///
/// Deviations, all guarding arithmetic the book leaves open:
/// - The book takes `acos` of the normalized dot product of the two vectors from the centre.
///   When a point coincides with the bounding-box centre the vector has zero length and the
///   book divides 0 by 0; the resulting NaN poisons the sum and every comparison with it is
///   false, so the book *accepts* the stroke. Here a pair of consecutive points is **skipped**
///   (adds no transit) when either vector has zero or non-finite length.
/// - Rounding can push the normalized dot product of (anti)parallel vectors just past ±1, where
///   the book's `acos` returns NaN (accepting the stroke as above). Here it is **clamped** to
///   [−1, 1] first, giving 0 or π.
/// - The book computes in `float`; this port uses `Double`.
/// - The book times from the first touch to the moment the test runs; this port uses the time
///   from the first sample to the last.
/// - The book reads the view width from the key window; here it is
///   ``Configuration/viewWidth`` (default 320, the width of the iPhone the book targets).
///
/// On the 2,400 strokes of the $1 study (`Data/dollar1-s02-s06.json`) at width 320 it accepts
/// 19 of 150 circles and 48 of 2,250 other strokes (17 "x", 13 delete marks, 12 triangles,
/// 5 pigtails, 1 arrow), the published figures for a faithful port (about 19 and 47–51).
/// Circles fail mostly on inflections and time. Both details of the inflection loop matter:
/// reading the steps forwards instead gives 21 and 76, comparing the last step too gives 18
/// and 38, and both changes together 19 and 66. Letting the NaN of a zero-length vector through, as the unguarded book
/// does, accepts one more question mark (49).
///
/// A baseline runs with the book's constants (2 s, 5 inflections, a 320 pt view, closure within a third of it, 315°–540° of transit), so that its figures
/// are those of the recipe; the tests of this package vary them through a `Configuration`
/// that validates every value, so that none traps.
///
/// ```swift
/// let result = SadunCircleTest().detect(in: stroke)
/// result.recognized                  // the circle: centre of the bounding box, mean of half width and height
/// result.rejection?.description      // "too many inflections: 7 (limit 5)"
/// ```
public struct SadunCircleTest: CircleDetecting, Sendable, Hashable {
    /// The recipe's constants, each defaulting to the book's value.
    ///
    /// A plain value: its properties may hold anything, and ``validate()`` checks them.
    /// ``SadunCircleTest/init(configuration:)`` and the JSON decoder run it, so no test holds
    /// an invalid configuration and no value traps.
    ///
    /// JSON: every key optional (a missing key keeps the book's value), angles in radians as
    /// ``PlaneAngle`` encodes them; an unknown key or a value out of range is a
    /// `DecodingError.dataCorrupted` whose message names it:
    ///
    /// ```json
    /// {"maximumDuration": 3, "viewWidth": 390, "maximumTransitExcess": {"radians": 1.57}}
    /// ```
    package struct Configuration: Hashable, Sendable, Codable {
        /// The longest a stroke may take, in seconds. Book: 2. Greater than 0, or infinity
        /// (no limit).
        package var maximumDuration: Double
        /// The most direction changes allowed. Book: 5. At least 0.
        package var maximumInflections: Int
        /// The width of the view the stroke is drawn in, in points. Book: the key window's
        /// width; 320 on the iPhone it targets. Finite, greater than 0.
        package var viewWidth: Double
        /// The start and end may be at most `viewWidth / closureDivisor` apart. Book: 3.
        /// Finite, greater than 0.
        package var closureDivisor: Double
        /// How far the transit may fall short of a full turn. Book: π/4 (45°). Finite, at
        /// least 0°.
        package var maximumTransitShortfall: PlaneAngle
        /// How far the transit may exceed a full turn. Book: π (180°). Finite, at least 0°.
        package var maximumTransitExcess: PlaneAngle

        /// Creates a configuration; every argument defaults to the book's value. Any values are
        /// accepted here; ``validate()`` checks them.
        ///
        /// - Complexity: O(1).
        package init(
            maximumDuration: Double = 2, maximumInflections: Int = 5, viewWidth: Double = 320,
            closureDivisor: Double = 3, maximumTransitShortfall: PlaneAngle = .radians(.pi / 4),
            maximumTransitExcess: PlaneAngle = .radians(.pi)
        ) {
            self.maximumDuration = maximumDuration
            self.maximumInflections = maximumInflections
            self.viewWidth = viewWidth
            self.closureDivisor = closureDivisor
            self.maximumTransitShortfall = maximumTransitShortfall
            self.maximumTransitExcess = maximumTransitExcess
        }

        /// The book's values.
        package static let `default` = Configuration()

        /// The farthest the end may be from the start: `viewWidth / closureDivisor`.
        package var closureTolerance: Double { viewWidth / closureDivisor }

        /// Throws for the first value out of its range, in declaration order: the range each
        /// property's documentation gives.
        ///
        /// - Throws: ``ConfigurationError``, for example "viewWidth is 0; it must be greater
        ///   than 0" or "maximumTransitExcess is -90°; it must be at least 0°".
        /// - Complexity: O(1).
        package func validate() throws(ConfigurationError) {
            try ConfigurationError.check(maximumDuration, "maximumDuration", in: AllowedRange.positive.orInfinity)
            try ConfigurationError.check(maximumInflections, "maximumInflections", in: .nonNegative)
            try ConfigurationError.check(viewWidth, "viewWidth", in: .positive)
            try ConfigurationError.check(closureDivisor, "closureDivisor", in: .positive)
            try Self.checkTolerance(maximumTransitShortfall, "maximumTransitShortfall")
            try Self.checkTolerance(maximumTransitExcess, "maximumTransitExcess")
        }

        /// Throws unless `angle` is finite and at least 0°; the message gives degrees.
        private static func checkTolerance(_ angle: PlaneAngle, _ key: String) throws(ConfigurationError) {
            guard AllowedRange.nonNegative.contains(angle.radians) else {
                let degrees =
                    angle.degrees.isFinite ? NumberText.plain(angle.degrees) + "°" : NumberText.plain(angle.degrees)
                throw ConfigurationError(key: key, value: degrees, allowed: "at least 0°")
            }
        }

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case maximumDuration, maximumInflections, viewWidth, closureDivisor
            case maximumTransitShortfall, maximumTransitExcess
        }

        /// Decodes a configuration: missing keys keep the book's values; unknown keys and values
        /// out of range are errors.
        ///
        /// - Throws: `DecodingError.dataCorrupted` naming an unknown key, or carrying the
        ///   ``ConfigurationError`` of ``validate()`` as its underlying error; the decoder's
        ///   errors for values of the wrong type.
        /// - Complexity: O(1).
        package init(from decoder: any Decoder) throws {
            do {
                try decoder.rejectUnknownConfigurationKeys(CodingKeys.self, in: "SadunCircleTest.Configuration")
                let c = try decoder.container(keyedBy: CodingKeys.self)
                let book = Configuration.default
                self.init(
                    maximumDuration: try c.decodeIfPresent(Double.self, forKey: .maximumDuration)
                        ?? book.maximumDuration,
                    maximumInflections:
                        try c.decodeIfPresent(Int.self, forKey: .maximumInflections) ?? book.maximumInflections,
                    viewWidth: try c.decodeIfPresent(Double.self, forKey: .viewWidth) ?? book.viewWidth,
                    closureDivisor: try c.decodeIfPresent(Double.self, forKey: .closureDivisor) ?? book.closureDivisor,
                    maximumTransitShortfall:
                        try c.decodeIfPresent(PlaneAngle.self, forKey: .maximumTransitShortfall)
                        ?? book.maximumTransitShortfall,
                    maximumTransitExcess:
                        try c.decodeIfPresent(PlaneAngle.self, forKey: .maximumTransitExcess)
                        ?? book.maximumTransitExcess)
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

    /// What the recipe returns for a circle: the `details` of its catalog entry's matches.
    package struct Match: CircleDescribing, Codable {
        /// The smallest rectangle around the points: what `testForCircle` returns.
        package var boundingRect: Rect
        /// A rectangle of the bounding rect's size centred on the centroid (geometric mean) of
        /// the points, as the book's text describes for placing the circle.
        package var centroidRect: Rect
        /// The circle inscribed in the bounding rect: its centre, with radius the mean of half
        /// its width and half its height.
        package var circle: PlaneCircle
        /// The unsigned angle swept around the bounding-box centre.
        package var transit: PlaneAngle
        /// The number of direction changes counted.
        package var inflections: Int
    }

    /// The constants in use; valid, because ``init(configuration:)`` checks them.
    package let configuration: Configuration

    /// Creates the test with the book's constants.
    ///
    /// - Complexity: O(1).
    public init() {
        self.configuration = .default
    }

    /// Creates the test with `configuration`.
    ///
    /// - Throws: ``ConfigurationError`` when `configuration` fails
    ///   ``Configuration/validate()``, for example "maximumInflections is -1; it must be at
    ///   least 0".
    /// - Complexity: O(1).
    package init(configuration: Configuration) throws(ConfigurationError) {
        try configuration.validate()
        self.configuration = configuration
    }

    /// Runs the recipe's tests on `stroke` in the book's order.
    ///
    /// - Parameter stroke: Samples in the order they were recorded.
    /// - Returns: The circle inscribed in the bounding box (its centre, and the mean of half its
    ///   width and half its height), or the first test that failed with what it measured and its
    ///   limit.
    /// - Complexity: O(*n*) time, O(1) extra memory, where *n* is the number of samples.
    public func detect(in stroke: Stroke) -> Detection<PlaneCircle> {
        match(in: stroke).map(\.circle)
    }

    /// ``detect(in:)`` with all the recipe returns: the bounding and centroid rects, the transit
    /// and the inflections counted.
    ///
    /// - Complexity: O(*n*) time, O(1) extra memory, where *n* is the number of samples.
    package func match(in stroke: Stroke) -> Detection<Match> {
        if let invalid = CircleRejection.invalidInput(in: stroke) ?? CircleRejection.extentOverflow(in: stroke) {
            return .rejected(invalid)
        }
        let samples = stroke.samples
        guard samples.count >= 2, let box = stroke.boundingBox else {
            return .rejected(CircleRejection(.tooFewSamples(count: samples.count, minimum: 2)))
        }

        // Test 1: duration.
        if let duration = stroke.duration, duration > configuration.maximumDuration {
            return .rejected(.tooLong(took: duration, limit: configuration.maximumDuration))
        }

        // Test 2: direction changes.
        let inflections = Self.inflectionCount(of: samples)
        if inflections > configuration.maximumInflections {
            return .rejected(
                CircleRejection(
                    reason: .tooManyInflections, measured: Double(inflections),
                    limit: Double(configuration.maximumInflections),
                    message: "too many inflections: \(inflections) (limit \(configuration.maximumInflections))"))
        }

        // Test 3: closure.
        let gap = stroke.closureDistance
        let tolerance = configuration.closureTolerance
        if gap > tolerance {
            return .rejected(.notClosed(endsApart: gap, limit: tolerance))
        }

        // Test 4: arc transit around the bounding-box centre.
        let center = Point(x: box.minX / 2 + box.maxX / 2, y: box.minY / 2 + box.maxY / 2)
        let transit = Self.unsignedTransit(of: samples, around: center)
        let fullTurn = 2 * Double.pi
        let excess = transit - fullTurn
        let shortfallLimit = fullTurn - configuration.maximumTransitShortfall.radians
        let excessLimit = fullTurn + configuration.maximumTransitExcess.radians
        if excess < -configuration.maximumTransitShortfall.radians {
            return .rejected(
                transitRejection(transit: transit, limit: shortfallLimit, range: shortfallLimit...excessLimit))
        }
        if excess > configuration.maximumTransitExcess.radians {
            return .rejected(
                transitRejection(transit: transit, limit: excessLimit, range: shortfallLimit...excessLimit))
        }

        let centroid = stroke.centroid ?? center
        return .recognized(
            Match(
                boundingRect: box,
                centroidRect: Rect(center: centroid, width: box.width, height: box.height),
                circle: PlaneCircle(center: center, radius: (box.width / 2 + box.height / 2) / 2),
                transit: .radians(transit),
                inflections: inflections))
    }

    /// The rejection for a transit outside `range`, measured and limited in degrees.
    private func transitRejection(transit: Double, limit: Double, range: ClosedRange<Double>) -> CircleRejection {
        let degrees = transit * 180 / .pi
        let limitDegrees = limit * 180 / .pi
        let swept = NumberText.plain(degrees, fractionDigits: 1)
        let low = NumberText.plain((range.lowerBound * 180 / .pi), fractionDigits: 1)
        let high = NumberText.plain((range.upperBound * 180 / .pi), fractionDigits: 1)
        return CircleRejection(
            reason: .arcTransitOutOfRange, measured: degrees, limit: limitDegrees,
            message: "arc transit out of range: swept \(swept)° around the centre (limit \(low)° to \(high)°)")
    }

    /// Counts direction changes the way the book's loop does.
    ///
    /// The book loops `for (int i = 2; i < (points.count - 1); i++)`, so the step into the last
    /// point is never compared, and measures each step with `dx(POINT(i), POINT(i-1))` where
    /// `dx(p1, p2)` is `p2.x - p1.x`: from the later point back to the earlier one. Its `sign`
    /// is `NUM < 0 ? -1 : 1`, so zero counts as positive; measured backwards, a pause in one
    /// axis groups with steps that move towards smaller coordinates, not larger ones.
    ///
    /// - Complexity: O(*n*).
    static func inflectionCount(of samples: [Stroke.Sample]) -> Int {
        guard samples.count >= 4 else { return 0 }
        func sign(_ value: Double) -> Int { value < 0 ? -1 : 1 }
        var count = 0
        for i in 2..<(samples.count - 1) {
            let deltaX = samples[i - 1].x - samples[i].x, deltaY = samples[i - 1].y - samples[i].y
            let previousX = samples[i - 2].x - samples[i - 1].x, previousY = samples[i - 2].y - samples[i - 1].y
            if sign(deltaX) != sign(previousX) || sign(deltaY) != sign(previousY) { count += 1 }
        }
        return count
    }

    /// The sum of the unsigned angles between the vectors from `center` to consecutive samples.
    ///
    /// Each angle is `acos` of the normalized dot product, as in the book, with the dot product
    /// clamped to [−1, 1]; a pair is skipped when either vector has zero or non-finite length.
    ///
    /// - Complexity: O(*n*).
    static func unsignedTransit(of samples: [Stroke.Sample], around center: Point) -> Double {
        var total = 0.0
        for (a, b) in zip(samples, samples.dropFirst()) {
            let lengthA = center.distance(to: a.point), lengthB = center.distance(to: b.point)
            guard lengthA > 0, lengthB > 0, lengthA.isFinite, lengthB.isFinite else { continue }
            let ax = (a.x - center.x) / lengthA, ay = (a.y - center.y) / lengthA
            let bx = (b.x - center.x) / lengthB, by = (b.y - center.y) / lengthB
            let cosine = ax * bx + ay * by
            guard !cosine.isNaN else { continue }
            total += acos(Swift.min(1, Swift.max(-1, cosine)))
        }
        return total
    }
}
