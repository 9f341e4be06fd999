import ArgumentParser
import EncircleEvaluation
import EncircleToolSupport

struct DetectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "detect",
        abstract: "Says whether each stroke is a circle.",
        discussion: """
            FILE is a $1 gesture-log XML file, a JSON stroke {"points":[{"x":..,"y":..,"t":..}]}, \
            a bundle of strokes, a template set, or a folder searched for them. With --format json, \
            each stroke is an object with file, detector, isCircle, shape, confidence, circle, \
            rejection and details. --transform changes every stroke first, as in 'encircle \
            evaluate': 'reverse' gives the verdict on a stroke drawn the other way round. Exit code 1 \
            when a file cannot be read (the others are still judged), 2 on usage errors (a \
            --configuration file that cannot be read or holds invalid limits included).
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

    @OptionGroup var transforms: TransformOptions

    @OptionGroup(title: "Reading limits")
    var readLimits: ReadLimitOptions

    func validate() throws {
        try Console.requireEncircle(
            for: "--configuration", isGiven: configuration != nil, detectors: detector.map { [$0] } ?? [])
    }

    func run() async throws {
        let parsedTransforms = try transforms.parsed()
        let limits = try Console.configuration(at: configuration, within: readLimits.limits)
        let catalog = DetectorCatalog.standard(encircle: try Console.encircleDetector(limits, from: configuration))
        let entry = try Console.usage { () throws(DetectorSelectionError) in try catalog.entry(id: detector) }
        let loaded = await StrokeLoader(limits: readLimits.limits).load(files)
        try Console.requireStrokes(loaded, in: files, to: "detect circles in")
        let records = parsedTransforms.apply(to: loaded.strokes).map {
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
