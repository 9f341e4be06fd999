import Foundation

/// Reads the strokes under some paths a batch at a time, in bounded memory
/// (``Evaluator/run(reading:progress:)``); ``StrokeLoader`` loads the same batches and keeps
/// every stroke.
///
/// Folders are searched as ``StrokeLoader`` says. JSON Lines and bundles are read a block at a
/// time and cut into batches of whole lines or entries (``StrokeJSONScanner``), which give
/// exactly the strokes and errors of the file read whole. Other files (single strokes, template
/// sets, XML) are a batch each, read whole; a JSON file that turns out not to be a bundle is
/// handed on with the bytes read to tell, never read again. Every file, a device or a pipe
/// alike, is read within ``limits``: a line, an entry or a file read whole holds at most the
/// limit per stroke, and no file is read past the limit per file. Memory is bounded by the
/// batches in flight and the limit per stroke (in each task that reads a file whole), and one
/// folder's listing.
///
/// ```swift
/// await StrokeReader(paths: ["big.jsonl"]).forEachBatch { batch in
///     let loaded = batch.load()   // in any task
/// }
/// ```
package struct StrokeReader: Sendable {
    /// The files and folders to read, in order.
    package var paths: [String]
    /// Lines of a JSON Lines file, or entries of a bundle, per batch at most.
    package var linesPerBatch: Int
    /// Bytes per batch: a batch closes once it holds this many (a single line or entry may hold
    /// more).
    package var bytesPerBatch: Int
    /// Bytes read from a file at a time (1 MiB; at least 1). Batches do not depend on it.
    package var blockSize = 1 << 20
    /// The most bytes per stroke and per file (``ReadLimits/default``).
    package var limits: ReadLimits

    /// Creates a reader of `paths`; batch sizes below 1 are taken as 1.
    ///
    /// - Complexity: O(1).
    package init(
        paths: [String], linesPerBatch: Int = 1024, bytesPerBatch: Int = 4 << 20, limits: ReadLimits = ReadLimits()
    ) {
        self.paths = paths
        self.linesPerBatch = max(linesPerBatch, 1)
        self.bytesPerBatch = max(bytesPerBatch, 1)
        self.limits = limits
    }

    /// Calls `body` with each batch, in order: paths that do not exist first, then the files in
    /// path order.
    ///
    /// - Complexity: O(*n*) in the total size of the files, read once.
    package func forEachBatch(_ body: (StrokeBatch) async -> Void) async {
        let missing = paths.map { $0 == StrokeFiles.standardInput ? nil : StrokeFiles.missing($0) }
        for case let error? in missing { await body(StrokeBatch(content: .failure(error))) }
        for (path, error) in zip(paths, missing) where error == nil {
            // "-": standard input, whose form the first line tells, as it has no name.
            if path == StrokeFiles.standardInput {
                await stream(path, as: nil, body)
                continue
            }
            await StrokeFiles.walk(path) { found in
                switch found {
                case .failure(let error):
                    await body(StrokeBatch(content: .failure(error)))
                case .success(let file) where StrokeJSONLines.isJSONLines(name: file):
                    await stream(file, as: .jsonLines, body)
                case .success(let file) where file.lowercased().hasSuffix(".xml"):
                    await body(StrokeBatch(content: .unreadFile(file, limits: limits)))
                case .success(let file):
                    await stream(file, as: .bundle, body)
                }
            }
        }
    }

    /// Cuts `file` into batches of whole lines or bundle entries; a file that is not a bundle is
    /// read to its end and handed on whole, in one batch. With no `form`, the first line tells
    /// (``StrokeJSONScanner/form(ofStart:isEnd:)``).
    private func stream(
        _ file: String, as form: StrokeJSONScanner.Form?, _ body: (StrokeBatch) async -> Void
    ) async {
        var scanner = StrokeJSONScanner(form: form ?? .bundle, limits: limits)
        var isFormKnown = form != nil
        var buffer: [UInt8] = []
        var base = 0  // the file offset of `buffer[0]`
        var pending: [StrokeJSONScanner.Span] = []  // found, not yet handed on
        func handOn() async {
            guard let first = pending.first?.range.lowerBound, let end = pending.last?.range.upperBound else { return }
            let bytes = Array(buffer[(first - base)..<(end - base)])
            await body(
                StrokeBatch(content: .spans(file: file, form: scanner.form, bytes: bytes, base: first, spans: pending)))
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
        do throws(LoadError) {
            var reader = try FileBlockReader(file, limits: limits)
            defer { reader.close() }
            while scanner.failure == nil, let block = try reader.next(upTo: blockSize) {
                buffer.append(contentsOf: block)
                if !isFormKnown {
                    guard let sniffed = StrokeJSONScanner.form(ofStart: buffer, isEnd: false) else {
                        if buffer.count > limits.maximumStrokeBytes {
                            throw LoadError(file: file, problem: limits.noWholeStroke)
                        }
                        continue
                    }
                    scanner = StrokeJSONScanner(form: sniffed, limits: limits)
                    isFormKnown = true
                }
                // Until the scanner knows, it needs every byte from the first: not a bundle, all
                // stay, to be read whole, no longer than a stroke.
                if scanner.isOfForm != false { await scan(isEnd: false) }
                if scanner.isOfForm == false, buffer.count > limits.maximumStrokeBytes {
                    throw LoadError(file: file, problem: limits.noWholeStroke)
                }
            }
            if !isFormKnown {
                scanner = StrokeJSONScanner(
                    form: StrokeJSONScanner.form(ofStart: buffer, isEnd: true) ?? .bundle, limits: limits)
            }
            if scanner.isOfForm != false, scanner.failure == nil { await scan(isEnd: true) }
        } catch {
            failure = error
        }
        if scanner.isOfForm == false, failure == nil {
            return await body(StrokeBatch(content: .file(file, bytes: buffer)))
        }
        await handOn()
        if let failure = failure ?? scanner.failure.map({ LoadError(file: file, problem: $0) }) {
            await body(StrokeBatch(content: .failure(failure)))
        }
    }
}
