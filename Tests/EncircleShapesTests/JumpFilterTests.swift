import Encircle
import Foundation
import Testing

@testable import EncircleShapes

/// A sample that jumps off a straight stretch and straight back is put back; corners, curves,
/// wobbles and the ends are not touched.
@Suite struct JumpFilterTests {
    /// A line of `count` samples 10 pt apart along x, from the origin.
    static func line(count: Int = 20) -> [Point] {
        (0..<count).map { Point(x: 10 * Double($0), y: 0) }
    }

    /// A jump of 15 pt off a line of 190 pt, samples 10 pt apart: the three-point filter keeps
    /// it (it lies 18 pt from each neighbour, which lie 20 pt apart); the jump filter puts it
    /// between them.
    @Test(arguments: [-15.0, 15.0])
    func aJumpOffAStraightStretchIsPutBack(offset: Double) {
        var points = Self.line()
        points[8] = Point(x: 80, y: offset)
        #expect(OutlierFilter.filtered(points)[8] == points[8])
        let smoothed = JumpFilter.smoothed(points)
        #expect(smoothed[8] == Point(x: 80, y: 0))
        #expect(zip(smoothed, Self.line()).allSatisfy { $0 == $1 })
    }

    /// Jumps three samples apart are each put back: the one behind is already on the path when
    /// the next is judged. Two jumps closer than that spoil each other's steps, and stay.
    @Test func jumpsThreeSamplesApartAreBothPutBack() {
        var points = Self.line()
        points[6] = Point(x: 60, y: 15)
        points[9] = Point(x: 90, y: -15)
        #expect(zip(JumpFilter.smoothed(points), Self.line()).allSatisfy { $0 == $1 })
        points[9] = Self.line()[9]
        points[8] = Point(x: 80, y: -15)
        #expect(JumpFilter.smoothed(points) == points)
    }

    /// A sample that stands off by less than ``JumpFilter/jumpReach`` of the diagonal (here 3%
    /// of 190 pt, 5.9 pt) is the hand's wobble, and stays.
    @Test func aWobbleStays() {
        var points = Self.line()
        points[8] = Point(x: 80, y: 5)
        #expect(JumpFilter.smoothed(points) == points)
    }

    /// A right-angle corner drawn with a sample every 10 pt, as sparse as a fast stroke: the
    /// steps before and after the corner run along the sides, not along the corner's chord.
    @Test func aSparseCornerStays() {
        let points = (0...6).map { Point(x: 10 * Double($0), y: 0) } + (1...6).map { Point(x: 60, y: 10 * Double($0)) }
        #expect(JumpFilter.smoothed(points) == points)
    }

    /// A circle of 12 samples a lap turns 30° at every sample: no sample is a jump.
    @Test func aSparseCircleStays() {
        let points = (0...12).map { index in
            let angle = Double(index) * .pi / 6
            return Point(x: 100 * cos(angle), y: 100 * sin(angle))
        }
        #expect(JumpFilter.smoothed(points) == points)
    }

    /// The first two and last two samples have no steps beyond them to go by, and stay; so does
    /// every sample of a stroke of fewer than five.
    @Test func theEndsStay() {
        var points = Self.line()
        points[1] = Point(x: 10, y: 15)
        points[18] = Point(x: 180, y: 15)
        #expect(JumpFilter.smoothed(points) == points)
        let short = [Point(x: 0, y: 0), Point(x: 10, y: 15), Point(x: 20, y: 0), Point(x: 30, y: 0)]
        #expect(JumpFilter.smoothed(short) == short)
    }

    /// Repeated points (no step) and a stroke on one point are left as they are, without a trap.
    @Test func degenerateStrokesStay() {
        let still = Array(repeating: Point(x: 5, y: 5), count: 8)
        #expect(JumpFilter.smoothed(still) == still)
        var repeated = Self.line()
        repeated[9] = repeated[8]
        #expect(JumpFilter.smoothed(repeated) == repeated)
    }
}
