import Encircle
import Foundation

extension ShapeRecognizer {
    /// Which shapes ``ShapeRecognizer`` names, how clearly, whether it snaps them clean, and the
    /// tolerances its tests apply. Every default is explained on its property and in
    /// `Guides/Shapes.md`.
    ///
    /// ```swift
    /// var configuration = ShapeRecognizer.Configuration.default
    /// configuration.allowedKinds = [.line, .rectangle, .circle, .ellipse]
    /// configuration.minimumConfidence = 0.3
    /// let recognizer = try ShapeRecognizer(configuration: configuration)
    /// ```
    ///
    /// ## JSON
    /// Every key is optional (a missing key keeps its default); angles are written in degrees
    /// under keys ending `Degrees`; an unknown key or a value out of range is an error naming
    /// the key as written.
    public struct Configuration: Hashable, Sendable {
        /// The kinds that may be named. A stroke that draws another kind is rejected
        /// (``ShapeRejection/Reason/kindNotAllowed``, naming the kind) rather than named the
        /// nearest allowed one. Default: all. Not empty.
        public var allowedKinds: Set<DrawnShape.Kind> = Set(DrawnShape.Kind.allCases)
        /// The least confidence a shape needs to be named (else
        /// ``ShapeRejection/Reason/lowConfidence``). Default 0: every shape whose tests pass.
        /// From 0 to 1.
        public var minimumConfidence = 0.0
        /// Whether geometry is made clean: rotations to the axes or 15° steps, nearly equal
        /// sides equal, nearly right angles right, a polyline's end onto its own corner. Default
        /// `true`; `false` gives the fitted geometry (`encircle shapes --raw`).
        public var snaps = true
        /// Strokes smaller than this across (points: the larger side of the bounding box, as the
        /// circle detector sizes a stroke) are taps. Default 10, the circle detector's. At least 0.
        public var minimumSize = CircleDetector.Configuration.default.minimumSize
        /// The flattest closed round stroke that is a circle; flatter ones are ellipses.
        /// Default 1.9, the circle detector's definition of a circle: the mildly oval circles
        /// people draw are circles, a 2:1 ellipse is not. At least 1.
        public var maximumCircleAspectRatio = CircleDetector.Configuration.default.maximumAspectRatio
        /// How far a line may bow: its farthest point from its chord (but the farthest tenth)
        /// over the chord's length. Default 0.09: lines drawn fast with a swing of the arm bow up
        /// to that (with it 98.8% of SIGN's lines are lines: `encircle shapes Data/sign-w01-w06.jsonl
        /// --targets Guides/shape-targets.json`; some look like arcs), as much as an arc of 41°; a bigger
        /// bow is an arc. Greater than 0 and at most 0.5.
        public var maximumLineBend = 0.09
        /// How far a side of a polyline or a polygon may bow, measured as a line's. Default 0.15:
        /// the long arm of a check and the sides of a fast triangle bow that much; an arc of 67°
        /// bows 15%. A polygon that is no triangle, rectangle, diamond or star may bow 4/5 of it
        /// (a curve cut into chords turns as little at each corner). Greater than 0.
        public var maximumSideBend = 0.15
        /// The least turn that is a corner of a polyline or a polygon. Default 35°: the corners of
        /// the polygons people draw turn 60° (a hexagon) or more; softer turns between straight
        /// stretches are a side's wobble. From 0° to 180°, exclusive of 0°.
        public var minimumCornerTurn: PlaneAngle = .degrees(35)
        /// The sharpest corner a smooth shape (arc, circle, ellipse, spiral, helix, curve) may
        /// have, and the sharpest turn where a closed one's ends meet. Default 120°: the ovals,
        /// arcs and spirals people draw turn up to about 100° at their tightest (sparsely sampled,
        /// a tight end reads as a corner), while a heart's point and cusp and a triangle's
        /// corners turn more. The circle detector tells polygons with softer corners from
        /// circles by how much of their turning the corners hold. From 0° to 180°.
        public var maximumSmoothTurn: PlaneAngle = .degrees(120)
        /// How far an arc may lie from its fitted circle: the RMS distance over the radius, or
        /// over four times the arc's depth when that is less (a shallow arc must explain its
        /// bow). Default 0.1. Greater than 0.
        public var maximumArcFitError = 0.1
        /// How far a curve may lie from its Bézier segments: the largest distance over the
        /// stroke's diagonal. Default 0.04. Greater than 0.
        public var maximumCurveError = 0.04
        /// The most Bézier segments a curve has: a smooth stroke that needs more is a scribble or
        /// handwriting. Default 4. From 1 to 16 (in JSON a fraction counts as the whole number below).
        public var maximumCurveSegments = 4
        /// The most corners of a polygon, and of an open polyline's parts. Default 12. From 3 to
        /// 100 (in JSON a fraction counts as the whole number below).
        public var maximumCorners = 12
        /// The widest gap between a closed shape's ends, as a share of its diagonal. Default 0.25:
        /// people stop short of where they began, a fast hand by up to a fifth of a rectangle's
        /// side; an arc of 315° leaves a gap this wide. From 0 to 1.
        public var closureGap = 0.25

        /// The defaults described on each property.
        public static let `default` = Configuration()

        /// Creates the default configuration.
        ///
        /// - Complexity: O(1).
        public init() {}

        /// Throws the first setting out of its range, naming its key as JSON writes it.
        ///
        /// - Complexity: O(1).
        public func validate() throws(ConfigurationError) {
            if allowedKinds.isEmpty {
                throw ConfigurationError(key: "allowedKinds", value: "empty", allowed: "at least one kind")
            }
            try ConfigurationError.check(minimumConfidence, "minimumConfidence", in: .closed(0, 1))
            try ConfigurationError.check(minimumSize, "minimumSize", in: .nonNegative)
            try ConfigurationError.check(maximumCircleAspectRatio, "maximumCircleAspectRatio", in: .atLeast(1))
            try ConfigurationError.check(maximumLineBend, "maximumLineBend", in: .halfOpen(above: 0, through: 0.5))
            try ConfigurationError.check(maximumSideBend, "maximumSideBend", in: .positive)
            try ConfigurationError.check(
                minimumCornerTurn.degrees, "minimumCornerTurnDegrees", in: .halfOpen(above: 0, through: 180))
            try ConfigurationError.check(maximumSmoothTurn.degrees, "maximumSmoothTurnDegrees", in: .closed(0, 180))
            try ConfigurationError.check(maximumArcFitError, "maximumArcFitError", in: .positive)
            try ConfigurationError.check(maximumCurveError, "maximumCurveError", in: .positive)
            try ConfigurationError.check(maximumCurveSegments, "maximumCurveSegments", in: Self.curveSegmentsRange)
            try ConfigurationError.check(maximumCorners, "maximumCorners", in: Self.cornersRange)
            try ConfigurationError.check(closureGap, "closureGap", in: .closed(0, 1))
        }

        /// The ranges of ``maximumCurveSegments`` and ``maximumCorners``.
        static let curveSegmentsRange = AllowedRange.closed(1, 16), cornersRange = AllowedRange.closed(3, 100)

        /// The least sweep of an arc, degrees: the arc that bows as much as a line may
        /// (``maximumLineBend``), so that a bowed stroke is a line or an arc and never neither.
        var minimumArcSweep: Double { 4 * atan(2 * maximumLineBend) * 180 / .pi }
    }
}

extension ShapeRecognizer.Configuration: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case allowedKinds, minimumConfidence, snaps, minimumSize, maximumCircleAspectRatio, maximumLineBend
        case maximumSideBend, minimumCornerTurnDegrees, maximumSmoothTurnDegrees, maximumArcFitError
        case maximumCurveError, maximumCurveSegments, maximumCorners, closureGap
    }

    /// Decodes the settings; missing keys keep their defaults.
    ///
    /// - Throws: ``Encircle/ConfigurationError`` for an unknown key, a value of the wrong type or out of
    ///   range, and settings that contradict each other.
    /// - Complexity: O(*k*) for *k* kinds.
    public init(from decoder: any Decoder) throws {
        do {
            try decoder.rejectUnknownConfigurationKeys(CodingKeys.self, in: "ShapeRecognizer.Configuration")
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init()
            func read<T: Decodable>(_ key: CodingKeys, into value: inout T) throws {
                if let decoded = try container.decodeIfPresent(T.self, forKey: key) { value = decoded }
            }
            // A count is read as a number, as the circle detector reads its counts: held to its
            // range as written, a fraction then counting as the whole number below it
            // (Foundation's error for 2.5 or 1e30 read as an `Int` names no key).
            func readCount(_ key: CodingKeys, into value: inout Int, in range: AllowedRange) throws {
                guard let number = try container.decodeIfPresent(Double.self, forKey: key) else { return }
                try ConfigurationError.check(number, key.stringValue, in: range)
                value = ConfigurationError.count(number)
            }
            try read(.allowedKinds, into: &allowedKinds)
            try read(.minimumConfidence, into: &minimumConfidence)
            try read(.snaps, into: &snaps)
            try read(.minimumSize, into: &minimumSize)
            try read(.maximumCircleAspectRatio, into: &maximumCircleAspectRatio)
            try read(.maximumLineBend, into: &maximumLineBend)
            try read(.maximumSideBend, into: &maximumSideBend)
            var cornerTurn = minimumCornerTurn.degrees, smoothTurn = maximumSmoothTurn.degrees
            try read(.minimumCornerTurnDegrees, into: &cornerTurn)
            try read(.maximumSmoothTurnDegrees, into: &smoothTurn)
            minimumCornerTurn = .degrees(cornerTurn)
            maximumSmoothTurn = .degrees(smoothTurn)
            try read(.maximumArcFitError, into: &maximumArcFitError)
            try read(.maximumCurveError, into: &maximumCurveError)
            try readCount(.maximumCurveSegments, into: &maximumCurveSegments, in: Self.curveSegmentsRange)
            try readCount(.maximumCorners, into: &maximumCorners, in: Self.cornersRange)
            try read(.closureGap, into: &closureGap)
            try validate()
        } catch {
            throw ConfigurationError(decoding: error)
        }
    }

    /// Encodes every setting under its JSON key; the allowed kinds in the order of
    /// ``DrawnShape/Kind/allCases``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(DrawnShape.Kind.allCases.filter(allowedKinds.contains), forKey: .allowedKinds)
        try container.encode(minimumConfidence, forKey: .minimumConfidence)
        try container.encode(snaps, forKey: .snaps)
        try container.encode(minimumSize, forKey: .minimumSize)
        try container.encode(maximumCircleAspectRatio, forKey: .maximumCircleAspectRatio)
        try container.encode(maximumLineBend, forKey: .maximumLineBend)
        try container.encode(maximumSideBend, forKey: .maximumSideBend)
        try container.encode(minimumCornerTurn.degrees, forKey: .minimumCornerTurnDegrees)
        try container.encode(maximumSmoothTurn.degrees, forKey: .maximumSmoothTurnDegrees)
        try container.encode(maximumArcFitError, forKey: .maximumArcFitError)
        try container.encode(maximumCurveError, forKey: .maximumCurveError)
        try container.encode(maximumCurveSegments, forKey: .maximumCurveSegments)
        try container.encode(maximumCorners, forKey: .maximumCorners)
        try container.encode(closureGap, forKey: .closureGap)
    }
}
