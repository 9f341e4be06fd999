extension CircleDetector {
    /// Every check of ``CircleDetector``, in the order they are applied: the first applicable
    /// check that fails is the rejection. The checks marked ``Check/isJudgedEarly`` also fail a
    /// stroke while it is being drawn. Input that cannot be measured at all (too few points,
    /// NaN, coordinates beyond ±10⁹, time running backwards) is rejected before any of these.
    ///
    /// The defaults and why they were chosen are in the Guide `Guides/CircleDetector.md`, whose
    /// table is checked against this list by a test.
    public static let checks: [Check] = [
        Check(
            reason: .tooLong, key: "maximumDuration", unit: .seconds, bound: .maximum, allowedRange: .positive,
            ideal: nil, summary: "seconds from the first sample to the last (optional)", isJudgedEarly: true,
            isTunable: false, value: { m, _ in m.duration }, neededStage: { _, _ in .drawn },
            limitValue: { $0.maximumDuration },
            setLimit: { $0.maximumDuration = $1 }, appliesTo: { _, _ in true },
            message: { CircleRejection.tooLong(took: $0, limit: $1).message }),
        Check(
            reason: .idle, key: "maximumPause", unit: .seconds, bound: .maximum, allowedRange: .positive,
            ideal: nil, summary: "the longest time between two samples (optional)", isJudgedEarly: true,
            isTunable: false, value: { m, _ in m.longestPause }, neededStage: { _, _ in .drawn },
            limitValue: { $0.maximumPause },
            setLimit: { $0.maximumPause = $1 }, appliesTo: { _, _ in true },
            message: { "idle: paused \(NumberText.plain($0)) s (limit \(NumberText.plain($1)) s)" }),
        Check(
            reason: .sharpCorner, key: "maximumCornerTurn", unit: .degrees, bound: .maximum,
            allowedRange: .halfOpen(above: 0, through: 180), ideal: 360.0 / 16,
            summary: "the sharpest turn within 1/16 of a lap (of the length, under one lap)", isJudgedEarly: true,
            isTunable: true, value: { m, _ in m.cornerTurnDegrees }, neededStage: { _, _ in .drawn },
            limitValue: { $0.maximumCornerTurn.degrees },
            setLimit: { c, limit in if let limit { c.maximumCornerTurn = .degrees(limit) } },
            appliesTo: { _, _ in true },
            message: {
                "sharp corner: turns \(NumberText.plain($0, fractionDigits: 1))° within a short stretch"
                    + " (limit \(NumberText.plain($1, fractionDigits: 1))°)"
            }),
        Check(
            reason: .cornerCount, key: "maximumCornerCount", unit: .count, bound: .maximum,
            allowedRange: .closed(0, 1000), ideal: 0,
            summary: "distinct turns of 65° or more over 1/16 and 1/8 of a lap (of the length, under one lap)",
            isJudgedEarly: true, isTunable: false, value: { m, _ in Double(m.cornerCount) },
            neededStage: { _, _ in .drawn },
            limitValue: { Double($0.maximumCornerCount) },
            setLimit: { c, limit in if let limit { c.maximumCornerCount = Int(limit.rounded(.down)) } },
            // A flat ellipse turns sharply at its two ends on every lap: where ellipses are
            // accepted, corners are left to the concentration measured against the fitted ellipse.
            appliesTo: { _, c in !c.acceptedShapes.contains(.ellipse) },
            message: {
                "corners: turns sharply at \(NumberText.plain($0)) places (a circle has none; limit \(NumberText.plain($1)))"
            }),
        Check(
            reason: .tooSmall, key: "minimumSize", unit: .points, bound: .minimum, allowedRange: .nonNegative,
            ideal: nil, summary: "the larger side of the bounding box", isJudgedEarly: false, isTunable: false,
            value: { m, _ in m.size }, neededStage: { _, _ in .drawn }, limitValue: { $0.minimumSize },
            setLimit: { c, limit in if let limit { c.minimumSize = limit } }, appliesTo: { _, _ in true },
            message: { "too small: \(NumberText.plain($0)) pt across (minimum \(NumberText.plain($1)) pt)" }),
        Check(
            reason: .notClosed, key: "minimumArcSweep", unit: .degrees, bound: .minimum,
            allowedRange: .halfOpen(above: 0, through: 3600), ideal: nil,
            summary: "the angle swept round the fitted centre: less is no round shape at all", isJudgedEarly: false,
            isTunable: false,
            value: { m, _ in m.sweep }, neededStage: { _, _ in .circle }, limitValue: { $0.minimumArcSweep.degrees },
            setLimit: { c, limit in if let limit { c.minimumArcSweep = .degrees(limit) } },
            appliesTo: { _, _ in true },
            message: {
                "not closed: swept \(NumberText.plain($0, fractionDigits: 1))°, less than an arc's"
                    + " \(NumberText.plain($1, fractionDigits: 1))°"
            }),
        Check(
            reason: .reverses, key: "maximumReversal", unit: .degrees, bound: .maximum,
            allowedRange: .closed(0, 360), ideal: 0,
            summary: "the largest turn back against the stroke's direction", isJudgedEarly: false, isTunable: true,
            value: { m, _ in m.reversalDegrees }, neededStage: { _, _ in .reversal },
            limitValue: { $0.maximumReversal.degrees },
            setLimit: { c, limit in if let limit { c.maximumReversal = .degrees(limit) } },
            appliesTo: { _, _ in true },
            message: {
                "reverses: turns back \(NumberText.plain($0, fractionDigits: 1))° against its direction"
                    + " (limit \(NumberText.plain($1, fractionDigits: 1))°)"
            }),
        Check(
            reason: .corners, key: "maximumCornerConcentration", unit: .ratio, bound: .maximum,
            allowedRange: .halfOpen(above: 0, through: 1), ideal: 0.25,
            summary:
                "the share of each lap's turning done in its sharpest quarter (beyond an ideal ellipse's, for an ellipse)",
            isJudgedEarly: false,
            isTunable: true,
            value: { m, shape in shape == .ellipse ? m.ellipseCornerConcentration : m.cornerConcentration },
            // Judged as an ellipse, the concentration is read against an ideal ellipse's.
            neededStage: { m, c in c.shape(of: m) == .ellipse ? .idealEllipse : .ellipse },
            limitValue: { $0.maximumCornerConcentration },
            setLimit: { c, limit in if let limit { c.maximumCornerConcentration = limit } },
            appliesTo: { _, _ in true },
            message: {
                "corners: \(NumberText.percent($0)) of its turning is in a quarter of its length"
                    + " (limit \(NumberText.percent($1)))"
            }),
        Check(
            reason: .notRound, key: "maximumRadialDeviation", unit: .ratio, bound: .maximum,
            allowedRange: .positive, ideal: 0,
            summary: "RMS distance from the fitted circle (ellipse, for an ellipse) over its radius",
            isJudgedEarly: false, isTunable: true,
            value: { m, shape in shape == .ellipse ? m.ellipseDeviation : m.radialDeviation },
            // The shape (circle or ellipse) needs the aspect ratio.
            neededStage: { _, _ in .ellipse },
            limitValue: { $0.maximumRadialDeviation },
            setLimit: { c, limit in if let limit { c.maximumRadialDeviation = limit } },
            appliesTo: { _, _ in true },
            message: { "not round: radius varies \(NumberText.percent($0)) (limit \(NumberText.percent($1)))" }),
        Check(
            reason: .tail, key: "maximumTailDeviation", unit: .ratio, bound: .maximum, allowedRange: .positive,
            ideal: 0, summary: "how far the farther end lies off the fitted circle (ellipse), over its radius",
            isJudgedEarly: false, isTunable: true,
            value: { m, shape in shape == .ellipse ? m.ellipseTailDeviation : m.tailDeviation },
            // The shape (circle or ellipse) needs the aspect ratio.
            neededStage: { _, _ in .ellipse },
            limitValue: { $0.maximumTailDeviation },
            setLimit: { c, limit in if let limit { c.maximumTailDeviation = limit } },
            appliesTo: { _, _ in true },
            message: {
                "tail: an end lies \(NumberText.percent($0)) of the radius off the circle"
                    + " (limit \(NumberText.percent($1)))"
            }),
        Check(
            reason: .spiral, key: "maximumSpiralGrowth", unit: .ratio, bound: .maximum, allowedRange: .positive,
            ideal: 0, summary: "the steady change of radius per lap over the radius, beyond 1¼ laps",
            isJudgedEarly: false, isTunable: true, value: { m, _ in m.spiralGrowth },
            neededStage: { _, _ in .roundness },
            limitValue: { $0.maximumSpiralGrowth },
            setLimit: { c, limit in if let limit { c.maximumSpiralGrowth = limit } },
            appliesTo: { m, _ in m.laps >= spiralLaps },
            message: {
                "spiral: radius changes \(NumberText.percent($0)) per turn (limit \(NumberText.percent($1)))"
            }),
        Check(
            reason: .notClosed, key: "minimumSweep", unit: .degrees, bound: .minimum,
            allowedRange: .halfOpen(above: 0, through: 3600), ideal: 360,
            summary: "the angle swept round the fitted centre", isJudgedEarly: false, isTunable: true,
            value: { m, _ in m.sweep }, neededStage: { _, _ in .circle }, limitValue: { $0.minimumSweep.degrees },
            setLimit: { c, limit in if let limit { c.minimumSweep = .degrees(limit) } },
            appliesTo: { _, c in !c.acceptedShapes.contains(.arc) },
            message: {
                "not closed: swept \(NumberText.plain($0, fractionDigits: 1))° of the required"
                    + " \(NumberText.plain($1, fractionDigits: 1))°"
            }),
        Check(
            reason: .ellipse, key: "maximumAspectRatio", unit: .ratio, bound: .maximum, allowedRange: .atLeast(1),
            ideal: 1, summary: "long over short axis of the fitted ellipse, for closed strokes", isJudgedEarly: false,
            isTunable: true, value: { m, _ in m.aspectRatio }, neededStage: { _, _ in .ellipse },
            limitValue: { $0.maximumAspectRatio },
            setLimit: { c, limit in if let limit { c.maximumAspectRatio = limit } },
            appliesTo: { m, c in m.sweep >= c.minimumSweep.degrees - 1e-9 && !c.acceptedShapes.contains(.ellipse) },
            message: {
                "an ellipse, \(NumberText.fixed($0, fractionDigits: 1)):1"
                    + " (a circle is at most \(NumberText.fixed($1, fractionDigits: 1)):1)"
            }),
    ]

    /// Strokes that go round at least this many times are judged for spiral growth.
    static let spiralLaps = 1.25

    /// The check whose limit is the configuration property `key`, if any.
    ///
    /// - Complexity: O(*k*) in the number of checks.
    public static func check(forKey key: String) -> Check? {
        checks.first { $0.key == key }
    }
}
