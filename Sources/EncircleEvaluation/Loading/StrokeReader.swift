import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reads the strokes under some paths a batch at a time, so that a corpus of any size can be
/// evaluated in bounded memory (``Evaluator/run(reading:progress:)``); ``StrokeLoader`` loads
/// the same batches and keeps every stroke.
///
/// The paths are files, or folders searched recursively for `.xml`, `.json`, `.jsonl` and
/// `.ndjson` files in sorted order (``StrokeLoader``). JSON Lines files
/// (``StrokeJSONLines``) are read a block at a time and cut into batches of at most
/// ``linesPerBatch`` lines. JSON bundles (``StrokeJSON``), recognised from their first bytes
/// (a top-level `"strokes"` array after no `"format"` other than `"encircle-strokes"`), are read
/// the same way and cut into batches of at most ``linesPerBatch`` whole entries, found by
/// following strings and brackets whatever the line breaks. Other files (single strokes,
/// template sets, XML) are read whole, several small ones to a batch (up to ``filesPerBatch``
/// files or ``bytesPerBatch`` bytes); a file not named `.xml` is first read in the calling
/// task as far as it takes to tell that it is not a bundle (for a single stroke, to its end).
///
/// A bundle streamed reads exactly as ``StrokeJSON`` reads it whole: the same strokes and
/// errors, including where a broken bundle stops.
///
/// Memory is bounded by the batches in flight, the largest single file other than JSON Lines
/// and bundles, and one folder's listing.
///
/// ```swift
/// await StrokeReader(paths: ["big.jsonl"]).forEachBatch { batch in
///     let loaded = batch.load()   // in any task
/// }
/// ```
public struct StrokeReader: Sendable {
    /// The files and folders to read, in order.
    public var paths: [String]
    /// Lines of a JSON Lines file, or entries of a bundle, per batch at most.
    public var linesPerBatch: Int
    /// Files per batch at most, for files read whole.
    public var filesPerBatch: Int
    /// Bytes per batch: a batch closes once it holds this many (a single line, entry or file
    /// may hold more).
    public var bytesPerBatch: Int
    /// Bytes read from a file at a time (1 MiB; at least 1). Batches do not depend on it.
    public var blockSize = 1 << 20

    /// Creates a reader of `paths`.
    ///
    /// - Parameters:
    ///   - linesPerBatch: Lines of a JSON Lines file, or entries of a bundle, per batch (at
    ///     least 1).
    ///   - filesPerBatch: Files read whole per batch (at least 1).
    ///   - bytesPerBatch: Bytes after which a batch closes (at least 1).
    /// - Complexity: O(1).
    public init(paths: [String], linesPerBatch: Int = 1024, filesPerBatch: Int = 64, bytesPerBatch: Int = 4 << 20) {
        self.paths = paths
        self.linesPerBatch = max(linesPerBatch, 1)
        self.filesPerBatch = max(filesPerBatch, 1)
        self.bytesPerBatch = max(bytesPerBatch, 1)
    }

    /// Calls `body` with each batch, in order: paths that do not exist first, then the files in
    /// path order.
    ///
    /// - Complexity: O(*n*) in the total size of the files, read once.
    public func forEachBatch(_ body: (StrokeBatch) async -> Void) async {
        for path in paths {
            if let error = StrokeFiles.missing(path) { await body(StrokeBatch(content: .failure(error))) }
        }
        var files: [String] = []
        var bytes = 0
        func flushFiles() async {
            guard !files.isEmpty else { return }
            await body(StrokeBatch(content: .files(files)))
            files = []
            bytes = 0
        }
        for path in paths where StrokeFiles.missing(path) == nil {
            await StrokeFiles.walk(path) { found in
                switch found {
                case .failure(let error):
                    await flushFiles()
                    await body(StrokeBatch(content: .failure(error)))
                case .success(let file) where StrokeJSONLines.isJSONLines(name: file):
                    await flushFiles()
                    await readLines(of: file, body)
                case .success(let file):
                    // A bundle streams; only what is not one is read whole.
                    if !file.lowercased().hasSuffix(".xml"), await readBundle(file, flushFiles, body) { return }
                    files.append(file)
                    let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size]) as? Int
                    bytes += size ?? 0
                    if files.count >= filesPerBatch || bytes >= bytesPerBatch { await flushFiles() }
                }
            }
        }
        await flushFiles()
    }

    /// Reads `file` a block at a time, handing each block to `consume` until it returns `false`
    /// or the file ends.
    ///
    /// - Returns: What went wrong opening or reading the file, if anything did.
    private func readBlocks(of file: String, _ consume: (Data) async -> Bool) async -> LoadError? {
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
        } catch {
            return Self.unreadable(file, error)
        }
        defer { try? handle.close() }
        while true {
            let block: Data?
            do {
                block = try handle.read(upToCount: max(blockSize, 1))
            } catch {
                return Self.unreadable(file, error)
            }
            guard let block, !block.isEmpty, await consume(block) else { return nil }
        }
    }

    /// Cuts a JSON Lines file into batches of whole lines.
    private func readLines(of file: String, _ body: (StrokeBatch) async -> Void) async {
        var buffer: [UInt8] = []
        var scanned = 0  // bytes of `buffer` searched for line breaks; all complete lines
        var lines = 0  // complete lines in `buffer[..<scanned]`
        var firstLine = 1
        let failure = await readBlocks(of: file) { block in
            buffer.append(contentsOf: block)
            while let lineFeed = Self.nextLineFeed(in: buffer, from: scanned) {
                scanned = lineFeed + 1
                lines += 1
                if lines >= linesPerBatch || scanned >= bytesPerBatch {
                    await body(
                        StrokeBatch(content: .lines(file: file, firstLine: firstLine, bytes: Array(buffer[..<scanned])))
                    )
                    buffer.removeFirst(scanned)
                    firstLine += lines
                    scanned = 0
                    lines = 0
                }
            }
            return true
        }
        if let failure {
            await body(StrokeBatch(content: .failure(failure)))
            return
        }
        // The last lines, the very last of them perhaps without a line feed.
        if !buffer.isEmpty { await body(StrokeBatch(content: .lines(file: file, firstLine: firstLine, bytes: buffer))) }
    }

    /// Cuts `file` into batches of whole bundle entries if it is a bundle, calling
    /// `beforeFirstBatch` once it knows; returns `false`, having handed on nothing, if it is not
    /// (or cannot be read: reading it whole reports why).
    private func readBundle(
        _ file: String, _ beforeFirstBatch: () async -> Void, _ body: (StrokeBatch) async -> Void
    ) async -> Bool {
        var scanner = StrokeBundleScanner()
        var buffer: [UInt8] = []
        var base = 0  // the file offset of `buffer[0]`
        var pending: [StrokeBundleScanner.Entry] = []  // found, not yet handed on
        var isEnd = true  // whether the file was read to its end
        var isAnnounced = false
        func handOn() async {
            guard let first = pending.first?.range.lowerBound, let end = pending.last?.range.upperBound else { return }
            let entries = pending.map { entry in
                var entry = entry
                entry.range = (entry.range.lowerBound - first)..<(entry.range.upperBound - first)
                return entry
            }
            await body(
                StrokeBatch(
                    content: .bundle(file: file, bytes: Array(buffer[(first - base)..<(end - base)]), entries: entries))
            )
            pending = []
        }
        let failure = await readBlocks(of: file) { block in
            buffer.append(contentsOf: block)
            buffer.withUnsafeBufferPointer { scanner.scan($0, base: base) }
            if scanner.verdict == .notABundle {
                isEnd = false
                return false
            }
            if scanner.verdict == .bundle, !isAnnounced {
                await beforeFirstBatch()
                isAnnounced = true
            }
            for entry in scanner.takeEntries() {
                pending.append(entry)
                if pending.count >= linesPerBatch
                    || entry.range.upperBound - pending[0].range.lowerBound >= bytesPerBatch
                {
                    await handOn()
                }
            }
            let needed = min(pending.first?.range.lowerBound ?? scanner.neededFrom, scanner.neededFrom)
            buffer.removeFirst(needed - base)
            base = needed
            isEnd = scanner.failure == nil
            return isEnd
        }
        if failure == nil, isEnd { scanner.finish() }
        guard scanner.verdict == .bundle else { return false }
        await handOn()
        if let failure {
            await body(StrokeBatch(content: .failure(failure)))
        } else if let broken = scanner.failure {
            await body(StrokeBatch(content: .failure(LoadError(file: file, problem: broken))))
        }
        return true
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
