import Encircle
import Foundation

/// Reads the `"points"` array of a posted stroke byte by byte, several times faster than
/// `JSONDecoder`'s walk through `Stroke.Sample`'s `Decodable`: the points are nearly all of a
/// body, and the largest stroke the limits allow (100,000 points) was answered in 165 ms, now in
/// 21 ms (Guides/Playground.md, "Load", with the command).
///
/// It follows only the well-formed common case: an array of `[x, y]`, `[x, y, t]` (`t` may be
/// `null`) or `{"x":..,"y":..,"t":..}` (`t` optional or `null`), numbers as JSON writes them.
/// Anything else, it gives up on, and ``StrokeBody`` decodes the whole body with `JSONDecoder`,
/// which accepts the same points and words every error: the sample's rules are
/// `Stroke.Sample`'s, never a second set.
///
/// ```swift
/// QuickSamples.read(in: bytes)   // (range of the array, samples), or nil
/// ```
enum QuickSamples {
    /// The byte range of the top-level `"points"` value of the JSON object in `bytes` and the
    /// samples it holds; `nil` when either is not the well-formed common case.
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    static func read(in bytes: [UInt8]) -> (range: Range<Int>, samples: [Stroke.Sample])? {
        var reader = Reader(bytes: bytes)
        guard let range = reader.pointsValue() else { return nil }
        reader.position = range.lowerBound
        guard let samples = reader.samples(), reader.position == range.upperBound else { return nil }
        return (range, samples)
    }

    /// Whether `text` is a number as JSON writes it: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isJSONNumber(_ text: ArraySlice<UInt8>) -> Bool {
        var index = text.startIndex
        func digits() -> Int {
            let start = index
            while index < text.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index]) { index += 1 }
            return index - start
        }
        func take(_ bytes: String) -> Bool {
            guard index < text.endIndex, bytes.utf8.contains(text[index]) else { return false }
            index += 1
            return true
        }
        _ = take("-")
        let first = index
        let whole = digits()
        guard whole > 0, whole == 1 || text[first] != UInt8(ascii: "0") else { return false }
        if take("."), digits() == 0 { return false }
        if take("eE") {
            _ = take("+-")
            if digits() == 0 { return false }
        }
        return index == text.endIndex
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
        }

        /// Consumes `byte` (after any space); `false` when something else comes.
        mutating func take(_ byte: UInt8) -> Bool {
            skipSpace()
            guard current == byte else { return false }
            position += 1
            return true
        }

        /// The range of the value of the object's one top-level `"points"` key.
        mutating func pointsValue() -> Range<Int>? {
            guard take(UInt8(ascii: "{")) else { return nil }
            var found: Range<Int>?
            if take(UInt8(ascii: "}")) { return nil }
            repeat {
                skipSpace()
                guard let key = plainString(), take(UInt8(ascii: ":")) else { return nil }
                skipSpace()
                let start = position
                guard skipValue() else { return nil }
                if key.elementsEqual("points".utf8) {
                    guard found == nil else { return nil }
                    found = start..<position
                }
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return nil }
            skipSpace()
            return position == bytes.count ? found : nil
        }

        /// A string without escapes, as its bytes.
        mutating func plainString() -> ArraySlice<UInt8>? {
            guard current == UInt8(ascii: "\"") else { return nil }
            let start = position + 1
            guard let end = bytes[start...].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }),
                bytes[end] == UInt8(ascii: "\"")
            else { return nil }
            position = end + 1
            return bytes[start..<end]
        }

        /// Skips one value, following strings (with escapes) and brackets.
        mutating func skipValue() -> Bool {
            var depth = 0
            repeat {
                guard let byte = current else { return false }
                switch byte {
                case UInt8(ascii: "\""):
                    position += 1
                    while let inside = current, inside != UInt8(ascii: "\"") {
                        position += inside == UInt8(ascii: "\\") ? 2 : 1
                    }
                    guard current != nil else { return false }
                    position += 1
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    position += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    guard depth > 0 else { return false }
                    depth -= 1
                    position += 1
                case UInt8(ascii: ","), UInt8(ascii: ":"):
                    guard depth > 0 else { return true }
                    position += 1
                default:
                    position += 1
                }
                if depth == 0 { skipSpace() }
            } while depth > 0 || !(current == UInt8(ascii: ",") || current == UInt8(ascii: "}") || current == nil)
            return true
        }

        /// `[sample, ...]`.
        mutating func samples() -> [Stroke.Sample]? {
            guard take(UInt8(ascii: "[")) else { return nil }
            var samples: [Stroke.Sample] = []
            samples.reserveCapacity(bytes.count / 12)
            if take(UInt8(ascii: "]")) { return samples }
            repeat {
                skipSpace()
                guard let sample = current == UInt8(ascii: "[") ? arraySample() : objectSample() else { return nil }
                samples.append(sample)
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "]")) else { return nil }
            skipSpace()
            return samples
        }

        /// `[x, y]` or `[x, y, t]`.
        mutating func arraySample() -> Stroke.Sample? {
            guard take(UInt8(ascii: "[")), let x = number(), take(UInt8(ascii: ",")), let y = number() else {
                return nil
            }
            var time: Double?
            if take(UInt8(ascii: ",")) {
                guard let value = numberOrNull() else { return nil }
                time = value
            }
            guard take(UInt8(ascii: "]")) else { return nil }
            return Stroke.Sample(x: x, y: y, time: time)
        }

        /// `{"x":..,"y":..}` with an optional `"t"`, in any order.
        mutating func objectSample() -> Stroke.Sample? {
            guard take(UInt8(ascii: "{")) else { return nil }
            var x: Double?
            var y: Double?
            var time: Double??
            repeat {
                skipSpace()
                guard let key = plainString(), key.count == 1, take(UInt8(ascii: ":")) else { return nil }
                switch key.first {
                case UInt8(ascii: "x") where x == nil: x = number()
                case UInt8(ascii: "y") where y == nil: y = number()
                case UInt8(ascii: "t") where time == nil:
                    guard let value = numberOrNull() else { return nil }
                    time = value
                default: return nil
                }
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")), let x, let y else { return nil }
            return Stroke.Sample(x: x, y: y, time: time ?? nil)
        }

        /// A number, or `null` as `.some(nil)`.
        mutating func numberOrNull() -> Double?? {
            skipSpace()
            if bytes[position...].starts(with: "null".utf8) {
                position += 4
                return .some(nil)
            }
            return number().map { $0 }
        }

        /// A finite number written as JSON writes numbers.
        mutating func number() -> Double? {
            skipSpace()
            let start = position
            while let byte = current,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                    || byte == UInt8(ascii: "+")
            {
                position += 1
            }
            let length = position - start
            guard length > 0, length < 64, QuickSamples.isJSONNumber(bytes[start..<position]) else { return nil }
            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { text -> Double? in
                for index in 0..<length { text[index] = CChar(bitPattern: bytes[start + index]) }
                text[length] = 0
                var end: UnsafeMutablePointer<CChar>?
                let value = strtod(text.baseAddress!, &end)
                guard let end, end - text.baseAddress! == length, value.isFinite else { return nil }
                return value
            }
        }
    }
}
