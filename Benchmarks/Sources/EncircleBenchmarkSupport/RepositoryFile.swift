import Foundation

/// Finds a data file of the repository that holds this package: from this source file's location,
/// then from the working directory (the repository or `Benchmarks/`).
enum RepositoryFile {
    /// The path of `relativePath` (relative to the repository's root), if the file exists.
    ///
    /// - Complexity: O(1).
    static func locate(_ relativePath: String) -> String? {
        // Benchmarks/Sources/EncircleBenchmarkSupport/RepositoryFile.swift → the repository.
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            repository.appendingPathComponent(relativePath).path,
            relativePath,
            "../" + relativePath,
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }
}
