/// Times a closure on the monotonic clock, synchronously (no concurrency: runs under valgrind).
enum Stopwatch {
    /// The nanoseconds `body` took, and what it returned.
    static func time<R>(_ body: () -> R) -> (nanoseconds: Double, result: R) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = body()
        let elapsed = start.duration(to: clock.now)
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        return (nanoseconds, result)
    }

    /// The median of `values` (the mean of the two middle ones for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
