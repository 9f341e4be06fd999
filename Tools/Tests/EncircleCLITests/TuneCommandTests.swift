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
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Double])
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
        #expect(try #require(row["meanConsumedBeforeFailure"] as? Double) < 0.8)
    }

    @Test func aBrokenConfigurationIsAUsageErrorNamingTheFile() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("encircle-bad-\(UUID().uuidString).json").path
        try Data(#"{"maximumAspectRatio": 0.5}"#.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try CLI.run("detect", CLI.fixtures, "--configuration", path)
        #expect(run.status == 2)
        #expect(run.standardError.contains(path))
        #expect(run.standardError.contains("maximumAspectRatio must be at least 1"))
    }

    @Test func tuningWithoutCirclesIsAnInputError() throws {
        let run = try CLI.run("tune", "/nonexistent-encircle-path")
        #expect(run.status == 1)
        #expect(run.standardError.contains("tuning needs both circles and other strokes"))
    }
}
