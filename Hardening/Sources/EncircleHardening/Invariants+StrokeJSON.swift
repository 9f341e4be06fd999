import Encircle
import EncircleEvaluation
import Foundation

extension Invariants {
    /// The file name the fuzzed JSON is read as.
    public static let strokeJSONFile = "s02/fast/circle01.json"

    /// The most loaded strokes handed on to the detectors per input, so one input stays fast.
    static let detectedStrokeLimit = 4

    /// The promises the JSON forms of a stroke break on `data`:
    /// - ``EncircleEvaluation/StrokeLoader``, reading `data` as a JSON file, reads strokes (each
    ///   with at least one sample, every number finite), one error per broken bundle entry,
    ///   named `file:entry`, and at most one error naming the file alone, last: a file that is
    ///   no JSON form of strokes, or a bundle broken after the entries before;
    /// - `Stroke`'s `Codable` form either fails to decode, or decodes a stroke that encodes and
    ///   decodes back to itself.
    ///
    /// The first few strokes loaded then go through ``problems(detecting:configuration:)``.
    ///
    /// - Complexity: O(*n*) in the size of `data`.
    public static func problems(decodingStrokeJSON data: Data) -> [String] {
        var problems: [String] = []
        let loaded = StrokeLoader.load(data: data, name: strokeJSONFile)
        for (index, error) in loaded.errors.enumerated() {
            let isLast = index == loaded.errors.count - 1
            let namesEntry = error.file.hasPrefix(strokeJSONFile + ":")
            if !(namesEntry || (isLast && error.file == strokeJSONFile)) || error.problem.isEmpty {
                problems.append(
                    "StrokeJSON: the error \"\(error)\" does not name the file, the entry (unless last) and a problem")
            }
        }
        for (index, loaded) in loaded.strokes.enumerated() {
            if index < detectedStrokeLimit {
                problems += Self.problems(loaded: loaded.stroke, by: "StrokeJSON", startsAtZero: false)
            } else if let invalid = loaded.stroke.firstInvalidSampleIndex {
                problems.append("StrokeJSON: stroke \(index) has a non-finite sample \(invalid)")
            }
        }
        problems += Self.problems(codingStroke: data)
        return problems
    }

    /// The promises `Stroke`'s `Codable` form breaks on `data`.
    static func problems(codingStroke data: Data) -> [String] {
        guard let stroke = try? JSONDecoder().decode(Stroke.self, from: data) else { return [] }
        if let index = stroke.firstInvalidSampleIndex {
            return ["Stroke (Codable): decoded sample \(index) as \(stroke[index])"]
        }
        do {
            let again = try JSONDecoder().decode(Stroke.self, from: JSONEncoder().encode(stroke))
            return again == stroke ? [] : ["Stroke (Codable): decoding what it encoded gave \(again), not \(stroke)"]
        } catch {
            return ["Stroke (Codable): cannot read back what it wrote: \(error)"]
        }
    }
}
