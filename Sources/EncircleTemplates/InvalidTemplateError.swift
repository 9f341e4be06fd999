import Encircle
import Foundation

/// A template that a ``TemplateRecognizer`` cannot compare strokes with: it has no points, a
/// non-finite point, or no length.
///
/// ```swift
/// try recognizer.add(GestureTemplate(name: "dot", points: [Point(x: 1, y: 1)]))
/// // InvalidTemplateError: "template \"dot\" cannot be used: no length: the stroke does not move"
/// ```
public struct InvalidTemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The template's name.
    public var name: String
    /// What is wrong with its points.
    public var problem: TemplateRejection

    /// Creates the error.
    ///
    /// - Complexity: O(1).
    public init(name: String, problem: TemplateRejection) {
        self.name = name
        self.problem = problem
    }

    /// "template "NAME" cannot be used: PROBLEM".
    public var description: String { "template \"\(name)\" cannot be used: \(problem)" }
}

extension InvalidTemplateError: LocalizedError {
    /// The ``description``, so that `localizedDescription` reads the same.
    public var errorDescription: String? { description }
}
