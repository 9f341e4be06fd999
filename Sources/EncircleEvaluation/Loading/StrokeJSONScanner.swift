import Foundation

/// Finds where each stroke lies in a JSON Lines file (``StrokeJSONLines``) or a bundle
/// (``StrokeJSON``), so that each is decoded on its own, in any task, and a large file is read
/// a block at a time (``StrokeReader``).
///
/// A line ends at a line feed; blank lines are skipped. In a bundle, the scanner follows strings
/// and brackets and nothing more; `JSONDecoder` reads the rest. The document is a bundle when a
/// top-level `"strokes"` key opens an array and the object up to it decodes with no other
/// `"format"` than `"encircle-strokes"`. A break between the entries, or an end of the object
/// that is not valid JSON or names another format, is ``failure``: the scan stops there. A
/// stroke cut short by the end of the bytes given is scanned on from where it was cut once more
/// bytes arrive, so that each byte is scanned once however small the blocks. With ``limits``
/// (a file being read), a stroke longer than the limit per stroke is a ``failure`` too, as is a
/// start of a bundle up to its `"strokes"` array, or what follows the array, longer than it.
///
/// ```swift
/// var scanner = StrokeJSONScanner(form: .bundle)
/// scanner.spans(in: bytes, base: 0, isEnd: true)   // where each entry lies, with its line
/// scanner.failure                                  // what breaks the bundle, if anything
/// ```
struct StrokeJSONScanner {
    /// The two files of many strokes, which name their strokes and errors differently.
    enum Form: Sendable {
        /// JSON Lines: a stroke is named by its `file` or its line, an error by its line.
        case jsonLines
        /// A bundle: a stroke or an error is named by its `file` or its position (`#7`).
        case bundle
    }

    /// Where one stroke lies: a line of JSON Lines, or an entry of a bundle.
    struct Span: Sendable {
        /// Its bytes: offsets in the file.
        var range: Range<Int>
        /// Its position among the entries, from 0, and the line and column it begins at, from 1.
        var index: Int, line: Int, column: Int
    }

    let form: Form
    /// The limit per stroke, for bytes read from a file; `nil` for bytes held in memory.
    let limits: ReadLimits?
    /// Whether the file is of ``form``; `nil` while the bytes so far cannot tell.
    private(set) var isOfForm: Bool?
    /// What breaks the bundle, with its line and column.
    private(set) var failure: String?
    /// The file offset from which the scanner still needs the bytes.
    private(set) var neededFrom = 0
    private var line = 1  // the line of `neededFrom`
    private var lineStart = 0  // the file offset of that line's first byte
    private var count = 0  // bundle entries found
    private var isAfterEntry = false  // a comma or the array's end comes next
    private var isClosed = false  // `neededFrom` is just past the array's `]`
    private var searchedTo = 0  // the file offset up to which the line at `neededFrom` has no line feed
    private var cutValue: CutValue?  // the last value cut short by the end of the bytes

    /// How far a value cut short by the end of the bytes was scanned, to go on from there.
    private struct CutValue {
        var start: Int, scannedTo: Int, depth: Int, inString: Bool, isEscaped: Bool, line: Int, lineStart: Int
    }

    /// Creates a scanner at the start of a file, with the limit per stroke of `limits`.
    /// The form of a stream that has no name (standard input), from its first bytes: JSON Lines
    /// when its first line is a whole JSON object and another line follows, else a bundle (which
    /// also reads a single stroke, a template set or XML); `nil` while the first line is not all
    /// there and the stream goes on.
    ///
    /// - Complexity: O(*n*) in the length of the first line.
    static func form(ofStart bytes: [UInt8], isEnd: Bool) -> Form? {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return isEnd ? .bundle : nil }
        let first = bytes[..<newline]
        guard first.first(where: { !isWhiteSpace($0) }) == UInt8(ascii: "{"),
            (try? JSONSerialization.jsonObject(with: Data(first))) is [String: Any]
        else { return .bundle }
        guard let next = bytes[(newline + 1)...].first(where: { !isWhiteSpace($0) }) else {
            return isEnd ? .bundle : nil
        }
        return next == UInt8(ascii: "{") ? .jsonLines : .bundle
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    init(form: Form, limits: ReadLimits? = nil) {
        self.form = form
        self.limits = limits
        if form == .jsonLines { isOfForm = true }
    }

    /// The strokes that lie whole in `bytes` (the file from offset `base` on, from
    /// ``neededFrom`` at least) and were not found before, with file offsets; with `isEnd`, the
    /// file ends with `bytes`.
    ///
    /// - Complexity: O(*n*) in the bytes not yet scanned; until a bundle's `"strokes"` array is
    ///   found, in every byte from the first (no more than the limit per stroke, with ``limits``).
    mutating func spans(in bytes: UnsafeBufferPointer<UInt8>, base: Int, isEnd: Bool) -> [Span] {
        if form == .jsonLines { return lines(in: bytes, base: base, isEnd: isEnd) }
        if isOfForm == nil { readHeader(bytes, isEnd: isEnd) }
        // Undecided, every byte from the first is still held (`base` is 0).
        if isOfForm == nil, let limits, bytes.count > limits.maximumStrokeBytes {
            failure = limits.noWholeStroke
            return []
        }
        var found: [Span] = []
        while isOfForm == true, failure == nil, !isClosed {
            guard let byte = nextByte(bytes, base: base) else {
                if isEnd { stop("the file ends before the bundle is closed", at: neededFrom) }
                break
            }
            let (offset, column) = (neededFrom, neededFrom - lineStart + 1)
            switch byte {
            case UInt8(ascii: "]") where isAfterEntry || count == 0:
                (isClosed, neededFrom) = (true, offset + 1)
            case UInt8(ascii: ",") where isAfterEntry:
                (isAfterEntry, neededFrom) = (false, offset + 1)
            case _ where isAfterEntry:
                stop("expected ',' or ']' after entry \(count)", at: offset, found: byte)
            case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"):
                stop("expected an entry", at: offset, found: byte)
            default:
                let line = line
                let end = valueEnd(bytes, base: base, isEnd: isEnd)
                if let limits, (end ?? base + bytes.count) - offset > limits.maximumStrokeBytes {
                    failure = limits.entryTooLong(count + 1, line: line, column: column)
                    return found
                }
                guard let end else {
                    if isEnd { stop("the file ends in entry \(count + 1), begun at line \(line), column \(column)") }
                    return found
                }
                found.append(Span(range: offset..<end, index: count, line: line, column: column))
                (count, isAfterEntry, neededFrom) = (count + 1, true, end)
            }
        }
        if isClosed, failure == nil, let limits, bytes.count - (neededFrom - base) > limits.maximumStrokeBytes {
            failure = limits.endTooLong
        }
        if isClosed, isEnd, failure == nil { readFooter(bytes, base: base) }
        return found
    }

    /// The lines not yet found that end in `bytes` (with a line feed, or with the file). A line
    /// feed is looked for only in bytes not searched before.
    private mutating func lines(in bytes: UnsafeBufferPointer<UInt8>, base: Int, isEnd: Bool) -> [Span] {
        var found: [Span] = []
        while failure == nil, neededFrom - base < bytes.count {
            var start = neededFrom - base
            let lineFeed = Self.firstLineFeed(in: bytes, from: max(start, searchedTo - base))
            let end = lineFeed ?? bytes.count
            if let limits, end - start > limits.maximumStrokeBytes {
                failure = limits.lineTooLong(line)
                break
            }
            guard lineFeed != nil || isEnd else {
                searchedTo = base + bytes.count
                break
            }
            if neededFrom == 0, bytes[start..<end].starts(with: Self.byteOrderMark) { start += 3 }
            if !bytes[start..<end].allSatisfy(Self.isSpace) {
                found.append(Span(range: (base + start)..<(base + end), index: line - 1, line: line, column: 1))
            }
            (line, neededFrom) = (line + 1, base + min(end + 1, bytes.count))
        }
        return found
    }

    /// The index of the first line feed in `bytes` from `start` on.
    private static func firstLineFeed(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, 0x0A, bytes.count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Reads the object up to a top-level `"strokes": [` from the file's first byte: `{`, then
    /// `"key": value` members apart by commas, each value skipped whole.
    private mutating func readHeader(_ bytes: UnsafeBufferPointer<UInt8>, isEnd: Bool) {
        struct OutOfBytes: Error {}
        func next() throws(OutOfBytes) -> UInt8 {
            guard let byte = nextByte(bytes, base: 0) else { throw OutOfBytes() }
            return byte
        }
        if !isEnd, bytes.count < 3, Self.byteOrderMark.starts(with: bytes) { return }
        // Until the document is known to be a bundle, every byte from the first is still needed.
        defer { if isOfForm != true { neededFrom = 0 } }
        (line, lineStart, neededFrom) = (1, 0, bytes.starts(with: Self.byteOrderMark) ? 3 : 0)
        var separator = UInt8(ascii: "{")
        do throws(OutOfBytes) {
            while try next() == separator {
                neededFrom += 1
                guard try next() == UInt8(ascii: "\"") else { break }
                let key = neededFrom
                guard let keyEnd = valueEnd(bytes, base: 0, isEnd: isEnd) else { throw OutOfBytes() }
                neededFrom = keyEnd
                guard try next() == UInt8(ascii: ":") else { break }
                neededFrom += 1
                if bytes[key..<keyEnd].elementsEqual(#""strokes""#.utf8) {
                    guard try next() == UInt8(ascii: "[") else { break }
                    return beginArray(bytes, at: neededFrom + 1)
                }
                _ = try next()
                guard let valueEnd = valueEnd(bytes, base: 0, isEnd: isEnd) else { throw OutOfBytes() }
                (neededFrom, separator) = (valueEnd, UInt8(ascii: ","))
            }
            isOfForm = false
        } catch {
            // Undecided until more bytes come, or the file ends.
            if isEnd { isOfForm = false }
        }
    }

    /// The `"strokes"` array begins just before `offset`: a bundle if the object so far decodes
    /// with a fitting format.
    private mutating func beginArray(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        let envelope = try? JSONDecoder().decode(Envelope.self, from: Data(bytes[..<offset]) + Data("]}".utf8))
        isOfForm = envelope.map { $0.format == nil || $0.format == StrokeJSON.bundleFormat } ?? false
        neededFrom = offset
        // As when the bytes read so far passed the limit before the array was found.
        if isOfForm == true, let limits, offset > limits.maximumStrokeBytes { failure = limits.noWholeStroke }
    }

    /// Checks what follows the array, from ``neededFrom`` to the end of the file.
    private mutating func readFooter(_ bytes: UnsafeBufferPointer<UInt8>, base: Int) {
        let footer = Data(#"{"_":0"#.utf8) + Data(bytes[(neededFrom - base)...])
        let envelope = try? JSONDecoder().decode(Envelope.self, from: footer)
        if let envelope, envelope.hasStrokes {
            stop("\"strokes\" is given more than once")
        } else if let format = envelope?.format, format != StrokeJSON.bundleFormat {
            failure = StrokeJSON.unknownFormat(format)
        } else if envelope == nil {
            stop("what follows the \"strokes\" array, ended at line \(line), column \(neededFrom - lineStart)")
        }
    }

    /// The byte at ``neededFrom`` once white space is skipped (counting lines), or `nil` when
    /// `bytes` end first.
    private mutating func nextByte(_ bytes: UnsafeBufferPointer<UInt8>, base: Int) -> UInt8? {
        while neededFrom - base < bytes.count {
            let byte = bytes[neededFrom - base]
            guard Self.isSpace(byte) else { return byte }
            neededFrom += 1
            if byte == 0x0A { (line, lineStart) = (line + 1, neededFrom) }
        }
        return nil
    }

    /// The offset just past the value (an entry, a key) that begins at ``neededFrom``, counting
    /// its lines, or `nil` when `bytes` end first; a value cut short is scanned on from where it
    /// was cut at the next call. Every byte of a large bundle passes through this loop, so it
    /// keeps its state in locals.
    private mutating func valueEnd(_ bytes: UnsafeBufferPointer<UInt8>, base: Int, isEnd: Bool) -> Int? {
        let first = neededFrom - base
        var (index, depth, inString, isEscaped) = (first, 0, false, false)
        var (line, lineStart) = (self.line, self.lineStart)
        if let cut = cutValue, cut.start == neededFrom {
            (index, depth, inString, isEscaped) = (cut.scannedTo - base, cut.depth, cut.inString, cut.isEscaped)
            (line, lineStart) = (cut.line, cut.lineStart)
        }
        var isComplete = false  // ended by its own bytes, not (maybe) by the end of `bytes`
        scanning: while index < bytes.count {
            let byte = bytes[index]
            // A bare value (a number, a literal) ends at white space or punctuation.
            if depth == 0, !inString, index > first, Self.isSpace(byte) || Self.isPunctuation(byte) {
                isComplete = true
                break
            }
            index += 1
            if byte == 0x0A { (line, lineStart) = (line + 1, base + index) }
            if inString {
                if isEscaped {
                    isEscaped = false
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 {
                        isComplete = true
                        break
                    }
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth <= 0 {
                    isComplete = true
                    break scanning
                }
            default: break
            }
        }
        // Cut short, unless a bare value ends with the file.
        if !isComplete, depth > 0 || inString || !isEnd {
            cutValue = CutValue(
                start: neededFrom, scannedTo: base + index, depth: depth, inString: inString, isEscaped: isEscaped,
                line: line, lineStart: lineStart)
            return nil
        }
        if cutValue?.start == neededFrom { cutValue = nil }
        (self.line, self.lineStart) = (line, lineStart)
        return base + index
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    private static func isPunctuation(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
    }

    /// Stops the scan: "not valid JSON: MESSAGE at line L, column C, found 'x'" (the place and
    /// byte when given).
    private mutating func stop(_ message: String, at offset: Int? = nil, found: UInt8? = nil) {
        let found = found.map { $0 >= 0x20 && $0 < 0x7F ? "'\(Character(Unicode.Scalar($0)))'" : "byte \($0)" }
        let place = offset.map { " at line \(line), column \($0 - lineStart + 1)" } ?? ""
        failure = "not valid JSON: \(message)\(place)" + (found.map { ", found \($0)" } ?? "")
    }

    /// The keys of the bundle's object that matter around the array.
    private struct Envelope: Decodable {
        var format: String?
        var hasStrokes: Bool

        private enum Key: String, CodingKey { case format, strokes }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            format = try? container.decode(String.self, forKey: .format)
            hasStrokes = container.contains(.strokes)
        }
    }
}
