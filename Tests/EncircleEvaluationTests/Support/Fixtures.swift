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
        let loaded = StrokeLoader.loadFile(file)
        guard loaded.errors.isEmpty, !loaded.strokes.isEmpty else {
            throw MissingData(file: file, problems: loaded.errors.map(\.description))
        }
        return loaded.strokes
    }

    /// `strokes` as JSON Lines, one `{"label":..,"subject":..,"speed":..,"points":[[x,y,t],...]}`
    /// a line, every number exact: what ``StrokeLoader`` reads back as the same strokes (named
    /// by their lines).
    static func jsonLines(_ strokes: [LabeledStroke]) throws -> [UInt8] {
        struct Line: Encodable {
            var label: String
            var subject: String?
            var speed: String?
            var points: [[Double]]
        }
        let encoder = JSONEncoder()
        var bytes: [UInt8] = []
        for stroke in strokes {
            let points = stroke.stroke.samples.map { sample in [sample.x, sample.y] + (sample.time.map { [$0] } ?? []) }
            bytes += try encoder.encode(
                Line(label: stroke.label, subject: stroke.subject, speed: stroke.speed, points: points))
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    static func remove(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
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
