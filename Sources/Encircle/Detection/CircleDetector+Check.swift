extension CircleDetector {
    /// One rule of Encircle's definition of a circle: what it measures, the limit it applies,
    /// what an ideal circle measures, when it applies, and the message it rejects with. Its raw
    /// value is the ``Configuration`` property that holds the limit.
    ///
    /// The cases, in the order they are applied, are the single definition that drives the
    /// verdict (the first applicable check that fails is the rejection), the
    /// ``DetectedCircle/confidence`` (each check's remaining margin), the tuner (which limits it
    /// learns), the ``Configuration``'s validation and JSON keys, and the Guide's table. Each
    /// check is defined once, as one value, in the one `switch` at the end of this file: a new
    /// check does not compile until it says what it is.
    ///
    /// ```swift
    /// let corner = CircleDetector.Check.maximumCornerTurn
    /// corner.key                                   // "maximumCornerTurn"
    /// corner.reason                                // .sharpCorner
    /// CircleDetector().detect(in: triangle).rejection?.message
    /// // "sharp corner: turns 159.9° within a short stretch (limit 125°)"
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
        /// How much further the stroke's direction turns than the stroke goes round its centre.
        case maximumExtraTurning

        /// The ``Configuration`` property that holds the limit (`"maximumCornerTurn"`).
        public var key: String { rawValue }

        /// The rejection reason when the check fails.
        public var reason: CircleRejection.Reason { rule.reason }

        /// What the check measures, in a phrase (for documentation and reports).
        public var summary: String { rule.summary }

        /// Every check's definition in the order they are applied, made once.
        package static let rules = allCases.map(\.definition)
    }
}

extension CircleDetector.Check {
    /// The check's whole definition (``rules`` holds each, made once).
    ///
    /// - Complexity: O(*k*) in the number of checks.
    package var rule: Rule { Self.rules.first { $0.check == self }! }

    /// The check's whole definition: the one place a check is written out, one entry per
    /// check. The cases above are in the order applied, the early checks (a prefix) first; a
    /// check's limit is the ``CircleDetector/Configuration`` property its raw value names.
    private var definition: Rule {
        switch self {
        case .maximumDuration:
            Rule(
                self, reason: .tooLong, limit: .optionalNumber(\.maximumDuration, .seconds), bound: .maximum,
                allowedRange: .positive, ideal: nil, stage: .drawing, isTunable: false,
                summary: "seconds from the first sample to the last (optional)",
                measured: { m, _ in m.duration },
                message: { "too long: took \(plain($0)) s (limit \(plain($1)) s)" })
        case .maximumPause:
            Rule(
                self, reason: .idle, limit: .optionalNumber(\.maximumPause, .seconds), bound: .maximum,
                allowedRange: .positive, ideal: nil, stage: .drawing, isTunable: false,
                summary: "the longest time between two samples (optional)",
                measured: { m, _ in m.longestPause },
                message: { "idle: paused \(plain($0)) s (limit \(plain($1)) s)" })
        case .maximumCornerTurn:
            // A circle turns 22.5° over 1/16 of a lap. A flat ellipse turns sharply at its two
            // ends on every lap: where ellipses are accepted, corners are left to the
            // concentration measured against the fitted ellipse.
            Rule(
                self, reason: .sharpCorner, limit: .angle(\.maximumCornerTurn), bound: .maximum,
                allowedRange: .halfOpen(above: 0, through: 180), ideal: 360 * CircleDefinition.turnWindowShare,
                stage: .drawing, isTunable: true,
                summary: "the sharpest turn within 1/16 of a lap (of the length, under one lap)",
                measured: { m, _ in m.cornerTurn.degrees },
                applies: { _, _, accepted in !accepted.contains(.ellipse) },
                message: { "sharp corner: turns \(degrees($0))° within a short stretch (limit \(degrees($1))°)" })
        case .maximumCornerCount:
            // Not judged where ellipses are accepted, for the same reason as the sharpest turn.
            Rule(
                self, reason: .cornerCount, limit: .count(\.maximumCornerCount), bound: .maximum,
                allowedRange: .closed(0, 1000), ideal: 0, stage: .drawing, isTunable: false,
                summary: "distinct turns of 65° or more over 1/16 and 1/8 of a lap (of the length, under one lap)",
                measured: { m, _ in Double(m.cornerCount) },
                applies: { _, _, accepted in !accepted.contains(.ellipse) },
                message: { "corners: turns sharply at \(plain($0)) places (a circle has none; limit \(plain($1)))" })
        case .minimumSize:
            Rule(
                self, reason: .tooSmall, limit: .number(\.minimumSize, .points), bound: .minimum,
                allowedRange: .nonNegative, ideal: nil, stage: .summary, isTunable: false,
                summary: "the larger side of the bounding box",
                measured: { m, _ in m.size },
                message: { "too small: \(plain($0)) pt across (minimum \(plain($1)) pt)" })
        case .minimumArcSweep:
            Rule(
                self, reason: .noRoundShape, limit: .angle(\.minimumArcSweep), bound: .minimum,
                allowedRange: .halfOpen(above: 0, through: 3600), ideal: nil, stage: .fits, isTunable: false,
                summary: "the angle swept round the fitted centre: less is no round shape at all",
                measured: { m, _ in m.checkedSweep },
                message: {
                    "no round shape: swept \(degrees($0))° round its centre, less than an arc's \(degrees($1))°"
                })
        case .maximumReversal:
            Rule(
                self, reason: .reverses, limit: .angle(\.maximumReversal), bound: .maximum,
                allowedRange: .closed(0, 360), ideal: 0, stage: .reversal, isTunable: true,
                summary: "the largest turn back against the stroke's direction, over chords of 1/10 of a lap",
                measured: { m, _ in m.reversal.degrees },
                message: { "reverses: turns back \(degrees($0))° against its direction (limit \(degrees($1))°)" })
        case .maximumCornerConcentration:
            // A circle turns evenly: half its turning in half its length.
            Rule(
                self, reason: .corners, limit: .number(\.maximumCornerConcentration, .ratio), bound: .maximum,
                allowedRange: .halfOpen(above: 0, through: 1), ideal: 0.5, stage: .cornerConcentration, isTunable: true,
                summary:
                    "the share of the turning done in the sharpest half of the stroke (beyond an ideal ellipse's, for an ellipse)",
                measured: { m, shape in shape == .ellipse ? m.ellipseCornerConcentration : m.cornerConcentration },
                message: {
                    "corners: \(NumberText.percent($0)) of its turning is in half of its length"
                        + " (limit \(NumberText.percent($1)))"
                })
        case .maximumRadialDeviation:
            Rule(
                self, reason: .notRound, limit: .number(\.maximumRadialDeviation, .ratio), bound: .maximum,
                allowedRange: .positive, ideal: 0, stage: .fits, isTunable: true,
                summary: "RMS distance from the fitted circle (ellipse, for an ellipse) over its radius",
                measured: { m, shape in shape == .ellipse ? m.ellipseDeviation : m.radialDeviation },
                message: { "not round: radius varies \(NumberText.percent($0)) (limit \(NumberText.percent($1)))" })
        case .maximumTailDeviation:
            Rule(
                self, reason: .tail, limit: .number(\.maximumTailDeviation, .ratio), bound: .maximum,
                allowedRange: .positive, ideal: 0, stage: .fits, isTunable: true,
                summary: "how far the farther end lies off the fitted circle (ellipse), over its radius",
                measured: { m, shape in shape == .ellipse ? m.ellipseTailDeviation : m.tailDeviation },
                message: {
                    "tail: an end lies \(NumberText.percent($0)) of the radius off the circle"
                        + " (limit \(NumberText.percent($1)))"
                })
        case .maximumSpiralGrowth:
            Rule(
                self, reason: .spiral, limit: .number(\.maximumSpiralGrowth, .ratio), bound: .maximum,
                allowedRange: .positive, ideal: 0, stage: .fits, isTunable: true,
                summary: "the steady change of radius per lap over the radius, beyond 1¼ laps",
                measured: { m, _ in m.spiralGrowth },
                applies: { m, _, _ in m.laps >= CircleDefinition.spiralLaps },
                message: {
                    "spiral: radius changes \(NumberText.percent($0)) per turn (limit \(NumberText.percent($1)))"
                })
        case .minimumSweep:
            // Where arcs are accepted, a stroke that stops short is an arc, not a failure.
            Rule(
                self, reason: .notClosed, limit: .angle(\.minimumSweep), bound: .minimum,
                allowedRange: .halfOpen(above: 0, through: 3600), ideal: 360, stage: .fits, isTunable: true,
                summary: "the angle swept round the fitted centre",
                measured: { m, _ in m.checkedSweep },
                applies: { _, _, accepted in !accepted.contains(.arc) }, namesShape: true,
                message: { "not closed: swept \(degrees($0))° of the required \(degrees($1))°" })
        case .maximumAspectRatio:
            // Judged on closed strokes (a circle or an ellipse by their sweep) where ellipses
            // are not accepted.
            Rule(
                self, reason: .ellipse, limit: .number(\.maximumAspectRatio, .ratio), bound: .maximum,
                allowedRange: .atLeast(1), ideal: 1, stage: .fits, isTunable: true,
                summary: "long over short axis of the fitted ellipse, for closed strokes",
                measured: { m, _ in m.aspectRatio },
                applies: { _, shape, accepted in
                    (shape == .circle || shape == .ellipse) && !accepted.contains(.ellipse)
                }, namesShape: true,
                message: {
                    "an ellipse, \(NumberText.fixed($0, fractionDigits: 1)):1"
                        + " (a circle is at most \(NumberText.fixed($1, fractionDigits: 1)):1)"
                })
        case .maximumExtraTurning:
            // Going round a circle, a stroke's direction turns as far as the stroke goes round
            // its centre; a heart begun at its dent turns further by the dent where its ends
            // meet, which no turn inside the stroke shows. Round a flat ellipse the two differ at
            // the ends of a gap, so an ellipse is not judged.
            Rule(
                self, reason: .cusp, limit: .angle(\.maximumExtraTurning), bound: .maximum,
                allowedRange: .closed(0, 3600), ideal: 0, stage: .reversal, isTunable: false,
                summary:
                    "how much further the direction of chords of 3/16 of a lap turns than they go round the fitted centre",
                measured: { m, _ in m.extraTurning.degrees },
                applies: { _, shape, _ in shape != .ellipse },
                message: {
                    "cusp: turns \(degrees($0))° further than it goes round, where its ends meet or in a loop"
                        + " (limit \(degrees($1))°)"
                })
        }
    }
}

/// A number as messages print it: up to 2 decimals, no trailing zeros (`"0.26"`, `"10"`).
private func plain(_ value: Double) -> String { NumberText.plain(value) }

/// An angle's degrees as messages print them: up to 1 decimal (`"212"`, `"39.2"`).
private func degrees(_ value: Double) -> String { NumberText.plain(value, fractionDigits: 1) }
