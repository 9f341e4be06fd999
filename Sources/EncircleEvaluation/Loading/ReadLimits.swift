import Encircle
import Foundation

/// The most bytes ``StrokeLoader`` (and ``Evaluator``, reading) takes for one stroke and from one file,
/// so that a device (`/dev/zero`), a pipe that never ends or a file of one enormous line costs
/// bounded memory and time, and ends with an error that names the file and the limit.
///
/// - **Per stroke** (``maximumStrokeBytes``, 16 MiB): the most bytes held at once for one
///   stroke: a JSON Lines line, a bundle entry, or a file read whole (a `$1` log, a single
///   stroke, a template set). The start of a bundle up to its `"strokes"` array and what follows
///   the array count as one stroke each. The longest stroke of the project's data takes 46 KB
///   (a line of `Data/drawn-shapes.jsonl`); 16 MiB holds over half a million points `[x,y,t]`.
/// - **Per file** (``maximumFileBytes``, 16 GiB): the most bytes read from one file. JSON Lines
///   and bundles stream in bounded memory whatever their size, so this bounds time, not memory:
///   a stream of short lines that never ends stops here. A million generated strokes take
///   1.8 GB.
///
/// A stroke past its limit stops the reading of its file: the strokes before it are kept, and
/// the error names the line or entry. A file past its limit is read no further.
///
/// ```swift
/// var limits = ReadLimits()
/// limits.maximumStrokeBytes = 1 << 20
/// await StrokeLoader(limits: limits).load(["/dev/zero"]).errors
/// // ["/dev/zero: more than 1 MiB without a whole stroke (the limit per stroke: maximumStrokeBytes)"]
/// ```
public struct ReadLimits: Hashable, Sendable {
    /// The most bytes of one stroke: a line, an entry, or a file read whole (16 MiB).
    public var maximumStrokeBytes: Int
    /// The most bytes read from one file (16 GiB).
    public var maximumFileBytes: Int
    /// How errors name the settings that change the limits: their Swift names by default; a
    /// tool gives its own (`encircle`: `--max-stroke-bytes`, `--max-file-bytes`).
    package var names: Names

    /// The names of the two settings, as errors print them.
    package struct Names: Hashable, Sendable {
        /// The name of the setting of ``ReadLimits/maximumStrokeBytes``.
        package var stroke: String
        /// The name of the setting of ``ReadLimits/maximumFileBytes``.
        package var file: String

        /// Names the two settings.
        ///
        /// - Complexity: O(1).
        package init(stroke: String, file: String) {
            self.stroke = stroke
            self.file = file
        }
    }

    /// The limits: 16 MiB per stroke and 16 GiB per file unless given.
    ///
    /// - Parameters:
    ///   - strokeSetting: How errors name the setting of ``maximumStrokeBytes``: its Swift name
    ///     unless a tool gives its own (`encircle`: `--max-stroke-bytes`).
    ///   - fileSetting: How errors name the setting of ``maximumFileBytes`` (`--max-file-bytes`).
    /// - Complexity: O(1).
    public init(
        maximumStrokeBytes: Int = 16 << 20, maximumFileBytes: Int = 16 << 30,
        strokeSetting: String = "maximumStrokeBytes", fileSetting: String = "maximumFileBytes"
    ) {
        self.maximumStrokeBytes = maximumStrokeBytes
        self.maximumFileBytes = maximumFileBytes
        self.names = Names(stroke: strokeSetting, file: fileSetting)
    }

    /// 16 MiB per stroke, 16 GiB per file: `ReadLimits()`.
    package static let `default` = ReadLimits()

    /// Throws the first limit below 1 byte, named as ``names`` says.
    ///
    /// ```swift
    /// try ReadLimits(maximumStrokeBytes: 0).validate()
    /// // ConfigurationError: "maximumStrokeBytes is 0; it must be at least 1"
    /// ```
    ///
    /// - Complexity: O(1).
    public func validate() throws(ConfigurationError) {
        try ConfigurationError.check(maximumStrokeBytes, names.stroke, in: .atLeast(1))
        try ConfigurationError.check(maximumFileBytes, names.file, in: .atLeast(1))
    }

    /// The content of the file at `path`, which is read whole (a `$1` log, a detector
    /// configuration, a template set), a block at a time: no more than ``maximumStrokeBytes``.
    ///
    /// ```swift
    /// try ReadLimits().contentsOfFile("/dev/zero")
    /// // LoadError: "/dev/zero: longer than 16 MiB, the most a file read whole may hold (the limit per
    /// // stroke: maximumStrokeBytes)"
    /// ```
    ///
    /// - Throws: ``LoadError`` naming the file: it cannot be read, or it is longer than a limit.
    /// - Complexity: O(*n*) in the size of the file, up to the limit.
    public func contentsOfFile(_ path: String) throws(LoadError) -> Data {
        Data(try FileBlockReader.contents(of: path, limits: self, isReadWhole: true))
    }

    // The words of the errors, each said once.

    /// "(the limit per stroke: maximumStrokeBytes)".
    private var strokeLimit: String { "(the limit per stroke: \(names.stroke))" }

    /// The limit per stroke in words: "16 MiB".
    private var strokeBytes: String { Self.text(bytes: maximumStrokeBytes) }

    /// A file that may be a bundle or a file read whole, or the start of a bundle, longer than a
    /// stroke may be.
    var noWholeStroke: String { "more than \(strokeBytes) without a whole stroke \(strokeLimit)" }

    /// A file read whole longer than a stroke may be.
    var tooLongToReadWhole: String { "longer than \(strokeBytes), the most a file read whole may hold \(strokeLimit)" }

    /// A JSON Lines line longer than a stroke may be.
    func lineTooLong(_ line: Int) -> String {
        "line \(line) is longer than \(strokeBytes) \(strokeLimit); the file is read no further"
    }

    /// A bundle entry longer than a stroke may be.
    func entryTooLong(_ entry: Int, line: Int, column: Int) -> String {
        "entry \(entry), begun at line \(line), column \(column), is longer than \(strokeBytes) \(strokeLimit); "
            + "the file is read no further"
    }

    /// What follows a bundle's `"strokes"` array, longer than a stroke may be.
    var endTooLong: String { "what follows the \"strokes\" array is longer than \(strokeBytes) \(strokeLimit)" }

    /// `bytes` in the largest binary unit that divides it ("16 MiB"), else in bytes ("1000 bytes",
    /// "1 byte"), as `encircle`'s `--max-stroke-bytes` takes it.
    private static func text(bytes: Int) -> String {
        let units = [("TiB", 1 << 40), ("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)]
        if bytes > 0, let (name, size) = units.first(where: { bytes % $0.1 == 0 }) { return "\(bytes / size) \(name)" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }

    /// A file longer than a file may be.
    var fileTooLong: String {
        "longer than \(Self.text(bytes: maximumFileBytes)) (the limit per file: \(names.file)); "
            + "the file is read no further"
    }
}
