import Foundation
import Testing

@testable import Encircle

@Suite struct OutlierFilterTests {
    /// The points the filter releases for `points`, the last one included.
    private func filtered(_ points: [Point]) -> [Point] {
        var filter = OutlierFilter()
        var released = points.compactMap { filter.filter($0) }
        if let last = filter.held { released.append(last) }
        return released
    }

    @Test func keepsEverySampleOfAPathThatGoesOn() {
        let line = (0..<10).map { Point(x: Double($0) * 3, y: 0) }
        #expect(filtered(line) == line)
        // A sparse circle, five samples a lap: each turns 72°, far from turning back.
        let pentagon = (0...5).map { Point(x: cos(Double($0) * 2 * .pi / 5), y: sin(Double($0) * 2 * .pi / 5)) }
        #expect(filtered(pentagon) == pentagon)
    }

    @Test func keepsACorner() {
        let corner = [Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 2), Point(x: 4, y: 4)]
        #expect(filtered(corner) == corner)
    }

    @Test func putsSwappedPairsBackInOrder() {
        // Samples 1, 0, 3, 2, 5, 4, … along a line come out in order, each pair's first repeated.
        let swapped = [1, 0, 3, 2, 5, 4, 7, 6].map { Point(x: Double($0), y: 0) }
        let out = filtered(swapped).map(\.x)
        #expect(out == out.sorted(), "\(out)")
    }

    @Test func dropsASampleThatJumpsAwayAndBack() {
        var path = (0..<10).map { Point(x: Double($0) * 3, y: 0) }
        path[5] = Point(x: 15, y: 12)
        let out = filtered(path)
        #expect(out.allSatisfy { $0.y == 0 })
        #expect(out.count == path.count)
    }

    @Test func theEndsPassAsTheyAre() {
        let path = [Point(x: 0, y: 9), Point(x: 3, y: 0), Point(x: 6, y: 0), Point(x: 9, y: 0), Point(x: 9, y: 9)]
        let out = filtered(path)
        #expect(out.first == path.first)
        #expect(out.last == path.last)
    }

    @Test func theMedianIsTheMiddleSampleUnlessItLiesFartherThanItsNeighboursLieApart() {
        let a = Point(x: 0, y: 0), c = Point(x: 4, y: 0)
        #expect(OutlierFilter.median(a, Point(x: 2, y: 1), c) == Point(x: 2, y: 1))
        #expect(OutlierFilter.median(a, Point(x: 2, y: 5), c) == a)
        #expect(OutlierFilter.median(a, Point(x: 5, y: 0), c) == c)
        #expect(OutlierFilter.median(a, Point(x: -1, y: 0), c) == a)
    }
}
