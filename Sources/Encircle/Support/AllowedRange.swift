/// The values a setting accepts: finite numbers above or from a lower bound, up to or below an
/// optional upper bound. NaN is never allowed; infinity only where the range says so.
///
/// ```swift
/// AllowedRange.positive.contains(0)          // false
/// AllowedRange.positive.description          // "greater than 0"
/// AllowedRange.closed(0, 1).description      // "from 0 to 1"
/// ```
package struct AllowedRange: Hashable, Sendable, CustomStringConvertible {
    /// The smallest allowed value, or the bound every value must exceed.
    package var lowerBound: Double
    /// Whether ``lowerBound`` itself is allowed.
    package var includesLowerBound: Bool
    /// The largest allowed value, `nil` for none.
    package var upperBound: Double?
    /// Whether ``upperBound`` itself is allowed.
    package var includesUpperBound: Bool
    /// Whether `+infinity` is allowed (an "unlimited" setting).
    package var allowsInfinity: Bool

    /// Creates a range.
    ///
    /// - Complexity: O(1).
    package init(
        lowerBound: Double, includesLowerBound: Bool, upperBound: Double? = nil, includesUpperBound: Bool = true,
        allowsInfinity: Bool = false
    ) {
        self.lowerBound = lowerBound
        self.includesLowerBound = includesLowerBound
        self.upperBound = upperBound
        self.includesUpperBound = includesUpperBound
        self.allowsInfinity = allowsInfinity
    }

    /// Finite numbers greater than 0.
    package static let positive = AllowedRange(lowerBound: 0, includesLowerBound: false)
    /// Finite numbers from 0 up.
    package static let nonNegative = AllowedRange(lowerBound: 0, includesLowerBound: true)

    /// Finite numbers from `lower` up (inclusive).
    ///
    /// - Complexity: O(1).
    package static func atLeast(_ lower: Double) -> AllowedRange {
        AllowedRange(lowerBound: lower, includesLowerBound: true)
    }

    /// Finite numbers greater than `lower`.
    ///
    /// - Complexity: O(1).
    package static func greaterThan(_ lower: Double) -> AllowedRange {
        AllowedRange(lowerBound: lower, includesLowerBound: false)
    }

    /// Numbers from `lower` to `upper`, both included.
    ///
    /// - Complexity: O(1).
    package static func closed(_ lower: Double, _ upper: Double) -> AllowedRange {
        AllowedRange(lowerBound: lower, includesLowerBound: true, upperBound: upper, includesUpperBound: true)
    }

    /// Numbers greater than `lower` and up to `upper` (included).
    ///
    /// - Complexity: O(1).
    package static func halfOpen(above lower: Double, through upper: Double) -> AllowedRange {
        AllowedRange(lowerBound: lower, includesLowerBound: false, upperBound: upper, includesUpperBound: true)
    }

    /// This range with `+infinity` also allowed.
    package var orInfinity: AllowedRange {
        var range = self
        range.allowsInfinity = true
        return range
    }

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

    /// Whether `value` is allowed.
    ///
    /// - Complexity: O(1).
    package func contains(_ value: Double) -> Bool {
        if value == .infinity { return allowsInfinity && upperBound == nil }
        guard value.isFinite else { return false }
        guard includesLowerBound ? value >= lowerBound : value > lowerBound else { return false }
        guard let upperBound else { return true }
        return includesUpperBound ? value <= upperBound : value < upperBound
    }

    /// A phrase that completes "it must be …": "greater than 0", "from 1 to 10".
    package var description: String {
        let low = NumberText.plain(lowerBound)
        let text: String
        if let upperBound {
            let high = NumberText.plain(upperBound)
            switch (includesLowerBound, includesUpperBound) {
            case (true, true): text = "from \(low) to \(high)"
            case (false, true): text = "greater than \(low) and at most \(high)"
            case (true, false): text = "at least \(low) and less than \(high)"
            case (false, false): text = "between \(low) and \(high), exclusive"
            }
        } else {
            text = includesLowerBound ? "at least \(low)" : "greater than \(low)"
        }
        return allowsInfinity ? text + ", or infinity" : text
    }
}
