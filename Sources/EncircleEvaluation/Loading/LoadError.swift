/// A file that could not be read as a stroke, with the problem in words.
///
/// ```swift
/// error.description   // "s02/fast/circle01.xml: point 3 has no Y attribute"
/// ```
public struct LoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file (or `bundle.json:entry`) that failed.
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

    public var description: String { "\(file): \(problem)" }
}
