import Encircle
import Foundation

/// JSON Lines (`.jsonl`): one labelled stroke per line, the form for corpora too large to hold
/// in memory. `encircle evaluate` reads such a file a few thousand lines at a time
/// (``StrokeReader``), and `encircle generate` writes one.
///
/// Each line is a JSON object shaped like an entry of the project's bundle (``StrokeJSON``):
///
/// ```
/// {"label":"circle","subject":"2","speed":"fast","points":[[66,252,0],[68,249,0.017]]}
/// {"label":"v","points":[{"x":1,"y":2,"t":0},{"x":3,"y":4,"t":0.016}]}
/// {"file":"s02/fast/arrow01.xml","points":[[66,252],[68,249]]}
/// ```
///
/// - `points`: `[x, y]` or `[x, y, t]` arrays, or `{"x":..,"y":..,"t":..}` objects; `t` in
///   seconds, optional or `null`. Required, not empty.
/// - `label`: the gesture; without it, the label comes from `file` (`arrow01.xml` → `arrow`);
///   a line with neither is an error.
/// - `subject` (a string or a whole number) and `speed`: optional; without them they come from
///   `file`'s folders (`s02/fast/…` → `"2"`, `"fast"`).
/// - `file`: optional; names the stroke `data.jsonl:FILE`. A stroke without it is named by its
///   line, `data.jsonl:LINE`.
/// - Other keys are ignored; blank lines are skipped.
///
/// A broken line is an error of its own, `data.jsonl:LINE: problem` (a line that is not JSON
/// reads `data.jsonl:LINE: not valid JSON`); the other lines still load.
///
/// ```swift
/// let read = StrokeJSONLines.strokes(from: Data(text.utf8), file: "big.jsonl")
/// read.strokes[0].file   // "big.jsonl:1"
/// read.errors            // [big.jsonl:7: point 3 is not [x, y] or [x, y, t] with numbers]
/// ```
public enum StrokeJSONLines {
    /// The file name extensions read as JSON Lines, in lower case: `jsonl` and `ndjson`.
    public static let fileExtensions: Set<String> = ["jsonl", "ndjson"]

    /// Whether a file called `name` holds JSON Lines, judging by its extension.
    ///
    /// - Complexity: O(*n*) in the length of `name`.
    public static func isJSONLines(name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return fileExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// Parses the lines in `bytes`: whole lines of the file called `file`, the first of them
    /// line `firstLine` (counted from 1) of that file. Each line is decoded on its own
    /// (``StrokeJSON``'s entry).
    ///
    /// - Returns: The strokes, in line order, and one error per broken line.
    /// - Complexity: O(*n*) in the number of bytes.
    public static func strokes(
        from bytes: some ContiguousBytes, file: String, firstLine: Int = 1
    ) -> (strokes: [LabeledStroke], errors: [LoadError]) {
        var read: (strokes: [LabeledStroke], errors: [LoadError]) = ([], [])
        bytes.withUnsafeBytes { raw in
            var lines = raw.split(separator: 0x0A, omittingEmptySubsequences: false)
            // A byte-order mark may open the file.
            if firstLine == 1, let first = lines.first, first.starts(with: [0xEF, 0xBB, 0xBF]) {
                lines[0] = first.dropFirst(3)
            }
            for (offset, line) in lines.enumerated()
            where !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
                let number = firstLine + offset
                do throws(StrokeJSON.EntryProblem) {
                    let entry = try StrokeJSON.entry(in: line)
                    read.strokes.append(
                        try StrokeJSON.stroke(entry, name: "\(file):\(entry.file ?? String(number))", path: entry.file))
                } catch {
                    read.errors.append(LoadError(file: "\(file):\(number)", problem: error.problem))
                }
            }
        }
        return read
    }

    /// Appends one line for `stroke` to `output`: its `label`, `subject` and `speed` (when
    /// known) and its points as `[x,y,t]` arrays (`[x,y]` without a time), then a line feed.
    /// The stroke's ``LabeledStroke/file`` is not written: read back, the stroke is named by its
    /// line.
    ///
    /// - Parameters:
    ///   - coordinateDecimals: Decimals kept of `x` and `y`; `nil` writes them exactly.
    ///   - timeDecimals: Decimals kept of `t` (seconds); `nil` writes it exactly.
    /// - Returns: `false`, appending nothing, when a coordinate or time is not finite (JSON has
    ///   no such numbers).
    /// - Complexity: O(*n*) in the number of samples.
    @discardableResult
    public static func append(
        _ stroke: LabeledStroke, to output: inout [UInt8], coordinateDecimals: Int? = nil, timeDecimals: Int? = nil
    ) -> Bool {
        guard stroke.stroke.samples.allSatisfy({ $0.x.isFinite && $0.y.isFinite && $0.time?.isFinite ?? true })
        else { return false }
        output.append(contentsOf: #"{"label":"#.utf8)
        appendString(stroke.label, to: &output)
        if let subject = stroke.subject {
            output.append(contentsOf: #","subject":"#.utf8)
            appendString(subject, to: &output)
        }
        if let speed = stroke.speed {
            output.append(contentsOf: #","speed":"#.utf8)
            appendString(speed, to: &output)
        }
        output.append(contentsOf: #","points":["#.utf8)
        for (index, sample) in stroke.stroke.samples.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            output.append(UInt8(ascii: "["))
            appendNumber(sample.x, decimals: coordinateDecimals, to: &output)
            output.append(UInt8(ascii: ","))
            appendNumber(sample.y, decimals: coordinateDecimals, to: &output)
            if let time = sample.time {
                output.append(UInt8(ascii: ","))
                appendNumber(time, decimals: timeDecimals, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        }
        output.append(contentsOf: "]}\n".utf8)
        return true
    }

    private static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                output.append(UInt8(ascii: "\\"))
                output.append(byte)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// A finite `value` rounded to `decimals` (trailing zeros dropped), or exactly.
    private static func appendNumber(_ value: Double, decimals: Int?, to output: inout [UInt8]) {
        guard let decimals, (0...15).contains(decimals) else {
            output.append(contentsOf: value.description.utf8)
            return
        }
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * Double(scale)).rounded()
        guard abs(scaled) < 9e15 else {
            output.append(contentsOf: value.description.utf8)
            return
        }
        let units = Int64(scaled)
        if units < 0 { output.append(UInt8(ascii: "-")) }
        let magnitude = units.magnitude
        output.append(contentsOf: String(magnitude / UInt64(scale)).utf8)
        var fraction = magnitude % UInt64(scale)
        guard fraction != 0 else { return }
        var width = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        output.append(UInt8(ascii: "."))
        let digits = String(fraction).utf8
        output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - digits.count))
        output.append(contentsOf: digits)
    }
}
