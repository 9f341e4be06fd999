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

    /// Known issue: from about 5.75 laps on, every clean circle is rejected as a sharp corner.
    /// The corner check measures the turn between chords spanning 1/16 of the whole length, which
    /// on a circle drawn *n* times span 22.5° × *n* of arc each and so turn by as much: 126° at
    /// 5.75 laps (radius 20 or 100 pt), 132° at 6 laps (radius 1000 pt), over the 125° limit.
    @Test func cleanCirclesOfSixToTenLapsAreCircles() async {
        await withKnownIssue("overtraced circles of about 5.75 laps or more are rejected as sharpCorner") {
            await propertyCheck(count: 50, input: Gen.double(in: 20...400), Gen.double(in: 6...10)) { radius, laps in
                #expect(detector.detect(in: Self.circle(radius: radius, laps: laps)).verdict == .circle(.circle))
            }
        }
        // The counterexample to report: radius 100 pt, 6 laps, 360 samples.
        withKnownIssue("overtraced circles of about 5.75 laps or more are rejected as sharpCorner") {
            #expect(detector.detect(in: Self.circle(radius: 100, laps: 6)).rejection == nil)
        }
    }
}
