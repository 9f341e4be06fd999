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
        for (offset, bytes) in data.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            if bytes.contains(0) { return "not UTF-8 text: line \(line) has a NUL byte" }
            guard let text = String(bytes: bytes, encoding: .utf8) else {
                return "not UTF-8 text: line \(line) has a byte sequence that is not UTF-8"
            }
            if text.contains("<!DOCTYPE") {
                return "unsupported XML at line \(line): a document type declaration (<!DOCTYPE …>)"
            }
            // `<?target?>`: a processing instruction whose target runs straight into `?>`.
            var rest = text[...]
            while let open = rest.range(of: "<?") {
                rest = rest[open.upperBound...]
                if let close = rest.range(of: "?>"), case let target = rest[..<close.lowerBound], !target.isEmpty,
                    !target.contains(where: { $0 == " " || $0 == "\t" || $0 == "\r" })
                {
                    return "unsupported XML at line \(line): a processing instruction without data (<?\(target)?>)"
                }
            }
        }
        if let encoding = declaredEncoding(in: [UInt8](data)),
            !["utf-8", "utf8", "us-ascii", "ascii"].contains(encoding.lowercased())
        {
            return "unsupported encoding \"\(encoding)\" (gesture logs are UTF-8)"
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
