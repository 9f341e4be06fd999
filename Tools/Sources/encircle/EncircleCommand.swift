import ArgumentParser
import Foundation

@main
struct EncircleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encircle",
        abstract: "Detects circles in touch and pointer strokes, and measures how well detectors do.",
        subcommands: [DetectCommand.self, EvaluateCommand.self, TuneCommand.self]
    )

    /// Parses and runs the command, mapping every usage error to exit code 2 (DESIGN.md)
    /// rather than ArgumentParser's 64.
    static func main() {
        let parsed: any ParsableCommand
        do {
            parsed = try parseAsRoot()
        } catch {
            exit(with: error, from: self)
        }
        do {
            var command = parsed
            try command.run()
        } catch let error as ValidationError {
            // Thrown by `run()` after parsing: show the subcommand's full usage line.
            let subcommand = type(of: parsed)
            let name = subcommand.configuration.commandName.map { "encircle \($0)" } ?? "encircle"
            let usage = usageString(for: subcommand).replacingOccurrences(of: "\n", with: "\n  ")
            FileHandle.standardError.write(
                Data("Error: \(error.message)\nUsage: \(usage)\n  See '\(name) --help' for more information.\n".utf8))
            Foundation.exit(2)
        } catch {
            exit(with: error, from: type(of: parsed))
        }
    }

    private static func exit(with error: any Error, from command: any ParsableCommand.Type) -> Never {
        if command.exitCode(for: error) == .validationFailure {
            FileHandle.standardError.write(Data((command.fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
        command.exit(withError: error)
    }
}
