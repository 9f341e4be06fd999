import Encircle
import Foundation

/// JSON Lines (`.jsonl`, `.ndjson`): one labelled stroke per line, the form for corpora too
/// large to hold in memory. `encircle evaluate` reads such a file a batch of lines at a time
/// (``StrokeReader``), and `encircle generate` writes one (``append(_:to:coordinateDecimals:timeDecimals:)``).
///
/// Each line is a bundle entry (``StrokeJSON``), `{"label":"circle","points":[[66,252,0],...]}`,
/// whose label, subject and speed may come from its `file` (`s02/fast/arrow01.xml` → `arrow`,
/// `"2"`, `"fast"`). Blank lines are skipped. A stroke is named by its `file`, or else by its
/// line (`data.jsonl:1`). A broken line is an error of its own, named by its line
/// (`data.jsonl:7: not valid JSON`); the others still load.
///
/// ```swift
/// let read = StrokeJSONLines.strokes(from: Data(text.utf8), file: "big.jsonl")
/// read.strokes[0].file   // "big.jsonl:1"
/// read.errors            // [big.jsonl:7: sample 3 is not [x, y] or [x, y, t] with numbers]
/// ```
package enum StrokeJSONLines {
    /// The file name extensions read as JSON Lines, in lower case: `jsonl` and `ndjson`.
    package static let fileExtensions: Set<String> = ["jsonl", "ndjson"]

    /// Whether a file called `name` holds JSON Lines, judging by its extension.
    ///
    /// - Complexity: O(*n*) in the length of `name`.
    package static func isJSONLines(name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return fileExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// Parses the lines in `bytes`, the file called `file`. Each line is decoded on its own
    /// (``StrokeJSON``'s entry).
    ///
    /// - Returns: The strokes, in line order, and one error per broken line.
    /// - Complexity: O(*n*) in the number of bytes.
    package static func strokes(
        from bytes: some ContiguousBytes, file: String
    ) -> StrokeLoader.Result {
        bytes.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var scanner = StrokeJSONScanner(form: .jsonLines)
            let spans = scanner.spans(in: bytes, base: 0, isEnd: true)
            return StrokeJSON.strokes(of: spans, in: bytes, file: file, form: .jsonLines)
        }
    }
}
