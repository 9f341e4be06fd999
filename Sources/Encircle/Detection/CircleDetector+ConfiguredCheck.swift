extension CircleDetector {
    /// A check as a detector applies it: the check's ``Check/Rule`` with what the detector's
    /// configuration says of it — the limit, and the round shapes accepted. The detector pairs
    /// them once, when it is made: read through their key paths on every stroke instead, the
    /// limits made detecting 17% slower.
    struct ConfiguredCheck: Hashable, Sendable {
        /// The check's definition.
        let rule: Check.Rule
        /// The limit, in the rule's unit.
        let limit: Double
        /// The round shapes the configuration accepts.
        let accepted: RoundShapes

        /// `rule` under `configuration`, or `nil` when the configuration leaves the check off.
        ///
        /// - Complexity: O(1).
        init?(_ rule: Check.Rule, in configuration: Configuration) {
            guard let limit = rule.limit(in: configuration) else { return nil }
            self.rule = rule
            self.limit = limit
            self.accepted = configuration.accepted
        }

        /// The checks `configuration` sets a limit for, in the order they are applied.
        ///
        /// - Complexity: O(*k*) in the number of checks.
        static func all(in configuration: Configuration) -> [ConfiguredCheck] {
            Check.rules.compactMap { ConfiguredCheck($0, in: configuration) }
        }

        /// What a stroke with `measurements`, of round shape `shape` (decided once per stroke,
        /// by ``Configuration/shape(of:)``), measures when it fails the check; `nil` when it
        /// passes or the check does not judge such a stroke.
        ///
        /// - Complexity: O(1).
        func failure(of measurements: Measurements, as shape: RoundShape?) -> Double? {
            guard rule.judges(measurements, as: shape, accepted: accepted),
                let measured = rule.measured(in: measurements, as: shape)
            else { return nil }
            let passes = rule.bound == .minimum ? measured >= limit : measured <= limit
            return passes ? nil : measured
        }

        /// The rejection when a stroke with `measurements`, of round shape `shape`, fails the
        /// check; `nil` when it passes or the check does not judge such a stroke. Its message is
        /// worded when read.
        ///
        /// - Complexity: O(1).
        func rejection(for measurements: Measurements, as shape: RoundShape?) -> CircleRejection? {
            guard let measured = failure(of: measurements, as: shape) else { return nil }
            return CircleRejection(
                failing: rule, measured: measured, limit: limit, shape: rule.namesShape ? shape : nil)
        }

        /// How far a stroke with `measurements`, of round shape `shape`, is from the limit, 0…1:
        /// 1 at (or beyond) the ideal circle's value, 0 at the limit, falling smoothly in
        /// between (1 − (1 − s)², where s is the linear share of the way from the limit to the
        /// ideal). `nil` when the check takes no part in the confidence or does not judge such
        /// a stroke.
        ///
        /// - Complexity: O(1).
        func margin(for measurements: Measurements, as shape: RoundShape?) -> Double? {
            guard let ideal = rule.ideal, rule.judges(measurements, as: shape, accepted: accepted),
                let measured = rule.measured(in: measurements, as: shape)
            else { return nil }
            guard limit != ideal else { return measured == ideal ? 1 : 0 }
            let share = (limit - measured) / (limit - ideal)
            guard share.isFinite else { return 0 }
            let s = Swift.min(Swift.max(share, 0), 1)
            return s * (2 - s)
        }
    }
}
