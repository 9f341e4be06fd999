import Encircle
import EncircleEvaluation
import Foundation

/// Paths of the fixtures carried by the tests, and scratch folders for broken files.
enum Fixtures {
    /// `Tests/EncircleEvaluationTests/Fixtures`.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    /// The four real `$1` logs, under `sNN/speed/`.
    static let dollar1 = folder + "/dollar1"

    /// The repository root.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// A fresh empty folder, removed by the caller with `remove`.
    static func scratchFolder() throws -> String {
        let path = NSTemporaryDirectory() + "encircle-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `text` to `name` in `folder`, creating sub-folders; returns the full path.
    @discardableResult
    static func write(_ text: String, to name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func remove(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
