import Encircle
import Foundation
import Testing

@testable import EncircleShapes

/// The headings of a stroke, and the medians that take a jumped sample's swing out of them.
@Suite struct TurningTests {
    /// `count` points of a spiral whose radius grows from 40 to 100 over two turns.
    static func spiral(count: Int) -> [Point] {
        (0..<count).map { index in
            let t = Double(index) / Double(count - 1), angle = 4 * Double.pi * t
            let radius = 40 + 60 * t
            return Point(x: 200 + radius * cos(angle), y: 200 + radius * sin(angle))
        }
    }

    /// 41 points a step apart along a line, the one at `index` moved `offset` off it.
    static func line(jumping offset: Double, at index: Int = 20) -> [Point] {
        (0...40).map { Point(x: Double($0), y: $0 == index ? offset : 0) }
    }

    @Test func aTurnOneWayIsUnchangedByTheMedians() {
        let turning = Turning(Self.spiral(count: 200), span: 3)
        let medians = turning.medians(within: Array(repeating: 5, count: 200))
        #expect(medians.headings == turning.headings)
    }

    @Test func aSwingShorterThanTheSpanIsGone() {
        let turning = Turning(Self.line(jumping: 1.5), span: 2)
        #expect(turning.largestReversal(against: 1) > ShapeTest.maximumReversal)
        let medians = turning.medians(within: Array(repeating: 3, count: 41))
        #expect(medians.largestReversal(against: 1) == 0)
        #expect(medians.largestReversal(against: -1) == 0)
    }

    @Test func aTurnBackLongerThanTheSpanStays() {
        // An S: half a circle one way, then half a circle the other.
        let s = (0..<100).map { index -> Point in
            let angle = Double.pi * Double(index % 50) / 49
            return index < 50
                ? Point(x: 100 - 50 * cos(angle), y: 50 * sin(angle))
                : Point(x: 200 - 50 * cos(angle), y: -50 * sin(angle))
        }
        let turning = Turning(s, span: 2)
        let medians = turning.medians(within: Array(repeating: 3, count: s.count))
        #expect(medians.largestReversal(against: 1) > 150)
        #expect(medians.largestReversal(against: -1) > 150)
    }

    @Test func theMediansStayCentredAtTheEnds() {
        // The first heading, from the first point to the third, points toward the jump; the
        // median of the first heading and the ten after it would be the line's.
        let turning = Turning(Self.line(jumping: 1.5, at: 2), span: 2)
        let medians = turning.medians(within: Array(repeating: 10, count: 41))
        #expect(turning.headings[0] != 0)
        #expect(medians.headings[0] == turning.headings[0])
        #expect(medians.headings[1] == turning.headings[1])
        #expect(medians.headings[10] == 0)
    }

    @Test func pointsWithoutASpanKeepTheirHeading() {
        let turning = Turning(Self.line(jumping: 1.5), span: 2)
        #expect(turning.medians(within: []).headings == turning.headings)
    }
}
