/// A few strokes' worth of input, read but not yet parsed: lines of a JSON Lines file, entries
/// of a JSON bundle, a few small files, or an error met while listing or reading.
/// ``StrokeReader`` makes batches in one task; ``load()`` parses them in any.
public struct StrokeBatch: Sendable {
    enum Content: Sendable {
        /// Whole lines of a JSON Lines file, the first of them line `firstLine`.
        case lines(file: String, firstLine: Int, bytes: [UInt8])
        /// Whole entries of a bundle's `"strokes"` array, lying in `bytes`.
        case bundle(file: String, bytes: [UInt8], entries: [StrokeBundleScanner.Entry])
        /// Files to read whole.
        case files([String])
        /// A path that does not exist, a folder that cannot be listed, a file that cannot be
        /// read, a bundle broken after the entries before.
        case failure(LoadError)
    }

    let content: Content

    /// Parses the batch: its strokes in file order (by line or entry), and what could not be read.
    ///
    /// - Complexity: O(*n*) in the size of the batch.
    public func load() -> StrokeLoader.Result {
        switch content {
        case .lines(let file, let firstLine, let bytes):
            let read = StrokeJSONLines.strokes(from: bytes, file: file, firstLine: firstLine)
            return StrokeLoader.Result(strokes: read.strokes, errors: read.errors)
        case .bundle(let file, let bytes, let entries):
            let read = StrokeJSON.strokes(of: entries, in: bytes, file: file)
            return StrokeLoader.Result(strokes: read.strokes, errors: read.errors)
        case .files(let files):
            var result = StrokeLoader.Result(strokes: [], errors: [])
            for file in files {
                let loaded = StrokeLoader.loadFile(file)
                result.strokes += loaded.strokes
                result.errors += loaded.errors
            }
            return result
        case .failure(let error):
            return StrokeLoader.Result(strokes: [], errors: [error])
        }
    }
}
