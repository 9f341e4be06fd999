import Encircle
import EncircleEvaluation
import Foundation

extension Invariants {
    /// The file name fuzzed JSON Lines are read as: it names a subject and a speed.
    public static let jsonLinesFile = "s02/fast/strokes.jsonl"

    /// The promises ``EncircleEvaluation/StrokeLoader`` breaks on `data` read as JSON Lines: every line that is
    /// not blank reads as a stroke named `file:…` (each with at least one sample, every number
    /// finite) or as one error named `file:LINE` with a problem; and a file holding `data`
    /// streams as it reads in memory (``problems(streaming:name:)``). The first few strokes then
    /// go through ``problems(detecting:configuration:)``.
    ///
    /// - Complexity: O(*n*) in the size of `data`.
    public static func problems(readingJSONLines data: Data) async -> [String] {
        var problems: [String] = []
        let read = StrokeLoader.load(data: data, name: jsonLinesFile)
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

    /// The promises ``EncircleEvaluation/StrokeLoader`` breaks on a file called `name` holding
    /// `data`: read a few bytes at a time and cut into batches of a line or entry or two, it gives
    /// exactly the strokes and errors that ``EncircleEvaluation/StrokeLoader/load(data:name:)``
    /// reads from `data` in memory, under the same name; and within limits that cut it (a stroke
    /// of at most 1 to 257 bytes, three quarters of the file), it gives the same strokes and
    /// errors read a few bytes at a time as in one block.
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
            return ["StrokeLoader: cannot write \(file.path): \(error)"]
        }
        let linesPerBatch = 1 + data.count % 3
        let streamed = await StrokeLoader(linesPerBatch: linesPerBatch, blockSize: 1 + data.count % 61).load([file.path]
        )
        let whole = StrokeLoader.load(data: data, name: file.path)
        var problems = differences(streamed, whole, "streamed", "read whole")
        let limits = ReadLimits(maximumStrokeBytes: 1 + data.count % 257, maximumFileBytes: max(data.count * 3 / 4, 1))
        let limited = await StrokeLoader(limits: limits, linesPerBatch: linesPerBatch, blockSize: 1 + data.count % 61)
            .load([file.path])
        let inOneBlock = await StrokeLoader(limits: limits, linesPerBatch: linesPerBatch).load([file.path])
        problems += differences(limited, inOneBlock, "within limits, streamed", "in one block")
        return problems
    }

    /// How two reads of the same file differ, `how` and `otherwise`.
    private static func differences(
        _ one: (strokes: [LabeledStroke], errors: [LoadError]),
        _ other: (strokes: [LabeledStroke], errors: [LoadError]),
        _ how: String, _ otherwise: String
    ) -> [String] {
        var problems: [String] = []
        if one.strokes != other.strokes {
            problems.append(
                "StrokeLoader: \(how) \(one.strokes.map(\.file)), \(otherwise) \(other.strokes.map(\.file))")
        }
        if one.errors != other.errors {
            problems.append("StrokeLoader: \(how) errors \(one.errors), \(otherwise) \(other.errors)")
        }
        return problems
    }
}
