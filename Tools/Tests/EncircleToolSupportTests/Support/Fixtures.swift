import Encircle
import EncircleEvaluation
import Foundation

/// Paths of the library's test fixtures and data, and scratch folders.
enum Fixtures {
    /// The repository root.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // EncircleToolSupportTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // Tools
        .deletingLastPathComponent().path

    /// The four real `$1` logs, under `sNN/speed/`, of the library's tests.
    static let dollar1 = repository + "/Tests/EncircleEvaluationTests/Fixtures/dollar1"

    /// A fresh empty folder, removed by the caller with `remove`.
    static func scratchFolder() throws -> String {
        let path = NSTemporaryDirectory() + "encircle-tool-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func remove(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The project's 2,400 development strokes, `Data/dollar1-s02-s06.json`, read once.
    ///
    /// - Throws: ``MissingData`` naming the file when it cannot be read whole.
    static func development() throws -> [LabeledStroke] { try developmentStrokes.get() }

    private static let developmentStrokes = Result { try strokes(in: repository + "/Data/dollar1-s02-s06.json") }

    /// Every stroke of `file`.
    ///
    /// - Throws: ``MissingData`` naming the file when it cannot be read, holds no stroke or
    ///   has a broken one.
    static func strokes(in file: String) throws -> [LabeledStroke] {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw MissingData(file: file, problems: ["\(error)"])
        }
        let loaded = StrokeLoader.load(data: data, name: file)
        guard loaded.errors.isEmpty, !loaded.strokes.isEmpty else {
            throw MissingData(file: file, problems: loaded.errors.map(\.description))
        }
        return loaded.strokes
    }
}

/// Test data that cannot be read: the test that needs it fails with this message.
struct MissingData: Error, CustomStringConvertible {
    var file: String
    var problems: [String]

    var description: String {
        "cannot read the test data \(file): " + (problems.isEmpty ? "no strokes" : problems.joined(separator: "; "))
    }
}
