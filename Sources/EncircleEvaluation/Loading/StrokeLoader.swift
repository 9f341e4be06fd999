import Foundation

/// Loads labelled strokes from files, folders and data in memory: `$1` gesture-log XML
/// (``GestureLogXML``), single-stroke JSON, template sets and the project's bundle JSON
/// (``StrokeJSON``), and JSON Lines (``StrokeJSONLines``).
///
/// This loader holds every stroke: it parses the batches of ``StrokeReader`` on every core, in
/// order (``Evaluator/run(reading:progress:)`` judges them instead, for corpora too large to hold).
///
/// A path may be a file or a folder; folders are searched recursively for `.xml`, `.json` and
/// JSON Lines (`.jsonl`, `.ndjson`, ``StrokeJSONLines``) files, visited in sorted order so that
/// results are deterministic. A file named explicitly is read whatever its extension (XML when
/// it starts with `<`, JSON otherwise). A broken file becomes a ``LoadError`` naming it and the
/// problem; every other file still loads.
///
/// ```swift
/// let loaded = await StrokeLoader().load(["Data/dollar1-s02-s06.json", "Data/dollar1-templates.json"])
/// loaded.strokes.count   // 2416
/// loaded.errors          // []
///
/// let posted = StrokeLoader.load(data: body, name: "request.json")   // from memory
/// ```
public struct StrokeLoader: Sendable {
    /// What was loaded, in path order, and what could not be.
    public struct Result: Sendable {
        /// The strokes, in path order and, within a file, in the file's order.
        public var strokes: [LabeledStroke]
        /// One error per file, bundle entry or template that could not be read.
        public var errors: [LoadError]
    }

    /// Creates a loader.
    ///
    /// - Complexity: O(1).
    public init() {}

    /// Loads every stroke under `paths`.
    ///
    /// - Complexity: O(*n*) in the total size of the files.
    public func load(_ paths: [String]) async -> Result {
        var result = Result(strokes: [], errors: [])
        await OrderedTasks.run(
            workers: OrderedTasks.everyCore, capacity: 2 * OrderedTasks.everyCore,
            produce: StrokeReader(paths: paths).forEachBatch, work: { $0.load() },
            consume: { loaded in
                result.strokes += loaded.strokes
                result.errors += loaded.errors
            })
        return result
    }

    /// Loads the strokes of one file.
    ///
    /// - Complexity: O(*n*) in the size of the file.
    public static func loadFile(_ file: String) -> Result {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            return Result(strokes: [], errors: [LoadError(file: file, problem: "cannot read: \(readProblem(error))")])
        }
        return load(data: data, name: file)
    }

    /// Loads the strokes of a document held in memory (an upload, a request body, a resource),
    /// detecting its format as for a file: a `name` ending in `.xml`, `.json`, `.jsonl` or
    /// `.ndjson` decides; otherwise it is XML when its first character other than white space and a byte-order
    /// mark is `<`, and JSON else.
    ///
    /// ```swift
    /// let result = StrokeLoader.load(data: Data(xml.utf8), name: "circle01.xml")
    /// result.strokes[0].label   // "circle"
    /// ```
    ///
    /// - Parameters:
    ///   - data: The document: `$1` gesture-log XML, any JSON form of ``StrokeJSON``, or JSON
    ///     Lines (``StrokeJSONLines``).
    ///   - name: What the document is called: it names the strokes (``LabeledStroke/file``) and
    ///     the errors, and a stroke's label, subject and speed come from it as from a file path.
    /// - Complexity: O(*n*) in the size of `data`.
    public static func load(data: Data, name: String) -> Result {
        if StrokeJSONLines.isJSONLines(name: name) {
            let lines = StrokeJSONLines.strokes(from: data, file: name)
            return Result(strokes: lines.strokes, errors: lines.errors)
        }
        do throws(LoadError) {
            if looksLikeXML(data, name: name) {
                return Result(strokes: [try GestureLogXML.stroke(from: data, file: name)], errors: [])
            }
            let json = try StrokeJSON.strokes(from: data, file: name)
            return Result(strokes: json.strokes, errors: json.errors)
        } catch {
            return Result(strokes: [], errors: [error])
        }
    }

    private static func looksLikeXML(_ data: Data, name: String) -> Bool {
        let lowered = name.lowercased()
        if lowered.hasSuffix(".xml") { return true }
        if lowered.hasSuffix(".json") { return false }
        let first = data.first {
            !($0 == 0xEF || $0 == 0xBB || $0 == 0xBF || $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D)
        }
        return first == UInt8(ascii: "<")
    }

    /// What went wrong reading a file, in words from the system: "No such file or directory",
    /// "Is a directory", "Permission denied".
    static func readProblem(_ error: any Error) -> String {
        let nsError = error as NSError
        // Foundation wraps the system's error; on Linux it is a `POSIXError`, on Apple platforms an `NSError`.
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
            let bridged = underlying as NSError
            if bridged.domain == NSPOSIXErrorDomain, let posix = POSIXErrorCode(rawValue: Int32(bridged.code)) {
                return String(cString: strerror(posix.rawValue))
            }
        }
        return nsError.localizedDescription
    }
}
