import Encircle
import EncircleEvaluation
import EncircleToolSupport

/// What a client sends on `/api/live`, one JSON text message each:
/// `{"type":"begin","detector":"encircle"}`, `{"type":"samples","points":[{"x":..,"y":..,"t":..}]}`,
/// `{"type":"end"}` (with `"items":[{"x":..,"y":..},...]` for the verdict to say which of them the
/// circle selects, as `POST /api/detect` does).
struct LiveClientMessage: Decodable {
    var type: String
    var detector: String?
    var points: [Stroke.Sample]?
    var items: PostedItems?
}

/// What the server sends on `/api/live`.
enum LiveServerMessage: Encodable {
    /// After each `samples` message while Encircle's recognizer is still possible.
    case progress(CircleRecognizer.Feedback)
    /// Once, when Encircle's recognizer fails: why, and the samples it took.
    case failed(CircleRejection, samples: Int)
    /// After `end`: the chosen detector's verdict on the whole stroke, as `POST /api/detect`
    /// answers it (`selected` when `end` carried items).
    case verdict(DetectionRecord, selected: [Int]?)

    private enum CodingKeys: String, CodingKey { case type, progress, closedEnough, rejection, samples }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .progress(let feedback):
            try container.encode("progress", forKey: .type)
            try container.encode(feedback.progress, forKey: .progress)
            try container.encode(feedback.isClosedEnough, forKey: .closedEnough)
        case .failed(let rejection, let samples):
            try container.encode("failed", forKey: .type)
            try container.encode(RejectionRecord(rejection), forKey: .rejection)
            try container.encode(samples, forKey: .samples)
        case .verdict(let record, let selected):
            try container.encode("verdict", forKey: .type)
            try DetectAnswer(record: record, selected: selected).encode(to: encoder)
        }
    }
}
