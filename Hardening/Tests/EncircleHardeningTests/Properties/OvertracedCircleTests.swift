import Encircle
import PropertyBased
import Testing

/// Circles drawn over and over: the detector's documentation promises "an overtraced circle, not
/// a spiral" is a circle, however many times it goes round.
@Suite struct OvertracedCircleTests {
    let detector = CircleDetector()

    /// A clean circle of radius 20–400 pt drawn `laps` times, 60 samples per lap.
    static func circle(radius: Double, laps: Double) -> Stroke {
        .ellipse(center: Point(x: 500, y: 500), radius: radius, laps: laps, count: Int(60 * laps))
    }

    @Test func cleanCirclesOfUpToFiveLapsAreCircles() async {
        await propertyCheck(count: 200, input: Gen.double(in: 20...400), Gen.double(in: 1...5)) { radius, laps in
            #expect(detector.detect(in: Self.circle(radius: radius, laps: laps)).verdict == .circle(.circle))
        }
    }

    /// From about 5.75 laps on, clean circles used to be rejected as a sharp corner (the window
    /// spanned 1/16 of the whole length, not of a lap). Counterexample kept: radius 100, 6 laps.
    @Test func cleanCirclesOfSixToTenLapsAreCircles() async {
        await propertyCheck(count: 50, input: Gen.double(in: 20...400), Gen.double(in: 6...10)) { radius, laps in
            #expect(detector.detect(in: Self.circle(radius: radius, laps: laps)).verdict == .circle(.circle))
        }
        #expect(detector.detect(in: Self.circle(radius: 100, laps: 6)).rejection == nil)
    }
}
