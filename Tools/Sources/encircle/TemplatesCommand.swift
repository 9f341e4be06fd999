import ArgumentParser
import Encircle
import EncircleEvaluation
import EncircleTemplates
import EncircleToolSupport
import Foundation

struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Makes template sets for 'encircle classify' and the template recognizer.",
        subcommands: [Learn.self]
    )

    struct Learn: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "learn",
            abstract: "Picks K examples of every gesture label found under PATH and writes them as templates.",
            discussion: """
                PATH is a $1 gesture-log XML file, a JSON stroke, a bundle of strokes, or a folder searched \
                recursively for them. The subjects of each label take turns, each giving examples evenly \
                spaced through its own in load order (folders are sorted): the same input always gives the \
                same templates. The output is \
                the JSON of Encircle's TemplateRecognizer: {"configuration":{...},"templates":[...]}. \
                Exit code 1 when a file cannot be read (the others are still used) or the output cannot \
                be written, 2 on usage errors.
                """
        )

        @Argument(help: "Stroke files or folders.")
        var paths: [String]

        @Option(parsing: .unconditional, help: "How many examples of every gesture to keep.")
        var perGesture: Int = 5

        @Option(help: ArgumentHelp("Where to write the templates.", valueName: "FILE.json"))
        var output: String

        @OptionGroup(title: "Reading limits")
        var readLimits: ReadLimitOptions

        func run() async throws {
            let loaded = await StrokeLoader(limits: readLimits.limits).load(paths)
            let templates = try Console.usage { () throws(ConfigurationError) in
                try TemplateLearning.templates(from: loaded.strokes, perGesture: perGesture)
            }
            Console.report(loaded.errors)
            guard !templates.isEmpty else {
                throw CommandFailure(message: "no usable strokes under \(paths.joined(separator: ", "))", exitCode: 1)
            }
            let recognizer = try TemplateRecognizer(templates: templates)
            do {
                // Compact: a template is a long list of pairs that pretty printing would put one
                // number a line.
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                try (try encoder.encode(recognizer) + Data("\n".utf8)).write(to: URL(fileURLWithPath: output))
            } catch {
                throw CommandFailure(
                    message: "\(output): cannot write the templates: \(error.localizedDescription)", exitCode: 1)
            }
            let names = recognizer.names
            print("wrote \(templates.count) templates of \(names.count) gestures to \(output)")
            if !loaded.errors.isEmpty { throw ExitCode(1) }
        }
    }
}
