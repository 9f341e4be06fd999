/// The judge: ``CircleDetector``'s checks applied to the evidence a fold gathered.
extension CircleDetector {
    /// The rejection a stroke has earned while being drawn: unusable input, or an early check
    /// (``Check/isJudgedEarly``) that already fails; `nil` while it may still be a circle.
    ///
    /// `limits` must be this detector's (``EarlyLimits/init(_:)`` of ``configuration``): most
    /// samples are admitted by them without running the checks.
    ///
    /// - Complexity: O(1).
    func earlyRejection(of evidence: StrokeEvidence, within limits: EarlyLimits) -> CircleRejection? {
        if limits.admit(evidence) { return nil }
        if let problem = evidence.inputProblem { return Self.rejection(for: problem) }
        let measurements = evidence.earlyMeasurements
        for check in Self.earlyChecks {
            if let rejection = check.rejection(for: measurements, in: configuration) { return rejection }
        }
        return nil
    }

    /// The rejection for a stroke that has paused since its last sample until `time`, when that
    /// pause breaks ``Configuration/maximumPause``.
    ///
    /// - Complexity: O(1).
    func idleRejection(of evidence: StrokeEvidence, at time: Double) -> CircleRejection? {
        guard let last = evidence.lastTime, time.isFinite, time > last, let check = Self.check(forKey: "maximumPause")
        else { return nil }
        var measurements = evidence.earlyMeasurements
        measurements.longestPause = max(measurements.longestPause ?? 0, time - last)
        return check.rejection(for: measurements, in: configuration)
    }

    /// The verdict once the stroke has ended.
    ///
    /// - Complexity: O(1): the work is bounded by the summary's capacity.
    func verdict(on evidence: StrokeEvidence) -> Detection<DetectedCircle> {
        if let problem = evidence.inputProblem { return .rejected(Self.rejection(for: problem)) }
        guard evidence.sampleCount >= StrokeEvidence.minimumSampleCount else {
            return .rejected(.tooFewPoints(evidence.sampleCount, minimum: StrokeEvidence.minimumSampleCount))
        }
        let shape = evidence.measureShape()
        if let rejection = rejection(for: shape.measurements) { return .rejected(rejection) }
        return .circle(
            DetectedCircle(
                shape, of: evidence, confidence: confidence(for: shape.measurements), configuration: configuration))
    }

    static let earlyChecks = checks.filter(\.isJudgedEarly)

    private static func rejection(for problem: StrokeEvidence.InputProblem) -> CircleRejection {
        switch problem {
        case .invalidSample(let index): .invalidSample(at: index)
        case .timeNotIncreasing(let index): .timeNotIncreasing(at: index)
        case .outOfRange(let index, let magnitude): .outOfRange(at: index, magnitude: magnitude)
        }
    }
}
