import ArgumentParser
import Foundation

@main
struct EncircleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encircle",
        abstract: "Detects circles in touch and pointer strokes, and measures how well detectors do.",
        discussion: """
            Exit codes: 0 on success; 1 when an input file cannot be read (the others are still \
            processed), no stroke is read at all, or an output file cannot be written; 2 on usage errors, including a \
            --configuration file that cannot be read or holds invalid limits.
            """,
        subcommands: [
            DetectCommand.self, EvaluateCommand.self, GenerateCommand.self, TuneCommand.self, TemplatesCommand.self,
            ClassifyCommand.self, ShapesCommand.self, ServeCommand.self,
        ]
    )

    /// Parses and runs the command, mapping every usage error to exit code 2 rather than
    /// ArgumentParser's 64 (`EX_USAGE`, which `ValidationError` exits with).
    static func main() async {
        let parsed: any ParsableCommand
        do {
            parsed = try parseAsRoot()
        } catch {
            exit(with: error, from: self)
        }
        do {
            if var command = parsed as? any AsyncParsableCommand {
                try await command.run()
            } else {
                var command = parsed
                try command.run()
            }
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8))
            Foundation.exit(failure.exitCode)
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
