import ArgumentParser
import EncircleEvaluation
import EncircleShapes
import EncircleToolSupport
import Foundation

struct ShapesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shapes",
        abstract:
            "Names the shape each stroke draws: line, polyline, arc, circle, ellipse, curve, spiral, helix, triangle, rectangle, diamond, polygon or star.",
        discussion: """
            PATH is a $1 gesture-log XML file, a JSON stroke, a bundle of strokes, or a folder \
            searched for them. Prints one line per stroke, then the confusion matrix: a row per \
            label, a column per shape ("none" for a stroke that is no shape); with --targets, a table of \
            how each group of labels meets its target, per subject. With --format json, \
            {"strokes":[{"file","label","shape","geometry","confidence","runnerUp","rejection"},...], \
            "confusion":{LABEL:{SHAPE:count}}}. --configuration reads ShapeRecognizer's settings \
            (allowedKinds, minimumConfidence, the tolerances: Guides/Shapes.md, "Configuration"); \
            --raw gives the fitted geometry, not snapped clean, whatever the file says of snaps. \
            Exit code 1 when a file cannot be read (the others are still named), 2 on usage errors \
            (a --configuration file that cannot be read or holds an unknown key or a value out of \
            range included).
            """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "Stroke files or folders.")
    var paths: [String]

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(help: "The fitted geometry, without snapping to axes, 15° steps and equal sides.")
    var raw = false

    @Option(
        help: ArgumentHelp(
            "Also print how each group of labels meets its target, per subject (Guides/shape-targets.json).",
            valueName: "FILE.json"))
    var targets: String?

    @Option(help: ArgumentHelp("ShapeRecognizer's settings, as JSON.", valueName: "FILE.json"))
    var configuration: String?

    @OptionGroup var transforms: TransformOptions

    @OptionGroup(title: "Reading limits")
    var readLimits: ReadLimitOptions

    func run() async throws {
        let parsed = try transforms.parsed()
        var settings = try Console.configuration(
            ShapeRecognizer.Configuration.self, at: configuration, within: readLimits.limits)
        if raw { settings.snaps = false }
        let groups = try targets.map { path throws(CommandFailure) in
            do throws(FileError) {
                return try ShapeTargets(contentsOf: URL(fileURLWithPath: path), limits: readLimits.limits)
            } catch {
                throw CommandFailure(message: error.description, exitCode: 1)
            }
        }
        let loaded = await StrokeLoader(limits: readLimits.limits).load(paths)
        try Console.requireStrokes(loaded, in: paths, to: "recognize")
        let strokes = parsed.apply(to: loaded.strokes)
        let report = ShapeReport(strokes, recognizer: try ShapeRecognizer(configuration: settings))
        switch format {
        case .text:
            print(report.text, terminator: "")
            if let groups { print("\n" + ShapeTargets.table(groups.tally(report))) }
        case .json: print(try Console.json(report))
        }
        Console.report(loaded.errors)
        if !loaded.errors.isEmpty { throw ExitCode(1) }
    }
}
