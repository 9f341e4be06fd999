import Encircle

/// Reads one line of JSON Lines stroke data, or one entry of a bundle's `"strokes"` array: a
/// JSON object with `points` and optional `label`, `file`, `subject` and `speed` (see
/// ``StrokeJSONLines``).
///
/// Hand-written for this one shape because a large corpus spends most of its loading time
/// here: it reads the bytes once, builds nothing but the samples and four short strings, and
/// skips unknown keys whatever their values. It accepts exactly JSON (RFC 8259); numbers are
/// converted with correct rounding, so they equal what any conforming JSON reader returns.
struct StrokeLineParser {
    /// What a line says.
    struct Entry {
        var file: String?
        var label: String?
        var subject: String?
        var speed: String?
        var samples: [Stroke.Sample] = []
    }

    /// Where the first byte of the text lies in its file, both counted from 1.
    struct Origin: Sendable {
        var line: Int
        var column: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let origin: Origin?
    private var position = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>, origin: Origin?) {
        self.bytes = bytes
        self.origin = origin
    }

    /// The entry in `text`: a line without its line break, or a bundle entry.
    ///
    /// - Parameter origin: Where `text` starts in its file, for a bundle entry: syntax errors
    ///   then say the line and column in the file. Without it they say the column in `text`.
    /// - Throws: ``StrokeJSON/EntryProblem`` saying what is wrong, with the place of syntax
    ///   errors.
    static func entry(
        in text: UnsafeBufferPointer<UInt8>, origin: Origin? = nil
    ) throws(StrokeJSON.EntryProblem) -> Entry {
        var parser = StrokeLineParser(text, origin: origin)
        return try parser.parseEntry()
    }

    /// Checks that `text` is exactly one JSON value, and returns it when it is a string.
    ///
    /// - Throws: ``StrokeJSON/EntryProblem`` for a syntax error, placed as by ``entry(in:origin:)``.
    static func value(in text: UnsafeBufferPointer<UInt8>, origin: Origin? = nil) throws(StrokeJSON.EntryProblem)
        -> String?
    {
        var parser = StrokeLineParser(text, origin: origin)
        parser.skipSpace()
        let string: String?
        if parser.peek == UInt8(ascii: "\"") {
            string = try parser.parseString()
        } else {
            try parser.skipValue(depth: 0)
            string = nil
        }
        parser.skipSpace()
        guard parser.position == text.count else { throw parser.syntax("unexpected text after the value") }
        return string
    }

    /// The `file` of the entry in `text` when it is an object and its `file` string can be read
    /// before anything goes wrong: the name of a broken bundle entry.
    static func fileName(in text: UnsafeBufferPointer<UInt8>) -> String? {
        var parser = StrokeLineParser(text, origin: nil)
        return try? parser.parseFileName()
    }

    /// What a syntax error says: `not valid JSON: MESSAGE at PLACE, found 'x'`. Shared by the
    /// bundle scanner, so that a bundle's errors read like its entries' errors.
    static func syntaxProblem(_ message: String, at place: String, found: UInt8?) -> StrokeJSON.EntryProblem {
        let found = found.map { $0 >= 0x20 && $0 < 0x7F ? "'\(Character(Unicode.Scalar($0)))'" : "byte \($0)" }
        return StrokeJSON.EntryProblem(
            problem: "not valid JSON: \(message) at \(place)" + (found.map { ", found \($0)" } ?? ""))
    }

    // MARK: The stroke object

    private mutating func parseEntry() throws(StrokeJSON.EntryProblem) -> Entry {
        skipSpace()
        guard peek == UInt8(ascii: "{") else {
            try skipValue(depth: 0)
            throw StrokeJSON.EntryProblem.notAnObject
        }
        position += 1
        var entry = Entry()
        var hasPoints = false
        skipSpace()
        if peek == UInt8(ascii: "}") {
            position += 1
        } else {
            while true {
                skipSpace()
                guard peek == UInt8(ascii: "\"") else { throw syntax("expected a key in double quotes") }
                let key = try parseString()
                skipSpace()
                try expect(UInt8(ascii: ":"), "expected ':' after the key")
                skipSpace()
                switch key {
                case "points":
                    entry.samples = try parsePoints()
                    hasPoints = true
                case "label": entry.label = try parseText(key)
                case "file": entry.file = try parseText(key)
                case "speed": entry.speed = try parseText(key)
                case "subject": entry.subject = try parseSubject()
                default: try skipValue(depth: 1)
                }
                skipSpace()
                if peek == UInt8(ascii: ",") {
                    position += 1
                } else if peek == UInt8(ascii: "}") {
                    position += 1
                    break
                } else {
                    throw syntax("expected ',' or '}'")
                }
            }
        }
        skipSpace()
        guard position == bytes.count else { throw syntax("unexpected text after the stroke object") }
        guard hasPoints else { throw StrokeJSON.EntryProblem.missingPoints }
        guard !entry.samples.isEmpty else { throw StrokeJSON.EntryProblem.emptyPoints }
        return entry
    }

    /// The value of the object's first `file` key, when it is a string.
    private mutating func parseFileName() throws(StrokeJSON.EntryProblem) -> String? {
        skipSpace()
        guard peek == UInt8(ascii: "{") else { return nil }
        position += 1
        skipSpace()
        while peek == UInt8(ascii: "\"") {
            let key = try parseString()
            skipSpace()
            try expect(UInt8(ascii: ":"), "expected ':' after the key")
            skipSpace()
            if key == "file" { return peek == UInt8(ascii: "\"") ? try parseString() : nil }
            try skipValue(depth: 1)
            skipSpace()
            guard peek == UInt8(ascii: ",") else { return nil }
            position += 1
            skipSpace()
        }
        return nil
    }

    /// A string or `null`.
    private mutating func parseText(_ key: String) throws(StrokeJSON.EntryProblem) -> String? {
        if peek == UInt8(ascii: "\"") { return try parseString() }
        if try parseNull() { return nil }
        try skipValue(depth: 1)
        throw StrokeJSON.EntryProblem(problem: "\"\(key)\" is not a string")
    }

    /// A string, a whole number (as in bundles) or `null`.
    private mutating func parseSubject() throws(StrokeJSON.EntryProblem) -> String? {
        if peek == UInt8(ascii: "\"") { return try parseString() }
        if try parseNull() { return nil }
        if isNumberStart {
            let start = position
            let value = try parseNumber()
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            if value == value.rounded(), abs(value) < 1e15, Int(text) != nil { return text }
        } else {
            try skipValue(depth: 1)
        }
        throw StrokeJSON.EntryProblem(problem: "\"subject\" is not a string or a whole number")
    }

    private mutating func parsePoints() throws(StrokeJSON.EntryProblem) -> [Stroke.Sample] {
        guard peek == UInt8(ascii: "[") else {
            try skipValue(depth: 1)
            throw StrokeJSON.EntryProblem.missingPoints
        }
        position += 1
        var samples: [Stroke.Sample] = []
        skipSpace()
        if peek == UInt8(ascii: "]") {
            position += 1
            return samples
        }
        while true {
            skipSpace()
            samples.append(try parsePoint(index: samples.count))
            skipSpace()
            if peek == UInt8(ascii: ",") {
                position += 1
            } else if peek == UInt8(ascii: "]") {
                position += 1
                return samples
            } else {
                throw syntax("expected ',' or ']' after point \(samples.count)")
            }
        }
    }

    /// `[x, y]`, `[x, y, t]` or `{"x":..,"y":..,"t":..}`; `t` may be `null` or absent.
    private mutating func parsePoint(index: Int) throws(StrokeJSON.EntryProblem) -> Stroke.Sample {
        if peek == UInt8(ascii: "[") {
            position += 1
            // Up to three values in locals: no array per point.
            var values: (Double?, Double?, Double?) = (nil, nil, nil)
            var count = 0
            skipSpace()
            if peek == UInt8(ascii: "]") {
                position += 1
            } else {
                while true {
                    skipSpace()
                    let value = try parseCoordinate(index: index, isTime: count == 2)
                    switch count {
                    case 0: values.0 = value
                    case 1: values.1 = value
                    case 2: values.2 = value
                    default: break
                    }
                    count += 1
                    skipSpace()
                    if peek == UInt8(ascii: ",") {
                        position += 1
                    } else if peek == UInt8(ascii: "]") {
                        position += 1
                        break
                    } else {
                        throw syntax("expected ',' or ']' in point \(index + 1)")
                    }
                }
            }
            guard count == 2 || count == 3, let x = values.0, let y = values.1 else {
                throw StrokeJSON.EntryProblem.point(index)
            }
            return Stroke.Sample(x: x, y: y, time: values.2)
        }
        guard peek == UInt8(ascii: "{") else {
            try skipValue(depth: 2)
            throw StrokeJSON.EntryProblem.point(index)
        }
        position += 1
        var x: Double?, y: Double?, time: Double?
        skipSpace()
        if peek == UInt8(ascii: "}") {
            position += 1
        } else {
            while true {
                skipSpace()
                guard peek == UInt8(ascii: "\"") else { throw syntax("expected a key in double quotes") }
                let key = try parseString()
                skipSpace()
                try expect(UInt8(ascii: ":"), "expected ':' after the key")
                skipSpace()
                switch key {
                case "x": x = try parseCoordinate(index: index, isTime: false)
                case "y": y = try parseCoordinate(index: index, isTime: false)
                case "t": time = try parseCoordinate(index: index, isTime: true)
                default: try skipValue(depth: 3)
                }
                skipSpace()
                if peek == UInt8(ascii: ",") {
                    position += 1
                } else if peek == UInt8(ascii: "}") {
                    position += 1
                    break
                } else {
                    throw syntax("expected ',' or '}' in point \(index + 1)")
                }
            }
        }
        guard let x, let y else { throw StrokeJSON.EntryProblem.point(index) }
        return Stroke.Sample(x: x, y: y, time: time)
    }

    /// A finite number; for the time also `null` (returned as `nil`).
    private mutating func parseCoordinate(index: Int, isTime: Bool) throws(StrokeJSON.EntryProblem) -> Double? {
        if isNumberStart {
            let value = try parseNumber()
            guard value.isFinite else {
                throw isTime ? StrokeJSON.EntryProblem.time(index) : StrokeJSON.EntryProblem.point(index)
            }
            return value
        }
        if isTime, try parseNull() { return nil }
        try skipValue(depth: 3)
        throw isTime ? StrokeJSON.EntryProblem.time(index) : StrokeJSON.EntryProblem.point(index)
    }

    // MARK: JSON values

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private var isNumberStart: Bool {
        guard let byte = peek else { return false }
        return byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private func syntax(_ message: String) -> StrokeJSON.EntryProblem {
        Self.syntaxProblem(message, at: place, found: peek)
    }

    /// Where `position` is: its column in the text, or its line and column in the file.
    private var place: String {
        guard let origin else { return "column \(position + 1)" }
        let before = UnsafeBufferPointer(rebasing: bytes[..<position])
        guard let lastBreak = before.lastIndex(of: 0x0A) else {
            return "line \(origin.line), column \(origin.column + position)"
        }
        let breaks = before.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return "line \(origin.line + breaks), column \(position - lastBreak)"
    }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(StrokeJSON.EntryProblem) {
        guard peek == byte else { throw syntax(message) }
        position += 1
    }

    /// Reads `null` if it comes next.
    private mutating func parseNull() throws(StrokeJSON.EntryProblem) -> Bool {
        guard peek == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    private mutating func literal(_ word: StaticString) throws(StrokeJSON.EntryProblem) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard position + expected.count <= bytes.count,
            expected.indices.allSatisfy({ bytes[position + $0] == expected[$0] })
        else { throw syntax("expected a JSON value") }
        position += expected.count
    }

    /// Skips one value of any kind, checking its syntax.
    private mutating func skipValue(depth: Int) throws(StrokeJSON.EntryProblem) {
        guard depth < 512 else { throw syntax("values nested too deeply") }
        switch peek {
        case UInt8(ascii: "\""): _ = try parseString()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let isObject = peek == UInt8(ascii: "{")
            let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            position += 1
            skipSpace()
            if peek == close {
                position += 1
                return
            }
            while true {
                skipSpace()
                if isObject {
                    guard peek == UInt8(ascii: "\"") else { throw syntax("expected a key in double quotes") }
                    _ = try parseString()
                    skipSpace()
                    try expect(UInt8(ascii: ":"), "expected ':' after the key")
                    skipSpace()
                }
                try skipValue(depth: depth + 1)
                skipSpace()
                if peek == UInt8(ascii: ",") {
                    position += 1
                } else if peek == close {
                    position += 1
                    return
                } else {
                    throw syntax(isObject ? "expected ',' or '}'" : "expected ',' or ']'")
                }
            }
        default:
            guard isNumberStart else { throw syntax("expected a JSON value") }
            _ = try parseNumber()
        }
    }

    /// A string; the opening quote is next.
    private mutating func parseString() throws(StrokeJSON.EntryProblem) -> String {
        position += 1
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") {
                position = start
                return try parseEscapedString()
            }
            guard byte >= 0x20 else { throw syntax("control character in a string") }
            position += 1
        }
        throw syntax("string never closed")
    }

    /// The slow path of ``parseString()`` for strings with escapes; `position` is after the quote.
    private mutating func parseEscapedString() throws(StrokeJSON.EntryProblem) -> String {
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll(keepingCapacity: true)
        }
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                guard let escaped = peek else { throw syntax("string never closed") }
                position += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): raw.append(escaped)
                case UInt8(ascii: "b"): raw.append(0x08)
                case UInt8(ascii: "f"): raw.append(0x0C)
                case UInt8(ascii: "n"): raw.append(0x0A)
                case UInt8(ascii: "r"): raw.append(0x0D)
                case UInt8(ascii: "t"): raw.append(0x09)
                case UInt8(ascii: "u"):
                    flush()
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code), peek == UInt8(ascii: "\\"),
                        position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u")
                    {
                        position += 2
                        let low = try parseHex4()
                        if (0xDC00..<0xE000).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            scalars.append(Self.replacement)
                            code = low
                        }
                    }
                    scalars.append(Unicode.Scalar(code) ?? Self.replacement)
                default:
                    position -= 1
                    throw syntax("invalid escape in a string")
                }
            default:
                guard byte >= 0x20 else {
                    position -= 1
                    throw syntax("control character in a string")
                }
                raw.append(byte)
            }
        }
        throw syntax("string never closed")
    }

    private mutating func parseHex4() throws(StrokeJSON.EntryProblem) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek else { throw syntax("expected four hexadecimal digits") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw syntax("expected four hexadecimal digits")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    /// A JSON number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, correctly rounded.
    private mutating func parseNumber() throws(StrokeJSON.EntryProblem) -> Double {
        let start = position
        var negative = false
        if peek == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0  // significant digits in `mantissa`
        var exponent = 0  // decimal exponent to apply to `mantissa`
        var exact = true  // whether `mantissa` holds every digit
        func digit(_ byte: UInt8) -> UInt64? {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? UInt64(byte - UInt8(ascii: "0")) : nil
        }
        func take(_ value: UInt64, afterPoint: Bool) {
            if mantissa == 0 && value == 0 {
                if afterPoint { exponent -= 1 }
                return
            }
            if digits < 19 {
                mantissa = mantissa * 10 + value
                digits += 1
                if afterPoint { exponent -= 1 }
            } else {
                if value != 0 { exact = false }
                if !afterPoint { exponent += 1 }
            }
        }
        guard let first = peek.flatMap(digit) else { throw syntax("expected a digit") }
        position += 1
        if first != 0 {
            take(first, afterPoint: false)
            while let byte = peek, let value = digit(byte) {
                take(value, afterPoint: false)
                position += 1
            }
        }
        if peek == UInt8(ascii: ".") {
            position += 1
            guard let byte = peek, digit(byte) != nil else { throw syntax("expected a digit after '.'") }
            while let byte = peek, let value = digit(byte) {
                take(value, afterPoint: true)
                position += 1
            }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            position += 1
            var exponentNegative = false
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") {
                exponentNegative = peek == UInt8(ascii: "-")
                position += 1
            }
            guard let byte = peek, digit(byte) != nil else { throw syntax("expected a digit in the exponent") }
            var written = 0
            while let byte = peek, let value = digit(byte) {
                if written < 100_000 { written = written * 10 + Int(value) }
                position += 1
            }
            exponent += exponentNegative ? -written : written
        }
        // Exact when the mantissa and the power of ten are both exact doubles (Clinger 1990).
        if exact, mantissa < 1 << 53, (-22...22).contains(exponent) {
            let magnitude = Double(mantissa)
            let value =
                exponent < 0 ? magnitude / Self.powersOfTen[-exponent] : magnitude * Self.powersOfTen[exponent]
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        return Double(text) ?? .nan
    }

    /// What an unpaired surrogate escape reads as.
    private static let replacement: Unicode.Scalar = "\u{FFFD}"

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}
