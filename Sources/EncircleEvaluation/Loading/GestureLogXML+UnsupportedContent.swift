import Foundation

/// What ``GestureLogXML`` refuses before parsing, because Foundation's `XMLParser` on Linux
/// crashes on it, whatever the delegate: a name that is not UTF-8 (it force-unwraps the decoded
/// name), a processing instruction without data such as `<?x?>`, and declarations in a document
/// type definition (`<!ATTLIST … #IMPLIED>`, `<!NOTATION …>`, `<!ENTITY … NDATA …>`: it reads a
/// missing identifier or default value through a null pointer). The `$1` logs use none of these.
extension GestureLogXML {
    /// The problem with `data` that the parser must not see, or `nil` when there is none:
    /// bytes that are not UTF-8, a NUL byte (which would let the parser guess UTF-16 or UTF-32),
    /// an encoding declared other than UTF-8 or ASCII, a document type declaration, or a
    /// processing instruction without data.
    ///
    /// - Complexity: O(*n*) in the size of `data`.
    static func unsupportedContent(in data: Data) -> String? {
        let bytes = [UInt8](data)
        var line = 1
        var index = 0
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
                if scalar == "\0" { return "not UTF-8 text: line \(line) has a NUL byte" }
            case .emptyInput:
                break decoding
            case .error:
                return "not UTF-8 text: line \(line) has a byte sequence that is not UTF-8"
            }
        }
        if let encoding = declaredEncoding(in: bytes),
            !["utf-8", "utf8", "us-ascii", "ascii"].contains(encoding.lowercased())
        {
            return "unsupported encoding \"\(encoding)\" (gesture logs are UTF-8)"
        }
        line = 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: "<") where bytes[index...].starts(with: "<!DOCTYPE".utf8):
                return "unsupported XML at line \(line): a document type declaration (<!DOCTYPE …>)"
            case UInt8(ascii: "<") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "?"):
                if let target = targetWithoutData(bytes, at: index + 2) {
                    return "unsupported XML at line \(line): a processing instruction without data (<?\(target)?>)"
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The target of a processing instruction starting at `start` (just after `<?`) when `?>`
    /// follows it directly, with no space and data in between; `nil` otherwise.
    private static func targetWithoutData(_ bytes: [UInt8], at start: Int) -> String? {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D:
                return nil
            case UInt8(ascii: "?") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">"):
                return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
            default:
                index += 1
            }
        }
        return nil
    }

    /// The `encoding` of an XML declaration at the start of the text (after a byte-order mark).
    private static func declaredEncoding(in bytes: [UInt8]) -> String? {
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        guard text.starts(with: "<?xml".utf8), let end = text.firstRange(of: "?>".utf8)?.lowerBound else {
            return nil
        }
        let declaration = String(decoding: text[..<end], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[key.upperBound...].drop {
            $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\r" || $0 == "\n"
        }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }
}
