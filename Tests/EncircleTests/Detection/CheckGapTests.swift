import Foundation
import Testing

@testable import Encircle

/// Every tuned default lies in the gap the development strokes leave: beyond the most extreme of
/// the 150 circles, and short of the nearest non-circle that every other check lets through.
/// The Guide quotes the figures this test prints when `ENCIRCLE_PRINT_GAPS` is set
/// (`ENCIRCLE_PRINT_GAPS=1 swift test --filter CheckGapTests`); the test command stays quiet.
@Suite struct CheckGapTests {
    struct Gap: CustomStringConvertible {
        var key: String
        var circles: Double
        var nearestOther: Double?
        var description: String {
            "\(key): circles reach \(NumberText.plain(circles, fractionDigits: 3)), the nearest other stroke "
                + (nearestOther.map { NumberText.plain($0, fractionDigits: 3) } ?? "none")
        }
    }

    static let gaps: [Gap] = {
        let strokes = RealStrokeVerdictTests.strokes
        let detector = CircleDetector()
        let measured = strokes.map {
            (isCircle: $0.label == "circle", measurements: detector.measurements(of: $0.stroke))
        }
        return CircleDetector.Check.allCases.filter(\.rule.isTunable).map { check in
            let sign = check.rule.bound == .maximum ? 1.0 : -1.0
            let relaxed = check.rule.setting(sign * .infinity, in: .default)
            var circles = -Double.infinity, nearest = Double.infinity
            for (isCircle, m) in measured {
                guard let m, CircleDetector.Check.rules.allSatisfy({ $0.rejection(for: m, in: relaxed) == nil }),
                    let value = check.rule.measured(in: m, as: relaxed.shape(of: m))
                else { continue }
                if isCircle { circles = max(circles, sign * value) } else { nearest = min(nearest, sign * value) }
            }
            return Gap(
                key: check.key, circles: sign * circles, nearestOther: nearest.isFinite ? sign * nearest : nil)
        }
    }()

    @Test func everyTunedDefaultLiesInTheGap() throws {
        let printsGaps = ProcessInfo.processInfo.environment["ENCIRCLE_PRINT_GAPS"] != nil
        for gap in Self.gaps {
            if printsGaps { print(gap) }
            let check = try #require(CircleDetector.Check(rawValue: gap.key))
            let limit = try #require(check.rule.limit(in: .default))
            if check.rule.bound == .maximum {
                #expect(gap.circles <= limit, "\(gap)")
                if let other = gap.nearestOther { #expect(limit < other, "\(gap)") }
            } else {
                #expect(gap.circles >= limit, "\(gap)")
                if let other = gap.nearestOther { #expect(limit > other, "\(gap)") }
            }
        }
    }
}
