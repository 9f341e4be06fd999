import Encircle

/// The answer of a ``TemplateRecognizer``: `.recognized` with the best ``TemplateMatch``, or
/// `.rejected` with the ``TemplateRejection`` that says why nothing matched well enough.
///
/// ```swift
/// switch recognizer.recognize(stroke) {
/// case .recognized(let match): print(match.name, match.score)
/// case .rejected(let rejection): print(rejection)   // "no good match: the best is …"
/// }
/// ```
public typealias TemplateRecognition = Recognition<TemplateMatch, TemplateRejection>
