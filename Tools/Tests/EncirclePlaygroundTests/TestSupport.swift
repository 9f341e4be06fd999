import Encircle
import EncircleEvaluation
import EncircleToolSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import Logging

@testable import EncirclePlayground

/// Strokes, stores and JSON helpers shared by the playground's tests.
enum Fixture {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let dollarOne = repository + "/Tests/EncircleEvaluationTests/Fixtures/dollar1"

    /// The first stroke of a file of the repository (a `$1` log or a stroke JSON).
    static func stroke(_ relativePath: String) throws -> Stroke {
        let loaded = StrokeLoader.load(
            data: try Data(contentsOf: URL(fileURLWithPath: repository + "/" + relativePath)), name: relativePath)
        guard let first = loaded.strokes.first else { throw FixtureError(description: "\(loaded.errors)") }
        return first.stroke
    }

    /// A real circle (subject 2, fast) and a real rectangle from the `$1` logs, and a drawn square.
    static func circle() throws -> Stroke {
        try stroke("Tests/EncircleEvaluationTests/Fixtures/dollar1/s02/fast/circle01.xml")
    }
    static func rectangle() throws -> Stroke {
        try stroke("Tests/EncircleEvaluationTests/Fixtures/dollar1/s04/medium/rectangle03.xml")
    }
    static func square() throws -> Stroke { try stroke("Data/shapes/square.json") }

    /// A rectangle of the `$1` study (subject 2, slow) whose corners Encircle's streaming
    /// recognizer fails it on well before the stroke ends (at sample 104 of 125). Most rectangles
    /// are rejected at or near the end: a recognizer judges the first and the latest sharp corner
    /// only when the stroke ends, since either may be a hook where the pen landed or lifted.
    static func sharpRectangle() throws -> Stroke {
        let name = "s02/slow/rectangle10.xml"
        let bundle = repository + "/Data/dollar1-s02-s06.json"
        let loaded = StrokeLoader.load(data: try Data(contentsOf: URL(fileURLWithPath: bundle)), name: bundle)
        guard let found = loaded.strokes.first(where: { $0.file.hasSuffix(":" + name) }) else {
            throw FixtureError(description: "\(name) is not in \(bundle)")
        }
        return found.stroke
    }
    static func questionMark() throws -> Stroke {
        try stroke("Tests/EncircleEvaluationTests/Fixtures/dollar1/s06/slow/question_mark10.xml")
    }

    /// An Archimedean spiral round (300, 300), clockwise on screen, a sample every 5°: the radius
    /// grows evenly from `startRadius` to `endRadius` over `turns` turns.
    static func spiral(turns: Double, startRadius: Double, endRadius: Double) -> Stroke {
        let count = Int((turns * 360 / 5).rounded())
        return Stroke(
            points: (0...count).map { index in
                let share = Double(index) / Double(count)
                let radius = startRadius + (endRadius - startRadius) * share
                let angle = turns * 2 * .pi * share
                return Point(x: 300 + radius * cos(angle), y: 300 + radius * sin(angle))
            })
    }

    /// A zigzag of `teeth` straight strokes 15 pt across and 80 pt high, six samples each.
    static func zigzag(teeth: Int) -> Stroke {
        let corners = (0...teeth).map { Point(x: 100 + 15 * Double($0), y: $0.isMultiple(of: 2) ? 100 : 180) }
        var points = [corners[0]]
        for (from, to) in zip(corners, corners.dropFirst()) {
            points += (1...6).map { step in
                let share = Double(step) / 6
                return Point(x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share)
            }
        }
        return Stroke(points: points)
    }

    struct FixtureError: Error, CustomStringConvertible { var description: String }

    /// A store in a fresh temporary folder; `removeStore` deletes the folder.
    static func temporaryStore() throws -> RecordingStore {
        let folder = NSTemporaryDirectory() + "encircle-playground-tests-" + UUID().uuidString
        return try RecordingStore(path: folder + "/nested/recordings.sqlite")
    }

    static func removeStore(_ store: RecordingStore) {
        try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: store.path).deletingLastPathComponent().path)
    }

    /// A playground on port 0 with a temporary store, quiet unless a test fails.
    static func application(store: RecordingStore) -> some ApplicationProtocol {
        var logger = Logger(label: "encircle.playground.tests")
        logger.logLevel = .warning
        return Playground(store: store).application(host: "127.0.0.1", port: 0, logger: logger)
    }

    /// Runs `body` against a playground with a fresh store, in `setup` mode.
    static func withPlayground<Value: Sendable>(
        _ setup: TestingSetup = .router,
        _ body: @Sendable (any TestClientProtocol, RecordingStore) async throws -> Value
    ) async throws -> Value {
        let store = try temporaryStore()
        defer { removeStore(store) }
        return try await application(store: store).test(setup) { client in try await body(client, store) }
    }

    /// The headers of a JSON body, which every POST must have.
    static let json: HTTPFields = [.contentType: "application/json"]

    /// `{"points":[...], ...extra}` as a request body.
    static func body(_ stroke: Stroke, _ extra: [String: Any] = [:]) throws -> ByteBuffer {
        var object = extra
        object["points"] = stroke.samples.map { sample -> [String: Any] in
            var point: [String: Any] = ["x": sample.x, "y": sample.y]
            if let time = sample.time { point["t"] = time }
            return point
        }
        return ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: object))
    }

    /// The JSON object in `buffer`.
    static func object(_ buffer: ByteBuffer) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(buffer.readableBytesView))
        guard let object = value as? [String: Any] else { throw FixtureError(description: "not an object: \(value)") }
        return object
    }

    /// Whether two JSON objects are equal.
    static func same(_ a: [String: Any], _ b: [String: Any]) -> Bool {
        let sorted = { (object: [String: Any]) in
            try? JSONSerialization.data(withJSONObject: object, options: .sortedKeys)
        }
        return sorted(a) != nil && sorted(a) == sorted(b)
    }

    /// The message of an error answer, `{"error":"..."}`.
    static func error(_ buffer: ByteBuffer) throws -> String? {
        try object(buffer)["error"] as? String
    }

    /// The JSON object of `value` as the server encodes it.
    static func object(encoding value: some Encodable) throws -> [String: Any] {
        try object(ByteBuffer(bytes: try JSONResponse.encoder().encode(value)))
    }
}
