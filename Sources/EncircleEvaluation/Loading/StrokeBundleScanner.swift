import Foundation

/// Finds the entries of a bundle's `"strokes"` array (``StrokeJSON``) in bytes that arrive a
/// block at a time, so that each entry can be decoded on its own, in any task.
///
/// It follows strings and brackets and nothing more; `JSONDecoder` reads the rest. The object
/// up to the array is decoded once the array begins: the document is a bundle when a top-level
/// `"strokes"` key opens an array and that object decodes with no other `"format"` than
/// `"encircle-strokes"`. Anything else is not a bundle (the caller reads such a file whole and
/// reports what is wrong with it). What follows the array is decoded at the end of the file.
///
/// In a bundle, a break between the entries (a missing comma, brackets that do not match, a raw
/// line break in a string, the file ending early), or an end of the object that is not valid
/// JSON or names another format, becomes ``failure`` and the scan stops there: the entries found
/// before it stand.
///
/// ```swift
/// var scanner = StrokeBundleScanner()
/// scanner.scan(block, base: 0)            // the bytes of the file from offset `base`
/// scanner.finish()                        // at the end of the file
/// scanner.takeEntries()                   // where each entry lies
/// ```
struct StrokeBundleScanner {
    /// What the bytes so far say about the document: not yet known, a bundle (its `"strokes"`
    /// array has begun), or something else.
    enum Verdict { case undecided, bundle, notABundle }

    /// Where one entry of the `"strokes"` array lies.
    struct Entry: Sendable {
        /// Its bytes: offsets in the file (or, once handed on in a batch, in the batch's bytes).
        var range: Range<Int>
        /// Its position in the array, from 0.
        var index: Int
        /// The line and column it begins at in the file, from 1.
        var line: Int, column: Int

        /// Where it begins, for its errors: " (the entry begun at line 3, column 1)".
        var place: String { " (the entry begun at line \(line), column \(column))" }
    }

    private(set) var verdict = Verdict.undecided
    /// What breaks the bundle, with its line and column; nothing after it is scanned.
    private(set) var failure: String?
    private var entries: [Entry] = []

    private enum Part { case header, entries, footer, stopped }
    /// Between entries: after `[`, after `,`, or after an entry.
    private enum Expecting { case entryOrEnd, entry, commaOrEnd }
    /// In the header: another key or value, the key `"strokes"`, or that key and its colon.
    private enum Key { case none, strokes, strokesColon }

    private var part = Part.header
    private var expecting = Expecting.entryOrEnd
    private var kept: [UInt8] = []  // the object up to the array's `[`, then what follows its `]`
    private var footerPlace = ""
    private var key = Key.none  // what the top-level bytes just read say of the key
    private var stringStart = 0  // where in `kept` the string being read began
    private var offset = 0  // the file offset of the byte being scanned, then of the next one
    private var line = 1
    private var lineStart = 0  // the file offset of the first byte of `line`
    private var depth = 0  // brackets open in the header or the entry
    private var inString = false
    private var isEscaped = false
    private var current: Entry?  // the entry being followed
    private var entryCount = 0

    /// Creates a scanner at the start of a file.
    init() {}

    /// The first file offset whose bytes the scanner still needs: a caller may drop the bytes
    /// before it (and before the entries it has not yet handed on).
    var neededFrom: Int { current?.range.lowerBound ?? offset }

    /// The entries found since the last call, in order.
    mutating func takeEntries() -> [Entry] {
        defer { entries = [] }
        return entries
    }

    /// Scans the bytes not yet scanned in `bytes`, which hold the file from offset `base` on.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, base: Int) {
        var index = offset - base
        while index < bytes.count, part != .stopped {
            if depth > 0, current != nil {
                index = followEntry(bytes, base: base, from: index)
                continue
            }
            let byte = bytes[index]
            offset = base + index
            // A byte that ends a bare entry (a number, a literal) is read again after it.
            guard step(byte) else { continue }
            index += 1
            if byte == 0x0A {
                line += 1
                lineStart = base + index
            }
        }
        if part != .stopped { offset = base + bytes.count }
    }

    /// Marks the end of the file.
    mutating func finish() {
        switch part {
        case .header:
            verdict = .notABundle
        case .entries:
            if let entry = current {
                stop("the file ends in entry \(entry.index + 1), begun at line \(entry.line), column \(entry.column)")
            } else {
                stop("the file ends before the bundle is closed", found: nil)
            }
        case .footer:
            let envelope = try? JSONDecoder().decode(Envelope.self, from: Data(#"{"_":0"#.utf8 + kept))
            if let envelope, envelope.hasStrokes {
                stop("\"strokes\" is given more than once")
            } else if let format = envelope?.format, format != StrokeJSON.bundleFormat {
                stop(problem: StrokeJSON.unknownFormat(format))
            } else if envelope == nil {
                stop("what follows the \"strokes\" array, ended at \(footerPlace)")
            }
        case .stopped:
            break
        }
    }

    /// Handles `byte`; returns `false` when it must be handled again.
    private mutating func step(_ byte: UInt8) -> Bool {
        if part != .entries { kept.append(byte) }
        if inString {
            followString(byte)
            return true
        }
        let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        switch part {
        case .header where !isSpace:
            readHeader(byte)
        case .entries where current == nil && !isSpace:
            beginEntry(byte)
        case .entries where current != nil:
            // A bare entry (a number, a literal) ends at white space or punctuation.
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "]"), UInt8(ascii: "}"): break
            default: guard isSpace else { return true }
            }
            complete(end: offset)
            return false
        default:
            break
        }
        return true
    }

    /// What a byte does inside a string.
    private enum StringByte { case inside, end, controlCharacter }

    /// Reads `byte` inside a string, `isEscaped` when the byte before was an unescaped backslash:
    /// the one reading of strings, for the header, string entries and the entries' tight loop.
    @inline(__always)
    private static func read(_ byte: UInt8, inStringEscaped isEscaped: inout Bool) -> StringByte {
        if isEscaped {
            isEscaped = false
            return .inside
        }
        switch byte {
        case UInt8(ascii: "\\"):
            isEscaped = true
            return .inside
        case UInt8(ascii: "\""): return .end
        case ..<0x20: return .controlCharacter
        default: return .inside
        }
    }

    /// Follows a string's `byte` in the header or a string entry.
    private mutating func followString(_ byte: UInt8) {
        switch Self.read(byte, inStringEscaped: &isEscaped) {
        case .inside:
            break
        case .end:
            inString = false
            if part == .header, depth == 1 {
                key = kept[stringStart...].elementsEqual(#""strokes""#.utf8) ? .strokes : .none
            } else if part == .entries {
                complete(end: offset + 1)
            }
        case .controlCharacter:
            stop("control character in a string", found: byte)
        }
    }

    /// Reads the object up to the array, looking for a top-level `"strokes": [`.
    private mutating func readHeader(_ byte: UInt8) {
        if depth == 0 {
            // A byte-order mark, then the object.
            let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
            if kept.count <= 3, kept.elementsEqual(byteOrderMark.prefix(kept.count)) { return }
            guard byte == UInt8(ascii: "{") else { return stop(problem: "") }
        } else if depth == 1 {
            switch (key, byte) {
            case (.strokes, UInt8(ascii: ":")):
                key = .strokesColon
                return
            case (.strokesColon, _):
                return byte == UInt8(ascii: "[") ? beginArray() : stop(problem: "")
            default:
                key = .none
            }
        }
        switch byte {
        case UInt8(ascii: "\""):
            inString = true
            stringStart = kept.count - 1
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            // The end of the object without the array.
            if depth == 0 { stop(problem: "") }
        default:
            break
        }
    }

    /// The `"strokes"` array begins: a bundle if the object so far decodes with a fitting format.
    private mutating func beginArray() {
        let envelope = try? JSONDecoder().decode(Envelope.self, from: Data(kept + Array("]}".utf8)))
        guard let envelope, envelope.format == nil || envelope.format == StrokeJSON.bundleFormat else {
            return stop(problem: "")
        }
        verdict = .bundle
        kept = []
        depth = 0
        part = .entries
    }

    /// Reads `byte`, not white space, between entries: a comma, the end of the array, or the
    /// first byte of an entry.
    private mutating func beginEntry(_ byte: UInt8) {
        switch (byte, expecting) {
        case (UInt8(ascii: ","), .commaOrEnd):
            expecting = .entry
        case (UInt8(ascii: "]"), .commaOrEnd), (UInt8(ascii: "]"), .entryOrEnd):
            footerPlace = "line \(line), column \(offset - lineStart + 1)"
            part = .footer
        case (_, .commaOrEnd):
            stop("expected ',' or ']' after entry \(entryCount)", found: byte)
        case (UInt8(ascii: ","), _), (UInt8(ascii: "]"), _), (UInt8(ascii: "}"), _), (UInt8(ascii: ":"), _):
            stop("expected an entry", found: byte)
        default:
            current = Entry(range: offset..<offset, index: entryCount, line: line, column: offset - lineStart + 1)
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth = 1 }
            inString = byte == UInt8(ascii: "\"")
        }
    }

    /// Follows an object or array entry from `start` to its closing bracket or the end of
    /// `bytes`, whichever comes first; returns the index where it stopped. Every byte of a large
    /// bundle passes through this loop, so it keeps its state in locals.
    private mutating func followEntry(_ bytes: UnsafeBufferPointer<UInt8>, base: Int, from start: Int) -> Int {
        var (index, depth, inString, isEscaped) = (start, self.depth, self.inString, self.isEscaped)
        defer { (self.depth, self.inString, self.isEscaped) = (depth, inString, isEscaped) }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inString {
                switch Self.read(byte, inStringEscaped: &isEscaped) {
                case .inside: break
                case .end: inString = false
                case .controlCharacter:
                    offset = base + index - 1
                    stop("control character in a string", found: byte)
                    return index - 1
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    complete(end: base + index)
                    return index
                }
            case 0x0A:
                line += 1
                lineStart = base + index
            default:
                break
            }
        }
        return index
    }

    /// Ends the current entry at file offset `end` (exclusive).
    private mutating func complete(end: Int) {
        guard var entry = current else { return }
        entry.range = entry.range.lowerBound..<end
        entries.append(entry)
        current = nil
        entryCount += 1
        expecting = .commaOrEnd
    }

    /// Stops at the current byte: "not valid JSON: MESSAGE at line L, column C, found 'x'".
    private mutating func stop(_ message: String, found: UInt8?) {
        let found = found.map { $0 >= 0x20 && $0 < 0x7F ? "'\(Character(Unicode.Scalar($0)))'" : "byte \($0)" }
        let place = "line \(line), column \(offset - lineStart + 1)"
        stop("\(message) at \(place)" + (found.map { ", found \($0)" } ?? ""))
    }

    private mutating func stop(_ message: String) { stop(problem: "not valid JSON: " + message) }

    /// Stops the scan: before the array the document is not a bundle, after its start the bundle
    /// is broken.
    private mutating func stop(problem: String) {
        part = .stopped
        if verdict == .bundle { failure = problem } else { verdict = .notABundle }
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
