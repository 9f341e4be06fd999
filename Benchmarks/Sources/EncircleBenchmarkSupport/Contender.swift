import Encircle

/// One detector under measurement, run over a list of strokes, with the answer it must give.
///
/// `run` loops over the strokes itself (the detector's code is specialized inside it), and
/// returns how many circles it found, or for ``readEveryPoint`` a checksum. A benchmark checks the
/// answer with ``check(_:over:)``, so a broken benchmark cannot report a fast wrong answer.
public struct Contender: Sendable {
    /// The short name used in tables: `encircle`, `sadun`, …
    public var name: String
    /// What it is, for a table's legend.
    public var summary: String
    /// Runs the detector over every stroke and returns the circles found (or a checksum).
    public var run: @Sendable ([Stroke]) -> Int
    /// The answer `run` must give on the development corpus.
    public var expectedOnCorpus: @Sendable (DevelopmentCorpus) -> Int

    /// Creates a contender.
    ///
    /// - Complexity: O(1).
    public init(
        name: String, summary: String, run: @escaping @Sendable ([Stroke]) -> Int,
        expectedOnCorpus: @escaping @Sendable (DevelopmentCorpus) -> Int
    ) {
        self.name = name
        self.summary = summary
        self.run = run
        self.expectedOnCorpus = expectedOnCorpus
    }

    /// `nil` when `result` is what `run` must answer on `corpus`; otherwise why it is wrong.
    ///
    /// - Complexity: O(1).
    public func check(_ result: Int, over corpus: DevelopmentCorpus) -> BenchmarkSetupError? {
        let expected = expectedOnCorpus(corpus)
        guard result != expected else { return nil }
        return BenchmarkSetupError(
            "\(name) answered \(result) over the \(corpus.strokes.count) development strokes; \(expected) expected")
    }

    /// The sum of every coordinate (x + y of each sample, in order), truncated: what
    /// ``readEveryPoint`` computes.
    ///
    /// - Complexity: O(*n*) in the total number of samples.
    public static func coordinateSum(of strokes: [Stroke]) -> Int {
        var sum = 0.0
        for stroke in strokes {
            for sample in stroke.samples {
                sum += sample.x + sample.y
            }
        }
        return Int(sum)
    }
}
