import Encircle

/// Inputs the library is known to trap on while a fix is pending, kept out of the fuzz targets
/// so that fuzzing can go on past them. Each has a regression test marked `withKnownIssue`.
public enum KnownIssues {
    /// A detector with `configuration`, or `nil` when creating one is known to trap.
    ///
    /// `CircleDetector(configuration:)` checks its limits with `precondition`, so a limit out of
    /// range — which a decoded configuration file can hold: `maximumTailDeviation` 0 or negative,
    /// or a `minimumSweepDegrees` so large that it is infinite in radians — traps the process.
    /// This mirrors those preconditions until the initializer throws a `ConfigurationError`.
    ///
    /// - Complexity: O(1).
    public static func detector(configuration c: CircleDetector.Configuration) -> CircleDetector? {
        let trapsOnCreation =
            !(c.minimumSweep.radians.isFinite && c.minimumSweep.radians > 0) || !(c.maximumReversal.radians >= 0)
            || !(c.maximumCornerTurn.radians > 0) || !(c.maximumCornerConcentration > 0)
            || !(c.maximumAspectRatio >= 1) || !(c.maximumRadialDeviation > 0) || !(c.maximumSpiralGrowth > 0)
            || !(c.maximumTailDeviation > 0) || !(c.minimumSize >= 0 && c.minimumSize.isFinite)
        return trapsOnCreation ? nil : CircleDetector(configuration: c)
    }

    /// Whether `configuration` is known to encode into JSON that it cannot decode again.
    ///
    /// The encoder rounds angles to 10⁻⁹°: a positive `minimumSweep` or `maximumCornerTurn` under
    /// 5 × 10⁻¹⁰° is written as 0, which decoding rejects ("must be positive"), and an angle over
    /// about 1.8 × 10²⁹⁹° overflows to infinity, which `JSONEncoder` refuses to write.
    ///
    /// - Complexity: O(1).
    public static func failsToReadBack(_ configuration: CircleDetector.Configuration) -> Bool {
        func written(_ angle: PlaneAngle) -> Double { (angle.degrees * 1e9).rounded() / 1e9 }
        let sweep = written(configuration.minimumSweep), reversal = written(configuration.maximumReversal)
        let corner = written(configuration.maximumCornerTurn)
        return !(sweep.isFinite && reversal.isFinite && corner.isFinite && sweep > 0 && corner > 0)
    }
}
