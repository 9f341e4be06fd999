import Encircle
import EncircleEvaluation
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
package struct StrokeReplicator: Sendable {
    /// The strokes replicated, in turn.
    package let sources: [LabeledStroke]
    /// The seed of the random variation.
    package var seed: UInt64
    /// Applied to every replica after the random variation, in order.
    package var transforms: [StrokeTransform]

    /// Creates a replicator, or `nil` when there is no source stroke.
    ///
    /// - Complexity: O(1).
    package init?(sources: [LabeledStroke], seed: UInt64, transforms: [StrokeTransform] = []) {
        guard !sources.isEmpty else { return nil }
        self.sources = sources
        self.seed = seed
        self.transforms = transforms
    }

    /// The random variation of replica `index` (negative indices count as their magnitude).
    ///
    /// - Complexity: O(1).
    package func variation(_ index: Int) -> [StrokeTransform] {
        var random = SplitMix64(seed: SplitMix64.seed(seed, index: index))
        let mirror = random.nextUniform() <= 0.5
        let degrees = 360 * (1 - random.nextUniform())  // [0, 360)
        let factor = exp2(2 * random.nextUniform() - 1)  // (0.5, 2]
        let deviation = 0.5 * random.nextUniform()  // (0, 0.5]
        return (mirror ? [.mirror] : []) + [.rotate(.degrees(degrees)), .scale(factor), .jitter(deviation)]
    }

    /// Replica `index`: its source, varied, then transformed.
    ///
    /// - Complexity: O(*n*) in the source's samples.
    package func replica(_ index: Int) -> LabeledStroke {
        let source = sources[Int(index.magnitude % UInt(sources.count))]
        var replica = source
        replica.file = "\(source.file)#\(index)"
        replica.stroke = (variation(index) + transforms).apply(to: source.stroke)
        return replica
    }

    /// Writes replicas 0 ..< `count` as JSON Lines (``StrokeJSONLinesWriter``), in order, handing
    /// `output` a thousand lines at a time; the replicas are made in child tasks on every core,
    /// two chunks per core at a time, so memory does not grow with `count`.
    ///
    /// - Parameters:
    ///   - coordinateDecimals: Decimals kept of `x` and `y` (default 2: a hundredth of a point).
    ///   - timeDecimals: Decimals kept of `t` in seconds (default 3: a millisecond).
    ///   - output: Receives the bytes; what it throws stops the writing and is rethrown.
    /// - Returns: The lines written, and the replicas left out because a coordinate was not
    ///   finite after the transforms (JSON has no such numbers).
    /// - Complexity: O(*count* · *n*) for sources of *n* samples.
    package func writeLines<Failure: Error>(
        count: Int, coordinateDecimals: Int = 2, timeDecimals: Int = 3,
        to output: ([UInt8]) throws(Failure) -> Void
    ) async throws(Failure) -> (written: Int, skipped: Int) {
        let chunk = 1024
        let window = 2 * max(ProcessInfo.processInfo.activeProcessorCount, 1) * chunk
        var written = 0, skipped = 0
        for start in stride(from: 0, to: max(count, 0), by: window) {
            // The chunks of one window, made at once and handed on in order.
            let chunks = await withTaskGroup(of: (Int, [UInt8], Int).self) { group in
                for first in stride(from: start, to: min(start + window, count), by: chunk) {
                    let range = first..<min(first + chunk, count)
                    group.addTask { [self] in
                        var bytes: [UInt8] = []
                        var lines = 0
                        for index in range {
                            let appended = StrokeJSONLinesWriter.append(
                                replica(index), to: &bytes, coordinateDecimals: coordinateDecimals,
                                timeDecimals: timeDecimals)
                            if appended { lines += 1 }
                        }
                        return (first, bytes, lines)
                    }
                }
                var made: [(first: Int, bytes: [UInt8], lines: Int)] = []
                for await result in group { made.append(result) }
                return made.sorted { $0.first < $1.first }
            }
            for made in chunks {
                try output(made.bytes)
                written += made.lines
                skipped += min(made.first + chunk, count) - made.first - made.lines
            }
        }
        return (written, skipped)
    }
}

/// SplitMix64 (Steele, Lea & Flood 2014), the random numbers of ``StrokeReplicator``: the same
/// seed gives the same numbers on every machine and every run. `EncircleEvaluation`'s `jitter`
/// transform draws its noise from the same generator, seeded by each stroke.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The next uniform number in (0, 1].
    mutating func nextUniform() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return (Double(z >> 11) + 1) / 9_007_199_254_740_992  // 2^53
    }

    /// A seed for the `index`-th of many generators started from `seed`: neighbouring indices
    /// get unrelated streams (SplitMix64's finalizer mixes the two).
    static func seed(_ seed: UInt64, index: Int) -> UInt64 {
        var z = seed &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
