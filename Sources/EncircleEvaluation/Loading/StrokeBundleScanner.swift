/// Finds the entries of a bundle's `"strokes"` array (``StrokeJSON``) in bytes that arrive a
/// block at a time, without parsing them: ``StrokeLineParser`` parses each entry later, on any
/// thread. It follows strings, escapes and nested brackets, so entries may span lines, share
/// them, and hold any text.
///
/// The top-level object is read key by key. It is a bundle once its `"strokes"` key opens an
/// array with no other `"format"` than `"encircle-strokes"` before it; the other keys' values
/// are checked as JSON and skipped, whatever their size. Until then nothing is decided; any
/// other document, or a syntax error before the array, makes it not a bundle (the caller reads
/// such a file whole, as ``StrokeJSON`` does, and reports what is wrong with it).
///
/// In a bundle, an error in the structure around the entries (brackets that do not match, a
/// missing comma between entries, a string broken by a line break, a file that ends early)
/// becomes ``failure`` and the scan stops there: the entries found before it stand.
///
/// ```swift
/// var scanner = StrokeBundleScanner()
/// scanner.scan(block, base: 0)            // the bytes of the file from offset `base`
/// scanner.finish()                        // at the end of the file
/// scanner.takeEntries()                   // where each entry lies
/// ```
struct StrokeBundleScanner {
    /// What the bytes so far say about the document.
    enum Verdict {
        /// Not yet known: the `"strokes"` array has not begun.
        case undecided
        /// A bundle: its `"strokes"` array has begun.
        case bundle
        /// Something else, or broken before the `"strokes"` array.
        case notABundle
    }

    /// Where one entry of the `"strokes"` array lies.
    struct Entry: Sendable {
        /// Its bytes: offsets in the file (or, once handed on in a batch, in the batch's bytes).
        var range: Range<Int>
        /// Its position in the array, from 0.
        var index: Int
        /// Where it starts in the file.
        var origin: StrokeLineParser.Origin
    }

    private(set) var verdict = Verdict.undecided
    /// What breaks the bundle, with its line and column; nothing after it is scanned.
    private(set) var failure: String?
    private var entries: [Entry] = []

    private enum Token { case key, value, entry }

    private enum State {
        case start
        case key(first: Bool)
        case colon
        case value
        case entry(first: Bool)
        case token(Token)
        case afterValue
        case afterEntry
        case end
        case stopped
    }

    private var state = State.start
    private var scanned = 0  // file offset of the next byte to scan
    private var line = 1
    private var lineStart = 0  // file offset of the first byte of `line`
    private var hasArray = false  // the "strokes" array has been read
    private var format: String?
    private var key = ""
    private var entryCount = 0
    private var byteOrderMarkRead = 0  // bytes of a byte-order mark at the very start
    // The key, value or entry being scanned.
    private var tokenStart = 0
    private var tokenOrigin = StrokeLineParser.Origin(line: 1, column: 1)
    private var closers: [UInt8] = []
    private var inString = false
    private var isEscaped = false

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Creates a scanner at the start of a file.
    init() {}

    /// The first file offset whose bytes the scanner still needs: a caller may drop the bytes
    /// before it (and before the entries it has not yet handed on).
    var neededFrom: Int {
        if case .token = state { return tokenStart }
        return scanned
    }

    /// The entries found since the last call, in order.
    mutating func takeEntries() -> [Entry] {
        defer { entries = [] }
        return entries
    }

    /// Scans the bytes not yet scanned in `bytes`, which hold the file from offset `base` on.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, base: Int) {
        var index = scanned - base
        while index < bytes.count {
            if case .stopped = state { return }
            if case .token(let token) = state, !closers.isEmpty {
                index = followBrackets(token, bytes: bytes, base: base, from: index)
                continue
            }
            let byte = bytes[index]
            scanned = base + index
            if step(byte, bytes: bytes, base: base) {
                index += 1
                if byte == 0x0A {
                    line += 1
                    lineStart = base + index
                }
            }
        }
        scanned = base + bytes.count
    }

    /// Marks the end of the file.
    mutating func finish() {
        switch state {
        case .end, .stopped: return
        case .token(.entry) where verdict == .bundle:
            stop("the file ends in entry \(entryCount + 1), begun", found: nil, at: tokenOrigin)
        default:
            stop("the file ends before the bundle is closed", found: nil)
        }
    }

    /// Handles `byte`; returns `false` when the byte ended a number or literal and must be
    /// handled again in the new state.
    private mutating func step(_ byte: UInt8, bytes: UnsafeBufferPointer<UInt8>, base: Int) -> Bool {
        let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        switch state {
        case .token(let token):
            return follow(byte, isSpace: isSpace, token: token, bytes: bytes, base: base)
        case _ where isSpace:
            return true
        case .start:
            if scanned < 3, scanned == byteOrderMarkRead, byte == Self.byteOrderMark[scanned] {
                byteOrderMarkRead += 1
            } else if byte == UInt8(ascii: "{") {
                state = .key(first: true)
            } else {
                stop("expected '{'", found: byte)
            }
        case .key(let first):
            if byte == UInt8(ascii: "\"") {
                begin(.key, with: byte)
            } else if first, byte == UInt8(ascii: "}") {
                stop("the object has no \"strokes\" array", found: nil)
            } else {
                stop("expected a key in double quotes", found: byte)
            }
        case .colon:
            if byte == UInt8(ascii: ":") { state = .value } else { stop("expected ':' after the key", found: byte) }
        case .value:
            guard key == "strokes" else {
                begin(.value, with: byte)
                return true
            }
            guard !hasArray else {
                stop("\"strokes\" is given more than once", found: nil)
                return true
            }
            guard byte == UInt8(ascii: "["), format == nil || format == StrokeJSON.bundleFormat else {
                stop("not a bundle", found: nil)
                return true
            }
            verdict = .bundle
            hasArray = true
            state = .entry(first: true)
        case .afterValue:
            if byte == UInt8(ascii: ",") {
                state = .key(first: false)
            } else if byte == UInt8(ascii: "}") {
                if hasArray { state = .end } else { stop("the object has no \"strokes\" array", found: nil) }
            } else {
                stop("expected ',' or '}' after a value", found: byte)
            }
        case .entry(let first):
            if first, byte == UInt8(ascii: "]") {
                state = .afterValue
            } else {
                begin(.entry, with: byte)
            }
        case .afterEntry:
            if byte == UInt8(ascii: ",") {
                state = .entry(first: false)
            } else if byte == UInt8(ascii: "]") {
                state = .afterValue
            } else {
                stop("expected ',' or ']' after entry \(entryCount)", found: byte)
            }
        case .end:
            stop("unexpected text after the bundle", found: byte)
        case .stopped:
            break
        }
        return true
    }

    /// Starts a key, value or entry at `byte`.
    private mutating func begin(_ token: Token, with byte: UInt8) {
        tokenStart = scanned
        tokenOrigin = StrokeLineParser.Origin(line: line, column: scanned - lineStart + 1)
        closers.removeAll(keepingCapacity: true)
        inString = false
        isEscaped = false
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "{"): closers.append(UInt8(ascii: "}"))
        case UInt8(ascii: "["): closers.append(UInt8(ascii: "]"))
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"):
            stop(token == .entry ? "expected an entry" : "expected a JSON value", found: byte)
            return
        default: break  // a number or literal
        }
        state = .token(token)
    }

    /// Follows `byte` inside a key, value or entry that is a string, number or literal;
    /// returns `false` when the byte ended a number or literal and must be handled again.
    private mutating func follow(
        _ byte: UInt8, isSpace: Bool, token: Token, bytes: UnsafeBufferPointer<UInt8>, base: Int
    ) -> Bool {
        guard inString else {
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "\""),
                UInt8(ascii: "["), UInt8(ascii: "{"):
                complete(token, end: scanned, bytes: bytes, base: base)
                return false
            default:
                guard isSpace else { return true }
                complete(token, end: scanned, bytes: bytes, base: base)
                return false
            }
        }
        switch Self.read(byte, inStringEscaped: &isEscaped) {
        case .inside: break
        case .end:
            inString = false
            complete(token, end: scanned + 1, bytes: bytes, base: base)
        case .controlCharacter: stop("control character in a string", found: byte)
        }
        return true
    }

    /// What a byte does inside a string.
    private enum StringByte {
        /// The string goes on.
        case inside
        /// An unescaped quote: the string ends.
        case end
        /// A raw control character: the string is broken.
        case controlCharacter
    }

    /// Reads `byte` inside a string, `isEscaped` when the byte before was an unescaped backslash.
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

    /// Follows an object or array from `start` to its closing bracket or the end of `bytes`,
    /// whichever comes first; returns the index where it stopped. Every byte of a large bundle
    /// passes through this loop, so it keeps its state in locals.
    private mutating func followBrackets(
        _ token: Token, bytes: UnsafeBufferPointer<UInt8>, base: Int, from start: Int
    ) -> Int {
        var closers = self.closers
        self.closers = []
        var inString = self.inString
        var isEscaped = self.isEscaped
        var index = start
        defer {
            self.closers = closers
            self.inString = inString
            self.isEscaped = isEscaped
        }
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                switch Self.read(byte, inStringEscaped: &isEscaped) {
                case .inside: break
                case .end: inString = false
                case .controlCharacter:
                    scanned = base + index
                    stop("control character in a string", found: byte)
                    return index
                }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "{"):
                closers.append(UInt8(ascii: "}"))
            case UInt8(ascii: "["):
                closers.append(UInt8(ascii: "]"))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard closers.last == byte else {
                    scanned = base + index
                    stop("expected '\(Character(Unicode.Scalar(closers.last ?? byte)))'", found: byte)
                    return index
                }
                closers.removeLast()
                if closers.isEmpty {
                    scanned = base + index
                    complete(token, end: scanned + 1, bytes: bytes, base: base)
                    return index + 1
                }
            case 0x0A:
                line += 1
                lineStart = base + index + 1
            default:
                break
            }
            index += 1
        }
        return index
    }

    /// Ends the current token at file offset `end` (exclusive).
    private mutating func complete(_ token: Token, end: Int, bytes: UnsafeBufferPointer<UInt8>, base: Int) {
        let range = tokenStart..<end
        switch token {
        case .entry:
            entries.append(Entry(range: range, index: entryCount, origin: tokenOrigin))
            entryCount += 1
            state = .afterEntry
        case .key, .value:
            let text = UnsafeBufferPointer(rebasing: bytes[(range.lowerBound - base)..<(range.upperBound - base)])
            let string: String?
            do throws(StrokeJSON.EntryProblem) {
                string = try StrokeLineParser.value(in: text, origin: tokenOrigin)
            } catch {
                stop(problem: error.problem)
                return
            }
            if token == .key {
                key = string ?? ""
                state = .colon
                return
            }
            if key == "format" {
                format = string
                if hasArray, let string, string != StrokeJSON.bundleFormat {
                    stop(problem: StrokeJSON.unknownFormat(string))
                    return
                }
            }
            state = .afterValue
        }
    }

    /// Stops at the current byte: before the `"strokes"` array the document is not a bundle,
    /// after its start the bundle is broken there.
    private mutating func stop(_ message: String, found: UInt8?, at origin: StrokeLineParser.Origin? = nil) {
        let origin = origin ?? StrokeLineParser.Origin(line: line, column: scanned - lineStart + 1)
        let place = "line \(origin.line), column \(origin.column)"
        stop(problem: StrokeLineParser.syntaxProblem(message, at: place, found: found).problem)
    }

    private mutating func stop(problem: String) {
        state = .stopped
        if verdict == .bundle { failure = problem } else { verdict = .notABundle }
    }
}
