import ArgumentParser
import Foundation

@main
struct EncircleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encircle",
        abstract: "Detects circles in touch and pointer strokes, and measures how well detectors do.",
        subcommands: [DetectCommand.self, EvaluateCommand.self]
    )

    /// Runs the command, mapping every usage error to exit code 2 (DESIGN.md) rather than
    /// ArgumentParser's 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
