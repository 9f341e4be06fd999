import Foundation

/// A few strokes' worth of input, read but not yet parsed: lines of a JSON Lines file, entries
/// of a JSON bundle, a whole file, or an error met while listing or reading.
/// ``StrokeReader`` makes batches in one task; ``load()`` parses them in any.
package struct StrokeBatch: Sendable {
    enum Content: Sendable {
        /// Whole lines or bundle entries, lying in `bytes`: the file from offset `base` on.
        case spans(
            file: String, form: StrokeJSONScanner.Form, bytes: [UInt8], base: Int, spans: [StrokeJSONScanner.Span])
        /// A file read whole into `bytes`.
        case file(String, bytes: [UInt8])
        /// A file of one stroke to read whole, within `limits`, by the task that loads the batch.
        case unreadFile(String, limits: ReadLimits)
        /// A path that does not exist, a folder that cannot be listed, a broken bundle.
        case failure(LoadError)
    }

    let content: Content

    /// Parses the batch: its strokes in file order (by line or entry), and what could not be read.
    ///
    /// - Complexity: O(*n*) in the size of the batch.
    package func load() -> StrokeLoader.Result {
        switch content {
        case .spans(let file, let form, let bytes, let base, let spans):
            return bytes.withUnsafeBufferPointer {
                StrokeJSON.strokes(of: spans, in: $0, base: base, file: file, form: form)
            }
        case .file(let file, let bytes):
            return StrokeLoader.read(data: Data(bytes), name: file)
        case .unreadFile(let file, let limits):
            do {
                return StrokeLoader.read(data: try limits.contentsOfFile(file), name: file)
            } catch {
                return StrokeLoader.Result(errors: [error])
            }
        case .failure(let error):
            return StrokeLoader.Result(errors: [error])
        }
    }
}
