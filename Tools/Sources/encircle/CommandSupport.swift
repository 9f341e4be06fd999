import ArgumentParser
import Encircle
import EncircleEvaluation
import Foundation

/// Helpers shared by the subcommands: everything with logic lives in EncircleEvaluation.
enum Console {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static var standardErrorIsTerminal: Bool { isatty(FileHandle.standardError.fileDescriptor) != 0 }

    /// Reports input errors on stderr, one line each naming the file.
    static func report(_ errors: [LoadError]) {
        for error in errors { Console.error("error: \(error)") }
    }

    /// Pretty JSON with sorted keys, so that output is stable from run to run.
    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

extension Console {
    /// Encircle's detector with the limits in the JSON file at `path` (defaults when `nil`); a
    /// usage error that names the file when it cannot be read, decoded or validated.
    static func detector(configuredBy path: String?) throws -> CircleDetector {
        guard let path else { return CircleDetector() }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return try CircleDetector(configuration: JSONDecoder().decode(CircleDetector.Configuration.self, from: data))
        } catch let error as ConfigurationError {
            throw ValidationError("\(path): not a detector configuration: \(error)")
        } catch let error as DecodingError {
            throw ValidationError("\(path): not a detector configuration: \(Console.describe(error))")
        } catch {
            throw ValidationError("\(path): cannot read: \(error.localizedDescription)")
        }
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context): context.debugDescription
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context):
            context.debugDescription
        @unknown default: "\(error)"
        }
    }
}

extension DetectorCatalog {
    /// The entry for `id`, or the default one; a usage error when unknown or when none is registered.
    func resolve(_ id: String?) throws -> DetectorEntry {
        guard let id = id ?? defaultID else {
            throw ValidationError("no detectors are registered")
        }
        do {
            return try entry(id: id)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
