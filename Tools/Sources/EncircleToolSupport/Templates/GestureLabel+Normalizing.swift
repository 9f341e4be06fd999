import EncircleEvaluation

extension GestureLabel {
    /// The $1 reference's template names that the study's logs spell otherwise, as normalized
    /// by ``normalized(_:)``.
    private static let dollarOneAliases = [
        "left_square_bracket": "left_sq_bracket",
        "right_square_bracket": "right_sq_bracket",
        "delete": "delete_mark",
    ]

    /// A gesture name in the form the $1 study's logs use, so that a template's name and a
    /// log's label can be compared: lower case, runs of spaces, hyphens and underscores made one
    /// underscore, and the reference templates' three other spellings mapped to the logs'
    /// (`left square bracket` → `left_sq_bracket`, `right square bracket` → `right_sq_bracket`,
    /// `delete` → `delete_mark`).
    ///
    /// ```swift
    /// GestureLabel.normalized("Left Square Bracket")   // "left_sq_bracket"
    /// GestureLabel.normalized("zig-zag")               // "zig_zag"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `name`.
    package static func normalized(_ name: String) -> String {
        var words: [String] = []
        var word = ""
        for character in name.lowercased() {
            if character == " " || character == "-" || character == "_" {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        let joined = words.joined(separator: "_")
        return dollarOneAliases[joined] ?? joined
    }
}
