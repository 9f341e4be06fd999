import Encircle
import Foundation
import Testing

/// The development sets the project carries besides the $1 study, located from this file so
/// tests need no resources: `Data/eds1.jsonl` (EDS-1, 14 people), `Data/sign-w01-w06.jsonl`
/// (SIGN, writers 1 to 6) and `Data/drawn-shapes.jsonl` (shapes drawn by six made-up hands,
/// `Scripts/make-drawn-shapes.py`).
///
/// Read with the core's `Codable` ``Encircle/Stroke`` alone, so that the core's tests do not
/// depend on the evaluation harness; `EncircleEvaluationTests` checks that they read what
/// `StrokeLoader` reads.
public enum DevelopmentSets {
    /// A set of the `Data/` folder.
    public enum Set: String, CaseIterable, Sendable {
        case eds1 = "eds1.jsonl"
        case sign = "sign-w01-w06.jsonl"
        case drawnShapes = "drawn-shapes.jsonl"
        case dollarOne = "dollar1-s02-s06.json"
    }

    /// One stroke of a set with what its recording says about it.
    public struct Entry: Sendable {
        /// `SET:FILE`, the set's file name and the stroke's `file` (or its line, without one).
        public var file: String
        /// The gesture drawn (`circle`, `rectangle`, …).
        public var label: String
        /// Who drew it.
        public var subject: String?
        /// The requested speed, when the set says (the $1 study: `slow`, `medium`, `fast`).
        public var speed: String?
        /// The samples.
        public var stroke: Stroke
    }

    /// `Data/` at the package root, two levels above this file's folder.
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // EncircleTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Data")

    /// What a line of a set says besides its points (`Stroke` decodes those).
    private struct Recording: Decodable {
        var file: String?
        var label: String
        var subject: String?
        var speed: String?
    }

    /// Every stroke of `set`, in file order, read once per test process (SIGN's 10,200
    /// strokes take seconds to decode, and many suites read them).
    ///
    /// - Throws: ``TestDataError`` naming the file when it cannot be read, holds no stroke, or
    ///   has a line that is not a labelled stroke.
    public static func load(_ set: Set) throws -> [Entry] {
        switch set {
        case .eds1: try eds1.get()
        case .sign: try sign.get()
        case .drawnShapes: try drawnShapes.get()
        case .dollarOne: try dollarOne.get()
        }
    }

    /// The stroke of `set` whose `file` is `name` (without the set's `SET:` prefix).
    ///
    /// - Throws: ``TestDataError`` naming the set when it cannot be read or has no such stroke.
    public static func stroke(named name: String, in set: Set) throws -> Stroke {
        let file = "\(set.rawValue):\(name)"
        guard let entry = try load(set).first(where: { $0.file == file }) else {
            throw TestDataError(file: set.rawValue, error: MissingStroke(file: file))
        }
        return entry.stroke
    }

    /// A stroke a test names that its set does not hold.
    struct MissingStroke: Error, CustomStringConvertible {
        var file: String
        var description: String { "no stroke \(file)" }
    }

    private static let eds1 = Result { try read(.eds1) }
    private static let sign = Result { try read(.sign) }
    private static let drawnShapes = Result { try read(.drawnShapes) }
    private static let dollarOne = Result { try read(.dollarOne) }

    private static func read(_ set: Set) throws -> [Entry] {
        if set == .dollarOne {
            return try DevelopmentStrokes.load().map {
                Entry(
                    file: "\(set.rawValue):\($0.file)", label: $0.label, subject: $0.subject, speed: $0.speed,
                    stroke: $0.stroke)
            }
        }
        let url = folder.appendingPathComponent(set.rawValue)
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw TestDataError(file: url.path, error: error)
        }
        var entries: [Entry] = []
        let decoder = JSONDecoder()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy(\.isWhitespace) {
            let data = Data(line.utf8)
            do {
                let recording = try decoder.decode(Recording.self, from: data)
                entries.append(
                    Entry(
                        file: "\(set.rawValue):\(recording.file ?? String(index + 1))", label: recording.label,
                        subject: recording.subject, speed: recording.speed,
                        stroke: try decoder.decode(Stroke.self, from: data)))
            } catch {
                throw TestDataError(file: "\(url.path):\(index + 1)", error: error)
            }
        }
        if entries.isEmpty { throw TestDataError(file: url.path, error: CocoaError(.fileReadCorruptFile)) }
        return entries
    }
}
