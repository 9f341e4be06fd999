import Encircle

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Normally distributed noise from a fixed seed: the same seed gives the same numbers on every
/// machine and every run, so an evaluation with noise added can be repeated exactly.
///
/// SplitMix64 (Steele, Lea & Flood 2014) drives the Box–Muller transform.
struct SeededGaussianNoise {
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

    /// The next number from a normal distribution with mean 0 and `standardDeviation`.
    mutating func next(standardDeviation: Double) -> Double {
        let u = nextUniform(), v = nextUniform()
        return standardDeviation * (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }

    /// A seed for the `index`-th of many generators started from `seed`: neighbouring indices
    /// get unrelated streams (SplitMix64's finalizer mixes the two).
    static func seed(_ seed: UInt64, index: Int) -> UInt64 {
        var z = seed &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A seed taken from a stroke's own numbers, so that every stroke gets its own noise and the
    /// same stroke always gets the same noise (Swift's `hashValue` changes between runs).
    static func seed(for samples: [Stroke.Sample]) -> UInt64 {
        var seed: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a offset basis
        func mix(_ value: UInt64) { seed = (seed ^ value) &* 0x0000_0100_0000_01B3 }
        mix(UInt64(samples.count))
        for sample in [samples.first, samples.last].compactMap({ $0 }) {
            mix(sample.x.bitPattern)
            mix(sample.y.bitPattern)
        }
        return seed
    }
}
