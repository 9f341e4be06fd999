import Foundation
import Testing

/// What every subcommand that reads strokes does when it finds none (`Console.requireStrokes`).
@Suite struct CommandSupportTests {
    @Test(arguments: [
        (["detect"], "detect circles in"), (["shapes"], "recognize"), (["classify"], "classify"),
        (["evaluate"], "evaluate"),
    ])
    func aFolderWithoutStrokesIsExitCode1InOneLine(_ command: [String], _ purpose: String) throws {
        let folder = try CLI.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("not a stroke".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        let run = try CLI.run(command + [folder])
        #expect(run.status == 1)
        #expect(
            run.standardError
                == "error: \(folder): no strokes to \(purpose) (looked for .xml, .json, .jsonl and .ndjson files)\n",
            "\(run.standardError)")
        #expect(run.standardOutput.isEmpty, "\(run.standardOutput)")
    }

    @Test func aFileThatCannotBeReadIsNamedInstead() throws {
        let run = try CLI.run("detect", "/nonexistent/strokes.json")
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("error: /nonexistent/strokes.json"), "\(run.standardError)")
        #expect(!run.standardError.contains("no strokes to"))
    }
}

extension CommandSupportTests {
    /// An option that only Encircle's detector reads is refused when no detector chosen reads it.
    @Test(arguments: [
        ["detect", "--detector", "sadun", "--configuration", "limits.json"],
        ["evaluate", "--detector", "lamarche", "--configuration", "limits.json"],
        ["evaluate", "--detector", "sadun", "--leave-one-subject-out"],
    ])
    func anOptionTheDetectorIgnoresIsAUsageError(_ arguments: [String]) throws {
        let run = try CLI.run(arguments + [CLI.fixtures])
        #expect(run.status == 2)
        #expect(run.standardError.contains("is for Encircle's detector"), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }
}
