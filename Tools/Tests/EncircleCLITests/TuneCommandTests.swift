import Foundation
import Testing

@Suite struct TuneCommandTests {
    @Test func tunesOnTheBundleAndTheResultDrivesDetectAndEvaluate() throws {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("encircle-tune-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let tune = try CLI.run("tune", CLI.bundle, "--output", output)
        #expect(tune.status == 0, "\(tune.standardError)")
        let limits = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any])
        #expect(limits["minimumSweepDegrees"] != nil && limits["maximumCornerConcentration"] != nil)

        let evaluate = try CLI.run(
            "evaluate", CLI.bundle, "--detector", "encircle", "--configuration", output, "--format", "json")
        #expect(evaluate.status == 0, "\(evaluate.standardError)")
        let row = try #require(((try evaluate.json() as? [String: Any])?["detectors"] as? [[String: Any]])?.first)
        #expect(row["truePositives"] as? Int == 150)
        #expect(row["falsePositives"] as? Int == 0)
    }

    @Test func leaveOneSubjectOutAndStreamingKeepTheCounts() throws {
        let run = try CLI.run(
            "evaluate", CLI.bundle, "--detector", "encircle", "--leave-one-subject-out", "--mode", "streaming",
            "--format", "json")
        #expect(run.status == 0, "\(run.standardError)")
        let row = try #require(((try run.json() as? [String: Any])?["detectors"] as? [[String: Any]])?.first)
        #expect(row["truePositives"] as? Int == 150)
        #expect(row["falsePositives"] as? Int == 0)
        // 0.939: the first and the latest sharp corner are judged when a stroke ends, since
        // either may be a hook (0.781 before hooks were told apart).
        #expect(try #require(row["meanConsumedBeforeFailure"] as? Double) < 0.95)
    }

    @Test(arguments: ["mirror", "rotate:90", "scale:0.25", "thin:3"])
    func leaveOneSubjectOutKeepsTheCountsUnderTransforms(transform: String) throws {
        let run = try CLI.run(
            "evaluate", CLI.bundle, "--detector", "encircle", "--leave-one-subject-out", "--transform", transform,
            "--format", "json")
        #expect(run.status == 0, "\(run.standardError)")
        let row = try #require(((try run.json() as? [String: Any])?["detectors"] as? [[String: Any]])?.first)
        #expect(row["truePositives"] as? Int == 150)
        #expect(row["positives"] as? Int == 150)
        #expect(row["falsePositives"] as? Int == 0)
        #expect(row["negatives"] as? Int == 2250)
    }

    /// A configuration file that cannot be used is a usage error (exit code 2) in every command
    /// that reads one, reported in one line naming the file and the problem, without the usage.
    @Test(arguments: ["detect", "evaluate", "tune"])
    func aBrokenConfigurationIsOneLineNamingTheFile(command: String) throws {
        let path = try CLI.temporaryFile("[1.5]")
        defer { CLI.remove(temporaryFile: path) }
        let run = try CLI.run(command, CLI.fixtures, "--configuration", path)
        #expect(run.status == 2)
        #expect(run.standardError == "error: \(path): not a JSON object\n")
        #expect(run.standardOutput.isEmpty)
    }

    @Test func unreadableAndMalformedConfigurationsNameTheProblem() throws {
        let missing = try CLI.scratchFolder() + "/missing.json"
        defer { CLI.remove(temporaryFile: missing) }
        let unread = try CLI.run("detect", CLI.fixtures, "--configuration", missing)
        #expect(unread.status == 2)
        #expect(unread.standardError == "error: \(missing): cannot read: No such file or directory\n")

        let path = try CLI.temporaryFile(#"{"maximumAspectRatio": "#)
        defer { CLI.remove(temporaryFile: path) }
        let malformed = try CLI.run("evaluate", CLI.fixtures, "--configuration", path)
        #expect(malformed.status == 2)
        #expect(malformed.standardError.hasPrefix("error: \(path): not valid JSON"))
        #expect(malformed.standardError.split(separator: "\n").count == 1)
    }

    /// The Configuration decoder validates every key: a limit out of its range is one line with
    /// the range, and a usage error (it used to trap inside the detector).
    @Test func anOutOfRangeLimitIsOneLineWithItsRange() throws {
        let path = try CLI.temporaryFile(#"{"maximumTailDeviation": 0}"#)
        defer { CLI.remove(temporaryFile: path) }
        let run = try CLI.run("detect", CLI.fixtures, "--configuration", path)
        #expect(run.status == 2)
        #expect(run.standardError == "error: \(path): maximumTailDeviation is 0; it must be greater than 0\n")
    }

    @Test func anUnknownKeyIsOneLineWithASuggestion() throws {
        let path = try CLI.temporaryFile(#"{"minimumSweep": 270}"#)
        defer { CLI.remove(temporaryFile: path) }
        let run = try CLI.run("evaluate", CLI.fixtures, "--configuration", path)
        #expect(run.status == 2)
        #expect(
            run.standardError
                == "error: \(path): unknown key \"minimumSweep\" in CircleDetector.Configuration; did you mean \"minimumSweepDegrees\"?\n"
        )
    }

    @Test func tuningWithoutCirclesIsAnInputError() throws {
        let run = try CLI.run("tune", "/nonexistent-encircle-path")
        #expect(run.status == 1)
        #expect(run.standardError.contains("tuning needs both circles and other strokes"))
    }
}
