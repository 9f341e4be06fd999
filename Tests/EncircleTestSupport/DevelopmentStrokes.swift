import Encircle
import Foundation
import Testing

/// The project's copy of the 2,400 real strokes of the $1 study (subjects 2–6; Wobbrock, Wilson
/// and Li, UIST 2007), `Data/dollar1-s02-s06.json`, located from this file so tests need no
/// resources and no shared folder.
public enum DevelopmentStrokes {
    /// One stroke of the bundle with what the recording says about it.
    public typealias Entry = (label: String, file: String, subject: String, speed: String, stroke: Stroke)

    /// The bundle's JSON form: `{"strokes":[{"file":..,"label":..,"subject":..,"speed":..,
    /// "points":[[x,y,t],...]}]}`, t in seconds.
    private struct Bundle: Decodable {
        struct Entry: Decodable {
            var file: String
            var label: String
            var subject: String
            var speed: String
            var points: [[Double]]
        }
        var strokes: [Entry]
    }

    /// Where the bundle lives: `Data/` at the package root, two levels above this file's folder.
    public static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // EncircleTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Data/dollar1-s02-s06.json")

    /// Decodes every stroke of the bundle, in file order.
    ///
    /// - Throws: ``TestDataError`` naming the file and what went wrong.
    public static func load() throws -> [Entry] {
        let bundle: Bundle
        do {
            bundle = try JSONDecoder().decode(Bundle.self, from: Data(contentsOf: url))
        } catch {
            throw TestDataError(file: url.path, error: error)
        }
        return bundle.strokes.map { entry in
            let samples = entry.points.map { point in
                Stroke.Sample(x: point[0], y: point[1], time: point.count > 2 ? point[2] : nil)
            }
            return (entry.label, entry.file, entry.subject, entry.speed, Stroke(samples))
        }
    }

    /// The bundle read once: its strokes, or why it cannot be read.
    private static let loaded = Result { try load() }

    /// Every stroke of the bundle, read once, for a suite's shared data: when the bundle cannot
    /// be read, the test that asks records a failure naming the file (and gets no strokes).
    public static func entriesOrIssue(sourceLocation: SourceLocation = #_sourceLocation) -> [Entry] {
        do {
            return try loaded.get()
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return []
        }
    }
}

/// Test data that cannot be read, named: "cannot read …/Data/dollar1-s02-s06.json: …".
public struct TestDataError: Error, CustomStringConvertible {
    public var file: String
    public var error: any Error

    public var description: String { "cannot read \(file): \(error)" }
}
