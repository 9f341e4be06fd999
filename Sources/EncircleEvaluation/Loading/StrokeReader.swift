import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reads the strokes under some paths a batch at a time, so that a corpus of any size can be
/// evaluated in bounded memory (``Evaluator/run(reading:progress:)``).
///
/// The paths are those of ``StrokeLoader``: files, or folders searched recursively for `.xml`,
/// `.json`, `.jsonl` and `.ndjson` files in sorted order. JSON Lines files
/// (``StrokeJSONLines``) are read a block at a time and cut into batches of at most
/// ``linesPerBatch`` lines; other files are read whole, several small ones to a batch (up to
/// ``filesPerBatch`` files or ``bytesPerBatch`` bytes). A JSON bundle is one document and is
/// held whole while it is parsed: convert a large one to JSON Lines.
///
/// Memory is bounded by the batches in flight, the largest single file other than JSON Lines,
/// and one folder's listing.
///
/// ```swift
/// StrokeReader(paths: ["big.jsonl"]).forEachBatch { batch in
///     let loaded = batch.load()   // on any thread
/// }
/// ```
public struct StrokeReader: Sendable {
    /// The files and folders to read, in order.
    public var paths: [String]
    /// Lines of a JSON Lines file per batch at most.
    public var linesPerBatch: Int
    /// Files per batch at most, for files read whole.
    public var filesPerBatch: Int
    /// Bytes per batch: a batch closes once it holds this many (a single line or file may
    /// hold more).
    public var bytesPerBatch: Int

    /// Creates a reader of `paths`.
    ///
    /// - Parameters:
    ///   - linesPerBatch: Lines of a JSON Lines file per batch (at least 1).
    ///   - filesPerBatch: Files read whole per batch (at least 1).
    ///   - bytesPerBatch: Bytes after which a batch closes (at least 1).
    /// - Complexity: O(1).
    public init(paths: [String], linesPerBatch: Int = 1024, filesPerBatch: Int = 64, bytesPerBatch: Int = 4 << 20) {
        self.paths = paths
        self.linesPerBatch = max(linesPerBatch, 1)
        self.filesPerBatch = max(filesPerBatch, 1)
        self.bytesPerBatch = max(bytesPerBatch, 1)
    }

    /// Calls `body` with each batch, in order: paths that do not exist first (as
    /// ``StrokeLoader`` reports them), then the files in path order.
    ///
    /// - Complexity: O(*n*) in the total size of the files, read once.
    public func forEachBatch(_ body: (StrokeBatch) -> Void) {
        for path in paths {
            if let error = StrokeFiles.missing(path) { body(StrokeBatch(content: .failure(error))) }
        }
        var files: [String] = []
        var bytes = 0
        func flushFiles() {
            guard !files.isEmpty else { return }
            body(StrokeBatch(content: .files(files)))
            files = []
            bytes = 0
        }
        for path in paths where StrokeFiles.missing(path) == nil {
            StrokeFiles.walk(path) { found in
                switch found {
                case .failure(let error):
                    flushFiles()
                    body(StrokeBatch(content: .failure(error)))
                case .success(let file) where StrokeJSONLines.isJSONLines(name: file):
                    flushFiles()
                    readLines(of: file, body)
                case .success(let file):
                    files.append(file)
                    let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size]) as? Int
                    bytes += size ?? 0
                    if files.count >= filesPerBatch || bytes >= bytesPerBatch { flushFiles() }
                }
            }
        }
        flushFiles()
    }

    /// Cuts a JSON Lines file into batches of whole lines, reading a mebibyte at a time.
    private func readLines(of file: String, _ body: (StrokeBatch) -> Void) {
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
        } catch {
            body(StrokeBatch(content: .failure(Self.unreadable(file, error))))
            return
        }
        defer { try? handle.close() }
        var buffer: [UInt8] = []
        var scanned = 0  // bytes of `buffer` searched for line breaks; all complete lines
        var lines = 0  // complete lines in `buffer[..<scanned]`
        var firstLine = 1
        while true {
            let block: Data?
            do {
                block = try handle.read(upToCount: 1 << 20)
            } catch {
                body(StrokeBatch(content: .failure(Self.unreadable(file, error))))
                return
            }
            guard let block, !block.isEmpty else { break }
            buffer.append(contentsOf: block)
            while let lineFeed = Self.nextLineFeed(in: buffer, from: scanned) {
                scanned = lineFeed + 1
                lines += 1
                if lines >= linesPerBatch || scanned >= bytesPerBatch {
                    body(
                        StrokeBatch(content: .lines(file: file, firstLine: firstLine, bytes: Array(buffer[..<scanned])))
                    )
                    buffer.removeFirst(scanned)
                    firstLine += lines
                    scanned = 0
                    lines = 0
                }
            }
        }
        // The last lines, the very last of them perhaps without a line feed.
        if !buffer.isEmpty { body(StrokeBatch(content: .lines(file: file, firstLine: firstLine, bytes: buffer))) }
    }

    /// The index of the first line feed in `buffer` at or after `start`.
    private static func nextLineFeed(in buffer: [UInt8], from start: Int) -> Int? {
        guard start < buffer.count else { return nil }
        return buffer.withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress, let found = memchr(base + start, 0x0A, raw.count - start) else {
                return nil
            }
            return UnsafeRawPointer(found) - base
        }
    }

    private static func unreadable(_ file: String, _ error: any Error) -> LoadError {
        LoadError(file: file, problem: "cannot read: \(StrokeLoader.readProblem(error))")
    }
}
