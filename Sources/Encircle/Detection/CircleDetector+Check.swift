extension CircleDetector {
    /// One rule of Encircle's definition of a circle: what it measures, the limit it applies,
    /// what an ideal circle measures, when it applies, and the message it rejects with. Its raw
    /// value is the ``Configuration`` property that holds the limit.
    ///
    /// The cases, in the order they are applied, are the single definition that drives the
    /// verdict (the first applicable check that fails is the rejection), the
    /// ``DetectedCircle/confidence`` (each check's remaining margin), the tuner (which limits it
    /// learns), the ``Configuration``'s validation and JSON keys, and the Guide's table. Every
    /// property is an exhaustive `switch`: a new check does not compile until each says what it
    /// is.
    ///
    /// ```swift
    /// let corner = CircleDetector.Check.maximumCornerTurn
    /// corner.reason                                // .sharpCorner
    /// corner.limit(in: .default)                   // 125 (degrees)
    /// corner.rejection(for: measurements, in: .default)?.message
    /// // "sharp corner: turns 128.3° within a short stretch (limit 125°)"
    /// ```
    public enum Check: String, CaseIterable, Hashable, Sendable, Codable {
        /// Seconds from the first sample to the last (optional).
        case maximumDuration
        /// The longest time between two samples (optional).
        case maximumPause
        /// The sharpest turn within 1/16 of a lap.
        case maximumCornerTurn
        /// Distinct corners.
        case maximumCornerCount
        /// The size of the stroke.
        case minimumSize
        /// The sweep below which a stroke is no round shape at all.
        case minimumArcSweep
        /// The largest turn back against the stroke's direction.
        case maximumReversal
        /// The share of the turning done in the sharpest half of the stroke.
        case maximumCornerConcentration
        /// The distance from the fitted circle or ellipse.
        case maximumRadialDeviation
        /// How far an end lies off the fitted circle or ellipse.
        case maximumTailDeviation
        /// The steady change of radius per lap.
        case maximumSpiralGrowth
        /// The sweep a circle or an ellipse needs.
        case minimumSweep
        /// How flat a circle may be.
        case maximumAspectRatio

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

        /// The checks a streaming recognizer applies while the stroke is drawn
        /// (`isJudgedEarly`), in order.
        package static let early = allCases.filter(\.isJudgedEarly)

        /// Every check in order, made once: `allCases` makes a new array each time, and a
        /// recognizer judges the checks while the stroke is drawn, where nothing is allocated.
        static let inOrder = allCases

        /// The ``Configuration`` property that holds the limit (`"maximumCornerTurn"`).
        public var key: String { rawValue }

        /// The key of the limit in a configuration's JSON: ``key``, with `Degrees` appended for
        /// angles (`"minimumSweepDegrees"`).
        package var jsonKey: String { unit == .degrees ? key + "Degrees" : key }

        /// The rejection reason when the check fails.
        public var reason: CircleRejection.Reason {
            switch self {
            case .maximumDuration: .tooLong
            case .maximumPause: .idle
            case .maximumCornerTurn: .sharpCorner
            case .maximumCornerCount: .cornerCount
            case .minimumSize: .tooSmall
            case .minimumArcSweep: .noRoundShape
            case .maximumReversal: .reverses
            case .maximumCornerConcentration: .corners
            case .maximumRadialDeviation: .notRound
            case .maximumTailDeviation: .tail
            case .maximumSpiralGrowth: .spiral
            case .minimumSweep: .notClosed
            case .maximumAspectRatio: .ellipse
            }
        }

        /// The unit of the measurement and the limit.
        package var unit: Unit {
            switch self {
            case .maximumDuration, .maximumPause: .seconds
            case .maximumCornerTurn, .minimumArcSweep, .maximumReversal, .minimumSweep: .degrees
            case .maximumCornerCount: .count
            case .minimumSize: .points
            case .maximumCornerConcentration, .maximumRadialDeviation, .maximumTailDeviation, .maximumSpiralGrowth,
                .maximumAspectRatio:
                .ratio
            }
        }

        /// Whether the limit is a minimum or a maximum.
        package var bound: Bound {
            switch self {
            case .minimumSize, .minimumArcSweep, .minimumSweep: .minimum
            default: .maximum
            }
        }

        /// The limits the configuration accepts, in `unit`.
        package var allowedRange: AllowedRange {
            switch self {
            case .maximumDuration, .maximumPause, .maximumRadialDeviation, .maximumTailDeviation,
                .maximumSpiralGrowth:
                .positive
            case .maximumCornerTurn: .halfOpen(above: 0, through: 180)
            case .maximumCornerCount: .closed(0, 1000)
            case .minimumSize: .nonNegative
            case .minimumArcSweep, .minimumSweep: .halfOpen(above: 0, through: 3600)
            case .maximumReversal: .closed(0, 360)
            case .maximumCornerConcentration: .halfOpen(above: 0, through: 1)
            case .maximumAspectRatio: .atLeast(1)
            }
        }

        /// What an ideal circle measures, in `unit`; `nil` for checks that do not describe the
        /// shape (size, time, the least sweep of an arc) and so take no part in the confidence.
        package var ideal: Double? {
            switch self {
            case .maximumDuration, .maximumPause, .minimumSize, .minimumArcSweep: nil
            // A circle turns 22.5° over 1/16 of a lap.
            case .maximumCornerTurn: 360 * CircleDefinition.turnWindowShare
            case .maximumCornerCount, .maximumReversal, .maximumRadialDeviation, .maximumTailDeviation,
                .maximumSpiralGrowth:
                0
            // A circle turns evenly: half its turning in half its length.
            case .maximumCornerConcentration: 0.5
            case .minimumSweep: 360
            case .maximumAspectRatio: 1
            }
        }

        /// What the check measures, in a phrase (for documentation and reports).
        public var summary: String {
            switch self {
            case .maximumDuration: "seconds from the first sample to the last (optional)"
            case .maximumPause: "the longest time between two samples (optional)"
            case .maximumCornerTurn: "the sharpest turn within 1/16 of a lap (of the length, under one lap)"
            case .maximumCornerCount:
                "distinct turns of 65° or more over 1/16 and 1/8 of a lap (of the length, under one lap)"
            case .minimumSize: "the larger side of the bounding box"
            case .minimumArcSweep: "the angle swept round the fitted centre: less is no round shape at all"
            case .maximumReversal: "the largest turn back against the stroke's direction, over chords of 1/10 of a lap"
            case .maximumCornerConcentration:
                "the share of the turning done in the sharpest half of the stroke (beyond an ideal ellipse's, for an ellipse)"
            case .maximumRadialDeviation:
                "RMS distance from the fitted circle (ellipse, for an ellipse) over its radius"
            case .maximumTailDeviation: "how far the farther end lies off the fitted circle (ellipse), over its radius"
            case .maximumSpiralGrowth: "the steady change of radius per lap over the radius, beyond 1¼ laps"
            case .minimumSweep: "the angle swept round the fitted centre"
            case .maximumAspectRatio: "long over short axis of the fitted ellipse, for closed strokes"
            }
        }

        /// Whether a streaming recognizer applies the check while the stroke is being drawn: it
        /// measures what can only grow as the stroke goes on.
        package var isJudgedEarly: Bool {
            switch self {
            case .maximumDuration, .maximumPause, .maximumCornerTurn, .maximumCornerCount: true
            default: false
            }
        }

        /// Whether `encircle tune` learns the limit from labelled strokes.
        package var isTunable: Bool {
            switch self {
            case .maximumDuration, .maximumPause, .maximumCornerCount, .minimumSize, .minimumArcSweep: false
            default: true
            }
        }

        /// The limit `configuration` sets, in `unit`; `nil` when the check is switched off
        /// (an optional limit left unset).
        ///
        /// - Complexity: O(1).
        package func limit(in configuration: Configuration) -> Double? {
            switch self {
            case .maximumDuration: configuration.maximumDuration
            case .maximumPause: configuration.maximumPause
            case .maximumCornerTurn: configuration.maximumCornerTurn.degrees
            case .maximumCornerCount: Double(configuration.maximumCornerCount)
            case .minimumSize: configuration.minimumSize
            case .minimumArcSweep: configuration.minimumArcSweep.degrees
            case .maximumReversal: configuration.maximumReversal.degrees
            case .maximumCornerConcentration: configuration.maximumCornerConcentration
            case .maximumRadialDeviation: configuration.maximumRadialDeviation
            case .maximumTailDeviation: configuration.maximumTailDeviation
            case .maximumSpiralGrowth: configuration.maximumSpiralGrowth
            case .minimumSweep: configuration.minimumSweep.degrees
            case .maximumAspectRatio: configuration.maximumAspectRatio
            }
        }

        /// `configuration` with this check's limit set to `limit` (in `unit`), clamped into
        /// `allowedRange`; `nil` switches an optional limit off and leaves others unchanged.
        ///
        /// - Complexity: O(1).
        package func setting(_ limit: Double?, in configuration: Configuration) -> Configuration {
            var configuration = configuration
            let value = limit.map(allowedRange.clamped)
            switch self {
            case .maximumDuration: configuration.maximumDuration = value
            case .maximumPause: configuration.maximumPause = value
            default:
                guard let value else { return configuration }
                switch self {
                case .maximumDuration, .maximumPause: break
                case .maximumCornerTurn: configuration.maximumCornerTurn = .degrees(value)
                case .maximumCornerCount: configuration.maximumCornerCount = Int(value.rounded(.down))
                case .minimumSize: configuration.minimumSize = value
                case .minimumArcSweep: configuration.minimumArcSweep = .degrees(value)
                case .maximumReversal: configuration.maximumReversal = .degrees(value)
                case .maximumCornerConcentration: configuration.maximumCornerConcentration = value
                case .maximumRadialDeviation: configuration.maximumRadialDeviation = value
                case .maximumTailDeviation: configuration.maximumTailDeviation = value
                case .maximumSpiralGrowth: configuration.maximumSpiralGrowth = value
                case .minimumSweep: configuration.minimumSweep = .degrees(value)
                case .maximumAspectRatio: configuration.maximumAspectRatio = value
                }
            }
            return configuration
        }

        /// What the check measures on a stroke with `measurements`, in `unit`, judged as
        /// `shape` (roundness is measured against the fitted ellipse for an ellipse, against the
        /// fitted circle otherwise); `nil` when the stroke has nothing to measure (no timestamps).
        ///
        /// - Complexity: O(1).
        package func measured(in measurements: Measurements, as shape: RoundShape?) -> Double? {
            let m = measurements
            switch self {
            case .maximumDuration: return m.duration
            case .maximumPause: return m.longestPause
            case .maximumCornerTurn: return m.cornerTurnDegrees
            case .maximumCornerCount: return Double(m.cornerCount)
            case .minimumSize: return m.size
            case .minimumArcSweep, .minimumSweep: return m.sweep
            case .maximumReversal: return m.reversalDegrees
            case .maximumCornerConcentration:
                return shape == .ellipse ? m.ellipseCornerConcentration : m.cornerConcentration
            case .maximumRadialDeviation: return shape == .ellipse ? m.ellipseDeviation : m.radialDeviation
            case .maximumTailDeviation: return shape == .ellipse ? m.ellipseTailDeviation : m.tailDeviation
            case .maximumSpiralGrowth: return m.spiralGrowth
            case .maximumAspectRatio: return m.aspectRatio
            }
        }

        /// Whether the check applies to such a stroke under `configuration`: its limit is set and
        /// the stroke is of the kind it judges (a spiral needs more than one lap, for instance).
        ///
        /// - Complexity: O(1).
        package func applies(to measurements: Measurements, in configuration: Configuration) -> Bool {
            guard limit(in: configuration) != nil else { return false }
            switch self {
            // A flat ellipse turns sharply at its two ends on every lap: where ellipses are
            // accepted, corners are left to the concentration measured against the fitted ellipse.
            case .maximumCornerTurn, .maximumCornerCount: return !configuration.acceptedShapes.contains(.ellipse)
            case .maximumSpiralGrowth: return measurements.laps >= CircleDefinition.spiralLaps
            case .minimumSweep: return !configuration.acceptedShapes.contains(.arc)
            case .maximumAspectRatio:
                return measurements.sweep >= configuration.minimumSweep.degrees
                    && !configuration.acceptedShapes.contains(.ellipse)
            default: return true
            }
        }

        /// The measurement and the limit when a stroke with `measurements` fails the check under
        /// `configuration`; `nil` when it passes or the check does not apply.
        ///
        /// - Complexity: O(1).
        package func failure(of measurements: Measurements, in configuration: Configuration) -> (
            measured: Double, limit: Double
        )? {
            guard applies(to: measurements, in: configuration), let limit = limit(in: configuration),
                let measured = measured(in: measurements, as: readsShape ? configuration.shape(of: measurements) : nil)
            else { return nil }
            let passes = bound == .minimum ? measured >= limit : measured <= limit
            return passes ? nil : (measured, limit)
        }

        /// Whether what the check measures depends on the round shape the stroke is judged as.
        private var readsShape: Bool {
            switch self {
            case .maximumCornerConcentration, .maximumRadialDeviation, .maximumTailDeviation: true
            default: false
            }
        }

        /// The rejection when a stroke with `measurements` fails the check under
        /// `configuration`, or `nil` when it passes or the check does not apply.
        ///
        /// - Complexity: O(1).
        package func rejection(for measurements: Measurements, in configuration: Configuration) -> CircleRejection? {
            guard let (measured, limit) = failure(of: measurements, in: configuration) else { return nil }
            return CircleRejection(
                reason: reason, measured: measured, limit: limit, message: message(measured: measured, limit: limit),
                shape: rejectedShape(of: measurements, in: configuration))
        }

        /// The sentence a failure prints: the check, what it measured and the limit.
        ///
        /// - Complexity: O(1).
        package func message(measured: Double, limit: Double) -> String {
            func degrees(_ value: Double) -> String { NumberText.plain(value, fractionDigits: 1) }
            switch self {
            case .maximumDuration: return CircleRejection.tooLong(took: measured, limit: limit).message
            case .maximumPause:
                return "idle: paused \(NumberText.plain(measured)) s (limit \(NumberText.plain(limit)) s)"
            case .maximumCornerTurn:
                return "sharp corner: turns \(degrees(measured))° within a short stretch (limit \(degrees(limit))°)"
            case .maximumCornerCount:
                return "corners: turns sharply at \(NumberText.plain(measured)) places"
                    + " (a circle has none; limit \(NumberText.plain(limit)))"
            case .minimumSize:
                return "too small: \(NumberText.plain(measured)) pt across (minimum \(NumberText.plain(limit)) pt)"
            case .minimumArcSweep:
                return
                    "no round shape: swept \(degrees(measured))° round its centre, less than an arc's \(degrees(limit))°"
            case .maximumReversal:
                return "reverses: turns back \(degrees(measured))° against its direction (limit \(degrees(limit))°)"
            case .maximumCornerConcentration:
                return "corners: \(NumberText.percent(measured)) of its turning is in half of its length"
                    + " (limit \(NumberText.percent(limit)))"
            case .maximumRadialDeviation:
                return "not round: radius varies \(NumberText.percent(measured)) (limit \(NumberText.percent(limit)))"
            case .maximumTailDeviation:
                return "tail: an end lies \(NumberText.percent(measured)) of the radius off the circle"
                    + " (limit \(NumberText.percent(limit)))"
            case .maximumSpiralGrowth:
                return
                    "spiral: radius changes \(NumberText.percent(measured)) per turn (limit \(NumberText.percent(limit)))"
            case .minimumSweep:
                return "not closed: swept \(degrees(measured))° of the required \(degrees(limit))°"
            case .maximumAspectRatio:
                return "an ellipse, \(NumberText.fixed(measured, fractionDigits: 1)):1"
                    + " (a circle is at most \(NumberText.fixed(limit, fractionDigits: 1)):1)"
            }
        }

        /// How far a stroke with `measurements` is from this check's limit, 0…1: 1 at (or
        /// beyond) the ideal circle's value, 0 at the limit, falling smoothly in between
        /// (1 − (1 − s)², where s is the linear share of the way from the limit to the ideal).
        /// `nil` when the check takes no part in the confidence or does not apply.
        ///
        /// - Complexity: O(1).
        package func margin(for measurements: Measurements, in configuration: Configuration) -> Double? {
            guard let ideal, applies(to: measurements, in: configuration), let limit = limit(in: configuration),
                let measured = measured(in: measurements, as: configuration.shape(of: measurements))
            else { return nil }
            guard limit != ideal else { return measured == ideal ? 1 : 0 }
            let share = (limit - measured) / (limit - ideal)
            guard share.isFinite else { return 0 }
            let s = Swift.min(Swift.max(share, 0), 1)
            return s * (2 - s)
        }

        /// The round shape a stroke failing this check was drawn as: a round stroke that failed
        /// only for its shape (an arc when arcs are not accepted, an ellipse when ellipses are
        /// not).
        private func rejectedShape(of measurements: Measurements, in configuration: Configuration) -> RoundShape? {
            switch self {
            case .minimumSweep: configuration.shape(of: measurements) == .arc ? .arc : nil
            case .maximumAspectRatio: .ellipse
            default: nil
            }
        }
    }
}
