import Encircle
import EncircleEvaluation

/// Leave-one-subject-out evaluation of Encircle's detector: for each writer, the limits are
/// learned (``ThresholdTuner``) on every other writer's strokes, and that writer's strokes are
/// judged with them. Pooling the verdicts predicts how the detector does on writers it has never
/// seen.
///
/// ```swift
/// let (row, limits) = try LeaveOneSubjectOut.detector(for: loaded.strokes)
/// let report = try await Evaluator(evaluating: [row]).run(loaded.strokes)
/// limits["2"]   // the limits subject 2's strokes were judged with
/// ```
package enum LeaveOneSubjectOut {
    /// The row's identifier: that of the catalog's entry it stands for, Encircle's detector.
    package static let id = "encircle"

    /// A row for ``Evaluator`` that judges each subject's strokes with the limits learned
    /// without that subject, and the limits learned for each subject. Strokes whose log names
    /// no subject form one group of their own (key `nil`).
    ///
    /// The detector is chosen by ``LabeledStroke/subject`` when the stroke is judged, never by
    /// its samples: equal strokes drawn by different people are each judged with their own
    /// subject's limits.
    ///
    /// - Parameters:
    ///   - strokes: The labelled strokes, as loaded.
    ///   - transforms: The transforms the evaluation will apply; the limits are learned on the
    ///     strokes as they will be judged.
    ///   - tuner: How limits are learned (by default, ``EncircleEvaluation/ThresholdTuner``'s
    ///     defaults).
    ///   - start: The limits tuning starts from (and the detector's measuring limits).
    /// - Throws: ``ConfigurationError`` when a learned configuration is out of range (never for
    ///   a valid `start`).
    /// - Complexity: O(*s*·*T*) where *s* is the number of subjects and *T* the cost of tuning
    ///   on all strokes.
    package static func detector(
        for strokes: [LabeledStroke], transforms: [StrokeTransform] = [], tuner: ThresholdTuner? = nil,
        startingFrom start: CircleDetector.Configuration = .default
    ) throws(ConfigurationError) -> (
        detector: EvaluatedDetector, configurations: [String?: CircleDetector.Configuration]
    ) {
        let judged = transforms.apply(to: strokes)
        let measuring = try CircleDetector(configuration: start)
        let learner: ThresholdTuner
        if let tuner { learner = tuner } else { learner = try ThresholdTuner() }
        let subjects = Set(judged.map(\.subject))
        var configurations: [String?: CircleDetector.Configuration] = [:]
        var entries: [String?: DetectorEntry] = [:]
        for subject in subjects {
            let configuration = learner.tune(judged.filter { $0.subject != subject }, startingFrom: measuring)
            configurations[subject] = configuration
            entries[subject] = Self.entry(try CircleDetector(configuration: configuration))
        }
        let row = EvaluatedDetector(
            id: id, summary: "Encircle's detector, limits learned leave-one-subject-out", entriesBySubject: entries,
            fallback: Self.entry(measuring))
        return (row, configurations)
    }

    /// The catalog's entry of Encircle's detector with `detector`'s limits, in batch and
    /// streaming form.
    private static func entry(_ detector: CircleDetector) -> DetectorEntry {
        do {
            return try DetectorCatalog.standard(encircle: detector).entry(id: nil)
        } catch {
            preconditionFailure("the standard catalog registers Encircle's detector first: \(error)")
        }
    }
}
