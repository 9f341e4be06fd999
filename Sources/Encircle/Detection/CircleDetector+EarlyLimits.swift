extension CircleDetector {
    /// The limits of the early checks (``Check/isJudgedEarly``), read from a configuration once
    /// per stroke, so that a sample that passes them all costs three comparisons rather than the
    /// checks' measurements and messages. A stroke they do not admit goes through the checks
    /// themselves, which decide; the limits only ever admit strokes the checks pass.
    struct EarlyLimits: Hashable, Sendable {
        /// Seconds from the first sample to the last; infinity when the check is off.
        private var duration = Double.infinity
        /// Seconds between two samples; infinity when the check is off.
        private var pause = Double.infinity
        /// The sharpest corner, radians, a hair inside the check's limit in degrees so that the
        /// conversion's rounding cannot admit a corner the check rejects.
        private var cornerTurn = Double.infinity
        /// The most distinct corners; `Int.max` when the check is off.
        private var cornerCount = Int.max
        /// Whether every early check is one of the above; otherwise nothing is admitted and
        /// every sample goes through the checks.
        private var coversEveryCheck = true

        /// The early limits `configuration` sets.
        ///
        /// - Complexity: O(*k*) in the number of checks.
        init(_ configuration: Configuration) {
            for check in CircleDetector.earlyChecks {
                let limit = check.limit(in: configuration) ?? .infinity
                switch check.reason {
                case .tooLong: duration = limit
                case .idle: pause = limit
                case .sharpCorner: cornerTurn = limit * (.pi / 180) * (1 - 1e-10)
                case .cornerCount: cornerCount = limit < Double(Int.max / 2) ? Int(limit) : Int.max
                default: coversEveryCheck = false
                }
            }
        }

        /// Whether `evidence` certainly passes every early check (`false` says nothing).
        ///
        /// - Complexity: O(1).
        @inline(__always)
        func admit(_ evidence: StrokeEvidence) -> Bool {
            coversEveryCheck && evidence.inputProblem == nil && evidence.path.sharpestTurn <= cornerTurn
                && evidence.path.cornerCount <= cornerCount
                && (evidence.duration ?? 0) <= duration && (evidence.longestPause ?? 0) <= pause
        }
    }
}
