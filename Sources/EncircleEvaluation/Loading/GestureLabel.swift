/// Names of gestures as gesture logs record them, and the one evaluation counts as a circle,
/// ``positive``.
public enum GestureLabel {
    /// The positive class of circle detection: `circle`.
    public static let positive = "circle"

    /// The gesture name for a file name or path: the file name without its extension and
    /// without a trailing repetition index.
    ///
    /// An index is the digits that end the name right after a letter (`circle01`), or exactly
    /// two digits after `-` or `_` (`circle-1-laps-03`). Other digits are part of the name
    /// (`ellipse-1.5`, `arc-180`), as are those of a name that would be left empty (`07`).
    ///
    /// ```swift
    /// GestureLabel.label(forFile: "s02/fast/circle01.xml")        // "circle"
    /// GestureLabel.label(forFile: "shapes/ellipse-1.5-01.json")   // "ellipse-1.5"
    /// GestureLabel.label(forFile: "shapes/arc-180.json")          // "arc-180"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `path`.
    package static func label(forFile path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let stem: Substring
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            stem = name[..<dot]
        } else {
            stem = Substring(name)
        }
        return String(withoutIndex(stem))
    }

    /// `stem` without its trailing repetition index, if it has one that leaves a name.
    private static func withoutIndex(_ stem: Substring) -> Substring {
        let isDigit = { (character: Character) in character.isASCII && character.isNumber }
        let name = stem.reversed().drop(while: isDigit).reversed()
        let digits = stem.count - name.count
        guard digits > 0, let last = name.last else { return stem }
        if last.isLetter { return stem.dropLast(digits) }
        if digits == 2, last == "-" || last == "_", name.count > 1 { return stem.dropLast(3) }
        return stem
    }

    /// The subject and speed that a `…/sNN/speed/name.xml` folder layout implies, as in the
    /// $1 study's logs: `s02/fast/circle01.xml` → subject `"2"`, speed `"fast"`.
    ///
    /// - Returns: `nil` for each part the path does not show.
    /// - Complexity: O(*n*) in the length of `path`.
    package static func subjectAndSpeed(forFile path: String) -> (subject: String?, speed: String?) {
        let folders = path.split(separator: "/").dropLast()
        guard let index = folders.lastIndex(where: isSubjectFolder) else { return (nil, nil) }
        let digits = folders[index].dropFirst().drop { $0 == "0" }
        let subject = digits.isEmpty ? "0" : String(digits)
        let next = folders.index(after: index)
        let speed = next < folders.endIndex ? String(folders[next]) : nil
        return (subject, speed)
    }

    private static func isSubjectFolder(_ name: Substring) -> Bool {
        name.count >= 2 && (name.first == "s" || name.first == "S")
            && name.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }
}
