import ArgumentParser
import Encircle
import EncircleEvaluation
import EncircleToolSupport
import Foundation

/// `encircle tune PATH... [--output FILE.json]`: learns Encircle's limits from labelled logs.
struct TuneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tune",
        abstract: "Learn the detector's limits from labelled gesture logs (maximise F1 under a false-positive cap).",
        discussion: """
            Labels come from file names (circle01.xml → circle); `circle` is the positive class. \
            The result is a configuration JSON that `detect`, `evaluate` and the library accept. \
            See Guides/CircleDetector.md for when to tune and how much data it needs. Exit code 1 when \
            a file cannot be read or the result cannot be written, 2 on usage errors (a \
            --configuration file that cannot be read or holds invalid limits included).
            """)

    @Argument(help: "Gesture-log files or directories.")
    var paths: [String]

    @Option(help: ArgumentHelp("Write the configuration here instead of standard output.", valueName: "FILE.json"))
    var output: String?

    @Option(parsing: .unconditional, help: "The largest share of non-circles the learned limits may accept.")
    var maxFalsePositiveRate = 0.001

    @Option(help: ArgumentHelp("Start from these limits instead of the defaults.", valueName: "FILE.json"))
    var configuration: String?

    @OptionGroup(title: "Reading limits")
    var readLimits: ReadLimitOptions

    func validate() throws {
        guard (0...1).contains(maxFalsePositiveRate) else {
            throw ValidationError("--max-false-positive-rate must be between 0 and 1")
        }
    }

    func run() async throws {
        let start = try Console.configuration(at: configuration, within: readLimits.limits)
        let loaded = await StrokeLoader(limits: readLimits.limits).load(paths)
        Console.report(loaded.errors)
        let isCircle = loaded.strokes.map { $0.label == GestureLabel.positive }
        guard isCircle.contains(true), isCircle.contains(false) else {
            Console.error("error: tuning needs both circles and other strokes; found \(loaded.strokes.count) strokes")
            throw ExitCode(1)
        }
        let measuring = try Console.encircleDetector(start, from: configuration)
        let tuner: ThresholdTuner
        do {
            tuner = try ThresholdTuner(maximumFalsePositiveRate: maxFalsePositiveRate)
        } catch {
            throw CommandFailure(message: "--max-false-positive-rate: \(error)", exitCode: 2)
        }
        let tuned = tuner.tune(loaded.strokes, startingFrom: measuring)
        let json = try Console.json(tuned)
        if let output {
            do {
                try Data((json + "\n").utf8).write(to: URL(fileURLWithPath: output))
            } catch {
                Console.error("error: \(output): cannot write: \(error.localizedDescription)")
                throw ExitCode(1)
            }
        } else {
            print(json)
        }
        if !loaded.errors.isEmpty { throw ExitCode(1) }
    }
}
