import Encircle
import EncircleHardening
import Testing

@Suite struct KnownIssuesTests {
    @Test func everyLimitThatWouldTrapIsRefused() {
        var tweaks: [(inout CircleDetector.Configuration) -> Void] = []
        tweaks.append { $0.minimumSweep = .degrees(0) }
        tweaks.append { $0.minimumSweep = .radians(.infinity) }
        tweaks.append { $0.maximumReversal = .degrees(-1) }
        tweaks.append { $0.maximumCornerTurn = .degrees(0) }
        tweaks.append { $0.maximumCornerConcentration = 0 }
        tweaks.append { $0.maximumAspectRatio = 0.99 }
        tweaks.append { $0.maximumRadialDeviation = .nan }
        tweaks.append { $0.maximumSpiralGrowth = -1 }
        tweaks.append { $0.maximumTailDeviation = 0 }
        tweaks.append { $0.minimumSize = .infinity }
        for tweak in tweaks {
            var configuration = CircleDetector.Configuration.default
            tweak(&configuration)
            #expect(KnownIssues.detector(configuration: configuration) == nil, "\(configuration)")
        }
        #expect(KnownIssues.detector(configuration: .default) == CircleDetector())
        for configuration in FuzzedStroke.configurations {
            #expect(KnownIssues.detector(configuration: configuration) != nil)
        }
    }

    @Test func angleRoundingThatCannotBeReadBack() {
        var configuration = CircleDetector.Configuration.default
        #expect(!KnownIssues.failsToReadBack(configuration))
        configuration.maximumReversal = .degrees(4e-10)
        #expect(!KnownIssues.failsToReadBack(configuration), "a reversal limit of 0 is allowed")
        configuration.maximumCornerTurn = .degrees(4e-10)
        #expect(KnownIssues.failsToReadBack(configuration))
        configuration = .default
        configuration.minimumSweep = .degrees(1e300)
        #expect(KnownIssues.failsToReadBack(configuration))
    }
}
