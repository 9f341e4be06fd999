import Foundation

/// A small seeded random number generator (SplitMix64), so that a generated stroke is the same
/// on every run and a failing one is reproduced from its seed alone.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in -1…1.
    mutating func jitter() -> Double { Double.random(in: -1...1, using: &self) }

    /// A value spread evenly on a log scale over `range` (positive bounds).
    mutating func logUniform(in range: ClosedRange<Double>) -> Double {
        exp(Double.random(in: log(range.lowerBound)...log(range.upperBound), using: &self))
    }
}
