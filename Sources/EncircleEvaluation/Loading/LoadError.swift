import Foundation

/// A file (or a document in memory) that could not be loaded, with the problem in words: a
/// stroke log, a bundle entry or template, or a detector configuration.
///
/// ```swift
/// error.description   // "s02/fast/circle01.xml: point 3 has no Y attribute"
/// error.description   // "limits.json: maximumTailDeviation is 0; it must be greater than 0"
/// ```
public struct LoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file (a path, `bundle.json:entry`, or the name given to data in memory) that failed.
    public var file: String
    /// What is wrong with it.
    public var problem: String

    /// Creates a load error.
    ///
    /// - Complexity: O(1).
    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    /// "FILE: PROBLEM".
    public var description: String { "\(file): \(problem)" }
}

extension LoadError: LocalizedError {
    /// The ``description``, so that `localizedDescription` reads the same.
    public var errorDescription: String? { description }
}
