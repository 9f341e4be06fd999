import EncircleEvaluation
import Foundation

extension GestureLabel {
    /// The most characters a label may have.
    package static let maximumLength = 64

    /// `label` when it can name a gesture everywhere labels go (a folder, a file name, a URL
    /// path): 1 to ``maximumLength`` ASCII letters, digits, `_` and `-`.
    ///
    /// ```swift
    /// try GestureLabel.validated("left_curly_brace")   // "left_curly_brace"
    /// try GestureLabel.validated("../etc")             // throws InvalidLabelError
    /// ```
    ///
    /// - Throws: ``InvalidLabelError`` naming the label and the rule.
    /// - Complexity: O(*n*) in the length of `label`.
    package static func validated(_ label: String) throws(InvalidLabelError) -> String {
        let isAllowed = { (byte: UInt8) in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                true
            default: false
            }
        }
        let bytes = label.utf8
        guard !bytes.isEmpty, bytes.count <= maximumLength, bytes.allSatisfy(isAllowed) else {
            throw InvalidLabelError(label: label)
        }
        return label
    }
}

/// A gesture label that breaks the rule of ``GestureLabel/validated(_:)``.
///
/// ```swift
/// error.description   // "invalid label \"a b\": a label is 1 to 64 letters, digits, _ and -"
/// ```
package struct InvalidLabelError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The label refused.
    package var label: String

    /// Creates the error.
    ///
    /// - Complexity: O(1).
    package init(label: String) {
        self.label = label
    }

    /// "invalid label "LABEL": a label is 1 to 64 letters, digits, _ and -" (a long label is
    /// shortened).
    package var description: String {
        let shown = label.count > 80 ? label.prefix(80) + "…" : Substring(label)
        return
            "invalid label \"\(shown)\": a label is 1 to \(GestureLabel.maximumLength) letters, digits, _ and -"
    }
}

extension InvalidLabelError: LocalizedError {
    /// The ``description``, so that `localizedDescription` reads the same.
    package var errorDescription: String? { description }
}
