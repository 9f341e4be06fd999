public import Encircle

/// Leave-one-subject-out evaluation of Encircle's detector: for each writer, the limits are
/// learned (``ThresholdTuner``) on every other writer's strokes, and that writer's strokes are
/// judged with them. Pooling the verdicts predicts how the detector does on writers it has never
/// seen.
///
/// ```swift
/// let (row, limits) = try LeaveOneSubjectOut.detector(for: loaded.strokes)
/// let report = try Evaluator(evaluating: [row]).run(loaded.strokes)
/// limits["2"]   // the limits subject 2's strokes were judged with
/// ```
public enum LeaveOneSubjectOut {
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
    ///   - tuner: How limits are learned.
    ///   - start: The limits tuning starts from (and the detector's measuring limits).
    /// - Throws: ``ConfigurationError`` when a learned configuration is out of range (never for
    ///   a valid `start`).
    /// - Complexity: O(*s*·*T*) where *s* is the number of subjects and *T* the cost of tuning
    ///   on all strokes.
    public static func detector(
        for strokes: [LabeledStroke], transforms: [StrokeTransform] = [], tuner: ThresholdTuner = ThresholdTuner(),
        startingFrom start: CircleDetector.Configuration = .default
    ) throws(ConfigurationError) -> (
        detector: EvaluatedDetector, configurations: [String?: CircleDetector.Configuration]
    ) {
        let judged = transforms.apply(to: strokes)
        let measuring = try CircleDetector(configuration: start)
        let examples = judged.map {
            ThresholdTuner.Example(isCircle: $0.isPositive, measurements: measuring.measurements(of: $0.stroke))
        }
        let subjects = Set(judged.map(\.subject))
        var configurations: [String?: CircleDetector.Configuration] = [:]
        var entries: [String?: DetectorEntry] = [:]
        let summary = "Encircle's detector, limits learned leave-one-subject-out"
        for subject in subjects {
            let training = zip(judged, examples).filter { $0.0.subject != subject }.map(\.1)
            let configuration = tuner.tune(training, startingFrom: start)
            configurations[subject] = configuration
            entries[subject] = .encircle(try CircleDetector(configuration: configuration), summary: summary)
        }
        let row = EvaluatedDetector(
            id: "encircle", summary: summary, entriesBySubject: entries,
            fallback: .encircle(measuring, summary: summary))
        return (row, configurations)
    }
}
