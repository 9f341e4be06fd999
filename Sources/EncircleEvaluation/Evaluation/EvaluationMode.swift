/// How ``Evaluator`` feeds strokes to detectors.
public enum EvaluationMode: String, Hashable, Sendable, CaseIterable, Encodable {
    /// Each whole stroke to the detector's ``DetectorEntry/detect``.
    case batch
    /// Each stroke sample by sample to the detector's streaming recognizer: Encircle's
    /// `CircleRecognizer`, the streaming form of the catalog's `encircle` entry. A detector
    /// without one cannot be evaluated so (``DetectorSelectionError``); the metrics add the share
    /// of each non-circle consumed when it was failed
    /// (``DetectorMetrics/meanConsumedBeforeFailure``).
    case streaming
}
