/// How `evaluate` feeds strokes to detectors.
public enum EvaluationMode: String, Hashable, Sendable, CaseIterable, Encodable {
    /// Each whole stroke to the detector's `detect`.
    case batch
    /// Each stroke sample by sample to the detector's streaming recognizer
    /// (``DetectorEntry/streamingDetect``).
    case streaming
}
