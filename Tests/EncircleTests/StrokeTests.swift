import Foundation
import Testing

@testable import Encircle

@Suite struct StrokeTests {
    @Test func emptyStrokeHasNoGeometry() {
        let stroke = Stroke.empty
        #expect(stroke.boundingBox == nil)
        #expect(stroke.centroid == nil)
        #expect(stroke.pathLength == 0)
        #expect(stroke.duration == nil)
        #expect(stroke.closureDistance == 0)
    }

    @Test func geometryOfASquare() {
        let stroke = Stroke(
            points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)],
            interval: 0.5)
        #expect(stroke.boundingBox == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(stroke.centroid == Point(x: 5, y: 5))
        #expect(stroke.pathLength == 30)
        #expect(stroke.duration == 1.5)
        #expect(stroke.closureDistance == 10)
    }

    @Test func findsInvalidSamplesAndTimeReversals() {
        let nan = Stroke([.init(x: 0, y: 0, time: 0), .init(x: .nan, y: 1, time: 1)])
        #expect(nan.firstInvalidSampleIndex == 1)
        let backwards = Stroke([.init(x: 0, y: 0, time: 1), .init(x: 1, y: 1, time: 2), .init(x: 2, y: 2, time: 1.5)])
        #expect(backwards.firstTimeReversalIndex == 2)
        #expect(CircleRejection.invalidInput(in: backwards)?.reason == .timeNotIncreasing)
        #expect(CircleRejection.invalidInput(in: nan)?.reason == .invalidSample)
    }

    @Test func decodesTheDesignJSONFormWithOptionalTime() throws {
        let json = #"{"points":[{"x":1,"y":2,"t":0.016},{"x":3,"y":4}]}"#
        let stroke = try JSONDecoder().decode(Stroke.self, from: Data(json.utf8))
        #expect(stroke.samples == [.init(x: 1, y: 2, time: 0.016), .init(x: 3, y: 4)])
        let roundTrip = try JSONDecoder().decode(Stroke.self, from: JSONEncoder().encode(stroke))
        #expect(roundTrip == stroke)
    }

    @Test func transformsKeepTimesAndDoNotMutate() {
        let stroke = Stroke(points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)], interval: 0.1)
        let mirrored = stroke.mirrored()
        #expect(mirrored.samples.map(\.point) == [Point(x: 10, y: 0), Point(x: 0, y: 0), Point(x: 0, y: 10)])
        #expect(mirrored.samples.map(\.time) == stroke.samples.map(\.time))
        let rotated = stroke.rotated(by: .degrees(90), around: .zero)
        #expect(abs(rotated[1].x - 0) < 1e-12 && abs(rotated[1].y - 10) < 1e-12)
        #expect(stroke.scaled(by: 2, around: .zero)[2].point == Point(x: 20, y: 20))
        #expect(stroke.thinned(keepingEvery: 2).count == 2)
        let backward = stroke.reversedDirection()
        #expect(backward.samples.map(\.point) == stroke.samples.reversed().map(\.point))
        let times = backward.samples.compactMap(\.time)
        #expect(times.count == 3 && zip(times, [0, 0.1, 0.2]).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    @Test func densifiedInterpolatesPointsAndTimes() {
        let stroke = Stroke(points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)], interval: 0.1)
        let dense = stroke.densified(by: 2)
        #expect(
            dense.samples.map(\.point) == [
                Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 5), Point(x: 10, y: 10),
            ])
        let times = dense.samples.compactMap(\.time)
        #expect(times.count == 5 && zip(times, [0, 0.05, 0.1, 0.15, 0.2]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(stroke.densified(by: 1) == stroke)
        #expect(Stroke(points: [Point(x: 1, y: 1)]).densified(by: 3).count == 1)
        let untimed = Stroke(points: [Point(x: 0, y: 0), Point(x: 4, y: 0)]).densified(by: 4)
        #expect(untimed.samples.allSatisfy { $0.time == nil } && untimed.count == 5)
    }
}
