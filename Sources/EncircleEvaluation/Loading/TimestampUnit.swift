import Foundation

/// The unit of the `T` attribute in a `$1` gesture log.
///
/// The $1 study's recorder writes integer milliseconds and says so in a `Millseconds`
/// attribute (the duration, spelled that way); other recorders of the same schema write seconds
/// with a fraction and leave the attributes out. ``infer(timestamps:declaredDuration:textHasFraction:)``
/// decides, in this order:
///
/// 1. **Declared duration.** When the gesture declares `Millseconds` (> 0) and the timestamps
///    span a positive time, the unit whose span in milliseconds is closer to the declared
///    duration (by ratio) wins. `T` spanning 432 with `Millseconds="432"` is milliseconds;
///    `T` spanning 0.432 is seconds.
/// 2. **Step size.** Otherwise the median of the positive steps between consecutive
///    timestamps decides: touch and pointer hardware samples at 30–2000 Hz, so a step of
///    0.5 or more is milliseconds (≥ 0.5 ms) and a smaller one is seconds (< 0.5 s, ≥ 2 Hz).
/// 3. **Text.** When no step is positive (one sample, or all timestamps equal) the unit
///    cannot matter for durations; a timestamp written with a fraction or exponent reads as
///    seconds, an integer one as milliseconds.
package enum TimestampUnit: String, Hashable, Sendable {
    /// `T` counts milliseconds (the $1 study's recorder).
    case milliseconds
    /// `T` counts seconds.
    case seconds

    /// Seconds per unit.
    package var seconds: Double { self == .milliseconds ? 0.001 : 1 }

    /// Infers the unit of `timestamps` (in recording order) by the rule above.
    ///
    /// - Parameters:
    ///   - timestamps: The `T` values as written.
    ///   - declaredDuration: The gesture's `Millseconds` attribute, if any.
    ///   - textHasFraction: Whether any `T` was written with a decimal point or exponent.
    /// - Complexity: O(*n* log *n*) for the median step.
    package static func infer(
        timestamps: [Double], declaredDuration: Double?, textHasFraction: Bool
    ) -> TimestampUnit {
        let span = (timestamps.max() ?? 0) - (timestamps.min() ?? 0)
        if let declared = declaredDuration, declared > 0, declared.isFinite, span > 0, span.isFinite {
            let asMilliseconds = abs(log(span / declared))
            let asSeconds = abs(log(span * 1000 / declared))
            return asMilliseconds <= asSeconds ? .milliseconds : .seconds
        }
        let steps = zip(timestamps, timestamps.dropFirst()).map { $1 - $0 }.filter { $0 > 0 && $0.isFinite }
        if !steps.isEmpty {
            let sorted = steps.sorted()
            return sorted[sorted.count / 2] >= 0.5 ? .milliseconds : .seconds
        }
        return textHasFraction ? .seconds : .milliseconds
    }
}
