extension CircleDetector.Check {
    /// Whether the limit is the least (``minimum``) or the most (``maximum``) a circle may
    /// measure.
    package enum Bound: String, Hashable, Sendable {
        /// The measurement must reach the limit (a sweep, a size).
        case minimum
        /// The measurement must stay at or below the limit (a corner, a deviation).
        case maximum
    }

    /// The unit of the measurement and the limit.
    package enum Unit: String, Hashable, Sendable {
        /// Angles, in degrees; the JSON key ends in `Degrees`.
        case degrees
        /// Lengths, in points.
        case points
        /// Times, in seconds.
        case seconds
        /// Dimensionless ratios.
        case ratio
        /// Whole numbers of things (corners).
        case count
    }

    /// What must be measured before a check can judge a stroke, in the order it is measured.
    ///
    /// The early checks (``drawing``) are judged as the samples arrive. At the end, the stroke is
    /// measured step by step, each step only once the next check in the table needs it, and the
    /// first check that fails ends the verdict: a stroke that sweeps too little to be any round
    /// shape is never smoothed and turned, one that turns back is not judged for corners.
    package enum Stage: Int, Comparable, Sendable {
        /// The summary while the samples arrive: time, the sharpest turn and the corners, which
        /// only grow as the stroke goes on.
        case drawing
        /// The summary at the end: the stroke's size.
        case summary
        /// The circle and the ellipse fitted to the stroke, and what is measured round them:
        /// the sweep, the deviations, the tail, the spiral growth, the aspect ratio.
        case fits
        /// The largest turn back, on the smoothed points, and the extra turning, on the points.
        case reversal
        /// The corner concentration, on the smoothed points.
        case cornerConcentration

        package static func < (a: Stage, b: Stage) -> Bool { a.rawValue < b.rawValue }
    }

    /// The ``CircleDetector/Configuration`` property that holds a check's limit, and how its
    /// value reads as a number in the check's unit.
    package enum LimitProperty: Sendable {
        /// A number in `Unit`.
        case number(any WritableKeyPath<CircleDetector.Configuration, Double> & Sendable, Unit)
        /// A number in `Unit`, or `nil` when the check is switched off.
        case optionalNumber(any WritableKeyPath<CircleDetector.Configuration, Double?> & Sendable, Unit)
        /// An angle, read in degrees.
        case angle(any WritableKeyPath<CircleDetector.Configuration, PlaneAngle> & Sendable)
        /// A whole number; a fraction set counts as the whole number below it.
        case count(any WritableKeyPath<CircleDetector.Configuration, Int> & Sendable)

        /// The unit the limit is read in.
        var unit: Unit {
            switch self {
            case .number(_, let unit), .optionalNumber(_, let unit): unit
            case .angle: .degrees
            case .count: .count
            }
        }

        /// The limit `configuration` sets, `nil` when it is switched off.
        func value(in configuration: CircleDetector.Configuration) -> Double? {
            switch self {
            case .number(let property, _): configuration[keyPath: property]
            case .optionalNumber(let property, _): configuration[keyPath: property]
            case .angle(let property): configuration[keyPath: property].degrees
            case .count(let property): Double(configuration[keyPath: property])
            }
        }

        /// Sets the limit to `value`; `nil` switches an optional limit off and leaves others
        /// unchanged.
        func set(_ value: Double?, in configuration: inout CircleDetector.Configuration) {
            switch self {
            case .optionalNumber(let property, _): configuration[keyPath: property] = value
            case .number(let property, _): if let value { configuration[keyPath: property] = value }
            case .angle(let property): if let value { configuration[keyPath: property] = .degrees(value) }
            case .count(let property):
                if let value { configuration[keyPath: property] = ConfigurationError.count(value) }
            }
        }
    }

    /// A check written out whole: its key, reason, limit and comparison, what it measures, when
    /// it applies, and its message. ``CircleDetector/Check/rule`` gives each check's, and
    /// ``CircleDetector/Check/rules`` all of them in order; everything that reads a check — the
    /// verdict, the confidence, the tuner, the configuration's validation and coding, the
    /// Guide's table — reads this value.
    ///
    /// A class, made once per check (``CircleDetector/Check/rules``): the verdict walks the
    /// rules for every stroke, and a reference is copied with one count where the whole
    /// definition takes one per string, key path and closure (as a struct, it made detecting 7%
    /// slower).
    package final class Rule: Hashable, Sendable {
        /// The check this defines.
        package let check: CircleDetector.Check
        /// The rejection reason when the check fails.
        package let reason: CircleRejection.Reason
        /// Where the configuration holds the limit, and its unit.
        package let limitProperty: LimitProperty
        /// Whether the limit is a minimum or a maximum.
        package let bound: Bound
        /// The limits the configuration accepts, in ``unit``.
        package let allowedRange: AllowedRange
        /// What an ideal circle measures, in ``unit``; `nil` for checks that do not describe the
        /// shape (size, time, the least sweep of an arc) and so take no part in the confidence.
        package let ideal: Double?
        /// What must be measured before the check can judge a stroke: a check judged while
        /// the stroke is drawn (``Stage/drawing``) measures what can only grow as it goes on.
        package let stage: Stage
        /// Whether `encircle tune` learns the limit from labelled strokes.
        package let isTunable: Bool
        /// What the check measures, in a phrase (for documentation and reports).
        package let summary: String
        /// Whether a stroke that fails the check is a round shape the configuration leaves out
        /// (an arc that does not close, an ellipse too flat for a circle): its rejection names
        /// the shape drawn.
        package let namesShape: Bool
        /// What the check measures on a stroke with these measurements, judged as this round
        /// shape; `nil` when there is nothing to measure (no timestamps).
        private let measure: @Sendable (CircleDetector.Measurements, RoundShape?) -> Double?
        /// Whether the check judges such a stroke, of this round shape, when these shapes are
        /// accepted (a spiral needs more than one lap, for instance).
        private let judging: @Sendable (CircleDetector.Measurements, RoundShape?, RoundShapes) -> Bool
        /// The sentence a failure prints, from the measured value and the limit.
        private let wording: @Sendable (_ measured: Double, _ limit: Double) -> String

        /// Defines `check`. The measurement reads the stroke's measurements and the round shape
        /// it was judged as (roundness is measured against the fitted ellipse for an ellipse);
        /// `applies` says which strokes the check judges, given the accepted shapes (all, by
        /// default).
        init(
            _ check: CircleDetector.Check, reason: CircleRejection.Reason, limit: LimitProperty, bound: Bound,
            allowedRange: AllowedRange, ideal: Double?, stage: Stage, isTunable: Bool, summary: String,
            measured: @escaping @Sendable (CircleDetector.Measurements, RoundShape?) -> Double?,
            applies: @escaping @Sendable (CircleDetector.Measurements, RoundShape?, RoundShapes) -> Bool = { _, _, _ in
                true
            },
            namesShape: Bool = false, message: @escaping @Sendable (_ measured: Double, _ limit: Double) -> String
        ) {
            self.check = check
            self.reason = reason
            self.limitProperty = limit
            self.bound = bound
            self.allowedRange = allowedRange
            self.ideal = ideal
            self.stage = stage
            self.isTunable = isTunable
            self.summary = summary
            self.namesShape = namesShape
            self.measure = measured
            self.judging = applies
            self.wording = message
        }

        /// Whether a streaming recognizer applies the check while the stroke is being drawn.
        package var isJudgedEarly: Bool { stage == .drawing }

        /// The ``CircleDetector/Configuration`` property that holds the limit
        /// (`"maximumCornerTurn"`).
        package var key: String { check.key }

        /// The key of the limit in a configuration's JSON: ``key``, with `Degrees` appended for
        /// angles (`"minimumSweepDegrees"`).
        package var jsonKey: String { unit == .degrees ? key + "Degrees" : key }

        /// The unit of the measurement and the limit.
        package var unit: Unit { limitProperty.unit }

        /// The limit `configuration` sets, in ``unit``; `nil` when the check is switched off
        /// (an optional limit left unset).
        ///
        /// - Complexity: O(1).
        package func limit(in configuration: CircleDetector.Configuration) -> Double? {
            limitProperty.value(in: configuration)
        }

        /// `configuration` with this check's limit set to `limit` (in ``unit``), clamped into
        /// ``allowedRange``; `nil` switches an optional limit off and leaves others unchanged.
        ///
        /// - Complexity: O(1).
        package func setting(
            _ limit: Double?, in configuration: CircleDetector.Configuration
        ) -> CircleDetector.Configuration {
            var configuration = configuration
            limitProperty.set(limit.map(allowedRange.clamped), in: &configuration)
            return configuration
        }

        /// What the check measures on a stroke with `measurements`, in ``unit``, judged as
        /// `shape`; `nil` when the stroke has nothing to measure (no timestamps).
        ///
        /// - Complexity: O(1).
        package func measured(in measurements: CircleDetector.Measurements, as shape: RoundShape?) -> Double? {
            measure(measurements, shape)
        }

        /// The sentence a failure prints: the check, what it measured and the limit.
        ///
        /// - Complexity: O(1).
        package func message(measured: Double, limit: Double) -> String {
            wording(measured, limit)
        }

        /// Whether the check judges a stroke with `measurements`, of round shape `shape`, when
        /// the `accepted` shapes are accepted.
        ///
        /// - Complexity: O(1).
        func judges(_ measurements: CircleDetector.Measurements, as shape: RoundShape?, accepted: RoundShapes) -> Bool {
            judging(measurements, shape, accepted)
        }

        /// The rejection when a stroke with `measurements` fails the check under
        /// `configuration`; `nil` when it passes or the check does not apply (its limit is
        /// unset, or it does not judge such a stroke).
        ///
        /// - Complexity: O(1).
        package func rejection(
            for measurements: CircleDetector.Measurements, in configuration: CircleDetector.Configuration
        ) -> CircleRejection? {
            CircleDetector.ConfiguredCheck(self, in: configuration)?
                .rejection(for: measurements, as: configuration.shape(of: measurements))
        }

        /// How far a stroke with `measurements` is from the limit `configuration` sets
        /// (``CircleDetector/ConfiguredCheck/margin(for:as:)``); `nil` when the check takes no
        /// part in the confidence or does not apply.
        ///
        /// - Complexity: O(1).
        package func margin(
            for measurements: CircleDetector.Measurements, in configuration: CircleDetector.Configuration
        ) -> Double? {
            CircleDetector.ConfiguredCheck(self, in: configuration)?
                .margin(for: measurements, as: configuration.shape(of: measurements))
        }
    }
}

extension CircleDetector.Check.Rule {
    /// Two rules are equal when they define the same check: a check has one rule.
    package static func == (a: CircleDetector.Check.Rule, b: CircleDetector.Check.Rule) -> Bool {
        a.check == b.check
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(check) }
}
