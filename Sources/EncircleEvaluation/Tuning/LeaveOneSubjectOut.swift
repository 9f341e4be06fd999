public import Encircle

/// Leave-one-subject-out evaluation of Encircle's detector: for each writer, the limits are
/// learned (``ThresholdTuner``) on every other writer's strokes, and that writer's strokes are
/// judged with them. Pooling the verdicts predicts how the detector does on writers it has never
/// seen.
public enum LeaveOneSubjectOut {
    /// A detector entry that judges each of `strokes` with the limits learned without its
    /// subject, plus the limits learned for each subject. Strokes without a subject form one
    /// group of their own.
    ///
    /// - Complexity: O(*s*·*T*) where *s* is the number of subjects and *T* the cost of tuning
    ///   on all strokes.
    public static func entry(
        for strokes: [LabeledStroke], tuner: ThresholdTuner = ThresholdTuner(),
        startingFrom starting: CircleDetector = CircleDetector()
    ) -> (entry: DetectorEntry, configurations: [String: CircleDetector.Configuration]) {
        let start = starting.configuration
        let measuring = starting
        let examples = strokes.map {
            ThresholdTuner.Example(isCircle: $0.isPositive, measurements: measuring.measurements(of: $0.stroke))
        }
        let subjects = Set(strokes.map { $0.subject ?? "" })
        var configurations: [String: CircleDetector.Configuration] = [:]
        for subject in subjects {
            let training = zip(strokes, examples).filter { ($0.0.subject ?? "") != subject }.map(\.1)
            configurations[subject] = tuner.tune(training, startingFrom: start)
        }
        var detectors: [Stroke: CircleDetector] = [:]
        for stroke in strokes {
            // The tuner keeps every limit in its check's range, so the configuration is valid.
            detectors[stroke.stroke] =
                (try? CircleDetector(configuration: configurations[stroke.subject ?? ""] ?? start)) ?? starting
        }
        let fallback = starting
        let lookup = detectors
        let entry = DetectorEntry.encircle(
            id: "encircle", summary: "Encircle's detector, limits learned leave-one-subject-out"
        ) { lookup[$0] ?? fallback }
        return (entry, configurations)
    }
}
