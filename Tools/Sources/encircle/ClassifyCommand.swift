import ArgumentParser
import Encircle
import EncircleEvaluation
import EncircleTemplates
import EncircleToolSupport
import Foundation

struct ClassifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "classify",
        abstract: "Names labelled strokes with a template recognizer and measures its accuracy.",
        discussion: """
            PATH is a $1 gesture-log XML file, a JSON stroke, a bundle of strokes, or a folder searched \
            recursively for them. Templates come from --templates (a file written by 'encircle templates \
            learn', or the $1 reference's Data/dollar1-templates.json); without it, the 16 canonical $1 \
            templates. With --leave-one-subject-out, each subject's strokes are named by templates learned \
            from the other subjects (--per-gesture of each label). A stroke is correct when the template's \
            name equals its label, both normalized: lower case, spaces and hyphens as underscores, and the \
            reference's "left square bracket", "right square bracket" and "delete" as the study's \
            "left_sq_bracket", "right_sq_bracket" and "delete_mark". --transform changes only the strokes \
            named, never the templates: 'reverse' asks whether gestures drawn end to start are still \
            recognized. Exit code 1 when a file cannot be read (the others are still classified), 2 on \
            usage errors.
            """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    /// The `--recognizer` values: the raw values of ``TemplateRecognizer/Matcher``.
    enum RecognizerName: String, ExpressibleByArgument, CaseIterable {
        case dollar1, protractor

        var matcher: TemplateRecognizer.Matcher { self == .dollar1 ? .dollarOne : .protractor }
    }

    @Argument(help: "Stroke files or folders.")
    var paths: [String]

    @Option(
        help: ArgumentHelp(
            "Templates to compare with (default: the 16 canonical $1 templates).", valueName: "FILE.json"))
    var templates: String?

    @Option(help: "How strokes are compared with templates: dollar1 or protractor.")
    var recognizer: RecognizerName = .dollar1

    @Flag(help: "Match gestures at any orientation (by default only within 45° of the template's).")
    var rotationInvariant = false

    @Flag(help: "Match only strokes drawn in the template's direction (by default either direction).")
    var directionSensitive = false

    @Option(
        parsing: .unconditional,
        help: "How far a stroke may be turned each way to fit a template, in degrees (0 to 180).")
    var angleRange: Double = 45

    @Option(parsing: .unconditional, help: "The score, 0 to 1, below which a stroke is named nothing (counted wrong).")
    var minimumScore: Double = 0

    @Flag(help: "Name each subject's strokes with templates learned from the other subjects.")
    var leaveOneSubjectOut = false

    @Option(parsing: .unconditional, help: "With --leave-one-subject-out: how many examples of every gesture to learn.")
    var perGesture: Int = 5

    @OptionGroup var transforms: TransformOptions

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @OptionGroup(title: "Reading limits")
    var readLimits: ReadLimitOptions

    func run() async throws {
        let parsedTransforms = try transforms.parsed()
        var settings = TemplateRecognizer.Configuration()
        settings.matcher = recognizer.matcher
        settings.minimumScore = minimumScore
        settings.angleRangeDegrees = angleRange
        settings.isRotationInvariant = rotationInvariant
        settings.isDirectionInvariant = !directionSensitive
        try Console.usage { () throws(ConfigurationError) in try settings.validate() }
        if leaveOneSubjectOut && templates != nil {
            throw ValidationError(
                "--templates and --leave-one-subject-out exclude each other: the latter learns its own")
        }

        let loaded = await StrokeLoader(limits: readLimits.limits).load(paths)
        try Console.requireStrokes(loaded, in: paths, to: "classify")
        let result: TemplateClassification
        if leaveOneSubjectOut {
            result = try Console.usage { () throws(ConfigurationError) in
                try TemplateClassification.leaveOneSubjectOut(
                    loaded.strokes, perGesture: perGesture, configuration: settings, transforms: parsedTransforms)
            }
        } else {
            let set = try TemplateRecognizer(
                templates: try Self.templates(at: templates, within: readLimits.limits), configuration: settings)
            result = TemplateClassification(recognizer: set, strokes: parsedTransforms.apply(to: loaded.strokes))
        }

        switch format {
        case .text: print(result.text, terminator: "")
        case .json: print(try Console.json(result))
        }
        Console.report(loaded.errors)
        if !loaded.errors.isEmpty { throw ExitCode(1) }
    }

    /// The templates in the file at `path`, read within `readLimits`, or the canonical $1
    /// templates. A file that cannot be read or holds no valid templates is a usage error (exit
    /// code 2).
    static func templates(at path: String?, within readLimits: ReadLimits) throws(CommandFailure) -> [GestureTemplate] {
        guard let path else { return GestureTemplate.dollarOneTemplates }
        do {
            let data = try readLimits.contentsOfFile(path)
            return try JSONDecoder().decode(TemplateRecognizer.self, from: data).templates
        } catch let error as LoadError {
            throw CommandFailure(message: error.description, exitCode: 2)
        } catch {
            throw CommandFailure(message: "\(path): not a template file: \(JSONProblem.describe(error))", exitCode: 2)
        }
    }
}
