import Encircle
import EncircleEvaluation
import Foundation
import Synchronization

extension Invariants {
    /// The file name fuzzed JSON Lines are read as: it names a subject and a speed.
    public static let jsonLinesFile = "s02/fast/strokes.jsonl"

    /// The promises ``EncircleEvaluation/StrokeJSONLines`` breaks on `data`: every line that is
    /// not blank reads as a stroke named `file:…` (each with at least one sample, every number
    /// finite) or as one error named `file:LINE` with a problem; and a file holding `data`
    /// streams as it reads in memory (``problems(streaming:name:)``). The first few strokes then
    /// go through ``problems(detecting:configuration:)``.
    ///
    /// - Complexity: O(*n*) in the size of `data`.
    public static func problems(readingJSONLines data: Data) async -> [String] {
        var problems: [String] = []
        let read = StrokeJSONLines.strokes(from: data, file: jsonLinesFile)
        var lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        if let first = lines.first, first.starts(with: [0xEF, 0xBB, 0xBF]) { lines[0] = first.dropFirst(3) }
        let filled = lines.filter { !$0.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }.count
        if read.strokes.count + read.errors.count != filled {
            problems.append(
                "StrokeJSONLines: \(read.strokes.count) strokes and \(read.errors.count) errors for \(filled) lines")
        }
        let lineNames = Set((1...max(lines.count, 1)).map { "\(jsonLinesFile):\($0)" })
        for error in read.errors where !lineNames.contains(error.file) || error.problem.isEmpty {
            problems.append("StrokeJSONLines: the error \"\(error)\" does not name the file, a line and a problem")
        }
        for (index, stroke) in read.strokes.enumerated() {
            if !stroke.file.hasPrefix(jsonLinesFile + ":") {
                problems.append("StrokeJSONLines: stroke \(index) is named \(stroke.file)")
            }
            if index < detectedStrokeLimit {
                problems += Self.problems(loaded: stroke.stroke, by: "StrokeJSONLines", startsAtZero: false)
            } else if stroke.stroke.isEmpty || stroke.stroke.firstInvalidSampleIndex != nil {
                problems.append("StrokeJSONLines: stroke \(index) is empty or has a non-finite sample")
            }
        }
        return problems + (await Self.problems(streaming: data, name: "strokes.jsonl"))
    }

    /// The promises ``EncircleEvaluation/StrokeReader`` breaks on a file called `name` holding
    /// `data`: read a few bytes at a time and cut into batches of a line or entry or two, it gives
    /// exactly the strokes and errors that ``EncircleEvaluation/StrokeLoader/load(data:name:)``
    /// reads from `data` in memory, under the same name.
    ///
    /// - Complexity: O(*n*) in the size of `data`.
    public static func problems(streaming data: Data, name: String) async -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "encircle-streaming-\(ProcessInfo.processInfo.processIdentifier)")
        let file = folder.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: file)
        } catch {
            return ["StrokeReader: cannot write \(file.path): \(error)"]
        }
        var settings = StrokeReader(paths: [file.path], linesPerBatch: 1 + data.count % 3)
        settings.blockSize = 1 + data.count % 61
        let reader = settings
        var streamed: (strokes: [LabeledStroke], errors: [LoadError]) = ([], [])
        await reader.forEachBatch { batch in
            let loaded = batch.load()
            streamed.strokes += loaded.strokes
            streamed.errors += loaded.errors
        }
        let whole = StrokeLoader.load(data: data, name: file.path)
        var problems: [String] = []
        if streamed.strokes != whole.strokes {
            problems.append(
                "StrokeReader: streamed \(streamed.strokes.map(\.file)), read whole \(whole.strokes.map(\.file))")
        }
        if streamed.errors != whole.errors {
            problems.append("StrokeReader: streamed errors \(streamed.errors), read whole \(whole.errors)")
        }
        return problems
    }

    /// What `operation` returns, waited for on this thread: a fuzz target's callback is
    /// synchronous, the reader is not. Never call it from a task: the thread it blocks may be
    /// one the operation needs.
    ///
    /// - Complexity: That of `operation`.
    public static func waiting<Value: Sendable>(for operation: @escaping @Sendable () async -> Value) -> Value {
        let outcome = Outcome<Value>()
        let done = DispatchSemaphore(value: 0)
        Task {
            let value = await operation()
            outcome.value.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return outcome.value.withLock { $0! }
    }

    /// Where a task leaves its value for a waiting thread.
    private final class Outcome<Value: Sendable>: Sendable {
        let value = Mutex<Value?>(nil)
    }
}
