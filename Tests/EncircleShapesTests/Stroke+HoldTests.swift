import Encircle
import Testing

@testable import EncircleShapes

@Suite struct StrokeHoldTests {
    /// A stroke that moves 100 pt in a second, then rests.
    static func moving(thenResting rest: [(dx: Double, time: Double)]) -> Stroke {
        let moving = (0...60).map { Stroke.Sample(x: Double($0) * 100 / 60, y: 0, time: Double($0) / 60) }
        return Stroke(moving + rest.map { Stroke.Sample(x: 100 + $0.dx, y: 0, time: 1 + $0.time) })
    }

    @Test func aRestWithTremblingSamplesIsTimedFromTheLastMove() {
        let stroke = Self.moving(
            thenResting: (1...40).map { (dx: $0.isMultiple(of: 2) ? 1.5 : -1, time: Double($0) / 60) })
        // The end lies at 101.5; the last sample farther than 4 pt is the moving one at 96.67 (58/60 s).
        #expect(abs(stroke.restingTime(within: 4) - (1 + 40.0 / 60 - 58.0 / 60)) < 1e-9)
        #expect(stroke.restingTime(within: 0.5) < 0.1)
    }

    @Test func aRecorderSilentWhileThePenRestsShowsTheRestAtTheLift() {
        let stroke = Self.moving(thenResting: [(dx: 0.5, time: 0.7)])
        // The end lies at 100.5; the last sample farther than 4 pt is at 95 (57/60 s).
        #expect(abs(stroke.restingTime(within: 4) - (1.7 - 57.0 / 60)) < 1e-9)
    }

    @Test func aStrokeThatMovesToItsEndOrHasNoTimesDidNotRest() {
        // The last step: one sample's time.
        #expect(abs(Self.moving(thenResting: []).restingTime(within: 0.1) - 1.0 / 60) < 1e-9)
        #expect(Stroke(points: [Point(x: 0, y: 0), Point(x: 10, y: 0)]).restingTime(within: 4) == 0)
        #expect(Stroke.empty.restingTime(within: 4) == 0)
        #expect(abs(Self.moving(thenResting: []).restingTime(within: .nan) - 1.0 / 60) < 1e-9)
    }
}
