import Encircle
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A change applied to every stroke before evaluation (``Evaluator``), to check that verdicts
/// do not depend on orientation, mirroring, size or sampling rate, and how they bear sample
/// noise and a digitizer's faults. Its ``description`` is the spec `encircle --transform`
/// reads: `mirror`, `rotate:DEG`, `scale:F`, `thin:K`, `densify:K`, `jitter:SD`, `reverse`,
/// `swap-pairs`, `spike:F[:N]` or `grid:Q`.
///
/// ```swift
/// let transform = StrokeTransform.rotate(.degrees(30))
/// transform.apply(to: stroke)   // stroke.rotated(by: .degrees(30))
/// transform.description         // "rotate:30"
/// StrokeTransform.spike(share: 0.05, count: 3).description   // "spike:0.05:3"
/// ```
public enum StrokeTransform: Hashable, Sendable, CustomStringConvertible {
    /// Mirrored left–right about the centre of the bounding box.
    case mirror
    /// Rotated about the centre of the bounding box (positive turns clockwise on screen).
    case rotate(PlaneAngle)
    /// Scaled about the centre of the bounding box by a positive factor.
    case scale(Double)
    /// Every `K`-th sample kept (and the last one).
    case thin(Int)
    /// `K − 1` samples inserted evenly between each pair of neighbours: a recorder sampling `K`
    /// times as often.
    case densify(Int)
    /// Every coordinate of every sample moved by normally distributed noise with this standard
    /// deviation, in points: a noisy digitizer. The noise is seeded from the stroke itself, so
    /// runs repeat exactly.
    case jitter(Double)
    /// The samples in reverse order: the gesture drawn end to start
    /// (``Encircle/Stroke/reversedDirection()``).
    case reverse
    /// Samples 2k and 2k + 1 change places and share the earlier timestamp: a recorder that
    /// writes the two samples of each event in reverse order.
    case swapPairs
    /// `count` interior samples (never the first or last two) each displaced by `share` × the
    /// diagonal of the stroke's bounding box in a random direction: a digitizer's jumps. The
    /// samples and directions are seeded from the stroke itself, so runs repeat exactly.
    case spike(share: Double, count: Int)
    /// Every coordinate rounded to the nearest multiple of this many points (above 0): a
    /// digitizer, or a browser, that reports whole pixels (`grid:1`). After `scale:0.1`, a
    /// stroke drawn a tenth as large on such a screen.
    case grid(Double)

    /// The transformed stroke; `stroke` itself is not changed.
    ///
    /// - Complexity: O(*n*).
    public func apply(to stroke: Stroke) -> Stroke {
        switch self {
        case .mirror: stroke.mirrored()
        case .rotate(let angle): stroke.rotated(by: angle)
        case .scale(let factor): stroke.scaled(by: factor)
        case .thin(let step): stroke.thinned(keepingEvery: step)
        case .densify(let factor): stroke.densified(by: factor)
        case .jitter(let deviation): Self.jittered(stroke, standardDeviation: deviation)
        case .reverse: stroke.reversedDirection()
        case .swapPairs: Self.swappingPairs(of: stroke)
        case .spike(let share, let count): Self.spiked(stroke, share: share, count: count)
        case .grid(let step): Self.rounded(stroke, toMultiplesOf: step)
        }
    }

    /// The spec that parses back to this transform.
    public var description: String {
        switch self {
        case .mirror: "mirror"
        case .rotate(let angle): "rotate:\(Self.format(angle.degrees))"
        case .scale(let factor): "scale:\(Self.format(factor))"
        case .thin(let step): "thin:\(step)"
        case .densify(let factor): "densify:\(factor)"
        case .jitter(let deviation): "jitter:\(Self.format(deviation))"
        case .reverse: "reverse"
        case .swapPairs: "swap-pairs"
        case .spike(let share, let count):
            count == 1 ? "spike:\(Self.format(share))" : "spike:\(Self.format(share)):\(count)"
        case .grid(let step): "grid:\(Self.format(step))"
        }
    }

    private static func jittered(_ stroke: Stroke, standardDeviation: Double) -> Stroke {
        guard standardDeviation > 0 else { return stroke }
        var noise = SeededGaussianNoise(seed: SeededGaussianNoise.seed(for: stroke.samples))
        return Stroke(
            stroke.samples.map { sample in
                Stroke.Sample(
                    x: sample.x + noise.next(standardDeviation: standardDeviation),
                    y: sample.y + noise.next(standardDeviation: standardDeviation), time: sample.time)
            })
    }

    private static func swappingPairs(of stroke: Stroke) -> Stroke {
        var samples = stroke.samples
        for first in stride(from: 0, to: samples.count - 1, by: 2) {
            let (earlier, later) = (samples[first], samples[first + 1])
            samples[first] = Stroke.Sample(later.point, time: earlier.time)
            samples[first + 1] = Stroke.Sample(earlier.point, time: earlier.time)
        }
        return Stroke(samples)
    }

    private static func spiked(_ stroke: Stroke, share: Double, count: Int) -> Stroke {
        var samples = stroke.samples
        // Interior samples only: never the first or last two.
        var eligible = Array(samples.indices.dropFirst(2).dropLast(2))
        guard !eligible.isEmpty, share > 0, let box = stroke.boundingBox else { return stroke }
        let distance = share * (box.width * box.width + box.height * box.height).squareRoot()
        // Its own stream, apart from the jitter's for the same stroke.
        var random = SeededGaussianNoise(
            seed: SeededGaussianNoise.seed(SeededGaussianNoise.seed(for: samples), index: 1))
        for _ in 0..<min(count, eligible.count) {
            // Drawn without replacement: distinct samples.
            let pick = min(Int(random.nextUniform() * Double(eligible.count)), eligible.count - 1)
            let index = eligible.remove(at: pick)
            let angle = 2 * Double.pi * random.nextUniform()
            let sample = samples[index]
            samples[index] = Stroke.Sample(
                x: sample.x + distance * cos(angle), y: sample.y + distance * sin(angle), time: sample.time)
        }
        return Stroke(samples)
    }

    private static func rounded(_ stroke: Stroke, toMultiplesOf step: Double) -> Stroke {
        guard step > 0, step.isFinite else { return stroke }
        // A step so small that a coordinate over it overflows leaves that coordinate as it is.
        func nearestMultiple(_ value: Double) -> Double {
            let multiple = (value / step).rounded()
            return multiple.isFinite ? multiple * step : value
        }
        return stroke.mapPoints { Point(x: nearestMultiple($0.x), y: nearestMultiple($0.y)) }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension Sequence<StrokeTransform> {
    /// `stroke` with every transform applied in order: `[.thin(2), .scale(2)]` thins, then
    /// scales.
    ///
    /// - Complexity: O(*n* · *k*) for *k* transforms.
    public func apply(to stroke: Stroke) -> Stroke {
        reduce(stroke) { $1.apply(to: $0) }
    }

    /// `strokes` with every transform applied to each stroke's samples, in order; file, label,
    /// subject and speed stay.
    ///
    /// - Complexity: O(*n* · *k*) for *n* samples in all and *k* transforms.
    public func apply(to strokes: [LabeledStroke]) -> [LabeledStroke] {
        let transforms = Array(self)
        guard !transforms.isEmpty else { return strokes }
        return strokes.map { labeled in
            var copy = labeled
            copy.stroke = transforms.apply(to: labeled.stroke)
            return copy
        }
    }
}
