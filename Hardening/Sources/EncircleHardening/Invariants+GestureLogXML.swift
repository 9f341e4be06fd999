import Encircle
import EncircleEvaluation
import Foundation

extension Invariants {
    /// The file name the fuzzed logs are read as: it names a subject, a speed and a label.
    public static let gestureLogFile = "s02/fast/circle01.xml"

    /// The promises ``EncircleEvaluation/StrokeLoader`` breaks on `data` read as a `$1` gesture
    /// log: it reads either one ``EncircleEvaluation/LoadError`` naming the file, or one stroke
    /// with at least one sample, every coordinate and time finite, time re-based to start at 0 —
    /// a stroke every detector then judges within ``problems(detecting:configuration:)``.
    ///
    /// - Complexity: O(*n*) in the size of `data`.
    public static func problems(loadingGestureLog data: Data) -> [String] {
        let loaded = StrokeLoader.load(data: data, name: gestureLogFile)
        switch (loaded.strokes.count, loaded.errors.count) {
        case (0, 1):
            let error = loaded.errors[0]
            return error.file == gestureLogFile && !error.problem.isEmpty
                ? [] : ["GestureLogXML: the error \"\(error)\" does not name the file and a problem"]
        case (1, 0):
            return problems(loaded: loaded.strokes[0].stroke, by: "GestureLogXML", startsAtZero: true)
        default:
            return [
                "GestureLogXML: read \(loaded.strokes.count) strokes and \(loaded.errors.count) errors from one log"
            ]
        }
    }

    /// The promises a loaded stroke breaks: samples present and finite (and, when
    /// `startsAtZero`, the first timestamp 0), then those of ``problems(detecting:configuration:)``.
    static func problems(loaded stroke: Stroke, by loader: String, startsAtZero: Bool) -> [String] {
        var problems: [String] = []
        if stroke.isEmpty { problems.append("\(loader): loaded a stroke without samples") }
        if let index = stroke.firstInvalidSampleIndex {
            let sample = stroke[index]
            problems.append(
                "\(loader): loaded sample \(index) as (\(sample.x), \(sample.y), \(String(describing: sample.time)))")
        }
        if startsAtZero, let first = stroke.samples.lazy.compactMap(\.time).first, first != 0 {
            problems.append("\(loader): the first timestamp is \(first), not 0")
        }
        return problems.isEmpty ? Self.problems(detecting: stroke) : problems
    }
}
