import Foundation

/// Paths into the repository, found from this file's location.
enum Repository {
    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The Hardening package's folder.
    static let hardening = root.appendingPathComponent("Hardening")

    /// The committed seed corpus of the fuzz target `target`.
    static func corpus(_ target: String) -> URL {
        hardening.appendingPathComponent("Fuzz/\(target)/Corpus")
    }

    /// A `$1` gesture log among the core package's test fixtures, e.g. `s02/fast/circle01.xml`.
    static func dollar1Fixture(_ path: String) -> URL {
        root.appendingPathComponent("Tests/EncircleEvaluationTests/Fixtures/dollar1/\(path)")
    }

    /// The files of `folder`, sorted by name.
    static func files(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
