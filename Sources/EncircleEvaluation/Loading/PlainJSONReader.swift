/// Reads JSON from bytes in its plain forms, a byte at a time: white space, punctuation, strings
/// without escapes, numbers, `null`, and whole values passed over. ``StrokeJSON/PlainEntryReader``
/// reads a stroke with it, several times faster than `JSONDecoder`'s walk through the
/// `Decodable` entry.
///
/// Each read answers `nil` (or `false`) at whatever is not such a form: an escape, a control
/// character or invalid UTF-8 in a string, a number that `JSONDecoder` might read otherwise or
/// refuse, nesting deeper than ``maximumDepth``, the end of the bytes. Its caller then hands the
/// bytes to `JSONDecoder`, which reads every plain form to the same value and words every error;
/// so this reader is never more lenient than the decoder, only less.
///
/// ```swift
/// var reader = PlainJSONReader(bytes)        // bytes of #"[ 1.5, "a" ]"#
/// reader.take(UInt8(ascii: "["))             // true
/// reader.number()                            // 1.5
/// ```
struct PlainJSONReader {
    /// The deepest nesting of arrays and objects that ``skipValue()`` passes over; the decoder
    /// allows 512.
    static let maximumDepth = 32

    private let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    private var position = 0

    /// A reader at the start of `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether only white space is left.
    mutating func isAtEnd() -> Bool {
        skipSpace()
        return position == bytes.count
    }

    /// Consumes `byte` after any white space; `false`, having consumed only the space, when
    /// another byte (or none) comes.
    mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Whether a number comes next, after white space: `-` or a digit.
    mutating func nextIsNumber() -> Bool {
        skipSpace()
        guard position < bytes.count else { return false }
        return bytes[position] == UInt8(ascii: "-") || bytes[position] &- UInt8(ascii: "0") < 10
    }

    /// Consumes `null` after any white space.
    mutating func takeNull() -> Bool { takeWord("null") }

    /// The bytes between the quotes of the string that comes (after white space): one with no
    /// escape and no control character, in valid UTF-8; `isASCII` when every byte is.
    ///
    /// - Complexity: O(*n*) in the length of the string.
    mutating func plainString() -> (bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool)? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        var allBytes: UInt8 = 0  // every byte or'ed: its high bit is set unless all are ASCII
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                guard allBytes < 0x80 || Self.isValidUTF8(text) else { return nil }
                return (text, allBytes < 0x80)
            }
            // An escape is left to the decoder, as is a raw control character (not JSON).
            guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { return nil }
            allBytes |= byte
            position += 1
        }
        return nil
    }

    /// The number that comes (after white space) as the `Double` `JSONDecoder` reads from it:
    /// a number in JSON's grammar whose value is a normal `Double`, or zero written without an
    /// exponent (`0`, `-0`, `0.00`). Others are left to the decoder, which refuses some (one
    /// that rounds to zero or to infinity, and `0e5`).
    ///
    /// - Complexity: O(*n*) in the length of the number.
    mutating func number() -> Double? {
        guard let number = decimalText() else { return nil }
        let value = number.value(of: bytes)
        if let value, value.isNormal || (value == 0 && number.exponent == nil && number.significantDigits == 0) {
            return value
        }
        return nil
    }

    /// The whole number that comes (after white space), written without a fraction or an
    /// exponent and with at most 18 digits, so that it fits an `Int`.
    ///
    /// - Complexity: O(*n*) in the length of the number.
    mutating func wholeNumber() -> Int? {
        guard let number = decimalText(), number.fractionDigits == 0, number.exponent == nil,
            number.significantDigits <= 18
        else { return nil }
        let magnitude = Int(number.significand)
        return number.isNegative ? -magnitude : magnitude
    }

    /// Passes over the value that comes (after white space), checking it against JSON's
    /// grammar: a plain string, a number, `true`, `false`, `null`, or an array or object of
    /// such values nested at most ``maximumDepth`` deep.
    ///
    /// - Complexity: O(*n*) in the length of the value.
    mutating func skipValue() -> Bool { skipValue(depth: 0) }

    private mutating func skipValue(depth: Int) -> Bool {
        skipSpace()
        guard position < bytes.count else { return false }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            return plainString() != nil
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return decimalText() != nil
        case UInt8(ascii: "t"):
            return takeWord("true")
        case UInt8(ascii: "f"):
            return takeWord("false")
        case UInt8(ascii: "n"):
            return takeNull()
        case UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { return false }
            position += 1
            if take(UInt8(ascii: "]")) { return true }
            repeat {
                guard skipValue(depth: depth + 1) else { return false }
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]"))
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { return false }
            position += 1
            if take(UInt8(ascii: "}")) { return true }
            repeat {
                guard plainString() != nil, take(UInt8(ascii: ":")), skipValue(depth: depth + 1) else { return false }
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "}"))
        default:
            return false
        }
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// Consumes `word`, ASCII, after any white space.
    private mutating func takeWord(_ word: StaticString) -> Bool {
        skipSpace()
        let count = word.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { return false }
        position += count
        return true
    }

    /// The number that comes (after white space), in JSON's grammar,
    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, its digits gathered as it is read.
    ///
    /// - Complexity: O(*n*) in the length of the number.
    mutating func decimalText() -> DecimalText? {
        skipSpace()
        var number = DecimalText(start: position)
        func digit() -> UInt8? {
            guard position < bytes.count else { return nil }
            let value = bytes[position] &- UInt8(ascii: "0")
            return value < 10 ? value : nil
        }
        func significandDigits() -> Int {
            var count = 0
            while let value = digit() {
                number.append(value)
                position += 1
                count += 1
            }
            return count
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") {
            number.isNegative = true
            position += 1
        }
        let integerStart = position
        let integerDigits = significandDigits()
        // No leading zero: "01" is not a JSON number.
        guard integerDigits == 1 || (integerDigits > 1 && bytes[integerStart] != UInt8(ascii: "0")) else {
            return nil
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            number.fractionDigits = significandDigits()
            guard number.fractionDigits > 0 else { return nil }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            var isNegative = false
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                isNegative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            var exponent = 0
            var exponentDigits = 0
            while let value = digit() {
                if exponent < 100_000_000 {
                    exponent = exponent * 10 + Int(value)
                } else {
                    number.isExponentHuge = true
                }
                position += 1
                exponentDigits += 1
            }
            guard exponentDigits > 0 else { return nil }
            number.exponent = isNegative ? -exponent : exponent
        }
        number.end = position
        return number
    }

    /// Whether `text` is valid UTF-8: it decodes with no replacement character.
    private static func isValidUTF8(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var decoder = UTF8()
        var iterator = text.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
