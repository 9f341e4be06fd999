import Encircle
import EncircleEvaluation

/// Writes labelled strokes as JSON Lines (`.jsonl`), one stroke a line, the form
/// `EncircleEvaluation`'s `StrokeLoader` reads a corpus of any size from: what `encircle
/// generate` writes.
package enum StrokeJSONLinesWriter {
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
    package static func append(
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
