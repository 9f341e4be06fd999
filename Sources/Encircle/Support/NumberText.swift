/// The one number formatter of Encircle's messages, descriptions and limits: rounded to a few
/// decimals, without trailing zeros and without binary noise (`300`, not `300.00000000000006`).
///
/// ```swift
/// NumberText.plain(300.00000000000006)   // "300"
/// NumberText.plain(2.4149)               // "2.41"
/// NumberText.percent(0.575)              // "57.5%"
/// NumberText.plain(.nan)                 // "NaN"
/// ```
@usableFromInline
package enum NumberText {
    /// `value` rounded to at most `fractionDigits` decimals (default 2), trailing zeros dropped;
    /// "NaN", "∞" and "-∞" for non-finite values.
    ///
    /// - Complexity: O(1).
    package static func plain(_ value: Double, fractionDigits: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "-∞") }
        let digits = max(0, min(fractionDigits, 15))
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (value * scale).rounded()
        let rounded = scaled / scale
        guard rounded.isFinite else { return "\(value)" }
        if rounded == rounded.rounded(), Swift.abs(rounded) < 1e15 {
            let whole = Int(rounded)
            return whole == 0 ? "0" : String(whole)
        }
        // Every rejection's message prints numbers like these: written from the integer of its
        // digits, the same text as below at a fraction of the cost.
        if digits <= fastFractionDigits, Swift.abs(scaled) < fastScaledLimit {
            return positional(Int(scaled), fractionDigits: digits)
        }
        return described(rounded)
    }

    /// Decimals up to which ``plain(_:fractionDigits:)`` writes the digits itself…
    static let fastFractionDigits = 4
    /// …for numbers under this many units of the last decimal (10¹¹ with four decimals: far
    /// below where `Double`'s description turns to an exponent).
    static let fastScaledLimit = 1e15

    /// `units` × 10^−`fractionDigits` written out, trailing zeros dropped: for a value with at
    /// most 15 significant digits, the shortest decimal that reads back as the same `Double`,
    /// which is what `Double`'s description prints.
    static func positional(_ units: Int, fractionDigits: Int) -> String {
        var divisor = 1
        for _ in 0..<fractionDigits { divisor *= 10 }
        let magnitude = units.magnitude
        var fraction = Int(magnitude % UInt(divisor)), width = fractionDigits
        while width > 0, fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        let whole = String(magnitude / UInt(divisor))
        guard width > 0 else { return units < 0 ? "-" + whole : whole }
        let fractionText = String(fraction)
        let padding = String(repeating: "0", count: width - fractionText.count)
        return (units < 0 ? "-" : "") + whole + "." + padding + fractionText
    }

    /// `Double`'s description with trailing zeros dropped (exponents kept as they are).
    static func described(_ rounded: Double) -> String {
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `value` as it was typed, for the values people pass: the shortest text that reads back as
    /// it once binary noise is removed (``denoised(_:)``). `300.00000000000006` → "300", `0.001`
    /// → "0.001" (``plain(_:fractionDigits:)`` would round it to "0"), `1e-10` → "1e-10".
    ///
    /// - Complexity: O(1).
    package static func exact(_ value: Double) -> String {
        guard value.isFinite else { return plain(value) }
        let value = denoised(value)
        return value == value.rounded() && Swift.abs(value) < 1e15 ? String(Int(value)) : described(value)
    }

    /// `ratio` as a percentage with at most one decimal: `0.575` → "57.5%".
    ///
    /// - Complexity: O(1).
    package static func percent(_ ratio: Double) -> String {
        guard ratio.isFinite else { return ratio.isNaN ? "NaN%" : (ratio > 0 ? "∞%" : "-∞%") }
        return plain(ratio * 100, fractionDigits: 1) + "%"
    }

    /// `value` with binary noise removed, for numbers that were typed by people and passed
    /// through unit conversions: rounded to 9 decimals after the point when that changes it by
    /// less than 10⁻¹² of its size (and it is below 9 × 10⁶, where a ninth decimal exists). `300.00000000000006` → `300`; `6e-54` stays `6e-54` (rounding
    /// would make it 0, which is no small change).
    ///
    /// - Complexity: O(1).
    @usableFromInline
    package static func denoised(_ value: Double) -> Double {
        // From 2⁵³ × 10⁻⁹ up, a `Double` has no ninth decimal to round to, and scaling by 10⁹ and
        // back would only add noise (1e20 would come back as 9.999999999999998e19).
        guard value.isFinite, value != 0, Swift.abs(value) < 9e6 else { return value }
        let snapped = (value * 1e9).rounded() / 1e9
        return Swift.abs(snapped - value) <= 1e-12 * Swift.abs(value) ? snapped : value
    }
}

extension NumberText {
    /// `value` with exactly `fractionDigits` decimals: `2` → "2.0" for one digit.
    ///
    /// - Complexity: O(1).
    package static func fixed(_ value: Double, fractionDigits: Int) -> String {
        let text = plain(value, fractionDigits: fractionDigits)
        guard value.isFinite, fractionDigits > 0, !text.contains("e") else { return text }
        let digits = text.split(separator: ".", maxSplits: 1)
        let present = digits.count == 2 ? digits[1].count : 0
        let padding = String(repeating: "0", count: max(0, fractionDigits - present))
        return (digits.count == 2 ? text : text + ".") + padding
    }
}

extension NumberText {
    /// A length or coordinate as descriptions print it, to one decimal: `79.94` → "79.9".
    ///
    /// - Complexity: O(1).
    package static func length(_ value: Double) -> String { plain(value, fractionDigits: 1) }

    /// A point as descriptions print it, each coordinate a ``length(_:)``: "(200, 300.5)".
    ///
    /// - Complexity: O(1).
    package static func point(_ point: Point) -> String { "(\(length(point.x)), \(length(point.y)))" }
}
