import Encircle

/// One detector under measurement, run over a list of strokes, with the answer it must give.
///
/// `run` loops over the strokes itself (the detector's code is specialized inside it), and
/// returns how many circles it found, or for ``readEveryPoint`` a checksum. A benchmark checks the
/// answer with ``check(_:over:)``, so a broken benchmark cannot report a fast wrong answer.
public struct Contender: Sendable {
    /// The short name that selects it (`EncircleCost --only NAME`) and names its benchmark:
    /// `sadun recipe`, `encircle`, …
    public var name: String
    /// The row's label in the tables: `Sadun's C recipe transcribed`, `encircle batch`, …
    public var title: String
    /// What it is, for a table's legend.
    public var summary: String
    /// Runs the detector over every stroke and returns the circles found (or a checksum).
    public var run: @Sendable ([Stroke]) -> Int
    /// The answer `run` must give on the development corpus.
    public var expectedOnCorpus: @Sendable (DevelopmentCorpus) -> Int
    /// Why the contender cannot run (its data could not be read), if so: nothing may be timed.
    public var setupError: BenchmarkSetupError?

    /// Creates a contender; `title` defaults to `name`.
    ///
    /// - Complexity: O(1).
    public init(
        name: String, title: String? = nil, summary: String, run: @escaping @Sendable ([Stroke]) -> Int,
        expectedOnCorpus: @escaping @Sendable (DevelopmentCorpus) -> Int, setupError: BenchmarkSetupError? = nil
    ) {
        self.name = name
        self.title = title ?? name
        self.summary = summary
        self.run = run
        self.expectedOnCorpus = expectedOnCorpus
        self.setupError = setupError
    }

    /// `nil` when `result` is what `run` must answer on `corpus`; otherwise why it is wrong (or
    /// why the contender could not run at all).
    ///
    /// - Complexity: O(1).
    public func check(_ result: Int, over corpus: DevelopmentCorpus) -> BenchmarkSetupError? {
        if let setupError { return setupError }
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
