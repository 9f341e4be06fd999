import Foundation

/// Loads labelled strokes from files, folders and data in memory: `$1` gesture-log XML, the
/// project's JSON forms (a single stroke `{"points":[…]}`, a bundle
/// `{"format":"encircle-strokes","strokes":[…]}`, a template set `{"templates":[…]}`) and JSON
/// Lines (`.jsonl`, `.ndjson`: one stroke per line); `Guides/Evaluation.md` describes each form.
///
/// It reads files a block at a time, cuts JSON Lines and bundles into batches of lines or
/// entries, parses the batches on every core and keeps every stroke, in path order. Folders are
/// searched recursively for `.xml`, `.json`, `.jsonl` and `.ndjson` files, in sorted order; a
/// file named explicitly is read whatever its extension (XML when it starts with `<`). Files are
/// read within the ``ReadLimits`` given. A broken file, line or entry is a ``LoadError`` naming
/// it and the problem; the others still load.
///
/// Every `load` returns what was loaded and what could not be: `strokes` in path order and,
/// within a file, in the file's order; `errors`, one per file, line, bundle entry or template
/// that could not be read.
///
/// ```swift
/// let loaded = await StrokeLoader().load(["Data/dollar1-s02-s06.json", "Data/dollar1-templates.json"])
/// loaded.strokes.count   // 2416
/// var limits = ReadLimits()
/// limits.maximumStrokeBytes = 1 << 20
/// await StrokeLoader(limits: limits).load(["/dev/zero"]).errors
/// // [/dev/zero: more than 1 MiB without a whole stroke (the limit per stroke: maximumStrokeBytes)]
/// ```
public struct StrokeLoader: Sendable {
    /// What was loaded, in path order, and what could not be.
    package struct Result: Sendable {
        /// The strokes, in path order and, within a file, in the file's order.
        package var strokes: [LabeledStroke] = []
        /// One error per file, bundle entry or template that could not be read.
        package var errors: [LoadError] = []

        /// The strokes and errors, as the public functions return them.
        package var loaded: (strokes: [LabeledStroke], errors: [LoadError]) { (strokes, errors) }
    }

    /// The most bytes per stroke and per file.
    package var limits: ReadLimits
    /// Lines of a JSON Lines file, or entries of a bundle, parsed per task at most.
    package var linesPerBatch: Int
    /// Bytes read from a file at a time.
    package var blockSize: Int

    /// Creates a loader that reads files within `limits`.
    ///
    /// The strokes and errors do not depend on `linesPerBatch` or `blockSize`, only the work per
    /// task and per read does; values below 1 are taken as 1.
    ///
    /// - Parameters:
    ///   - limits: The most bytes per stroke and per file.
    ///   - linesPerBatch: Lines of a JSON Lines file, or entries of a bundle, parsed per task
    ///     (1,024).
    ///   - blockSize: Bytes read from a file at a time (1 MiB).
    /// - Complexity: O(1).
    public init(limits: ReadLimits = ReadLimits(), linesPerBatch: Int = 1024, blockSize: Int = 1 << 20) {
        self.limits = limits
        self.linesPerBatch = max(linesPerBatch, 1)
        self.blockSize = max(blockSize, 1)
    }

    /// The reader of `paths` this loader parses the batches of.
    package func reader(of paths: [String]) -> StrokeReader {
        var reader = StrokeReader(paths: paths, linesPerBatch: linesPerBatch, limits: limits)
        reader.blockSize = blockSize
        return reader
    }

    /// Loads every stroke under `paths`.
    ///
    /// - Complexity: O(*n*) in the total size of the files.
    public func load(_ paths: [String]) async -> (strokes: [LabeledStroke], errors: [LoadError]) {
        var result = Result()
        await OrderedTasks.run(
            workers: OrderedTasks.everyCore, capacity: 2 * OrderedTasks.everyCore,
            produce: reader(of: paths).forEachBatch, work: { $0.load() },
            consume: { loaded in
                result.strokes += loaded.strokes
                result.errors += loaded.errors
            })
        return result.loaded
    }

    /// Loads the strokes of one file, read whole, no further than the limit per file of
    /// `limits` (``load(_:)`` streams JSON Lines and bundles instead, and holds any other file
    /// to the limit per stroke).
    ///
    /// - Complexity: O(*n*) in the size of the file.
    package static func loadFile(
        _ file: String, limits: ReadLimits = ReadLimits()
    ) -> (strokes: [LabeledStroke], errors: [LoadError]) {
        do {
            return load(
                data: Data(try FileBlockReader.contents(of: file, limits: limits, isReadWhole: false)), name: file)
        } catch {
            return ([], [error])
        }
    }

    /// Loads the strokes of a document held in memory (an upload, a request body), its format
    /// told as for a file: by a `name` ending in `.xml`, `.json`, `.jsonl` or `.ndjson`, else XML
    /// when its first character (after white space and a byte-order mark) is `<`, else JSON.
    /// `name` names the strokes and errors, and gives labels as a file path does.
    ///
    /// ```swift
    /// StrokeLoader.load(data: Data(xml.utf8), name: "circle01.xml").strokes[0].label   // "circle"
    /// ```
    ///
    /// - Complexity: O(*n*) in the size of `data`.
    public static func load(data: Data, name: String) -> (strokes: [LabeledStroke], errors: [LoadError]) {
        read(data: data, name: name).loaded
    }

    /// ``load(data:name:)``, as the batches of ``StrokeReader`` read a file.
    package static func read(data: Data, name: String) -> Result {
        if StrokeJSONLines.isJSONLines(name: name) { return StrokeJSONLines.strokes(from: data, file: name) }
        do throws(LoadError) {
            if looksLikeXML(data, name: name) {
                return Result(strokes: [try GestureLogXML.stroke(from: data, file: name)])
            }
            return try StrokeJSON.strokes(from: data, file: name)
        } catch {
            return Result(errors: [error])
        }
    }

    private static func looksLikeXML(_ data: Data, name: String) -> Bool {
        let lowered = name.lowercased()
        if lowered.hasSuffix(".xml") || lowered.hasSuffix(".json") { return lowered.hasSuffix(".xml") }
        return data.first { ![0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
    }
}
