import Foundation
import Testing

/// The code samples of a DocC article, checked against the test file that runs them: every
/// fenced `swift` block, except those whose first line says "Apple only" (UIKit and SwiftUI do
/// not exist on Linux), must appear in the test file line for line, so an article cannot drift
/// from code that runs.
enum ArticleSamples {
    static let articles = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Documentation
        .deletingLastPathComponent()  // EncircleTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Sources/Encircle/Documentation.docc/Articles")

    /// The runnable samples of `Articles/NAME.md`, each as its lines of code.
    static func runnableSamples(of article: String) throws -> [[String]] {
        let text = try String(contentsOf: articles.appendingPathComponent(article + ".md"), encoding: .utf8)
        var samples: [[String]] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current == nil {
                if line.trimmingCharacters(in: .whitespaces) == "```swift" { current = [] }
            } else if line.trimmingCharacters(in: .whitespaces) == "```" {
                if let sample = current, sample.first?.hasPrefix("// Apple only") != true { samples.append(sample) }
                current = nil
            } else {
                current?.append(line)
            }
        }
        return samples
    }

    /// A line compared without its indentation and with runs of spaces collapsed.
    private static func normalized(_ line: String) -> String {
        line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// Records an issue for each runnable sample of `article` that is not in the file at
    /// `testFile`: its imports anywhere, the rest as one run of lines.
    static func expectEveryRunnableSample(
        of article: String, isIn testFile: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let samples = try runnableSamples(of: article)
        #expect(!samples.isEmpty, "no runnable samples in \(article).md", sourceLocation: sourceLocation)
        let source = try String(contentsOf: URL(fileURLWithPath: testFile), encoding: .utf8)
        let lines = source.components(separatedBy: "\n").map(normalized).filter { !$0.isEmpty }
        for sample in samples {
            let code = sample.map(normalized).filter { !$0.isEmpty }
            for line in code where line.hasPrefix("import ") {
                #expect(lines.contains(line), "missing: \(line)", sourceLocation: sourceLocation)
            }
            let body = code.filter { !$0.hasPrefix("import ") }
            let found =
                body.isEmpty
                || lines.indices.contains { start in
                    start + body.count <= lines.count && Array(lines[start..<start + body.count]) == body
                }
            #expect(
                found, "the article's sample is not in the test file:\n\(sample.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
        }
    }
}
