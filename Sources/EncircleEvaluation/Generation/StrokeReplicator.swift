import Encircle
import Foundation

/// Makes as many labelled strokes as wanted from a few real ones, for measuring evaluation at
/// scale: the `index`-th replica is source `index % sources.count`, varied at random from a
/// seed, then passed through ``transforms``. `encircle generate` writes them as JSON Lines.
///
/// The variation keeps what the label says true: a circle stays a circle. In order:
/// mirrored left–right with probability ½, rotated by a uniform angle in [0°, 360°), scaled by
/// 2ᵘ with *u* uniform in [−1, 1] (half to twice the size), and jittered by normal noise with a
/// standard deviation uniform in [0, 0.5] points (``StrokeTransform``). Label, subject and speed
/// carry over. Each replica depends only on the seed, its index and its source, so the same
/// seed gives the same strokes on every machine, whatever the number of workers.
///
/// ```swift
/// let loaded = await StrokeLoader().load(["Data/dollar1-s02-s06.json"])
/// let replicator = StrokeReplicator(sources: loaded.strokes, seed: 1)!
/// replicator.replica(2400).label   // "arrow", like loaded.strokes[0]
/// ```
public struct StrokeReplicator: Sendable {
    /// The strokes replicated, in turn.
    public let sources: [LabeledStroke]
    /// The seed of the random variation.
    public var seed: UInt64
    /// Applied to every replica after the random variation, in order.
    public var transforms: [StrokeTransform]

    /// Creates a replicator, or `nil` when there is no source stroke.
    ///
    /// - Complexity: O(1).
    public init?(sources: [LabeledStroke], seed: UInt64, transforms: [StrokeTransform] = []) {
        guard !sources.isEmpty else { return nil }
        self.sources = sources
        self.seed = seed
        self.transforms = transforms
    }

    /// The random variation of replica `index` (negative indices count as their magnitude).
    ///
    /// - Complexity: O(1).
    public func variation(_ index: Int) -> [StrokeTransform] {
        var random = SeededGaussianNoise(seed: SeededGaussianNoise.seed(seed, index: index))
        let mirror = random.nextUniform() <= 0.5
        let degrees = 360 * (1 - random.nextUniform())  // [0, 360)
        let factor = exp2(2 * random.nextUniform() - 1)  // (0.5, 2]
        let deviation = 0.5 * random.nextUniform()  // (0, 0.5]
        return (mirror ? [.mirror] : []) + [.rotate(.degrees(degrees)), .scale(factor), .jitter(deviation)]
    }

    /// Replica `index`: its source, varied, then transformed.
    ///
    /// - Complexity: O(*n*) in the source's samples.
    public func replica(_ index: Int) -> LabeledStroke {
        let source = sources[Int(index.magnitude % UInt(sources.count))]
        var replica = source
        replica.file = "\(source.file)#\(index)"
        replica.stroke = (variation(index) + transforms).apply(to: source.stroke)
        return replica
    }

    /// Writes replicas 0 ..< `count` as JSON Lines (``StrokeJSONLines``), in order, handing
    /// `output` a few thousand lines at a time; the replicas are made on ``Evaluator/everyCore``
    /// child tasks at once, with a bounded number of chunks in flight.
    ///
    /// - Parameters:
    ///   - coordinateDecimals: Decimals kept of `x` and `y` (default 2: a hundredth of a point).
    ///   - timeDecimals: Decimals kept of `t` in seconds (default 3: a millisecond).
    ///   - output: Receives the bytes; what it throws stops the writing and is rethrown.
    /// - Returns: The lines written, and the replicas left out because a coordinate was not
    ///   finite after the transforms (JSON has no such numbers).
    /// - Complexity: O(*count* · *n*) for sources of *n* samples.
    public func writeLines<Failure: Error>(
        count: Int, coordinateDecimals: Int = 2, timeDecimals: Int = 3,
        to output: ([UInt8]) throws(Failure) -> Void
    ) async throws(Failure) -> (written: Int, skipped: Int) {
        let chunk = 1024
        let workers = Evaluator.everyCore
        var written = 0, skipped = 0
        var failure: Failure?
        await OrderedTasks.run(
            workers: workers, capacity: 2 * workers,
            produce: { emit in
                for start in stride(from: 0, to: max(count, 0), by: chunk) where failure == nil {
                    await emit(start..<min(start + chunk, count))
                }
            },
            work: { [self] range in
                var bytes: [UInt8] = []
                var lines = 0
                for index in range {
                    let appended = StrokeJSONLines.append(
                        replica(index), to: &bytes, coordinateDecimals: coordinateDecimals, timeDecimals: timeDecimals)
                    if appended { lines += 1 }
                }
                return (bytes, lines, range.count - lines)
            },
            consume: { bytes, lines, left in
                guard failure == nil else { return }
                do throws(Failure) {
                    try output(bytes)
                    written += lines
                    skipped += left
                } catch {
                    failure = error
                }
            })
        if let failure { throw failure }
        return (written, skipped)
    }
}
