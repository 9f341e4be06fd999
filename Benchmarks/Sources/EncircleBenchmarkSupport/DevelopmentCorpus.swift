import Encircle
import EncircleEvaluation
import Foundation

/// The 2,400 development strokes of `Data/dollar1-s02-s06.json` (16 gestures, subjects 2–6,
/// three speeds, 150 circles), loaded once, before anything is measured.
public struct DevelopmentCorpus: Sendable {
    /// The file, relative to the repository's root.
    public static let relativePath = "Data/dollar1-s02-s06.json"
    /// How many strokes the file holds.
    public static let expectedStrokeCount = 2_400

    /// The strokes, in the file's order.
    public let strokes: [Stroke]
    /// Each stroke's file in the study (`s02/fast/arrow01.xml`), in the same order.
    public let files: [String]
    /// Each stroke's gesture (`circle`, `arrow`, …), in the same order.
    public let labels: [String]
    /// The number of samples over all strokes.
    public let sampleCount: Int
    /// What ``Contender/readEveryPoint`` must answer: the coordinates' sum, truncated.
    public let coordinateChecksum: Int

    /// Loads the corpus from `path`, or from the repository this package lives in when `path` is
    /// `nil` (found from this source file's location, then from the working directory).
    ///
    /// - Throws: ``BenchmarkSetupError`` when the file cannot be found or read, or does not hold
    ///   ``expectedStrokeCount`` strokes.
    /// - Complexity: O(*n*) in the size of the file.
    public init(path: String? = nil) throws(BenchmarkSetupError) {
        guard let file = path ?? Self.locate() else {
            throw BenchmarkSetupError(
                "cannot find \(Self.relativePath): run from the repository or from Benchmarks/")
        }
        // The static loader reads one document on the calling thread: no concurrency, so the
        // cost executable runs under valgrind.
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw BenchmarkSetupError("cannot load \(file): \(error.localizedDescription)")
        }
        let loaded = StrokeLoader.load(data: data, name: file)
        if let error = loaded.errors.first {
            throw BenchmarkSetupError("cannot load \(file): \(error)")
        }
        guard loaded.strokes.count == Self.expectedStrokeCount else {
            throw BenchmarkSetupError(
                "\(file) holds \(loaded.strokes.count) strokes; \(Self.expectedStrokeCount) expected")
        }
        strokes = loaded.strokes.map(\.stroke)
        // The loader names a stroke of a bundle `BUNDLE:FILE`; keep the study's file.
        files = loaded.strokes.map {
            $0.file.hasPrefix(file + ":") ? String($0.file.dropFirst(file.count + 1)) : $0.file
        }
        labels = loaded.strokes.map(\.label)
        sampleCount = strokes.reduce(0) { $0 + $1.samples.count }
        coordinateChecksum = Contender.coordinateSum(of: strokes)
    }

    /// The corpus file of the repository that holds this package, if it can be found.
    ///
    /// - Complexity: O(1).
    public static func locate() -> String? {
        RepositoryFile.locate(relativePath)
    }
}
