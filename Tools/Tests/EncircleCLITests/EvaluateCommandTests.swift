import Foundation
import Testing

@Suite struct EvaluateCommandTests {
    static let designKeys: Set = [
        "detector", "strokes", "positives", "negatives", "truePositives", "falsePositives", "recall",
        "falsePositiveRate", "precision", "f1", "rejections", "falsePositivesByLabel",
    ]

    static let timingKeys = ["strokesPerSecond", "seconds", "cores"]

    private func rows(_ run: CLIRun) throws -> [[String: Any]] {
        let object = try #require(try run.json() as? [String: Any])
        return try #require(object["detectors"] as? [[String: Any]])
    }

    @Test func evaluatesTheBundleWithTheDesignKeys() throws {
        let run = try CLI.run(
            "evaluate", CLI.bundle, "--detector", "sadun", "--detector", "lamarche", "--format", "json")
        #expect(run.status == 0)
        let rows = try rows(run)
        #expect(rows.map { $0["detector"] as? String } == ["sadun", "lamarche"])
        for row in rows {
            #expect(Self.designKeys.isSubset(of: Set(row.keys)))
            #expect(row["strokes"] as? Int == 2400)
            #expect(row["positives"] as? Int == 150)
            #expect(row["negatives"] as? Int == 2250)
            #expect((row["falsePositivesByLabel"] as? [String: Int])?.count == 15)
            #expect(row["meanConsumedBeforeFailure"] == nil)
        }
        // The published figures for faithful ports: Sadun about 19 circles and 47–51 others.
        #expect(rows.map { $0["truePositives"] as? Int } == [19, 67])
        #expect(rows.map { $0["falsePositives"] as? Int } == [48, 0])
    }

    @Test func evaluatesFoldersOfXMLLogs() throws {
        let run = try CLI.run("evaluate", CLI.fixtures, "--detector", "sadun", "--format", "json")
        #expect(run.status == 0)
        let row = try #require(try rows(run).first)
        #expect(row["strokes"] as? Int == 4)
        #expect(row["positives"] as? Int == 2)
        #expect(row["falsePositivesByLabel"] as? [String: Int] != nil)
    }

    /// Without circles recall is undefined: `null` in JSON (the key still present), "n/a" in text.
    @Test func ratesWithoutCirclesAreNotApplicable() throws {
        let rectangle = CLI.fixtures + "/s04/medium/rectangle03.xml"
        let json = try CLI.run("evaluate", rectangle, "--detector", "lamarche", "--format", "json")
        #expect(json.status == 0)
        let row = try #require(try rows(json).first)
        #expect(Self.designKeys.isSubset(of: Set(row.keys)))
        #expect(row["recall"] is NSNull)
        #expect(row["precision"] is NSNull)
        #expect(row["f1"] is NSNull)
        #expect(row["falsePositiveRate"] as? Double == 0)
        let text = try CLI.run("evaluate", rectangle, "--detector", "lamarche")
        let line = try #require(text.standardOutput.split(separator: "\n").dropFirst().first)
        #expect(line.split(separator: " ") == ["lamarche", "n/a", "0%", "n/a", "n/a", "0/0", "0/1"])
        let markdown = try CLI.run("evaluate", rectangle, "--detector", "lamarche", "--format", "markdown")
        #expect(markdown.standardOutput.contains("| `lamarche` | n/a | 0% | n/a | n/a | 0/0 | 0/1 |"))
    }

    @Test func streamingRowsHaveMeanConsumedBeforeFailure() throws {
        let run = try CLI.run("evaluate", CLI.fixtures, "--mode", "streaming", "--format", "json")
        #expect(run.status == 0, "\(run.standardError)")
        let rows = try rows(run)
        #expect(rows.map { $0["detector"] as? String } == ["encircle"])
        #expect(rows.allSatisfy { Self.designKeys.union(["meanConsumedBeforeFailure"]).isSubset(of: Set($0.keys)) })
    }

    @Test func malformedFileIsNamedOnStandardErrorAndTheOthersAreStillEvaluated() throws {
        let folder = try CLI.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let broken = folder + "/star01.xml"
        try Data(#"<?xml version="1.0"?><Gesture><Point X="1" Y="2" "#.utf8).write(to: URL(fileURLWithPath: broken))
        let run = try CLI.run("evaluate", broken, CLI.fixtures, "--detector", "sadun", "--format", "json")
        #expect(run.status == 1)
        #expect(run.standardError.contains(broken + ": "))
        #expect(try rows(run).first?["strokes"] as? Int == 4)
    }

    /// When no stroke at all can be read there is nothing to report: exit code 1, one line on
    /// standard error naming the file, nothing on standard output, no HTML report written.
    @Test(arguments: ["missing", "garbage", "empty folder"])
    func nothingReadIsOneLineNamingTheFileAndNoReport(input: String) throws {
        let folder = try CLI.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path: String
        let problem: String
        switch input {
        case "missing":
            path = folder + "/none.json"
            problem = "error: \(path): "
        case "garbage":
            path = folder + "/garbage.json"
            try Data("this is not a stroke".utf8).write(to: URL(fileURLWithPath: path))
            problem = "error: \(path): not valid JSON"
        default:
            path = folder + "/empty"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            problem = "error: \(path): no strokes to evaluate (looked for .xml, .json, .jsonl and .ndjson files)"
        }
        let report = folder + "/report.html"
        for extra in [[], ["--format", "json"], ["--report", report], ["--leave-one-subject-out"]] {
            let run = try CLI.run(["evaluate", path] + extra)
            #expect(run.status == 1, "\(extra)")
            #expect(run.standardOutput == "", "\(extra)")
            let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 2 && lines[1].isEmpty, "\(extra): \(run.standardError)")
            #expect(lines.first?.hasPrefix(problem) == true, "\(extra): \(run.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: report))
    }

    @Test func usageErrorsExitWithTwo() throws {
        let unknown = try CLI.run("evaluate", CLI.fixtures, "--detector", "hough")
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("sadun, lamarche"))
        let transform = try CLI.run("evaluate", CLI.fixtures, "--detector", "sadun", "--transform", "scale:0")
        #expect(transform.status == 2)
        #expect(transform.standardError.contains(#"invalid transform "scale:0""#))
        #expect(try CLI.run("evaluate", CLI.fixtures, "--mode", "sometimes").status == 2)
        #expect(try CLI.run("evaluate", CLI.fixtures, "--format", "xml").status == 2)
    }

    @Test func streamingNeedsAStreamingDetector() throws {
        let run = try CLI.run("evaluate", CLI.fixtures, "--detector", "sadun", "--mode", "streaming")
        #expect(run.status == 2)
        #expect(run.standardError.contains(#"detector "sadun" has no streaming form"#))
    }

    @Test func transformsAreListedInTheOutput() throws {
        let run = try CLI.run(
            "evaluate", CLI.fixtures, "--detector", "lamarche", "--transform", "mirror", "--transform", "rotate:45",
            "--format", "json")
        #expect(run.status == 0)
        let object = try #require(try run.json() as? [String: Any])
        #expect(object["transforms"] as? [String] == ["mirror", "rotate:45"])
    }

    @Test func noisyRunsRepeatExactly() throws {
        let arguments = [
            "evaluate", CLI.bundle, "--detector", "encircle", "--transform", "densify:2", "--transform", "jitter:1",
            "--format", "json",
        ]
        let first = try CLI.run(arguments), second = try CLI.run(arguments)
        #expect(first.status == 0)
        // Everything but the timing repeats.
        func untimed(_ run: CLIRun) throws -> String {
            var object = try #require(try run.json() as? [String: Any])
            for key in Self.timingKeys { #expect(object.removeValue(forKey: key) != nil, "\(key)") }
            return String(
                decoding: try JSONSerialization.data(withJSONObject: object, options: .sortedKeys), as: UTF8.self)
        }
        #expect(try untimed(first) == untimed(second))
        let row = try #require((try first.json() as? [String: Any])?["detectors"] as? [[String: Any]]).first
        #expect(row?["falsePositives"] as? Int == 0)
    }

    @Test func markdownIsATableTheReadmeCanPaste() throws {
        let run = try CLI.run("evaluate", CLI.fixtures, "--detector", "sadun", "--format", "markdown")
        #expect(run.status == 0)
        #expect(
            run.standardOutput.hasPrefix(
                "| detector | recall | FPR | precision | F1 | TP/positives | FP/negatives |\n|---|"))
        #expect(run.standardOutput.contains("| `sadun` |"))
    }

    @Test func reportIsOneSelfContainedHTMLFileWithPictures() throws {
        let folder = try CLI.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = folder + "/report.html"
        let run = try CLI.run(
            "evaluate", CLI.bundle, "--detector", "sadun", "--detector", "lamarche", "--report", report)
        #expect(run.status == 0)
        let html = try String(contentsOfFile: report, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<svg"))
        #expect(html.contains("Missed circles"))
        #expect(html.contains("False positives"))
        #expect(!html.contains("<script src") && !html.contains("<link") && !html.contains("<img"))
    }

    /// The output ends with the throughput: a line in text and Markdown, three keys in JSON.
    @Test func reportsTheThroughput() throws {
        let text = try CLI.run("evaluate", CLI.fixtures, "--detector", "sadun")
        #expect(text.status == 0)
        let last = try #require(text.standardOutput.split(separator: "\n").last)
        #expect(last.hasPrefix("4 strokes in "))
        #expect(last.contains(" strokes/s ("))
        #expect(last.hasSuffix(" cores)") || last.hasSuffix(" core)"))
        let markdown = try CLI.run("evaluate", CLI.fixtures, "--detector", "sadun", "--format", "markdown")
        #expect(markdown.standardOutput.contains("\nThroughput: 4 strokes in "))
        let json = try CLI.run("evaluate", CLI.fixtures, "--detector", "sadun", "--format", "json")
        let object = try #require(try json.json() as? [String: Any])
        #expect(object["seconds"] is Double)
        #expect((object["cores"] as? Int ?? 0) >= 1)
        #expect(object["strokesPerSecond"] != nil)
    }

    /// A bundle is read entry by entry: a broken entry is named by its position, and a bundle
    /// cut short is an error of the file after the entries before the cut are evaluated.
    @Test func evaluatesABundleCutShortAndSaysWhereItEnds() throws {
        let text = """
            {"format":"encircle-strokes","strokes":[
            {"label":"circle","points":[[0,0,0],[1,0,0.01]]},
            {"label":"v","points":[[1,"two"]]},
            {"file":"s02/fast/v01.xml","points":[[0,0],[1,1]]},
            {"label":"v","points":[[0,0],[1,
            """
        let path = try CLI.temporaryFile(text, name: "cut.json")
        defer { CLI.remove(temporaryFile: path) }
        let run = try CLI.run("evaluate", path, "--detector", "lamarche", "--format", "json")
        #expect(run.status == 1)
        #expect(run.standardError.contains("error: \(path):#2: sample 0 is not [x, y] or [x, y, t] with numbers"))
        #expect(
            run.standardError.contains(
                "error: \(path): not valid JSON: the file ends in entry 4, begun at line 5, column 1"))
        let row = try #require(try rows(run).first)
        #expect(row["strokes"] as? Int == 2)
        #expect(row["positives"] as? Int == 1)
    }

    /// A JSON Lines file is read line by line; a broken line is named by file and line, and the
    /// other lines are still evaluated.
    @Test func evaluatesJSONLinesAndNamesBrokenLines() throws {
        let lines = [
            #"{"label":"circle","points":[[0,0,0],[1,0,0.01]]}"#, #"{"label":"v","points":[[1,"two"]]}"#,
            #"{"file":"s02/fast/v01.xml","points":[[0,0],[1,1]]}"#,
        ]
        let path = try CLI.temporaryFile(lines.joined(separator: "\n"), name: "three.jsonl")
        defer { CLI.remove(temporaryFile: path) }
        let run = try CLI.run("evaluate", path, "--detector", "lamarche", "--format", "json")
        #expect(run.status == 1)
        #expect(run.standardError.contains("error: \(path):2: sample 0 is not [x, y] or [x, y, t] with numbers"))
        let row = try #require(try rows(run).first)
        #expect(row["strokes"] as? Int == 2)
        #expect(row["positives"] as? Int == 1)
    }
}

extension EvaluateCommandTests {
    /// Labels come from file names: a circle saved as `mycircle.json` is not labelled `circle`,
    /// and the run says so on standard error rather than report a silent false positive.
    @Test func aRunWithoutCirclesSaysWhyOnStandardError() throws {
        let folder = try CLI.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let points = (0...60).map { step -> String in
            let angle = Double(step) / 60 * 2 * Double.pi
            return "[\(200 + 80 * cos(angle)),\(300 + 80 * sin(angle))]"
        }
        try Data("{\"points\":[\(points.joined(separator: ","))]}".utf8)
            .write(to: URL(fileURLWithPath: folder + "/mycircle.json"))
        let run = try CLI.run("evaluate", folder + "/mycircle.json")
        #expect(run.status == 0)
        #expect(run.standardError.hasPrefix("note: no stroke is labelled \"circle\""), "\(run.standardError)")
        let labelled = try CLI.run("evaluate", CLI.fixtures + "/s02/fast/circle01.xml")
        #expect(!labelled.standardError.contains("note: no stroke is labelled"), "\(labelled.standardError)")
    }
}
