import Encircle
import EncircleEvaluation
import EncircleToolSupport

/// Judges a stroke with a detector of the catalog, as `encircle detect --format json` does.
struct StrokeDetection: Sendable {
    /// The name a posted stroke has in its ``EncircleToolSupport/DetectionRecord`` (`file`).
    static let strokeName = "stroke"

    /// Encircle's detector: the catalog's `encircle` entry, and the one the live recognizer uses.
    let encircle: CircleDetector
    let catalog: DetectorCatalog

    init(encircle: CircleDetector = CircleDetector()) {
        self.encircle = encircle
        self.catalog = .standard(encircle: encircle)
    }

    /// Whether `entry` is Encircle's detector, whose streaming recognizer reports live.
    func isEncircle(_ entry: DetectorEntry) -> Bool { entry.id == (try? catalog.entry(id: nil))?.id }

    /// The entry for `id` (the default when `nil`).
    ///
    /// - Throws: ``PlaygroundError`` 400 naming the unknown id and the known ones.
    func entry(id: String?) throws(PlaygroundError) -> DetectorEntry {
        do {
            return try catalog.entry(id: id)
        } catch {
            throw PlaygroundError(.badRequest, error.description)
        }
    }

    /// The record of `entry`'s verdict on `stroke`.
    func record(of stroke: Stroke, by entry: DetectorEntry) -> DetectionRecord {
        DetectionRecord(file: Self.strokeName, detector: entry.id, detection: entry.detect(stroke))
    }
}
