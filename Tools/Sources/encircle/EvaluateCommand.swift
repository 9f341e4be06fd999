import ArgumentParser
import EncircleEvaluation
import EncirclePlayground
import EncircleToolSupport
import Foundation

struct EvaluateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Measures detectors on labelled strokes (label `circle` is the positive class).",
        discussion: """
            PATH is a $1 gesture-log XML file, a JSON stroke, a bundle of strokes, a JSON Lines file \
            (.jsonl: one stroke per line, as 'encircle generate' writes), or a folder searched recursively \
            for them. Without --detector every registered detector is evaluated. \
            Strokes are read a batch at a time and judged on every core, so memory stays bounded \
            whatever the corpus size (JSON Lines and bundles alike: a million strokes of JSON Lines fit \
            in well under 200 MB); \
            --leave-one-subject-out and --report need every stroke at once and load them all. \
            The output ends with the throughput: strokes judged per second of wall-clock time, \
            reading included, and the cores used (JSON: strokesPerSecond, seconds, cores). \
            Known detectors: \(Self.knownDetectors). \
            Exit code 1 when a file cannot be read (the others are still evaluated) or the report \
            cannot be written; when no stroke at all could be read, exit code 1 with one line per \
            path that failed and no report; 2 on usage errors (a --configuration file that cannot be read or holds \
            invalid limits included).
            """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case text, json, markdown }

    @Argument(help: "Stroke files or folders.")
    var paths: [String]

    @Option(name: .customLong("detector"), help: "Detector id; repeat to compare (default: every registered).")
    var detectors: [String] = []

    @Option(help: "Output format: text, json or markdown.")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("Also write a self-contained HTML report.", valueName: "FILE.html"))
    var report: String?

    @Option(help: "batch (whole strokes) or streaming (sample by sample).")
    var mode: String = EvaluationMode.batch.rawValue

    @OptionGroup var transforms: TransformOptions

    @Option(help: ArgumentHelp("Limits for Encircle's detector (written by 'encircle tune').", valueName: "FILE.json"))
    var configuration: String?

    @Flag(help: "Judge each subject's strokes with limits tuned on the other subjects (Encircle's detector).")
    var leaveOneSubjectOut = false

    @OptionGroup(title: "Reading limits")
    var readLimits: ReadLimitOptions

    func validate() throws {
        try Console.requireEncircle(for: "--configuration", isGiven: configuration != nil, detectors: detectors)
        try Console.requireEncircle(for: "--leave-one-subject-out", isGiven: leaveOneSubjectOut, detectors: detectors)
    }

    func run() async throws {
        guard let mode = EvaluationMode(rawValue: mode) else {
            throw ValidationError("invalid mode \"\(mode)\": expected batch or streaming")
        }
        let parsedTransforms = try transforms.parsed()
        let limits = try Console.configuration(at: configuration, within: readLimits.limits)
        let catalog = DetectorCatalog.standard(encircle: try Console.encircleDetector(limits, from: configuration))
        let entries = try Console.usage { () throws(DetectorSelectionError) in
            try catalog.entries(ids: detectors, mode: mode)
        }
        var evaluator = try Console.usage { () throws(DetectorSelectionError) in
            try Evaluator(detectors: entries, mode: mode, transforms: parsedTransforms)
        }
        let showProgress = Console.standardErrorIsTerminal
        let clock = ContinuousClock()
        let start = clock.now
        var result: EvaluationReport
        if leaveOneSubjectOut || report != nil {
            // Tuning on the other subjects and picturing strokes need every stroke at once.
            let loaded = await StrokeLoader(limits: readLimits.limits).load(paths)
            try Console.requireStrokes(loaded, in: paths, to: "evaluate")
            if leaveOneSubjectOut {
                // Encircle's row judges each subject's strokes with limits learned on the others
                // (as transformed); it streams like the entry it replaces.
                let crossValidated = try LeaveOneSubjectOut.detector(
                    for: loaded.strokes, transforms: parsedTransforms, startingFrom: limits
                ).detector
                let rows = entries.map { entry in
                    entry.id == LeaveOneSubjectOut.id
                        ? crossValidated
                        : EvaluatedDetector(
                            id: entry.id, summary: entry.summary, entriesBySubject: [:], fallback: entry)
                }
                evaluator = try Console.usage { () throws(DetectorSelectionError) in
                    try Evaluator(evaluating: rows, mode: mode, transforms: parsedTransforms)
                }
            }
            result = await evaluator.run(loaded.strokes) { judged, total in
                if showProgress && total > 500 { Console.error("evaluated \(judged)/\(total)") }
            }
            result.inputErrors = loaded.errors
        } else {
            var shown = 0
            result = await evaluator.run(reading: paths, with: StrokeLoader(limits: readLimits.limits)) { judged in
                guard showProgress, judged >= shown + 50_000 else { return }
                shown = judged
                Console.error("evaluated \(judged) strokes")
            }
            let read = result.detectors.map(\.metrics.strokes).max() ?? 0
            try Console.requireStrokes(count: read, errors: result.inputErrors, in: paths, to: "evaluate")
        }
        let output = EvaluationOutput(
            report: result, mode: mode, transforms: parsedTransforms,
            throughput: Throughput(
                strokes: result.detectors.first?.metrics.strokes ?? 0,
                seconds: start.duration(to: clock.now).inSeconds, cores: Throughput.everyCore))

        switch format {
        case .text: print(output.text, terminator: "")
        case .markdown: print(output.markdown, terminator: "")
        case .json: print(try Console.json(output))
        }
        Console.report(result.inputErrors)
        if let metrics = result.detectors.first?.metrics, metrics.positives == 0 {
            // Labels come from names, so "mycircle.json" is not a circle: say so, or every
            // accepted stroke reads as a false positive with no word why.
            Console.error(
                "note: no stroke is labelled \"circle\" (a label is the \"label\" of a bundle entry or a log, "
                    + "else the file name without its index: circle01.xml), so every circle found counts as a "
                    + "false positive")
        }
        var failed = !result.inputErrors.isEmpty
        if let report {
            do {
                try Data(HTMLReport(output).html.utf8).write(to: URL(fileURLWithPath: report))
            } catch {
                Console.error("error: \(report): cannot write the report: \(error.localizedDescription)")
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }

    /// The detectors `--detector` takes, for the help.
    private static var knownDetectors: String {
        ((try? DetectorCatalog.standard.entries(ids: [])) ?? []).map(\.id).joined(separator: ", ")
    }
}
