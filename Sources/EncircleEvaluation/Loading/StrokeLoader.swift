import Foundation

/// Loads labelled strokes from files, folders and data in memory: `$1` gesture-log XML
/// (``GestureLogXML``), the JSON forms of ``StrokeJSON`` and JSON Lines (``StrokeJSONLines``).
///
/// It parses the batches of ``StrokeReader`` on every core, in order, and keeps every stroke.
/// Folders are searched recursively for `.xml`, `.json`, `.jsonl` and `.ndjson` files, in
/// sorted order; a file named explicitly is read whatever its extension (XML when it starts with
/// `<`). Files are read within ``limits`` (``ReadLimits``). A broken file is a ``LoadError``
/// naming it and the problem; the others still load.
///
/// ```swift
/// let loaded = await StrokeLoader().load(["Data/dollar1-s02-s06.json", "Data/dollar1-templates.json"])
/// loaded.strokes.count   // 2416
/// ```
public struct StrokeLoader: Sendable {
    /// What was loaded, in path order, and what could not be.
    public struct Result: Sendable {
        /// The strokes, in path order and, within a file, in the file's order.
        public var strokes: [LabeledStroke] = []
        /// One error per file, bundle entry or template that could not be read.
        public var errors: [LoadError] = []
    }

    /// The most bytes per stroke and per file.
    public var limits: ReadLimits

    /// Creates a loader that reads files within `limits`.
    ///
    /// - Complexity: O(1).
    public init(limits: ReadLimits = .default) {
        self.limits = limits
    }

    /// Loads every stroke under `paths`.
    ///
    /// - Complexity: O(*n*) in the total size of the files.
    public func load(_ paths: [String]) async -> Result {
        var result = Result()
        await OrderedTasks.run(
            workers: OrderedTasks.everyCore, capacity: 2 * OrderedTasks.everyCore,
            produce: StrokeReader(paths: paths, limits: limits).forEachBatch, work: { $0.load() },
            consume: { loaded in
                result.strokes += loaded.strokes
                result.errors += loaded.errors
            })
        return result
    }

    /// Loads the strokes of one file, read whole, no further than the limit per file of
    /// `limits` (``load(_:)`` streams JSON Lines and bundles instead, and holds any other file
    /// to the limit per stroke).
    ///
    /// - Complexity: O(*n*) in the size of the file.
    public static func loadFile(_ file: String, limits: ReadLimits = .default) -> Result {
        do {
            return load(
                data: Data(try FileBlockReader.contents(of: file, limits: limits, isReadWhole: false)), name: file)
        } catch {
            return Result(errors: [error])
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
    public static func load(data: Data, name: String) -> Result {
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
