import Foundation
import Testing

@testable import Encircle

@Suite struct NormalizedEllipseTests {
    @Test func mapsTheEllipseOntoTheUnitCircle() throws {
        let ellipse = try #require(NormalizedEllipse(SelectionFixtures.tiltedEllipse))
        // The ends of the axes: 50 along (1, 1)/√2, 20 along (−1, 1)/√2.
        let end = 50 / 2.0.squareRoot(), side = 20 / 2.0.squareRoot()
        let major = ellipse.normalized(Point(x: 100 + end, y: 100 + end))
        let minor = ellipse.normalized(Point(x: 100 - side, y: 100 + side))
        #expect(abs(major.x - 1) < 1e-12 && abs(major.y) < 1e-12)
        #expect(abs(minor.x) < 1e-12 && abs(minor.y - 1) < 1e-12)
        #expect(ellipse.normalized(SelectionFixtures.tiltedEllipse.center) == .zero)
    }

    @Test func refusesAnEllipseThatCannotBeMeasured() {
        let good = SelectionFixtures.tiltedEllipse
        var flat = good, huge = good, lost = good
        flat.semiMinorAxis = 0
        huge.semiMajorAxis = .infinity
        lost.center.y = .nan
        #expect(NormalizedEllipse(good) != nil)
        for ellipse in [flat, huge, lost] { #expect(NormalizedEllipse(ellipse) == nil) }
    }

    @Test func measuresTheDistanceToASegment() {
        let distance = NormalizedEllipse.squaredDistanceFromOrigin(toSegmentFrom:to:)
        // Nearest inside the segment, at an end, and for a segment that is a point.
        #expect(distance(Point(x: -3, y: 2), Point(x: 3, y: 2)) == 4)
        #expect(distance(Point(x: 3, y: 4), Point(x: 6, y: 8)) == 25)
        #expect(distance(Point(x: 1, y: 1), Point(x: 1, y: 1)) == 2)
    }

    @Test func meetsAFrameByItsCentreOrItsEdge() throws {
        let ellipse = try #require(NormalizedEllipse(SelectionFixtures.tiltedEllipse))
        #expect(ellipse.meets(Rect(x: 0, y: 0, width: 200, height: 200)))  // the centre
        #expect(ellipse.meets(Rect(x: 128, y: 0, width: 2, height: 200)))  // an edge through it
        #expect(!ellipse.meets(Rect(x: 130, y: 62, width: 8, height: 8)))  // in its box, beside it
    }
}
