import Encircle
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A change applied to every stroke before evaluation, to check that verdicts do not depend
/// on orientation, mirroring, size or sampling rate, and how they bear sample noise and a
/// digitizer's faults. Written on the command line as `mirror`, `rotate:DEG`, `scale:F`,
/// `thin:K`, `densify:K`, `jitter:SD`, `reverse`, `swap-pairs` or `spike:F[:N]`.
///
/// ```swift
/// let transform = try StrokeTransform(parsing: "rotate:30")   // .rotate(.degrees(30))
/// transform.apply(to: stroke)                                 // stroke.rotated(by: .degrees(30))
/// try StrokeTransform(parsing: "thin:0")
/// // throws "invalid transform \"thin:0\": K must be a whole number of at least 1"
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

    /// Parses a command-line spec.
    ///
    /// - Throws: ``InvalidTransformError`` saying which forms are accepted.
    /// - Complexity: O(*n*) in the length of `spec`.
    public init(parsing spec: String) throws(InvalidTransformError) {
        let parts = spec.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = parts[0].lowercased()
        let argument = parts.count > 1 ? String(parts[1]) : nil
        func fail(_ problem: String) -> InvalidTransformError { InvalidTransformError(spec: spec, problem: problem) }
        switch name {
        case "mirror":
            guard argument == nil else { throw fail("mirror takes no argument") }
            self = .mirror
        case "rotate":
            guard let text = argument, let degrees = Double(text), degrees.isFinite else {
                throw fail("DEG must be a finite number of degrees, as in rotate:30")
            }
            self = .rotate(.degrees(degrees))
        case "scale":
            guard let text = argument, let factor = Double(text), factor.isFinite, factor > 0 else {
                throw fail("F must be a finite number above 0, as in scale:2.5")
            }
            self = .scale(factor)
        case "thin":
            guard let text = argument, let step = Int(text), step >= 1 else {
                throw fail("K must be a whole number of at least 1, as in thin:2")
            }
            self = .thin(step)
        case "densify":
            guard let text = argument, let factor = Int(text), factor >= 1, factor <= 1000 else {
                throw fail("K must be a whole number from 1 to 1000, as in densify:4")
            }
            self = .densify(factor)
        case "jitter":
            guard let text = argument, let deviation = Double(text), deviation.isFinite, deviation >= 0 else {
                throw fail("SD must be a finite number of points of at least 0, as in jitter:1")
            }
            self = .jitter(deviation)
        case "reverse":
            guard argument == nil else { throw fail("reverse takes no argument") }
            self = .reverse
        case "swap-pairs":
            guard argument == nil else { throw fail("swap-pairs takes no argument") }
            self = .swapPairs
        case "spike":
            let problem =
                "F must be a finite number of at least 0 and N a whole number from 1 to 1000, as in spike:0.05:3"
            let values = argument?.split(separator: ":", omittingEmptySubsequences: false) ?? []
            guard (1...2).contains(values.count), let share = Double(values[0]), share.isFinite, share >= 0 else {
                throw fail(problem)
            }
            guard let count = values.count == 2 ? Int(values[1]) : 1, (1...1000).contains(count) else {
                throw fail(problem)
            }
            self = .spike(share: share, count: count)
        default:
            throw fail("expected \(Self.syntax)")
        }
    }

    /// The transforms as they are written, for messages and help: `mirror`, `rotate:DEG`, …
    public static let syntax =
        "mirror, rotate:DEG, scale:F, thin:K, densify:K, jitter:SD, reverse, swap-pairs or spike:F[:N]"

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

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension Sequence<StrokeTransform> {
    /// `stroke` with every transform applied in order.
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

/// A `--transform` spec that does not parse.
public struct InvalidTransformError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The spec as written (`"thin:0"`).
    public var spec: String
    /// What is wrong with it, and the accepted form.
    public var problem: String

    /// Creates the error.
    ///
    /// - Complexity: O(1).
    public init(spec: String, problem: String) {
        self.spec = spec
        self.problem = problem
    }

    /// "invalid transform "SPEC": PROBLEM".
    public var description: String { "invalid transform \"\(spec)\": \(problem)" }
}

extension InvalidTransformError: LocalizedError {
    /// The ``description``, so that `localizedDescription` reads the same.
    public var errorDescription: String? { description }
}
