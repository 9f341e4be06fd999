import ArgumentParser
import Encircle
import EncircleEvaluation
import EncircleShapes
import EncircleToolSupport
import Foundation

/// Helpers shared by the subcommands: everything with logic lives in EncircleEvaluation and
/// EncircleToolSupport.
enum Console {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static var standardErrorIsTerminal: Bool { isatty(FileHandle.standardError.fileDescriptor) != 0 }

    /// Reports input errors on stderr, one line each naming the file.
    static func report(_ errors: [LoadError]) {
        for error in errors { Console.error("error: \(error)") }
    }

    /// Refuses `option`, which only Encircle's detector reads, when it `isGiven` and the chosen
    /// `detectors` (none: the default, Encircle's) leave Encircle's out: it would be ignored.
    static func requireEncircle(for option: String, isGiven: Bool, detectors: [String]) throws {
        let encircle = (try? DetectorCatalog.standard.entry(id: nil))?.id ?? "encircle"
        guard isGiven, !detectors.isEmpty, !detectors.contains(encircle) else { return }
        throw ValidationError(
            "\(option) is for Encircle's detector, which \(detectors.joined(separator: ", ")) is not: add "
                + "--detector \(encircle), or leave \(option) out")
    }

    /// Ends the command (exit code 1) when `loaded` holds no stroke to `purpose`: output of
    /// nothing would hide the one line that matters. Each path that failed is named on
    /// standard error, or, when none failed, the `paths` that held no stroke.
    static func requireStrokes(
        _ loaded: (strokes: [LabeledStroke], errors: [LoadError]), in paths: [String], to purpose: String
    ) throws {
        try requireStrokes(count: loaded.strokes.count, errors: loaded.errors, in: paths, to: purpose)
    }

    /// ``requireStrokes(_:in:to:)`` for strokes read as a stream: `count` read, `errors` met.
    static func requireStrokes(count: Int, errors: [LoadError], in paths: [String], to purpose: String) throws {
        guard count == 0 else { return }
        guard errors.isEmpty else {
            report(errors)
            throw ExitCode(1)
        }
        throw CommandFailure(
            message: "\(paths.joined(separator: ", ")): no strokes to \(purpose) (looked for .xml, .json, .jsonl and "
                + ".ndjson files)",
            exitCode: 1)
    }

    /// Pretty JSON with sorted keys, so that output is stable from run to run.
    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// What `body` returns; what it throws becomes a usage error (exit code 2, with the usage line).
    static func usage<Value, Failure: Error & CustomStringConvertible>(
        _ body: () throws(Failure) -> Value
    ) throws -> Value {
        do {
            return try body()
        } catch {
            throw ValidationError(error.description)
        }
    }
}

/// An error that ends a command with one line on standard error, `error: MESSAGE`, and an exit
/// code, without the usage text.
struct CommandFailure: LocalizedError {
    var message: String
    var exitCode: Int32
    var errorDescription: String? { message }
}

extension Console {
    /// The settings of type `Settings` (the circle detector's limits, the shape recognizer's
    /// settings) in the JSON file at `path` (the defaults when `nil`), read within `readLimits`. A
    /// file that cannot be read or holds invalid settings is a usage error: exit code 2 and one
    /// line naming the file and the problem.
    static func configuration<Settings: SettingsFile>(
        _ type: Settings.Type = CircleDetector.Configuration.self, at path: String?, within readLimits: ReadLimits
    ) throws(CommandFailure) -> Settings {
        guard let path else { return .default }
        do {
            return try Settings(contentsOf: URL(fileURLWithPath: path), limits: readLimits)
        } catch {
            throw CommandFailure(message: error.description, exitCode: 2)
        }
    }

    /// Encircle's detector with `limits`, read from the file at `path`.
    static func encircleDetector(
        _ limits: CircleDetector.Configuration, from path: String?
    ) throws(CommandFailure) -> CircleDetector {
        do {
            return try CircleDetector(configuration: limits)
        } catch {
            throw CommandFailure(message: "\(path ?? "default limits"): \(error)", exitCode: 2)
        }
    }
}

/// Settings that `EncircleEvaluation` reads from a JSON file, naming the file in its errors:
/// what `--configuration` reads.
protocol SettingsFile {
    /// The settings when no file is given.
    static var `default`: Self { get }
    /// Reads the settings from the file at `url`, within `limits`.
    init(contentsOf url: URL, limits: ReadLimits) throws(LoadError)
}

extension CircleDetector.Configuration: SettingsFile {}
extension ShapeRecognizer.Configuration: SettingsFile {}
