import ArgumentParser
import EncircleEvaluation

struct DetectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "detect",
        abstract: "Says whether each stroke is a circle.",
        discussion: """
            FILE is a $1 gesture-log XML file, a JSON stroke {"points":[{"x":..,"y":..,"t":..}]}, \
            a bundle of strokes, or a folder searched for them. Exit code 1 when a file cannot be read \
            (the others are still judged), 2 on usage errors.
            """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "Stroke files or folders.")
    var files: [String]

    @Option(help: "Detector id (default: the first registered; see 'encircle evaluate --help').")
    var detector: String?

    @Option(help: ArgumentHelp("Limits for Encircle's detector (written by 'encircle tune').", valueName: "FILE.json"))
    var configuration: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let entry = try DetectorCatalog.standard(encircle: Console.detector(configuredBy: configuration)).resolve(detector)
        let loaded = StrokeLoader().load(files)
        let records = loaded.strokes.map {
            DetectionRecord(file: $0.file, detector: entry.id, detection: entry.detect($0.stroke))
        }
        switch format {
        case .text:
            for record in records { print(record.text) }
        case .json:
            if records.count == 1 && files.count == 1 {
                print(try Console.json(records[0]))
            } else {
                print(try Console.json(records))
            }
        }
        Console.report(loaded.errors)
        if !loaded.errors.isEmpty { throw ExitCode(1) }
    }
}
