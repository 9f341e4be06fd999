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

    /// The verdict once the stroke has ended: the first check the stroke fails, as
    /// ``rejection(for:)`` answers on its complete measurements, but measured only as far as the
    /// checks it reaches need (``judge(_:firstFailure:)``).
    ///
    /// - Complexity: O(1): the work is bounded by the summary's capacity.
    func verdict(on evidence: StrokeEvidence) -> Detection<DetectedCircle> {
        if let problem = evidence.inputProblem { return .rejected(Self.rejection(for: problem)) }
        guard evidence.sampleCount >= StrokeEvidence.minimumSampleCount else {
            return .rejected(.tooFewPoints(evidence.sampleCount, minimum: StrokeEvidence.minimumSampleCount))
        }
        return evidence.withMeasuring { measuring in
            if let rejection = rejection(for: judge(&measuring, firstFailure: true), of: measuring.measurements) {
                return .rejected(rejection)
            }
            // An accepted stroke reports all its measurements and its confidence reads them all.
            measuring.measure(through: .complete)
            return .circle(
                DetectedCircle(
                    measuring.shape, of: evidence, confidence: confidence(for: measuring.measurements),
                    configuration: configuration))
        }
    }

    /// What the checks make of a stroke.
    enum Judgement {
        /// A check the stroke fails, with what it measured and the check's limit.
        case failed(Check, measured: Double, limit: Double)
        /// The stroke passes every check but is a round shape ``Configuration/acceptedShapes``
        /// leaves out.
        case shapeNotAccepted(RoundShape)
        /// The stroke is accepted.
        case accepted
    }

    /// Judges a stroke by ``checks``, measuring a stage at a time and only as far as needed:
    /// after each stage every check whose quantities are now measured is judged, and the next
    /// stage is measured only while an undecided check could still change the answer. A
    /// stroke that fails on its sweep is never fitted with an ellipse, and an ideal ellipse is
    /// worked out only for a stroke judged as an ellipse.
    ///
    /// With `firstFailure`, the answer is the first failing check in the order of ``checks``
    /// (the verdict's rejection); without, any failing check will do (whether the stroke is
    /// accepted), which lets a check of an early stage decide before later stages are measured.
    /// Either way a check is judged on exactly the values complete measurements would give it,
    /// so the answer is the one complete measurements would get.
    ///
    /// - Complexity: O(*k*) checks, and each stage measured at most once.
    func judge(_ measuring: inout some StagedMeasurements, firstFailure: Bool) -> Judgement {
        if let failure = failure(on: &measuring, first: firstFailure) { return failure }
        // Every stroke that passes the checks is a round shape; only its kind can be left out.
        measuring.measure(through: Self.shapeStage)
        if let shape = configuration.shape(of: measuring.measurements), !configuration.acceptedShapes.contains(shape) {
            return .shapeNotAccepted(shape)
        }
        return .accepted
    }

    /// The first of ``checks`` that fails (with `first`; without, any that fails), measuring
    /// stage by stage; `nil` when none fails.
    private func failure(on measuring: inout some StagedMeasurements, first: Bool) -> Judgement? {
        let checks = Self.checks
        // Which checks have been judged, one bit per check (no allocation: the streaming
        // recognizer judges while the stroke is drawn).
        var judged: UInt64 = 0
        var failure: Judgement?
        // Only checks before the first failure found so far can change the verdict's rejection.
        var undecided = checks.count
        while true {
            // Judge every check whose stage has been measured; the others wait for the next stage.
            let measurements = measuring.measurements
            for index in 0..<undecided where judged & (1 << index) == 0 {
                let check = checks[index]
                guard check.stage(for: measurements, in: configuration) <= measuring.stage else { continue }
                judged |= 1 << index
                guard let (measured, limit) = check.failure(of: measurements, in: configuration) else { continue }
                let judgement = Judgement.failed(check, measured: measured, limit: limit)
                if !first { return judgement }
                failure = judgement
                undecided = index
                break
            }
            let allBefore: UInt64 = (1 << undecided) - 1
            guard judged & allBefore != allBefore, let next = measuring.stage.next else { return failure }
            measuring.measure(through: next)
        }
    }

    /// ``Configuration/shape(of:)`` reads the sweep and the aspect ratio.
    private static let shapeStage = MeasuringStage.ellipse

    /// The rejection for `judgement` of a stroke measured (at least as far as the judgement
    /// needed) as `measurements`; `nil` when it is accepted.
    ///
    /// - Complexity: O(1).
    func rejection(for judgement: Judgement, of measurements: Measurements) -> CircleRejection? {
        switch judgement {
        case .failed(let check, let measured, let limit):
            return check.rejection(measured: measured, limit: limit, for: measurements, in: configuration)
        case .shapeNotAccepted(let shape):
            let accepted = RoundShape.allCases.filter(configuration.acceptedShapes.contains).map(\.rawValue)
            return CircleRejection(
                reason: .shapeNotAccepted,
                message: "shape not accepted: a \(shape.rawValue) (accepted: \(accepted.joined(separator: ", ")))",
                shape: shape)
        case .accepted:
            return nil
        }
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
