import EncircleEvaluation
import Foundation

/// A file a tool reads for itself (shape targets, templates) that cannot be used: the file and
/// the problem, worded as `EncircleEvaluation`'s `LoadError` words a stroke file's.
///
/// ```swift
/// error.description   // "targets.json: groups[0].labels: Expected to decode Array<Any> but found a string instead"
/// ```
package struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as named on the command line.
    package var file: String
    /// What is wrong with it.
    package var problem: String

    /// Creates the error.
    ///
    /// - Complexity: O(1).
    package init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    /// The error of a file that could not be read (``EncircleEvaluation/ReadLimits/contentsOfFile(_:)``).
    ///
    /// - Complexity: O(1).
    package init(_ error: LoadError) {
        self.init(file: error.file, problem: error.problem)
    }

    /// "FILE: PROBLEM".
    package var description: String { "\(file): \(problem)" }
}

extension FileError: LocalizedError {
    /// The ``description``, so that `localizedDescription` reads the same.
    package var errorDescription: String? { description }
}
