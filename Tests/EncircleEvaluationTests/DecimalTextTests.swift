import Foundation
import Testing

@testable import EncircleEvaluation

@Suite struct DecimalTextTests {
    /// What ``PlainJSONReader`` reads from `text`, the whole of it, as a number.
    static func read(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            var reader = PlainJSONReader(bytes)
            guard let value = reader.number(), reader.isAtEnd() else { return nil }
            return value
        }
    }

    /// The conversion itself, on either path, for any number in JSON's grammar (also those
    /// `number()` leaves to the decoder): the `Double` the standard library's correctly rounded
    /// parser (and so `JSONDecoder`, through `strtod`) gives, to the bit.
    static func expectExact(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let value = Array(text.utf8).withUnsafeBufferPointer { bytes -> Double? in
            var reader = PlainJSONReader(bytes)
            guard let number = reader.decimalText(), reader.isAtEnd() else { return nil }
            return number.value(of: bytes)
        }
        #expect(value?.bitPattern == Double(text)?.bitPattern, "\(text)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        "0", "-0", "1", "-1", "0.1", "0.016", "177.28", "-824.0", "123.456", "1e3", "1E-3", "2.5e+2", "1e22",
        "1e23", "9007199254740992", "9007199254740993", "9007199254740993e-5", "18014398509481984", "1e-22",
        "4.35", "0.30000000000000004", "1.7976931348623157e308", "2.2250738585072014e-308", "5e-324",
        "123456789012345678901234567890", "0.000000000000000000000000000001", "3.14159265358979323846264338327950288",
        "-66.123456789012345", "1e-300", "-1e-300", "1e999", "1e-999", "0.0000000000000000000001e22",
        "12345678901234567890e-3", "1234567890123456789e-3", "7e100000000000", "7e-100000000000", "0.5e1",
        "8.5e-1", "9999999999999999e22", "4503599627370497.5", "4503599627370496.5",
    ])
    func convertsAsTheStandardLibraryDoes(_ text: String) {
        Self.expectExact(text)
    }

    /// Numbers as writers write them (`Double.description`, a few decimals, whole numbers), and
    /// numbers of every length: the fast path and the slow one agree with the parser to the bit.
    @Test func convertsRandomNumbersExactly() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let value = Double.random(in: -2000...2000, using: &generator)
            let decimals = Int.random(in: 0...6, using: &generator)
            Self.expectExact(value.description)
            Self.expectExact(String(format: "%.\(decimals)f", value))
            Self.expectExact(String(Int64.random(in: -(1 << 60)...(1 << 60), using: &generator)))
            let digits = (0..<Int.random(in: 1...25, using: &generator)).map { _ in
                String(Int.random(in: 0...9, using: &generator))
            }
            let exponent = Int.random(in: -30...30, using: &generator)
            Self.expectExact("1" + digits.joined() + "e\(exponent)")
            Self.expectExact("0." + digits.joined() + "1e\(exponent)")
            // The bits of any Double, written shortest.
            let bits = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator))
            if bits.isFinite { Self.expectExact(bits.description) }
        }
    }

    @Test func readsNumbersWithTheirSignsAndZeros() throws {
        #expect(Self.read("-0")?.bitPattern == (-0.0).bitPattern)
        #expect(Self.read("-0.000")?.bitPattern == (-0.0).bitPattern)
        #expect(Self.read("0.0")?.bitPattern == (0.0).bitPattern)
        #expect(Self.read("-1e-300") == -1e-300)
        #expect(Self.read("481") == 481)
        #expect(Self.read(" 2.5E+2 ") == 250)
    }

    /// `JSONDecoder` refuses a number that rounds to zero or infinity, and `0e5` (though not
    /// `-0e5`); those, subnormal numbers and zeros with an exponent are left to it.
    @Test(arguments: ["1e999", "-1e999", "1e-400", "2e-324", "5e-324", "1e-310", "0e5", "0E5", "-0e5", "0.0e1"])
    func leavesToTheDecoderWhatItMightReadOtherwise(_ text: String) {
        #expect(Self.read(text) == nil, "\(text)")
    }
}
