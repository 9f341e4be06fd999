import ArgumentParser
import Encircle
import EncircleEvaluation
import EncircleToolSupport

/// `--max-stroke-bytes` and `--max-file-bytes`: the limits every command that reads strokes
/// reads them within (``ReadLimits``), so that a device or a file of one enormous line ends with
/// one line naming the file and the flag to change, not with the process killed.
struct ReadLimitOptions: ParsableArguments {
    @Option(
        name: .customLong(Self.strokeFlag),
        help: ArgumentHelp(
            "The most bytes of one stroke: a JSON Lines line, a bundle entry, or a file read whole "
                + "(default: \(ByteCountText.text(ReadLimits().maximumStrokeBytes))).",
            valueName: "size"),
        transform: Self.byteCount)
    var maximumStrokeBytes = ReadLimits().maximumStrokeBytes

    @Option(
        name: .customLong(Self.fileFlag),
        help: ArgumentHelp(
            "The most bytes read from one file (default: \(ByteCountText.text(ReadLimits().maximumFileBytes))).",
            valueName: "size"),
        transform: Self.byteCount)
    var maximumFileBytes = ReadLimits().maximumFileBytes

    private static let strokeFlag = "max-stroke-bytes"
    private static let fileFlag = "max-file-bytes"

    /// The limits, named in errors by their flags.
    var limits: ReadLimits {
        ReadLimits(
            maximumStrokeBytes: maximumStrokeBytes, maximumFileBytes: maximumFileBytes,
            strokeSetting: "--" + Self.strokeFlag, fileSetting: "--" + Self.fileFlag)
    }

    func validate() throws {
        try Console.usage { () throws(ConfigurationError) in try limits.validate() }
    }

    /// A size as the flags take it: bytes, or a number of KiB, MiB, GiB or TiB.
    private static func byteCount(_ text: String) throws -> Int {
        guard let bytes = ByteCountText.bytes(parsing: text) else {
            throw ValidationError("not a size: expected \(ByteCountText.syntax)")
        }
        return bytes
    }
}
