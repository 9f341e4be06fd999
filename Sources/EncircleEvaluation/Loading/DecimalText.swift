/// A number in JSON's grammar as ``PlainJSONReader`` read it: where its text lies, its sign, its
/// digits as one whole number and its exponent, and the `Double` it stands for.
///
/// `177.28` is 17728 × 10⁻² (``significand``, ``fractionDigits``); `-4e2` is −4 × 10².
struct DecimalText {
    /// The offsets of its text.
    var start: Int, end: Int
    var isNegative = false
    /// The digits before and after the point read as one whole number, leading zeros aside;
    /// exact while ``significantDigits`` is at most 19.
    private(set) var significand: UInt64 = 0
    /// The digits from the first that is not 0; none for a zero.
    private(set) var significantDigits = 0
    /// The digits after the point.
    var fractionDigits = 0
    /// The number after `e`, or `nil` without one.
    var exponent: Int?
    /// Whether the exponent is too long to hold; then only its text says what it is.
    var isExponentHuge = false

    /// 10⁰ to 10²², every power of ten a `Double` holds exactly: 10²² = 2²² × 5²², and
    /// 5²² < 2⁵³ (5²³ is not).
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]

    /// Begins a number whose text starts at `start`.
    init(start: Int) {
        self.start = start
        self.end = start
    }

    /// Adds the next digit of the significand, `0`–`9`.
    mutating func append(_ digit: UInt8) {
        guard significantDigits > 0 || digit != 0 else { return }
        significantDigits += 1
        if significantDigits <= 19 { significand = significand &* 10 &+ UInt64(digit) }
    }

    /// The `Double` nearest the number (ties to even), as a correctly rounded `strtod` gives it
    /// and `JSONDecoder` reads it: ±infinity past the largest `Double`, ±0 below the smallest.
    ///
    /// When the significand is at most 2⁵³ and the power of ten at most 10²² either way (the
    /// common case: `177.28`, `0.017`), both are `Double`s exactly, and one IEEE 754 multiply or
    /// divide rounds their exact product or quotient to the nearest `Double` (ties to even):
    /// the same `Double` by definition (Clinger's fast path, as in `strtod`s themselves). Any
    /// other number is read by the standard library's parser from its text.
    ///
    /// - Complexity: O(1) on the fast path; O(*n*) in the length of the text otherwise.
    func value(of bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let scale = (exponent ?? 0) - fractionDigits
        if significantDigits <= 19, !isExponentHuge, significand <= 1 << 53, abs(scale) <= 22 {
            let magnitude = Double(significand)
            let value = scale < 0 ? magnitude / Self.powersOfTen[-scale] : magnitude * Self.powersOfTen[scale]
            return isNegative ? -value : value
        }
        return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
    }
}
