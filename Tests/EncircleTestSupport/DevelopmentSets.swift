import Encircle
import EncircleEvaluation
import Foundation
import Testing

/// The development sets the project carries besides the $1 study, located from this file so
/// tests need no resources: `Data/eds1.jsonl` (EDS-1, 14 people), `Data/sign-w01-w06.jsonl`
/// (SIGN, writers 1 to 6) and `Data/drawn-shapes.jsonl` (shapes drawn by six made-up hands,
/// `Scripts/make-drawn-shapes.py`).
public enum DevelopmentSets {
    /// A set of the `Data/` folder.
    public enum Set: String, CaseIterable, Sendable {
        case eds1 = "eds1.jsonl"
        case sign = "sign-w01-w06.jsonl"
        case drawnShapes = "drawn-shapes.jsonl"
        case dollarOne = "dollar1-s02-s06.json"
    }

    /// `Data/` at the package root, two levels above this file's folder.
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // EncircleTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Data")

    /// Every stroke of `set`, in file order.
    ///
    /// - Throws: ``TestDataError`` naming the file when it cannot be read whole.
    public static func load(_ set: Set) async throws -> [LabeledStroke] {
        let path = folder.appendingPathComponent(set.rawValue).path
        let loaded = await StrokeLoader().load([path])
        if let error = loaded.errors.first { throw TestDataError(file: path, error: error) }
        if loaded.strokes.isEmpty { throw TestDataError(file: path, error: CocoaError(.fileReadCorruptFile)) }
        return loaded.strokes
    }
}
