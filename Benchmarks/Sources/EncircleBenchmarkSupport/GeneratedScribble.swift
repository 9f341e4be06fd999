import Encircle

/// The strokes the shape recognizer's cost by length is measured on: a three-lap circle
/// (``GeneratedCircle/threeLaps(pointCount:)``), which it names a circle, and a random-walk
/// scribble, which it rejects.
public enum GeneratedScribble {
    /// The stroke lengths measured: 10³, 10⁴, 10⁵ and 10⁶ samples.
    public static let lengths = [1_000, 10_000, 100_000, 1_000_000]

    /// A random walk of `pointCount` samples from (500, 500), each step up to 1 pt on each axis
    /// (the same walk every time: a fixed seed), with no timestamps: a scribble about √n points
    /// across, which the shape recognizer rejects at every length of ``lengths``.
    ///
    /// `pointCount` is clamped to at least 2.
    ///
    /// - Complexity: O(*n*) time and memory, where *n* is `pointCount`.
    public static func randomWalk(pointCount: Int) -> Stroke {
        let count = max(pointCount, 2)
        var state: UInt64 = 2026
        // SplitMix64, to a step in -1…1.
        func step() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 52) - 1
        }
        var samples: [Stroke.Sample] = []
        samples.reserveCapacity(count)
        var x = 500.0, y = 500.0
        for _ in 0..<count {
            samples.append(Stroke.Sample(x: x, y: y))
            x += step()
            y += step()
        }
        return Stroke(samples)
    }
}
