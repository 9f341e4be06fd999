import Foundation

/// Runs the built `encircle` binary (the one built beside these tests, whatever the scratch
/// path; `Scripts/test.sh` builds it before the tests) and captures what it prints.
struct CLIRun {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// The parsed standard output.
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(standardOutput.utf8))
    }
}

enum CLI {
    static let tools = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// `encircle` in the folder of the running tests, or a few folders up (on macOS the tests
    /// run inside a bundle); `Tools/.build/debug/encircle` when none is found.
    static let binary: String = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("encircle").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return tools.appendingPathComponent(".build/debug/encircle").path
    }()
    static let repository = tools.deletingLastPathComponent().path
    /// Four real $1 logs carried by the core package's tests.
    static let fixtures = repository + "/Tests/EncircleEvaluationTests/Fixtures/dollar1"
    static let bundle = repository + "/Data/dollar1-s02-s06.json"
    /// The 16 templates of the $1 recognizer, one stroke per gesture.
    static let templates = repository + "/Data/dollar1-templates.json"

    /// Writes `text` to a fresh temporary file named `name` and returns its path; `remove` it.
    static func temporaryFile(_ text: String, name: String = "limits.json") throws -> String {
        let path = try scratchFolder() + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Removes what `temporaryFile` made.
    static func remove(temporaryFile path: String) {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }

    static func run(_ arguments: String...) throws -> CLIRun {
        try run(arguments)
    }

    /// Runs the CLI with `arguments`, and `input` as its standard input (empty when `nil`).
    static func run(_ arguments: [String], input: Data? = nil) throws -> CLIRun {
        let scratch = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let outPath = scratch + "/stdout", errPath = scratch + "/stderr"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.standardOutput = out
        process.standardError = err
        let inPath = scratch + "/stdin"
        _ = FileManager.default.createFile(atPath: inPath, contents: input ?? Data())
        let standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inPath))
        defer { try? standardInput.close() }
        process.standardInput = standardInput
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return CLIRun(
            status: process.terminationStatus,
            standardOutput: try String(contentsOfFile: outPath, encoding: .utf8),
            standardError: try String(contentsOfFile: errPath, encoding: .utf8)
        )
    }

    static func scratchFolder() throws -> String {
        let path = NSTemporaryDirectory() + "encircle-cli-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
