extension CircleDetector {
    /// The limits ``CircleDetector`` applies. Every default is explained in the Guide
    /// `Guides/CircleDetector.md`; `encircle tune` learns them from labelled logs.
    ///
    /// ```swift
    /// var configuration = CircleDetector.Configuration.default
    /// configuration.minimumSweep = .degrees(180)   // also report semicircles, as arcs
    /// let detector = CircleDetector(configuration: configuration)
    /// ```
    public struct Configuration: Hashable, Sendable {
        /// How far round the fitted centre the stroke must go. Default 300°: people who stop a
        /// little short have still drawn a circle; a 240° "C" is an arc. Lower it to detect arcs.
        public var minimumSweep: PlaneAngle = .degrees(300)
        /// How far the stroke may turn back against its own direction. Default 30°: wobbles are
        /// fine (drawn circles reach about 16°); the stem of a question mark (37° or more), a
        /// brace or an S is not.
        public var maximumReversal: PlaneAngle = .degrees(30)
        /// The sharpest turn allowed within 1/16 of the length drawn. Default 125°: no circle
        /// turns like that (people's ovals reach about 80°, a pen-down hook on a slow stroke
        /// about 120°); triangles, arrows and stars do.
        public var maximumCornerTurn: PlaneAngle = .degrees(125)
        /// The largest share of the total turning that may happen in the sharpest quarter of the
        /// stroke. A circle turns evenly (25%); drawn circles reach about 48%; rectangles and
        /// triangles put 67% or more into their corners. Default 0.575.
        public var maximumCornerConcentration = 0.575
        /// The largest ratio of the long to the short axis. Default 1.8: the mildly oval circles
        /// people draw (up to about 1.6) are circles; a clearly flat ellipse is not.
        public var maximumAspectRatio = 1.8
        /// The largest RMS distance from the fitted circle, relative to its radius. Default 0.27:
        /// it admits ellipses up to ``maximumAspectRatio`` and rejects loops with tails (pigtails).
        public var maximumRadialDeviation = 0.27
        /// How far an end of the stroke may lie off the fitted circle, relative to the radius.
        /// Default 0.6: drawn circles end on their circle (ovals' ends reach about 0.35); a loop
        /// entered or left by a straight tail ("6", "e", a pigtail) ends far off it.
        public var maximumTailDeviation = 0.6
        /// The largest steady change of radius per turn, relative to the radius, for strokes that
        /// go round more than 1¼ times. Default 0.15: an overtraced circle, not a spiral.
        public var maximumSpiralGrowth = 0.15
        /// Strokes smaller than this across (points) are tap jitter. Default 10 pt.
        public var minimumSize = 10.0
        /// Optional limit on the whole stroke's duration, seconds. Default none.
        public var maximumDuration: Double? = nil
        /// Optional limit on a pause between samples (or, when streaming, since the last sample),
        /// seconds. Default none.
        public var maximumPause: Double? = nil

        /// The defaults described on each property.
        public static let `default` = Configuration()

        /// Creates the default configuration.
        ///
        /// - Complexity: O(1).
        public init() {}

        /// Checks the limits for programmer errors.
        ///
        /// - Precondition: every limit is finite and in its meaningful range.
        func validated() -> Configuration {
            precondition(minimumSweep.radians.isFinite && minimumSweep.radians > 0, "minimumSweep must be positive")
            precondition(maximumReversal.radians >= 0, "maximumReversal must not be negative")
            precondition(maximumCornerTurn.radians > 0, "maximumCornerTurn must be positive")
            precondition(maximumCornerConcentration > 0, "maximumCornerConcentration must be positive")
            precondition(maximumAspectRatio >= 1, "maximumAspectRatio must be at least 1")
            precondition(maximumRadialDeviation > 0, "maximumRadialDeviation must be positive")
            precondition(maximumSpiralGrowth > 0, "maximumSpiralGrowth must be positive")
            precondition(maximumTailDeviation > 0, "maximumTailDeviation must be positive")
            precondition(minimumSize >= 0 && minimumSize.isFinite, "minimumSize must be finite and not negative")
            return self
        }
    }
}

// JSON form written by `encircle tune`: angles in degrees, every key optional (missing keys keep
// their defaults), so a configuration file stays readable and forward compatible.
extension CircleDetector.Configuration: Codable {
    private enum CodingKeys: String, CodingKey {
        case minimumSweepDegrees, maximumReversalDegrees, maximumCornerTurnDegrees
        case maximumCornerConcentration, maximumAspectRatio, maximumRadialDeviation, maximumSpiralGrowth
        case maximumTailDeviation
        case minimumSize, maximumDuration, maximumPause
    }

    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func angle(_ key: CodingKeys, _ current: PlaneAngle) throws -> PlaneAngle {
            try c.decodeIfPresent(Double.self, forKey: key).map(PlaneAngle.degrees) ?? current
        }
        minimumSweep = try angle(.minimumSweepDegrees, minimumSweep)
        maximumReversal = try angle(.maximumReversalDegrees, maximumReversal)
        maximumCornerTurn = try angle(.maximumCornerTurnDegrees, maximumCornerTurn)
        maximumCornerConcentration =
            try c.decodeIfPresent(Double.self, forKey: .maximumCornerConcentration) ?? maximumCornerConcentration
        maximumAspectRatio = try c.decodeIfPresent(Double.self, forKey: .maximumAspectRatio) ?? maximumAspectRatio
        maximumRadialDeviation =
            try c.decodeIfPresent(Double.self, forKey: .maximumRadialDeviation) ?? maximumRadialDeviation
        maximumSpiralGrowth = try c.decodeIfPresent(Double.self, forKey: .maximumSpiralGrowth) ?? maximumSpiralGrowth
        maximumTailDeviation =
            try c.decodeIfPresent(Double.self, forKey: .maximumTailDeviation) ?? maximumTailDeviation
        minimumSize = try c.decodeIfPresent(Double.self, forKey: .minimumSize) ?? minimumSize
        maximumDuration = try c.decodeIfPresent(Double.self, forKey: .maximumDuration)
        maximumPause = try c.decodeIfPresent(Double.self, forKey: .maximumPause)
        let invalid: String? =
            if !(minimumSweep.radians > 0) { "minimumSweepDegrees must be positive" } else if !(maximumAspectRatio >= 1)
            {
                "maximumAspectRatio must be at least 1"
            } else if !(maximumCornerConcentration > 0 && maximumRadialDeviation > 0 && maximumSpiralGrowth > 0) {
                "limits must be positive"
            } else if !(minimumSize >= 0) {
                "minimumSize must not be negative"
            } else if !(maximumReversal.radians >= 0 && maximumCornerTurn.radians > 0) {
                "angle limits must be positive"
            } else { nil }
        if let invalid {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: invalid))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        // Degrees rounded to 1e-9 so that 125° does not come back as 124.99999999999999°.
        func degrees(_ angle: PlaneAngle) -> Double { (angle.degrees * 1e9).rounded() / 1e9 }
        try c.encode(degrees(minimumSweep), forKey: .minimumSweepDegrees)
        try c.encode(degrees(maximumReversal), forKey: .maximumReversalDegrees)
        try c.encode(degrees(maximumCornerTurn), forKey: .maximumCornerTurnDegrees)
        try c.encode(maximumCornerConcentration, forKey: .maximumCornerConcentration)
        try c.encode(maximumAspectRatio, forKey: .maximumAspectRatio)
        try c.encode(maximumRadialDeviation, forKey: .maximumRadialDeviation)
        try c.encode(maximumSpiralGrowth, forKey: .maximumSpiralGrowth)
        try c.encode(maximumTailDeviation, forKey: .maximumTailDeviation)
        try c.encode(minimumSize, forKey: .minimumSize)
        try c.encodeIfPresent(maximumDuration, forKey: .maximumDuration)
        try c.encodeIfPresent(maximumPause, forKey: .maximumPause)
    }
}
