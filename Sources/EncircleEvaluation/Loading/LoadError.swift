import Foundation

/// A file (or a document in memory) that could not be loaded, with the problem in words: a
/// stroke log, a bundle entry or template, or a detector configuration.
///
/// ```swift
/// error.description   // "s02/fast/circle01.xml: sample 3 has no Y attribute"
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
    package init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    /// The error for a file that cannot be read: "cannot read: " and the system's words for
    /// `error` ("No such file or directory", "Is a directory", "Permission denied"), a loop of
    /// symbolic links named as such ("symbolic link loop").
    ///
    /// - Complexity: O(1).
    package init(file: String, cannotRead error: any Error) {
        let error = error as NSError
        var words = error.localizedDescription
        // Foundation wraps the system's error: on Linux a `POSIXError`, on Apple platforms an `NSError`.
        if let underlying = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map({ $0 as NSError }),
            underlying.domain == NSPOSIXErrorDomain
        {
            words = Self.words(errorNumber: Int32(underlying.code))
        } else if error.domain == NSPOSIXErrorDomain {
            words = Self.words(errorNumber: Int32(error.code))
        }
        self.init(file: file, problem: "cannot read: \(words)")
    }

    /// The error for a path that `stat` cannot follow, by its error number: "no such file or
    /// directory", "cannot read: symbolic link loop", "cannot read: Permission denied".
    init(file: String, statFailedWith errorNumber: Int32) {
        let words = Self.words(errorNumber: errorNumber)
        self.init(file: file, problem: errorNumber == ENOENT ? "no such file or directory" : "cannot read: \(words)")
    }

    /// The system's words for an error number; for `ELOOP` ("Too many levels of symbolic
    /// links"), what it means for a path.
    private static func words(errorNumber: Int32) -> String {
        errorNumber == ELOOP ? "symbolic link loop" : String(cString: strerror(errorNumber))
    }

    /// Throws "empty file" for `data` that holds nothing but white space.
    static func checkNotEmpty(_ data: Data, file: String) throws(LoadError) {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw LoadError(file: file, problem: "empty file")
        }
    }

    /// "FILE: PROBLEM".
    public var description: String { "\(file): \(problem)" }
}

extension LoadError: LocalizedError {
    /// The ``description``, so that `localizedDescription` reads the same.
    public var errorDescription: String? { description }
}
