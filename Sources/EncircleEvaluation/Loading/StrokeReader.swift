import Foundation

/// Reads the strokes under some paths a batch at a time, in bounded memory
/// (``Evaluator/run(reading:progress:)``); ``StrokeLoader`` loads the same batches and keeps
/// every stroke.
///
/// Folders are searched as ``StrokeLoader`` says. JSON Lines and bundles are read a block at a
/// time and cut into batches of whole lines or entries (``StrokeJSONScanner``), which give
/// exactly the strokes and errors of the file read whole. Other files (single strokes, template
/// sets, XML) are a batch each, read whole; a file not named `.xml` is first read as far as it
/// takes to tell that it is not a bundle. Memory is bounded by the batches in flight, the
/// largest other file and one folder's listing.
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
    /// Bytes per batch: a batch closes once it holds this many (a single line or entry may hold
    /// more).
    public var bytesPerBatch: Int
    /// Bytes read from a file at a time (1 MiB; at least 1). Batches do not depend on it.
    public var blockSize = 1 << 20

    /// Creates a reader of `paths`; batch sizes below 1 are taken as 1.
    ///
    /// - Complexity: O(1).
    public init(paths: [String], linesPerBatch: Int = 1024, bytesPerBatch: Int = 4 << 20) {
        self.paths = paths
        self.linesPerBatch = max(linesPerBatch, 1)
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
        for path in paths where StrokeFiles.missing(path) == nil {
            await StrokeFiles.walk(path) { found in
                switch found {
                case .failure(let error):
                    await body(StrokeBatch(content: .failure(error)))
                case .success(let file) where StrokeJSONLines.isJSONLines(name: file):
                    await stream(file, as: .jsonLines, body)
                case .success(let file):
                    // A bundle streams; only what is not one is read whole.
                    let isXML = file.lowercased().hasSuffix(".xml")
                    if !isXML, await stream(file, as: .bundle, body) { return }
                    await body(StrokeBatch(content: .file(file)))
                }
            }
        }
    }

    /// Cuts `file` into batches of whole lines or bundle entries; returns `false`, having handed
    /// on nothing, if it is not of `form` (or a bundle cannot be read: reading it whole says why).
    @discardableResult
    private func stream(
        _ file: String, as form: StrokeJSONScanner.Form, _ body: (StrokeBatch) async -> Void
    ) async -> Bool {
        var scanner = StrokeJSONScanner(form: form)
        var buffer: [UInt8] = []
        var base = 0  // the file offset of `buffer[0]`
        var pending: [StrokeJSONScanner.Span] = []  // found, not yet handed on
        func handOn() async {
            guard let first = pending.first?.range.lowerBound, let end = pending.last?.range.upperBound else { return }
            let bytes = Array(buffer[(first - base)..<(end - base)])
            await body(StrokeBatch(content: .spans(file: file, form: form, bytes: bytes, base: first, spans: pending)))
            pending = []
        }
        func scan(isEnd: Bool) async {
            for span in buffer.withUnsafeBufferPointer({ scanner.spans(in: $0, base: base, isEnd: isEnd) }) {
                pending.append(span)
                if pending.count >= linesPerBatch
                    || span.range.upperBound - pending[0].range.lowerBound >= bytesPerBatch
                {
                    await handOn()
                }
            }
            let needed = min(pending.first?.range.lowerBound ?? scanner.neededFrom, scanner.neededFrom)
            buffer.removeFirst(needed - base)
            base = needed
        }
        var failure: LoadError?
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
            defer { try? handle.close() }
            while scanner.isOfForm != false, scanner.failure == nil,
                let block = try handle.read(upToCount: max(blockSize, 1)), !block.isEmpty
            {
                buffer.append(contentsOf: block)
                await scan(isEnd: false)
            }
            if scanner.isOfForm != false, scanner.failure == nil { await scan(isEnd: true) }
        } catch {
            failure = LoadError(file: file, cannotRead: error)
        }
        guard scanner.isOfForm == true else { return false }
        await handOn()
        if let failure = failure ?? scanner.failure.map({ LoadError(file: file, problem: $0) }) {
            await body(StrokeBatch(content: .failure(failure)))
        }
        return true
    }
}
