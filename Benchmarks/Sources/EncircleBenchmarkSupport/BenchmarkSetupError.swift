/// Why a benchmark could not be set up or why its result is wrong: a benchmark that cannot check
/// its answer must not report a time.
public struct BenchmarkSetupError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, in one sentence.
    public var description: String

    /// Creates an error with its message.
    ///
    /// - Complexity: O(1).
    public init(_ description: String) {
        self.description = description
    }
}
