/// Text made safe for HTML and XML, in element content and in attribute values alike; one
/// definition for the HTML report and the `$1` gesture logs the playground exports.
package enum MarkupEscaping {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by their entities.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    package static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
