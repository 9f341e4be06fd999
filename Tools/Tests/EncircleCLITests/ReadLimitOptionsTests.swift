import Foundation
import Testing

/// `--max-stroke-bytes` and `--max-file-bytes`: every command that reads strokes reads them
/// within limits, and says which limit stopped a file and the flag that changes it.
@Suite struct ReadLimitOptionsTests {
    static let strokeLimit = "(the limit per stroke: --max-stroke-bytes)"

    /// `/dev/zero` never ends and holds no line feed: the limit per stroke stops it at once.
    @Test func aDeviceThatNeverEndsStopsAtTheLimitPerStroke() throws {
        let run = try CLI.run("detect", "/dev/zero", "--max-stroke-bytes", "64KiB")
        #expect(run.status == 1)
        #expect(run.standardError == "error: /dev/zero: more than 64 KiB without a whole stroke \(Self.strokeLimit)\n")
        #expect(run.standardOutput.isEmpty)
        let byDefault = try CLI.run("detect", "/dev/zero")
        #expect(byDefault.status == 1)
        #expect(
            byDefault.standardError == "error: /dev/zero: more than 16 MiB without a whole stroke \(Self.strokeLimit)\n"
        )
        let file = try CLI.run("detect", "/dev/zero", "--max-file-bytes", "1000")
        #expect(file.status == 1)
        #expect(
            file.standardError
                == "error: /dev/zero: longer than 1000 bytes (the limit per file: --max-file-bytes); "
                + "the file is read no further\n")
    }

    /// Every command that reads strokes takes the flags.
    @Test(arguments: [
        ["detect"], ["evaluate"], ["evaluate", "--leave-one-subject-out"], ["tune"], ["classify"], ["shapes"],
        ["generate", "--count", "1", "--output", "/dev/null"], ["templates", "learn", "--output", "/dev/null"],
    ])
    func everyCommandThatReadsStrokesTakesTheFlags(command: [String]) throws {
        let run = try CLI.run(command + ["/dev/zero", "--max-stroke-bytes", "1KiB"])
        #expect(run.status == 1, "\(run.standardError)")
        #expect(
            run.standardError.contains(
                "error: /dev/zero: more than 1 KiB without a whole stroke \(Self.strokeLimit)\n"),
            "\(run.standardError)")
    }

    /// A line past the limit stops its file after the lines before it.
    @Test func aLongLineStopsItsFileAfterTheLinesBeforeIt() throws {
        let line = #"{"label":"v","points":[[1,2],[3,4]]}"#
        let long = #"{"label":"v","points":["# + Array(repeating: "[1,2]", count: 100).joined(separator: ",") + "]}"
        let path = try CLI.temporaryFile([line, long, line].joined(separator: "\n"), name: "long.jsonl")
        defer { CLI.remove(temporaryFile: path) }
        let run = try CLI.run("detect", path, "--detector", "sadun", "--max-stroke-bytes", "100")
        #expect(run.status == 1)
        #expect(run.standardOutput.hasPrefix(path + ":1: "))
        #expect(run.standardOutput.split(separator: "\n").count == 1)
        #expect(
            run.standardError
                == "error: \(path): line 2 is longer than 100 bytes \(Self.strokeLimit); the file is read no further\n")
    }

    /// A configuration is read whole, within the limit per stroke.
    @Test func aConfigurationIsHeldToTheLimitPerStroke() throws {
        let run = try CLI.run(
            "detect", CLI.fixtures, "--configuration", "/dev/zero", "--max-stroke-bytes", "64KiB")
        #expect(run.status == 2)
        #expect(
            run.standardError
                == "error: /dev/zero: longer than 64 KiB, the most a file read whole may hold \(Self.strokeLimit)\n")
    }

    @Test(arguments: [
        ("--max-stroke-bytes", "0", "--max-stroke-bytes is 0; it must be at least 1"),
        ("--max-file-bytes", "0KiB", "--max-file-bytes is 0; it must be at least 1"),
        (
            "--max-stroke-bytes", "16MB",
            "The value '16MB' is invalid for '--max-stroke-bytes <size>': not a size: expected a whole number "
                + "of bytes, or of KiB, MiB, GiB or TiB (16MiB)"
        ),
        (
            "--max-file-bytes", "1.5GiB",
            "The value '1.5GiB' is invalid for '--max-file-bytes <size>': not a size: expected a whole number "
                + "of bytes, or of KiB, MiB, GiB or TiB (16MiB)"
        ),
    ])
    func aLimitThatIsNotASizeIsAUsageError(flag: String, value: String, message: String) throws {
        let run = try CLI.run("detect", CLI.fixtures, flag, value)
        #expect(run.status == 2)
        #expect(run.standardError.contains(message), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test func theHelpGivesTheFlagsAndTheirDefaults() throws {
        let help = try CLI.run("evaluate", "--help").standardOutput
        #expect(help.contains("--max-stroke-bytes <size>"))
        #expect(help.contains("(default: 16 MiB)"))
        #expect(help.contains("--max-file-bytes <size>"))
        #expect(help.contains("(default: 16 GiB)"))
    }
}
