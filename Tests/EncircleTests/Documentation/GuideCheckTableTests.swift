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
            let key = check.rule.jsonKey == check.key ? "`\(check.key)`" : "`\(check.key)` (`\(check.rule.jsonKey)`)"
            let limit = check.rule.limit(in: .default).map { text($0, check.rule.unit) } ?? "none"
            let ideal = check.rule.ideal.map { text($0, check.rule.unit) } ?? "—"
            var judged = Self.phrase(check.rule.stage)
            if check.rule.isTunable { judged += ", tuned" }
            lines.append(
                "| \(index + 1) | `\(check.reason)` | \(key) | \(check.summary) | \(limit) | \(check.rule.allowedRange) | \(ideal) | \(judged) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// When a check is judged, as the table says it.
    static func phrase(_ stage: CircleDetector.Check.Stage) -> String {
        switch stage {
        case .drawing: "while drawing"
        case .summary: "at the end"
        case .fits: "at the end, on the fits"
        case .reversal: "at the end, on the reversal"
        case .cornerConcentration: "at the end, on the concentration"
        }
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
