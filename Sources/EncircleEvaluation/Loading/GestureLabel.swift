/// Names of gestures as gesture logs record them.
///
/// The label of a log file is its file name without the extension and without trailing
/// digits: `circle01.xml` → `circle`, `left_curly_brace10.xml` → `left_curly_brace`.
public enum GestureLabel {
    /// The positive class of circle detection.
    public static let positive = "circle"

    /// The gesture name for a file name or path.
    ///
    /// A name made only of digits keeps them (`07.json` → `07`) rather than becoming empty.
    ///
    /// ```swift
    /// GestureLabel.label(forFile: "s02/fast/circle01.xml")   // "circle"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `path`.
    public static func label(forFile path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let stem: Substring
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            stem = name[..<dot]
        } else {
            stem = Substring(name)
        }
        let trimmed = stem.reversed().drop { $0.isASCII && $0.isNumber }
        return trimmed.isEmpty ? String(stem) : String(trimmed.reversed())
    }

    /// The subject and speed that a `…/sNN/speed/name.xml` folder layout implies, as in the
    /// $1 study's logs: `s02/fast/circle01.xml` → subject `"2"`, speed `"fast"`.
    ///
    /// - Returns: `nil` for each part the path does not show.
    /// - Complexity: O(*n*) in the length of `path`.
    public static func subjectAndSpeed(forFile path: String) -> (subject: String?, speed: String?) {
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
