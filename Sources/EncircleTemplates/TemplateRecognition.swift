import Encircle

/// The answer of a ``TemplateRecognizer``: a match, or the rejection that says why nothing
/// matched well enough.
///
/// ```swift
/// switch recognizer.recognize(stroke) {
/// case .recognized(let match): print(match.name, match.score)
/// case .rejected(let rejection): print(rejection)   // "no good match: the best is …"
/// }
/// ```
public enum TemplateRecognition: Hashable, Sendable {
    /// A template matched well enough.
    case recognized(TemplateMatch)
    /// Nothing matched well enough, or the stroke could not be compared.
    case rejected(TemplateRejection)

    /// The match, or `nil` when rejected.
    public var match: TemplateMatch? {
        if case .recognized(let match) = self { return match }
        return nil
    }

    /// The rejection, or `nil` when a template matched.
    public var rejection: TemplateRejection? {
        if case .rejected(let rejection) = self { return rejection }
        return nil
    }

    /// The match, or throws the rejection.
    ///
    /// - Complexity: O(1).
    public func get() throws(TemplateRejection) -> TemplateMatch {
        switch self {
        case .recognized(let match): return match
        case .rejected(let rejection): throw rejection
        }
    }
}
