import EncircleEvaluation
import EncircleToolSupport
import Foundation
import NIOCore

/// The recordings as a ZIP archive of `$1` gesture-log XML files, `LABEL/LABELnn.xml`, that
/// `encircle evaluate` reads: one folder per label, files numbered 01, 02, … per label in the
/// order the strokes were saved (three digits from the 100th on).
///
/// The archive is streamed, so an export costs about the same memory for ten recordings or a
/// million: the strokes are read from the store a batch at a time, each is made into its XML and
/// written at once, and the bytes go out in chunks of about ``chunkBytes``; sending waits while
/// the client is behind, so a slow download holds no more. What grows is the archive's central
/// directory, about 70 bytes per recording (46 and the file's path), and a count per label. Past
/// 65,535 recordings the archive is ZIP64 (``ZipStreamWriter``). 70,000 recordings (254 MB of
/// XML) peak at 57 MB of server memory, 92 MB for four exports at once
/// (`Scripts/export-memory-test.sh`).
enum RecordingExport {
    /// The file name offered for download.
    static let fileName = "encircle-recordings.zip"

    /// About how many bytes are sent at a time: enough to keep a socket busy, little enough that a
    /// slow client holds little memory while the server waits for it.
    static let chunkBytes = 64 << 10

    /// How many strokes are read from the store at a time, unless ``batchPoints`` stops a batch
    /// sooner.
    static let batchSize = 256

    /// How many points a batch holds before it stops (about the largest stroke the playground
    /// accepts), so a batch of long strokes holds a few megabytes, not hundreds.
    static let batchPoints = PlaygroundLimits.maximumPoints

    /// Writes the archive of every stroke in `store`, oldest first, to `send` in chunks.
    ///
    /// A stroke saved or deleted while the archive is written may or may not be in it; none is
    /// in it twice.
    ///
    /// ```swift
    /// try await RecordingExport.write(from: store) { chunk in try await writer.write(chunk) }
    /// ```
    ///
    /// - Throws: What `store` and `send` throw. When it throws, what was sent is not a whole
    ///   archive.
    /// - Complexity: O(*N*) time in the number of points stored; O(*s*) memory in the number of
    ///   strokes (the directory, about 70 bytes each), plus one batch and one chunk.
    static func write(
        from store: RecordingStore, modified: Date = Date(), to send: (ByteBuffer) async throws -> Void
    ) async throws {
        var zip = ZipStreamWriter(modified: modified)
        var names = FileNames()
        var batch = try await store.strokes(after: nil, limit: batchSize, maximumPoints: batchPoints)
        while let last = batch.last {
            for stroke in batch {
                let file = names.next(for: stroke.label)
                let xml = GestureLogWriter.document(of: stroke.stroke, name: file.name, label: stroke.label)
                try zip.add(file.path, contents: xml.utf8)
                if zip.pendingByteCount >= chunkBytes { try await send(zip.takeOutput()) }
            }
            batch = try await store.strokes(after: last.id, limit: batchSize, maximumPoints: batchPoints)
        }
        var rest = zip.finish()
        while let chunk = rest.readSlice(length: min(chunkBytes, rest.readableBytes)), chunk.readableBytes > 0 {
            try await send(chunk)
        }
    }

    /// Each stroke's path in the archive and its gesture name, numbered per label in the order
    /// asked: `circle/circle01.xml` and `circle01`, then `circle/circle02.xml` and `circle02`, ….
    struct FileNames {
        private var counts: [String: Int] = [:]

        /// The path and name of the next stroke labelled `label`.
        ///
        /// - Complexity: O(1) on average.
        mutating func next(for label: String) -> (path: String, name: String) {
            let number = counts[label, default: 0] + 1
            counts[label] = number
            let digits = String(number)
            let name = label + String(repeating: "0", count: max(0, 2 - digits.count)) + digits
            return ("\(label)/\(name).xml", name)
        }
    }
}
