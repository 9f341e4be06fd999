import Encircle

extension TemplateRecognizer {
    /// How a stroke is compared with a template.
    public enum Matcher: String, Hashable, Sendable, Codable, CaseIterable {
        /// $1 (Wobbrock, Wilson and Li, UIST 2007): the mean distance between corresponding
        /// points after the best turn, found by golden-section search; score 1 − d / (½·√(250² + 250²)).
        case dollarOne = "dollar1"
        /// Protractor (Li, CHI 2010): the angle between the gestures as vectors after the best
        /// turn, found in closed form; score 1 − angle (radians), at least 0. Faster than $1.
        case protractor
    }

    /// What a ``TemplateRecognizer`` compares and how strict it is.
    ///
    /// The defaults suit an app's own gestures: a stroke matches a template drawn in either
    /// direction, at about the template's orientation (tilted up to 45°), and nothing is
    /// recognized below a score of 0.7. ``dollarOneReference`` is the reference $1.
    ///
    /// ```swift
    /// var configuration = TemplateRecognizer.Configuration()
    /// configuration.matcher = .protractor
    /// configuration.minimumScore = 0.8
    /// let recognizer = try TemplateRecognizer(templates: saved, configuration: configuration)
    /// ```
    ///
    /// ## JSON
    /// Every key is optional (a missing key keeps its default); an unknown key or a value out
    /// of range is an error naming it.
    public struct Configuration: Hashable, Sendable, Codable {
        /// How strokes are compared with templates.
        public var matcher: Matcher = .dollarOne
        /// The score below which nothing is recognized (a ``TemplateRejection/Reason/belowMinimumScore``
        /// rejection), from 0 to 1; 0 always recognizes the closest template. The matchers score
        /// on different scales: 0.7 for $1 and about 0.4 for Protractor reject as few of the
        /// gestures people meant (about 1 in 100 on the $1 study's strokes).
        public var minimumScore: Double = 0.7
        /// Whether a stroke drawn end to start matches its template: each template is also
        /// compared reversed.
        public var isDirectionInvariant = true
        /// Whether a gesture matches its template at any orientation (the $1 reference turns
        /// both to their indicative angle). Off, a stroke matches only within ``angleRangeDegrees``
        /// of the template's orientation, so that gestures that are turns of each other — a
        /// caret and a v, or, drawn either way, `[` and `]` — stay apart.
        public var isRotationInvariant = false
        /// How far the matcher turns a stroke each way to fit a template, in degrees, from 0 to
        /// 180; the reference's 45.
        public var angleRangeDegrees = 45.0
        /// The precision of $1's golden-section search over that range, in degrees, greater
        /// than 0; the reference's 2.
        public var anglePrecisionDegrees = 2.0
        /// Whether straight lines and shapes are kept apart, by $N's one-dimensional test (turned
        /// to its indicative angle, the gesture's box is at most a quarter as wide as it is
        /// long): a straight stroke is compared only with straight templates, scaled uniformly as
        /// $N does, and any other stroke only with the other templates. On by default: $1
        /// stretches a line to the square, so a line of any direction would match a check mark
        /// at about 0.8. The reference $1 has no such test (``dollarOneReference`` turns it off).
        public var separatesLines = true

        /// The defaults: $1, direction invariant, rotation sensitive, minimum score 0.7.
        ///
        /// - Complexity: O(1).
        public init() {}

        /// The reference $1 recognizer: rotation invariant, direction sensitive, always
        /// answering with the closest template (minimum score 0).
        public static let dollarOneReference: Configuration = {
            var configuration = Configuration()
            configuration.minimumScore = 0
            configuration.isDirectionInvariant = false
            configuration.isRotationInvariant = true
            configuration.separatesLines = false
            return configuration
        }()

        /// Throws the first setting out of range.
        ///
        /// - Complexity: O(1).
        public func validate() throws(ConfigurationError) {
            try ConfigurationError.check(minimumScore, "minimumScore", in: .closed(0, 1))
            try ConfigurationError.check(angleRangeDegrees, "angleRangeDegrees", in: .closed(0, 180))
            try ConfigurationError.check(anglePrecisionDegrees, "anglePrecisionDegrees", in: .positive)
        }

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case matcher, minimumScore, isDirectionInvariant, isRotationInvariant, angleRangeDegrees,
                anglePrecisionDegrees, separatesLines
        }

        /// Decodes the settings; missing keys keep their defaults.
        ///
        /// - Throws: ``ConfigurationError`` for an unknown key, a value of the wrong type or out of
        ///   range, and settings that contradict each other.
        /// - Complexity: O(1).
        public init(from decoder: any Decoder) throws {
            do {
                try decoder.rejectUnknownConfigurationKeys(CodingKeys.self, in: "TemplateRecognizer.Configuration")
                let container = try decoder.container(keyedBy: CodingKeys.self)
                let defaults = Configuration()
                matcher = try container.decodeIfPresent(Matcher.self, forKey: .matcher) ?? defaults.matcher
                minimumScore =
                    try container.decodeIfPresent(Double.self, forKey: .minimumScore) ?? defaults.minimumScore
                isDirectionInvariant =
                    try container.decodeIfPresent(Bool.self, forKey: .isDirectionInvariant)
                    ?? defaults.isDirectionInvariant
                isRotationInvariant =
                    try container.decodeIfPresent(Bool.self, forKey: .isRotationInvariant)
                    ?? defaults.isRotationInvariant
                angleRangeDegrees =
                    try container.decodeIfPresent(Double.self, forKey: .angleRangeDegrees) ?? defaults.angleRangeDegrees
                anglePrecisionDegrees =
                    try container.decodeIfPresent(Double.self, forKey: .anglePrecisionDegrees)
                    ?? defaults.anglePrecisionDegrees
                separatesLines =
                    try container.decodeIfPresent(Bool.self, forKey: .separatesLines) ?? defaults.separatesLines
                try validate()
            } catch {
                throw ConfigurationError(decoding: error)
            }
        }
    }
}
