import Foundation
import Testing

@Suite struct ClassifyCommandTests {
    static func summary(_ run: CLIRun) throws -> [String: Any] {
        try #require(try run.json() as? [String: Any])
    }

    @Test func theCanonicalTemplatesNameThemselvesWithNormalizedNames() throws {
        let run = try CLI.run("classify", CLI.templates, "--format", "json")
        #expect(run.status == 0, "\(run.standardError)")
        let json = try Self.summary(run)
        #expect(Set(json.keys) == ["strokes", "correct", "accuracy", "confusions"])
        #expect(json["strokes"] as? Int == 16)
        #expect(json["correct"] as? Int == 16)
        #expect(json["accuracy"] as? Double == 1)
        #expect((json["confusions"] as? [Any])?.isEmpty == true)

        let text = try CLI.run("classify", CLI.templates, "--recognizer", "protractor", "--transform", "reverse")
        #expect(text.status == 0)
        #expect(text.standardOutput == "strokes 16  correct 16  accuracy 100%\n")
    }

    @Test func theDirectionBlindReferenceMissesReversedGestures() throws {
        let run = try CLI.run(
            "classify", CLI.templates, "--rotation-invariant", "--direction-sensitive", "--transform", "reverse",
            "--format", "json")
        #expect(run.status == 0, "\(run.standardError)")
        let json = try Self.summary(run)
        #expect(try #require(json["correct"] as? Int) < 8)
        let confusions = try #require(json["confusions"] as? [[String: Any]])
        #expect(confusions.allSatisfy { $0["label"] is String && $0["recognized"] is String && $0["count"] is Int })
    }

    /// The figure of the Templates guide: Protractor, 5 templates per gesture learned from the
    /// other subjects, at least 95% whichever way the strokes are drawn.
    @Test func leaveOneSubjectOutReachesNinetyFivePercentEitherWay() throws {
        for transform in [[], ["--transform", "reverse"]] {
            let run = try CLI.run(
                [
                    "classify", CLI.bundle, "--leave-one-subject-out", "--per-gesture", "5", "--recognizer",
                    "protractor",
                    "--format", "json",
                ] + transform)
            #expect(run.status == 0, "\(run.standardError)")
            let json = try Self.summary(run)
            #expect(json["strokes"] as? Int == 2400)
            #expect(try #require(json["accuracy"] as? Double) >= 0.95, "\(transform)")
        }
    }

    @Test func aStrokeBelowTheMinimumScoreIsNamedNothing() throws {
        let run = try CLI.run("classify", CLI.fixtures, "--minimum-score", "1", "--format", "json")
        #expect(run.status == 0, "\(run.standardError)")
        let confusions = try #require(try Self.summary(run)["confusions"] as? [[String: Any]])
        #expect(confusions.first?["rejection"] as? String == "belowMinimumScore")
        #expect(confusions.first?["recognized"] == nil)
    }

    @Test func evaluateKnowsTheDollarOneDetector() throws {
        let run = try CLI.run("evaluate", CLI.templates, "--detector", "dollar1", "--format", "json")
        #expect(run.status == 0, "\(run.standardError)")
        let row = try #require(((try run.json() as? [String: Any])?["detectors"] as? [[String: Any]])?.first)
        #expect(row["detector"] as? String == "dollar1")
        #expect(row["truePositives"] as? Int == 1)
        #expect(row["falsePositives"] as? Int == 0)
    }

    @Test func usageErrorsExitWithTwo() throws {
        let score = try CLI.run("classify", CLI.fixtures, "--minimum-score", "2")
        #expect(score.status == 2)
        #expect(score.standardError.contains("minimumScore is 2; it must be from 0 to 1"))
        let recognizer = try CLI.run("classify", CLI.fixtures, "--recognizer", "dollar2")
        #expect(recognizer.status == 2)
        let both = try CLI.run("classify", CLI.fixtures, "--templates", CLI.templates, "--leave-one-subject-out")
        #expect(both.status == 2)
        #expect(both.standardError.contains("--templates and --leave-one-subject-out exclude each other"))
        let notTemplates = try CLI.run("classify", CLI.fixtures, "--templates", CLI.bundle)
        #expect(notTemplates.status == 2)
        #expect(notTemplates.standardError.hasPrefix("error: \(CLI.bundle): not a template file: "))
        let missing = try CLI.run("classify", CLI.fixtures, "--templates", "/nonexistent.json")
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("error: /nonexistent.json: cannot read: "))
    }

    @Test func anUnreadableInputExitsWithOneAndClassifiesTheRest() throws {
        let run = try CLI.run("classify", CLI.fixtures, "/nonexistent/stroke.json", "--format", "json")
        #expect(run.status == 1)
        #expect(run.standardError.contains("/nonexistent/stroke.json"))
        #expect(try Self.summary(run)["strokes"] as? Int == 4)
    }
}
