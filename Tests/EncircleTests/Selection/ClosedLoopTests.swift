import Testing

@testable import Encircle

@Suite struct ClosedLoopTests {
    let frame = Rect(x: 10, y: 10, width: 20, height: 10)

    @Test func keepsTheVerticesAndTheirBox() throws {
        let loop = try #require(ClosedLoop(SelectionFixtures.letterU))
        #expect(loop.vertices == SelectionFixtures.letterU.map(\.point))
        #expect(loop.bounds == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func refusesWhatCannotBeMeasured() {
        #expect(ClosedLoop(.empty) == nil)
        #expect(ClosedLoop(Stroke(points: [Point(x: 0, y: 0), Point(x: 1, y: 1)])) == nil)
        #expect(ClosedLoop(Stroke(points: [Point(x: 0, y: 0), Point(x: .nan, y: 1), Point(x: 2, y: 0)])) == nil)
    }

    @Test(arguments: [
        // Through the middle, and ending inside.
        (Point(x: 0, y: 15), Point(x: 40, y: 15), true), (Point(x: 0, y: 15), Point(x: 20, y: 15), true),
        // Wholly inside; touching a corner; along an edge.
        (Point(x: 12, y: 12), Point(x: 14, y: 14), true), (Point(x: 0, y: 0), Point(x: 10, y: 10), true),
        (Point(x: 10, y: 0), Point(x: 10, y: 40), true),
        // Across a corner's region but past it: the line y = x − 25 passes (30, 5) and (35, 10).
        (Point(x: 25, y: 0), Point(x: 45, y: 20), false),
        // Overlapping the frame on x and on y, apart on the segment's normal: x + y = 12 < 20.
        (Point(x: 0, y: 12), Point(x: 12, y: 0), false),
        // Beside, and a single point outside.
        (Point(x: 31, y: 0), Point(x: 31, y: 40), false), (Point(x: 5, y: 5), Point(x: 5, y: 5), false),
    ])
    func findsWhereASegmentMeetsAFrame(a: Point, b: Point, meets: Bool) {
        #expect(ClosedLoop.segment(from: a, to: b, meets: frame, corners: frame.corners) == meets)
        #expect(ClosedLoop.segment(from: b, to: a, meets: frame, corners: frame.corners) == meets)
    }

    @Test func theClosingChordIsPartOfTheLine() throws {
        let loop = try #require(ClosedLoop(SelectionFixtures.letterC))
        // Only the chord from (100, 100) back to (100, 0) passes x = 100 between y 40 and 60.
        #expect(loop.lineMeets(Rect(x: 99, y: 40, width: 2, height: 20)))
        #expect(!loop.lineMeets(Rect(x: 90, y: 40, width: 5, height: 20)))
    }
}
