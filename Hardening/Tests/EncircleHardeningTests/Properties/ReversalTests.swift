import Encircle
import PropertyBased
import Testing

/// Drawing a stroke the other way round flips only its direction: the same circle (centre and
/// radius), the same verdict.
@Suite struct ReversalTests {
    let detector = CircleDetector()

    @Test func reversingACircleFlipsOnlyItsDirection() async {
        await propertyCheck(count: 400, input: CleanRound.generator) { round in
            let stroke = round.stroke
            guard let forward = detector.detect(in: stroke).recognized,
                let backward = detector.detect(in: stroke.reversedDirection()).recognized
            else {
                Issue.record("a clean circle or its reverse is not a circle")
                return
            }
            #expect(backward.direction == forward.direction.reversed)
            #expect(backward.shape == forward.shape)
            // Resampling starts from the other end, so the fit moves a little with the noise: by at
            // most 0.3% of the radius over 5,000 clean strokes with up to 1% noise.
            let tolerance = 0.01 * forward.radius
            #expect(
                backward.center.distance(to: forward.center) <= tolerance, "\(backward.center) vs \(forward.center)")
            #expect(abs(backward.radius - forward.radius) <= tolerance, "\(backward.radius) vs \(forward.radius)")
        }
    }

    @Test func reversingAnyCleanStrokeKeepsTheVerdict() async {
        await propertyCheck(count: 400, input: CleanStroke.generator) { clean in
            let stroke = clean.stroke
            #expect(detector.detect(in: stroke.reversedDirection()).verdict == detector.detect(in: stroke).verdict)
        }
    }
}
