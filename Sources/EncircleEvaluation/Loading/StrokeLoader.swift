import Foundation

/// Loads labelled strokes from files and folders: `$1` gesture-log XML, single-stroke JSON and
/// the project's bundle JSON.
///
/// A path may be a file or a folder; folders are searched recursively for `.xml` and `.json`
/// files, visited in sorted order so that results are deterministic. A file named explicitly
/// is read whatever its extension (XML when it starts with `<`, JSON otherwise). A broken file
/// becomes a ``LoadError`` naming it and the problem; every other file still loads.
///
/// ```swift
/// let loaded = StrokeLoader().load(["../shared/datasets/dollar1-s02-s06"])
/// loaded.strokes.count   // 2400
/// loaded.errors          // []
/// ```
public struct StrokeLoader: Sendable {
    /// What was loaded, in path order, and what could not be.
    public struct Result: Sendable {
        public var strokes: [LabeledStroke]
        public var errors: [LoadError]
    }

    /// Creates a loader.
    public init() {}

    /// Loads every stroke under `paths`.
    ///
    /// - Complexity: O(*n*) in the total size of the files.
    public func load(_ paths: [String]) -> Result {
        var files: [String] = []
        var errors: [LoadError] = []
        for path in paths {
            switch listFiles(at: path) {
            case .success(let found): files += found
            case .failure(let error): errors.append(error)
            }
        }
        let loaded = Self.concurrentMap(files) { Self.loadFile($0) }
        var strokes: [LabeledStroke] = []
        for result in loaded {
            strokes += result.strokes
            errors += result.errors
        }
        return Result(strokes: strokes, errors: errors)
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
        do throws(LoadError) {
            if looksLikeXML(data, file: file) {
                return Result(strokes: [try GestureLogXML.stroke(from: data, file: file)], errors: [])
            }
            let json = try StrokeJSON.strokes(from: data, file: file)
            return Result(strokes: json.strokes, errors: json.errors)
        } catch {
            return Result(strokes: [], errors: [error])
        }
    }

    private static func looksLikeXML(_ data: Data, file: String) -> Bool {
        let lowered = file.lowercased()
        if lowered.hasSuffix(".xml") { return true }
        if lowered.hasSuffix(".json") { return false }
        let first = data.first {
            !($0 == 0xEF || $0 == 0xBB || $0 == 0xBF || $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D)
        }
        return first == UInt8(ascii: "<")
    }

    private static func readProblem(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }

    private func listFiles(at path: String) -> Swift.Result<[String], LoadError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(LoadError(file: path, problem: "no such file or directory"))
        }
        guard isDirectory.boolValue else { return .success([path]) }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            return .failure(LoadError(file: path, problem: "cannot list the folder"))
        }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let lowered = relative.lowercased()
            guard lowered.hasSuffix(".xml") || lowered.hasSuffix(".json") else { continue }
            let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                found.append(full)
            }
        }
        return .success(found.sorted())
    }

    /// `transform` applied to every element on all cores, results in order.
    static func concurrentMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        guard items.count > 1 else { return items.map(transform) }
        let results = ResultSlots<R>(count: items.count)
        let chunks = min(items.count, ProcessInfo.processInfo.activeProcessorCount * 4)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var index = chunk
            while index < items.count {
                results.store(transform(items[index]), at: index)
                index += chunks
            }
        }
        return results.values
    }
}

/// Write-once slots filled from several threads; each index is written by exactly one thread.
private final class ResultSlots<R>: @unchecked Sendable {
    private var slots: [R?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: R, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [R] { slots.map { $0! } }
}
