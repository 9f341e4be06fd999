import ArgumentParser
import EncircleEvaluation
import EncircleToolSupport
import Foundation

struct GenerateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Writes many labelled strokes made from a few real ones, as JSON Lines, for evaluation at scale.",
        discussion: """
            Stroke N is source stroke N modulo the number of sources, mirrored with probability 1/2, \
            rotated by a uniform angle, scaled by a factor from 0.5 to 2 and jittered by up to 0.5 points, \
            all drawn from --seed, then passed through the --transform steps. Label, subject and speed \
            carry over, so 'encircle evaluate FILE.jsonl' measures detectors on them. The same seed \
            writes the same file. Coordinates are kept to 0.01 points, times to 1 ms. \
            A million strokes from Data/dollar1-s02-s06.json take about 1.8 GB. \
            Exit code 1 when a file cannot be read (the others are still used) or the output cannot be \
            written, 2 on usage errors.
            """
    )

    @Argument(help: "Stroke files or folders to replicate.")
    var paths: [String]

    @Option(parsing: .unconditional, help: "How many strokes to write.")
    var count: Int

    @Option(parsing: .unconditional, help: "Seed of the random variation.")
    var seed: UInt64 = 1

    @OptionGroup var transforms: TransformOptions

    @Option(help: ArgumentHelp("The JSON Lines file to write.", valueName: "FILE.jsonl"))
    var output: String

    @OptionGroup(title: "Reading limits")
    var readLimits: ReadLimitOptions

    func validate() throws {
        guard count >= 1 else { throw ValidationError("invalid count \(count): it must be at least 1") }
    }

    func run() async throws {
        let parsedTransforms = try transforms.parsed()
        let loaded = await StrokeLoader(limits: readLimits.limits).load(paths)
        Console.report(loaded.errors)
        guard let replicator = StrokeReplicator(sources: loaded.strokes, seed: seed, transforms: parsedTransforms)
        else {
            throw CommandFailure(message: "no strokes to replicate in \(paths.joined(separator: ", "))", exitCode: 1)
        }
        guard FileManager.default.createFile(atPath: output, contents: nil),
            let handle = FileHandle(forWritingAtPath: output)
        else {
            throw CommandFailure(message: "\(output): cannot write", exitCode: 1)
        }
        defer { try? handle.close() }
        let result: (written: Int, skipped: Int)
        do {
            result = try await replicator.writeLines(count: count) { bytes in
                try handle.write(contentsOf: Data(bytes))
            }
        } catch {
            throw CommandFailure(message: "\(output): cannot write: \(error.localizedDescription)", exitCode: 1)
        }
        let gestures = Set(loaded.strokes.map(\.label)).count
        print(
            "wrote \(result.written) strokes of \(gestures) gestures, made from \(loaded.strokes.count), to \(output)")
        if result.skipped > 0 {
            throw CommandFailure(
                message: "left out \(result.skipped) strokes: a coordinate was not finite after the transforms",
                exitCode: 1)
        }
        if !loaded.errors.isEmpty { throw ExitCode(1) }
    }
}
