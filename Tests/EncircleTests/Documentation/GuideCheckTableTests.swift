import Foundation
import Testing

@testable import Encircle

/// The Guide's table of checks is ``CircleDetector/Check`` rendered: a check added, reordered or
/// given another default fails this test until the Guide says so too.
@Suite struct GuideCheckTableTests {
    static let guide = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Documentation
        .deletingLastPathComponent()  // EncircleTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Guides/CircleDetector.md")

    /// The table as the Guide shows it.
    static var renderedTable: String {
        var lines = [
            "| # | reason | key (JSON key) | measures | default | allowed | ideal | judged |",
            "|---:|---|---|---|---:|---|---:|---|",
        ]
        for (index, check) in CircleDetector.Check.allCases.enumerated() {
            let key = check.jsonKey == check.key ? "`\(check.key)`" : "`\(check.key)` (`\(check.jsonKey)`)"
            let limit = check.limit(in: .default).map { text($0, check.unit) } ?? "none"
            let ideal = check.ideal.map { text($0, check.unit) } ?? "—"
            var judged = check.isJudgedEarly ? "while drawing" : "at the end"
            if check.isTunable { judged += ", tuned" }
            lines.append(
                "| \(index + 1) | `\(check.reason)` | \(key) | \(check.summary) | \(limit) | \(check.allowedRange) | \(ideal) | \(judged) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    static func text(_ value: Double, _ unit: CircleDetector.Check.Unit) -> String {
        switch unit {
        case .degrees: NumberText.plain(value, fractionDigits: 1) + "°"
        case .points: NumberText.plain(value) + " pt"
        case .seconds: NumberText.plain(value) + " s"
        case .ratio: NumberText.plain(value, fractionDigits: 3)
        case .count: NumberText.plain(value)
        }
    }

    @Test func guideShowsTheChecksAsDefined() throws {
        let guide = try String(contentsOf: Self.guide, encoding: .utf8)
        #expect(guide.contains(Self.renderedTable), "Guides/CircleDetector.md should contain:\n\(Self.renderedTable)")
    }
}
