import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

/// The messages' number formatter: the digits it writes itself are exactly `Double`'s shortest
/// description, rounded and without trailing zeros.
@Suite struct NumberTextTests {
    /// What `plain` printed before it wrote digits itself: the rounded value's description.
    private func described(_ value: Double, fractionDigits: Int) -> String {
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return Int(rounded) == 0 ? "0" : String(Int(rounded)) }
        return NumberText.described(rounded)
    }

    @Test func writesTheSameDigitsAsTheDescription() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<20_000 {
            let digits = Int.random(in: 0...4, using: &random)
            let magnitude = Double.random(in: -6...11, using: &random)
            let value = Double.random(in: -1...1, using: &random) * pow(10, magnitude)
            #expect(NumberText.plain(value, fractionDigits: digits) == described(value, fractionDigits: digits))
        }
    }

    @Test(arguments: [
        (300.00000000000006, 2, "300"), (2.4149, 2, "2.41"), (-0.05, 2, "-0.05"), (0.001, 2, "0"),
        (138.64, 1, "138.6"), (0.1 + 0.2, 2, "0.3"), (57.5, 1, "57.5"), (-12.3456, 4, "-12.3456"),
        (1.5e14, 2, "150000000000000"),
        (123456789012.25, 2, "123456789012.25"),
    ])
    func printsReadableNumbers(value: Double, digits: Int, text: String) {
        #expect(NumberText.plain(value, fractionDigits: digits) == text)
    }

    /// The values people pass are written as typed, however small: a limit of 1e-10 is not "0".
    @Test(arguments: [
        (300.00000000000006, "300"), (0.001, "0.001"), (1e-10, "1e-10"), (-2.5, "-2.5"), (-0.0, "0"),
        (6e-54, "6e-54"), (0.1 + 0.2, "0.3"), (1e20, "1e+20"), (.nan, "NaN"),
    ])
    func writesPassedValuesExactly(value: Double, text: String) {
        #expect(NumberText.exact(value) == text)
        if value.isFinite { #expect(Double(text) == NumberText.denoised(value)) }
    }

    @Test func nonFiniteValuesHaveNames() {
        #expect(NumberText.plain(.nan) == "NaN")
        #expect(NumberText.plain(.infinity) == "∞")
        #expect(NumberText.percent(-.infinity) == "-∞%")
        #expect(NumberText.percent(0.575) == "57.5%")
    }

    /// Lengths and points in descriptions: one decimal, no trailing zeros, no "-0".
    @Test func lengthsAndPointsToOneDecimal() {
        #expect(NumberText.length(79.94) == "79.9")
        #expect(NumberText.length(80.0000001) == "80")
        #expect(NumberText.point(Point(x: 200, y: -300.46)) == "(200, -300.5)")
        #expect(NumberText.point(Point(x: -0.01, y: 0.04)) == "(0, 0)")
    }
}
