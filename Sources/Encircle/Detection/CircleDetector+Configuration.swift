extension CircleDetector {
    /// The limits ``CircleDetector`` applies, and which round shapes it accepts. Every default
    /// is explained in the Guide `Guides/CircleDetector.md`; `encircle tune` learns them from
    /// labelled logs.
    ///
    /// A configuration is a plain value that may hold anything; ``validate()`` says whether it
    /// is usable, and ``CircleDetector/init(configuration:)`` and the JSON decoder both call it,
    /// so a detector never runs with an invalid one.
    ///
    /// ```swift
    /// var configuration = CircleDetector.Configuration.default
    /// configuration.acceptedShapes = [.circle, .ellipse]   // also accept flat ellipses
    /// let detector = try CircleDetector(configuration: configuration)
    ///
    /// configuration.maximumTailDeviation = 0
    /// try configuration.validate()   // "maximumTailDeviation is 0; it must be greater than 0"
    /// ```
    public struct Configuration: Hashable, Sendable {
        /// How far round the fitted centre a circle or ellipse must go. Default 300°: people who
        /// stop a little short have still drawn a circle; a 240° "C" is an arc. (0°, 3600°].
        public var minimumSweep: PlaneAngle = .degrees(300)
        /// How far round its centre a stroke must go to be any round shape: less is "not closed"
        /// before anything else is judged (a line, a brace, a check); between this and
        /// ``minimumSweep`` a round stroke is an arc. Default 180°: a semicircle. (0°, 3600°].
        public var minimumArcSweep: PlaneAngle = .degrees(180)
        /// How far the stroke may turn back against its own direction, over chords of about
        /// 1/10 of a lap. Default 12°: drawn circles do not turn back at that scale (0°, and
        /// under 1° with a digitizer's faults or noise); the stem of a question mark (23° or
        /// more), a brace or an S does. [0°, 360°].
        public var maximumReversal: PlaneAngle = .degrees(12)
        /// The sharpest turn allowed within 1/16 of a lap. Default 125°: no circle turns like
        /// that (people's ovals reach about 80°; a hook where the pen lands or lifts is no corner);
        /// triangles, arrows and stars do. (0°, 180°].
        public var maximumCornerTurn: PlaneAngle = .degrees(125)
        /// The most distinct corners a circle may have: places 1/16 of a lap or more apart where
        /// the stroke turns 65° or more over chords of 1/16 and of 1/8 of a lap. Default 2: a
        /// circle has none (a hook where the pen lands or lifts is no corner); a square has 3 or
        /// 4. A fraction counts as the whole
        /// number below it. [0, 1000].
        public var maximumCornerCount = 2
        /// The largest share of a stroke's turning that may happen in its sharpest half (turns
        /// over 1/16 of a lap, counted in the stroke's direction). A circle turns evenly (50%);
        /// drawn circles reach 74%; rectangles, triangles and stars put 94% or more into their
        /// corners, and a square whose corners are rounded over a quarter of each side 86%.
        /// Default 0.825. (0, 1].
        public var maximumCornerConcentration = 0.825
        /// The largest ratio of the long to the short axis of the fitted ellipse for a circle;
        /// flatter closed strokes are ellipses. Default 1.9: the mildly oval circles people draw
        /// are circles, a 2:1 ellipse is not. At least 1.
        public var maximumAspectRatio = 1.9
        /// The largest RMS distance from the fitted circle (for an ellipse, the fitted ellipse),
        /// relative to its radius. Default 0.27: it admits the ovals drawn as circles and rejects
        /// lumpy loops and scribbles. Greater than 0.
        public var maximumRadialDeviation = 0.27
        /// How far an end of the stroke may lie off the fitted circle (ellipse), relative to the
        /// radius. Default 0.6: drawn circles end on their circle (ovals' ends reach about
        /// 0.35); a loop entered or left by a straight tail ("6", "e", a pigtail) ends far off
        /// it. Greater than 0.
        public var maximumTailDeviation = 0.6
        /// The largest steady change of radius per turn, relative to the radius, for strokes that
        /// go round more than 1¼ times. Default 0.15: an overtraced circle, not a spiral.
        /// Greater than 0.
        public var maximumSpiralGrowth = 0.15
        /// How much further the stroke's direction may turn than the stroke goes round its
        /// centre, over chords of 3/16 of a lap, for strokes that are not ellipses. Going round
        /// a circle the two are alike; people's circles turn at most 85° further (a curl where
        /// the pen lands); the generated hearts begun at their dent turn 101–117° further, by the
        /// dent where their ends meet. Default 100°. [0°, 3600°].
        public var maximumExtraTurning: PlaneAngle = .degrees(100)
        /// Strokes smaller than this across (points) are tap jitter. Default 10 pt. At least 0.
        public var minimumSize = 10.0
        /// Optional limit on the whole stroke's duration, seconds. Default none. Greater than 0.
        public var maximumDuration: Double? = nil
        /// Optional limit on a pause between samples (or, when streaming, since the last sample),
        /// seconds. Default none. Greater than 0.
        public var maximumPause: Double? = nil
        /// The round shapes that count as a match. Default: circles only, so a flat ellipse is
        /// rejected as "an ellipse, 2.0:1" and an arc as "not closed". Not empty.
        public var acceptedShapes: Set<RoundShape> {
            get { Set(accepted.shapes) }
            set { accepted = RoundShapes(newValue) }
        }
        /// ``acceptedShapes`` as bits: what the checks read, on every stroke.
        var accepted: RoundShapes = .circle

        /// The defaults described on each property.
        public static let `default` = Configuration()

        /// Creates the default configuration.
        ///
        /// - Complexity: O(1).
        public init() {}

        /// Throws the first limit that is out of its range, naming the key, the value and the
        /// range, then the first pair of settings that contradict each other, naming both keys.
        /// Every check's limit is validated by its `allowedRange`; the one pair that can
        /// contradict is ``minimumArcSweep`` above ``minimumSweep`` (every stroke between the two
        /// would be "not round" and none an arc, whether or not arcs are accepted).
        ///
        /// - Complexity: O(*k*) in the number of checks.
        public func validate() throws(ConfigurationError) {
            try validate(namingJSONKeys: false)
        }

        /// ``validate()``, naming each limit by its key in Swift (`minimumArcSweep`) or, for a
        /// configuration read from JSON, as the file writes it (`minimumArcSweepDegrees`).
        package func validate(namingJSONKeys: Bool) throws(ConfigurationError) {
            let name = { (check: CircleDetector.Check) in namingJSONKeys ? check.rule.jsonKey : check.key }
            for rule in CircleDetector.Check.rules {
                guard let limit = rule.limit(in: self) else { continue }
                try ConfigurationError.check(limit, name(rule.check), in: rule.allowedRange)
            }
            if accepted.isEmpty {
                throw ConfigurationError(
                    key: "acceptedShapes", value: "empty", allowed: "at least one of circle, ellipse, arc")
            }
            if minimumArcSweep > minimumSweep {
                throw ConfigurationError(
                    key: name(.minimumArcSweep), value: NumberText.exact(minimumArcSweep.degrees),
                    allowed: "at most \(name(.minimumSweep)) (\(NumberText.exact(minimumSweep.degrees)))")
            }
        }

        /// The least sweep an accepted shape needs: ``minimumSweep``, or ``minimumArcSweep`` when
        /// arcs are accepted.
        package var requiredSweep: PlaneAngle {
            accepted.contains(.arc) ? Swift.min(minimumSweep, minimumArcSweep) : minimumSweep
        }

        /// The round shape a stroke with `measurements` is drawn as, before any roundness check:
        /// a circle or an ellipse when it goes round ``minimumSweep`` (an ellipse when flatter
        /// than ``maximumAspectRatio``), an arc when it goes round ``minimumArcSweep``, else
        /// `nil`.
        ///
        /// - Complexity: O(1).
        package func shape(of measurements: Measurements) -> RoundShape? {
            let sweep = measurements.checkedSweep
            if sweep >= minimumSweep.degrees {
                return measurements.aspectRatio > maximumAspectRatio ? .ellipse : .circle
            }
            return sweep >= minimumArcSweep.degrees ? .arc : nil
        }
    }
}

// JSON form written by `encircle tune`: one key per check (angles in degrees, with `Degrees`
// appended), plus `acceptedShapes`. Every key is optional (missing keys keep their defaults);
// unknown keys and out-of-range values are errors, so a typo cannot silently change nothing.
extension CircleDetector.Configuration: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private static let acceptedShapesKey = "acceptedShapes"

    /// The JSON keys a configuration may have.
    ///
    /// - Complexity: O(*k*) in the number of checks.
    package static var jsonKeys: [String] { CircleDetector.Check.rules.map(\.jsonKey) + [acceptedShapesKey] }

    /// Decodes the JSON `encircle tune` writes; missing keys keep their defaults.
    ///
    /// - Throws: ``ConfigurationError`` for an unknown key, a value of the wrong type or out of
    ///   range, and limits that contradict each other.
    public init(from decoder: any Decoder) throws {
        do {
            self.init()
            try decoder.rejectUnknownConfigurationKeys(Self.jsonKeys, in: "CircleDetector.Configuration")
            let container = try decoder.container(keyedBy: Key.self)
            for rule in CircleDetector.Check.rules {
                let key = Key(rule.jsonKey)
                guard container.contains(key) else { continue }
                if try container.decodeNil(forKey: key) {
                    guard rule.limit(in: CircleDetector.Configuration()) == nil else {
                        throw ConfigurationError(key: rule.jsonKey, value: "null", allowed: "a number")
                    }
                    continue
                }
                let value = try container.decode(Double.self, forKey: key)
                try ConfigurationError.check(value, rule.jsonKey, in: rule.allowedRange)
                self = rule.setting(value, in: self)
            }
            if container.contains(Key(Self.acceptedShapesKey)) {
                acceptedShapes = try container.decode(Set<RoundShape>.self, forKey: Key(Self.acceptedShapesKey))
            }
            try validate(namingJSONKeys: true)
        } catch {
            throw ConfigurationError(decoding: error)
        }
    }

    /// Encodes every set limit under its JSON key, and the accepted shapes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for rule in CircleDetector.Check.rules {
            guard let limit = rule.limit(in: self) else { continue }
            try container.encode(limit, forKey: Key(rule.jsonKey))
        }
        try container.encode(accepted.shapes, forKey: Key(Self.acceptedShapesKey))
    }
}
