import Foundation
import Testing

/// The README's example is the start of `Examples/QuickStart`, which the test command builds and
/// runs: the snippet a new user copies compiles and prints what the README says.
@Suite struct ReadmeExampleTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Documentation
        .deletingLastPathComponent()  // EncircleTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root

    /// The README and QuickStart's `main.swift`.
    static func readmeAndProgram() throws -> (readme: String, program: String) {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let program = try String(
            contentsOf: root.appendingPathComponent("Examples/QuickStart/Sources/QuickStart/main.swift"),
            encoding: .utf8)
        return (readme, program)
    }

    @Test func readmeExampleIsTheQuickStartProgram() throws {
        let (readme, program) = try Self.readmeAndProgram()
        let section = try #require(readme.range(of: "## Example\n\n```swift\n"))
        let end = try #require(readme.range(of: "\n```", range: section.upperBound..<readme.endIndex))
        let snippet = String(readme[section.upperBound..<end.lowerBound])
        #expect(snippet.contains("CircleDetector().detect(in: stroke)"))
        #expect(program.hasPrefix(snippet), "the README's example is not the start of QuickStart's main.swift")
    }

    /// "Circle to select" is QuickStart's last part, which the test command runs and checks.
    @Test func readmeSelectionIsTheEndOfTheQuickStartProgram() throws {
        let (readme, program) = try Self.readmeAndProgram()
        let section = try #require(readme.range(of: "## Circle to select\n"))
        let start = try #require(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let snippet = String(readme[start.upperBound..<end.lowerBound])
        #expect(snippet.contains("circle.contains(") && snippet.contains(".encloses("))
        #expect(program.hasSuffix(snippet + "\n"), "the README's selection is not the end of QuickStart's main.swift")
    }
}
