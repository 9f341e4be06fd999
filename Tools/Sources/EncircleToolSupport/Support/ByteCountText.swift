/// Sizes in bytes as people write them: `16777216`, `16MiB`, `16M`, `1GiB`, in binary units
/// (KiB, MiB, GiB, TiB: powers of 1024): how `encircle`'s `--max-stroke-bytes` and
/// `--max-file-bytes` read a size, and how the help and the playground word one, as
/// `EncircleEvaluation`'s `ReadLimits` errors do ("more than 16 MiB").
///
/// ```swift
/// ByteCountText.text(16 << 20)             // "16 MiB"
/// ByteCountText.text(1000)                 // "1000 bytes"
/// ByteCountText.bytes(parsing: "16MiB")    // 16777216
/// ByteCountText.bytes(parsing: "16 MB")    // nil: MB is ambiguous (10⁶ or 2²⁰)
/// ```
package enum ByteCountText {
    /// The units, largest first, each with the suffixes it is written with (lower case).
    private static let units: [(name: String, bytes: Int, suffixes: [String])] = [
        ("TiB", 1 << 40, ["t", "tib"]), ("GiB", 1 << 30, ["g", "gib"]), ("MiB", 1 << 20, ["m", "mib"]),
        ("KiB", 1 << 10, ["k", "kib"]),
    ]

    /// What the accepted forms are, for a message about a size that does not read.
    package static let syntax = "a whole number of bytes, or of KiB, MiB, GiB or TiB (16MiB)"

    /// `bytes` in the largest binary unit that divides it ("16 MiB"), else in bytes
    /// ("1000 bytes", "1 byte").
    ///
    /// - Complexity: O(1).
    package static func text(_ bytes: Int) -> String {
        if bytes > 0, let unit = units.first(where: { bytes % $0.bytes == 0 }) {
            return "\(bytes / unit.bytes) \(unit.name)"
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }

    /// The bytes `text` stands for: digits, then, optionally after a space, a unit (`K`, `KiB`,
    /// `M`, `MiB`, `G`, `GiB`, `T`, `TiB` or `B`, in any case); `nil` for anything else, or a
    /// size beyond `Int.max`.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    package static func bytes(parsing text: String) -> Int? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let count = Int(digits) else { return nil }
        let suffix = text.dropFirst(digits.count).drop { $0 == " " }.lowercased()
        if suffix.isEmpty || suffix == "b" { return count }
        guard let unit = units.first(where: { $0.suffixes.contains(suffix) }) else { return nil }
        let (bytes, overflow) = count.multipliedReportingOverflow(by: unit.bytes)
        return overflow ? nil : bytes
    }
}
