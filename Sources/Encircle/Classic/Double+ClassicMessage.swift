extension Double {
    /// The value rounded to at most `fractionDigits` decimals, without trailing zeros, for the
    /// classic recipes' rejection messages: `2.41`, `2`, `106.7`.
    ///
    /// - Complexity: O(1).
    func classicMessageText(fractionDigits: Int) -> String {
        guard isFinite else { return "\(self)" }
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        let rounded = (self * scale).rounded() / scale
        guard rounded.isFinite else { return "\(self)" }
        if rounded == rounded.rounded(), Swift.abs(rounded) < 1e15 {
            return "\(Int(rounded))"
        }
        return "\(rounded)"
    }
}
