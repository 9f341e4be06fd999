extension CircleDetector {
    /// One rule of Encircle's definition of a circle: what it measures, the limit it applies,
    /// what an ideal circle measures, when it applies, and the message it rejects with.
    ///
    /// The list ``CircleDetector/checks`` is the single definition that drives the verdict (the
    /// first applicable check that fails is the rejection), the ``DetectedCircle/confidence``
    /// (each check's remaining margin), the tuner (which limits it learns), the
    /// ``Configuration``'s validation and JSON keys, and the Guide's table of checks.
    ///
    /// ```swift
    /// let corner = CircleDetector.checks.first { $0.reason == .sharpCorner }!
    /// corner.key                                   // "maximumCornerTurn"
    /// corner.limit(in: .default)                   // 125 (degrees)
    /// corner.rejection(for: measurements, in: .default)?.message
    /// // "sharp corner: turns 128° within a short stretch (limit 125°)"
    /// ```
    public struct Check: Sendable {
        /// Whether the limit is the least (``minimum``) or the most (``maximum``) a circle may
        /// measure.
        public enum Bound: String, Hashable, Sendable {
            /// The measurement must reach the limit (a sweep, a size).
            case minimum
            /// The measurement must stay at or below the limit (a corner, a deviation).
            case maximum
        }

        /// The unit of the measurement and the limit.
        public enum Unit: String, Hashable, Sendable {
            /// Angles, in degrees; the JSON key ends in `Degrees`.
            case degrees
            /// Lengths, in points.
            case points
            /// Times, in seconds.
            case seconds
            /// Dimensionless ratios.
            case ratio
            /// Whole numbers of things (corners).
            case count
        }

        /// The rejection reason when the check fails.
        ///
        /// - Complexity: O(1).
        public var reason: CircleRejection.Reason { definition.reason }
        /// The ``Configuration`` property that holds the limit (`"maximumCornerTurn"`).
        ///
        /// - Complexity: O(1).
        public var key: String { definition.key }
        /// The unit of the measurement and the limit.
        ///
        /// - Complexity: O(1).
        public var unit: Unit { definition.unit }
        /// Whether the limit is a minimum or a maximum.
        ///
        /// - Complexity: O(1).
        public var bound: Bound { definition.bound }
        /// The limits the configuration accepts, in ``unit``.
        ///
        /// - Complexity: O(1).
        public var allowedRange: AllowedRange { definition.allowedRange }
        /// What an ideal circle measures, in ``unit``; `nil` for checks that do not describe the
        /// shape (size, time) and so take no part in the confidence.
        ///
        /// - Complexity: O(1).
        public var ideal: Double? { definition.ideal }
        /// What the check measures, in a phrase (for documentation and reports).
        ///
        /// - Complexity: O(1).
        public var summary: String { definition.summary }
        /// Whether a streaming recognizer applies the check while the stroke is being drawn.
        ///
        /// - Complexity: O(1).
        public var isJudgedEarly: Bool { definition.isJudgedEarly }
        /// Whether `encircle tune` learns the limit from labelled strokes.
        ///
        /// - Complexity: O(1).
        public var isTunable: Bool { definition.isTunable }

        var value: @Sendable (Measurements, RoundShape?) -> Double? { definition.value }
        var neededStage: @Sendable (Measurements, Configuration) -> MeasuringStage { definition.neededStage }
        var limitValue: @Sendable (Configuration) -> Double? { definition.limitValue }
        var setLimit: @Sendable (inout Configuration, Double?) -> Void { definition.setLimit }
        var appliesTo: @Sendable (Measurements, Configuration) -> Bool { definition.appliesTo }
        var message: @Sendable (_ measured: Double, _ limit: Double) -> String { definition.message }

        /// Everything that defines the check.
        private struct Definition: Sendable {
            let reason: CircleRejection.Reason
            let key: String
            let unit: Unit
            let bound: Bound
            let allowedRange: AllowedRange
            let ideal: Double?
            let summary: String
            let isJudgedEarly: Bool
            let isTunable: Bool
            let value: @Sendable (Measurements, RoundShape?) -> Double?
            let neededStage: @Sendable (Measurements, Configuration) -> MeasuringStage
            let limitValue: @Sendable (Configuration) -> Double?
            let setLimit: @Sendable (inout Configuration, Double?) -> Void
            let appliesTo: @Sendable (Measurements, Configuration) -> Bool
            let message: @Sendable (_ measured: Double, _ limit: Double) -> String
        }

        /// The definition, shared by a check's copies: a copy of a check is then one reference
        /// count rather than one per closure and string, and the verdict reads the checks in a
        /// loop on every judgement (the streaming recognizer's too).
        private final class SharedDefinition: Sendable {
            let definition: Definition
            init(_ definition: Definition) { self.definition = definition }
        }

        private let shared: SharedDefinition
        private var definition: Definition { shared.definition }

        /// Defines a check: `value` measures, `neededStage` names the measuring stage whose
        /// quantities `value` and `appliesTo` read (given the measurements so far: what an
        /// ellipse is judged against is known only once the ellipse is fitted; it must never name
        /// an earlier stage than they read), `limitValue` and `setLimit` read and write the limit,
        /// `appliesTo` says which strokes the check judges and `message` words a failure.
        init(
            reason: CircleRejection.Reason, key: String, unit: Unit, bound: Bound, allowedRange: AllowedRange,
            ideal: Double?, summary: String, isJudgedEarly: Bool, isTunable: Bool,
            value: @escaping @Sendable (Measurements, RoundShape?) -> Double?,
            neededStage: @escaping @Sendable (Measurements, Configuration) -> MeasuringStage,
            limitValue: @escaping @Sendable (Configuration) -> Double?,
            setLimit: @escaping @Sendable (inout Configuration, Double?) -> Void,
            appliesTo: @escaping @Sendable (Measurements, Configuration) -> Bool,
            message: @escaping @Sendable (_ measured: Double, _ limit: Double) -> String
        ) {
            shared = SharedDefinition(
                Definition(
                    reason: reason, key: key, unit: unit, bound: bound, allowedRange: allowedRange, ideal: ideal,
                    summary: summary, isJudgedEarly: isJudgedEarly, isTunable: isTunable, value: value,
                    neededStage: neededStage, limitValue: limitValue, setLimit: setLimit, appliesTo: appliesTo,
                    message: message))
        }

        /// The key of the limit in a configuration's JSON: ``key``, with `Degrees` appended for
        /// angles (`"minimumSweepDegrees"`).
        ///
        /// - Complexity: O(1).
        public var jsonKey: String { unit == .degrees ? key + "Degrees" : key }

        /// The limit `configuration` sets, in ``unit``; `nil` when the check is switched off
        /// (an optional limit left unset).
        ///
        /// - Complexity: O(1).
        public func limit(in configuration: Configuration) -> Double? {
            limitValue(configuration).map(NumberText.denoised)
        }

        /// `configuration` with this check's limit set to `limit` (in ``unit``), clamped into
        /// ``allowedRange``; `nil` switches an optional limit off and leaves others unchanged.
        ///
        /// - Complexity: O(1).
        public func setting(_ limit: Double?, in configuration: Configuration) -> Configuration {
            var configuration = configuration
            setLimit(&configuration, limit.map(allowedRange.clamped))
            return configuration
        }

        /// What the check measures on a stroke with `measurements`, in ``unit``, judged as
        /// `shape` (roundness is measured against the fitted ellipse for an ellipse, against the
        /// fitted circle otherwise); `nil` when the stroke has nothing to measure (no timestamps).
        ///
        /// - Complexity: O(1).
        public func measured(in measurements: Measurements, as shape: RoundShape?) -> Double? {
            value(measurements, shape)
        }

        /// Whether the check applies to such a stroke under `configuration`: its limit is set and
        /// the stroke is of the kind it judges (a spiral needs more than one lap, for instance).
        ///
        /// - Complexity: O(1).
        public func applies(to measurements: Measurements, in configuration: Configuration) -> Bool {
            limit(in: configuration) != nil && appliesTo(measurements, configuration)
        }

        /// The rejection when a stroke with `measurements` fails the check under
        /// `configuration`, or `nil` when it passes or the check does not apply.
        ///
        /// - Complexity: O(1).
        public func rejection(for measurements: Measurements, in configuration: Configuration) -> CircleRejection? {
            guard let (measured, limit) = failure(of: measurements, in: configuration) else { return nil }
            return rejection(measured: measured, limit: limit, for: measurements, in: configuration)
        }

        /// The rejection for a ``failure(of:in:)`` that measured `measured` against `limit`.
        ///
        /// - Complexity: O(1).
        func rejection(
            measured: Double, limit: Double, for measurements: Measurements, in configuration: Configuration
        ) -> CircleRejection {
            let shape = configuration.shape(of: measurements)
            return CircleRejection(
                reason: reason, measured: NumberText.denoised(measured), limit: limit,
                message: message(measured, limit), shape: rejectedShape(measurements, configuration, shape))
        }

        /// The measuring stage the check reads for a stroke measured so far as `measurements`:
        /// until that stage is measured, the check cannot be judged.
        ///
        /// - Complexity: O(1).
        func stage(for measurements: Measurements, in configuration: Configuration) -> MeasuringStage {
            neededStage(measurements, configuration)
        }

        /// Whether a stroke with `measurements` fails the check under `configuration`: the
        /// measurement and the limit when it does (the rejection without its message).
        ///
        /// - Complexity: O(1).
        func failure(of measurements: Measurements, in configuration: Configuration) -> (
            measured: Double, limit: Double
        )? {
            guard applies(to: measurements, in: configuration), let limit = limit(in: configuration),
                let measured = measured(in: measurements, as: configuration.shape(of: measurements))
            else { return nil }
            let passes = bound == .minimum ? measured >= limit - 1e-9 : measured <= limit + 1e-9
            return passes ? nil : (measured, limit)
        }

        /// The shape a stroke failing this check was drawn as: a round stroke that failed only
        /// for its shape (an arc when arcs are not accepted, an ellipse when ellipses are not).
        private func rejectedShape(_ m: Measurements, _ c: Configuration, _ shape: RoundShape?) -> RoundShape? {
            switch reason {
            case .notClosed: shape == .arc ? .arc : nil
            case .ellipse: .ellipse
            default: nil
            }
        }

        /// How far a stroke with `measurements` is from this check's limit, 0…1: 1 at (or
        /// beyond) the ideal circle's value, 0 at the limit, falling smoothly in between
        /// (1 − (1 − s)², where s is the linear share of the way from the limit to the ideal).
        /// `nil` when the check takes no part in the confidence or does not apply.
        ///
        /// - Complexity: O(1).
        public func margin(for measurements: Measurements, in configuration: Configuration) -> Double? {
            guard let ideal, applies(to: measurements, in: configuration), let limit = limit(in: configuration),
                let measured = measured(in: measurements, as: configuration.shape(of: measurements))
            else { return nil }
            guard limit != ideal else { return measured == ideal ? 1 : 0 }
            let share = (limit - measured) / (limit - ideal)
            guard share.isFinite else { return 0 }
            let s = Swift.min(Swift.max(share, 0), 1)
            return s * (2 - s)
        }
    }
}

extension AllowedRange {
    /// The value brought into the range: bounds stand for values beyond them (an excluded lower
    /// bound by the next representable value above it); NaN becomes the lower bound.
    ///
    /// - Complexity: O(1).
    func clamped(_ value: Double) -> Double {
        let low = includesLowerBound ? lowerBound : lowerBound.nextUp
        guard !value.isNaN else { return low }
        if value == .infinity, allowsInfinity, upperBound == nil { return value }
        var result = Swift.max(value, low)
        if let upperBound {
            result = Swift.min(result, includesUpperBound ? upperBound : upperBound.nextDown)
        }
        return Swift.min(result, .greatestFiniteMagnitude)
    }
}
