import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

@Suite struct TurnMonitorTests {
    /// What the monitor measured once every sample of `stroke` has been summarised, with the
    /// default minimum size (turns measured after 40 pt).
    private func turns(_ stroke: Stroke) -> TurnMonitor { summarize(stroke).turns }

    private func summarize(_ stroke: Stroke) -> StrokeSummary {
        var summary = StrokeSummary(minimumSize: CircleDetector.Configuration.default.minimumSize)
        for sample in stroke.samples { summary.add(sample) }
        summary.finish()
        return summary
    }

    @Test func aCircleWindsOncePerLapAndTurnsGently() {
        for laps in [1.5, 2.5, 3.5] {
            let measured = turns(.circle(radius: 80, count: Int(96 * laps), turns: laps))
            // Winding round the running centroid misses the first samples, near the centroid: it
            // runs behind by less than the lag the recognizer allows before judging closure.
            let lag = CircleDefinition.closureWindingLag
            #expect(abs(measured.winding) > 360 * laps - lag && abs(measured.winding) < 360 * laps)
            #expect(measured.lapsBegun == Int(laps) + 1)
            #expect(measured.sharpestTurn < 45, "\(laps) laps: \(measured.sharpestTurn)°")
            #expect(measured.cornerCount == 0)
        }
    }

    @Test func noiseDoesNotReadAsASharpCorner() {
        // Densely sampled (every 2°, 2 pt apart) with noise of up to 2 pt: along the path every
        // step wiggles, but the circle goes nowhere sharp.
        for seed in UInt64(1)...5 {
            let measured = turns(.circle(radius: 60, count: 181, noise: 2, seed: seed)).sharpestTurn
            #expect(measured < 90, "seed \(seed): \(measured)°")
        }
    }

    @Test func aCornerBetweenStraightSidesKeepsItsAngleUnderNoise() {
        // A caret: two straight sides 200 pt long meeting at 30°, so the pen turns 150°; noise of
        // up to 1 pt on 2 pt steps.
        let apex = Point(x: 200, y: 100), side = 200.0, half = Double.pi / 12
        let clean = Stroke.polyline(
            [
                Point(x: apex.x - side * sin(half), y: apex.y + side * cos(half)), apex,
                Point(x: apex.x + side * sin(half), y: apex.y + side * cos(half)),
            ], perSide: 100)
        let noisy = Stroke.polyline(clean.samples.map(\.point), perSide: 1, noise: 1, seed: 9)
        // Its one corner is its first sharp stretch: no hook, 50% of the length from either end.
        for stroke in [clean, noisy] {
            let summary = summarize(stroke)
            #expect(summary.turns.sharpestTurn < 90, "held apart while drawn")
            #expect(
                summary.turnReading.sharpestTurn > 125,
                "a sharp corner at the end: \(summary.turnReading.sharpestTurn)°")
        }
    }

    @Test func aSquareCountsItsCornersAsItGoes() {
        let square = Stroke.polyline(
            [Point(x: 0, y: 0), Point(x: 120, y: 0), Point(x: 120, y: 120), Point(x: 0, y: 120), Point(x: 0, y: 0)],
            perSide: 30)
        let measured = turns(square)
        #expect(measured.cornerCount >= 2 && measured.cornerCount <= 3)
        #expect(measured.sharpestTurn > 80)
    }

    @Test func turnsWaitForExtentAsWellAsLength() {
        // 200 pt of path scribbled inside a 10 pt square: long enough, but not wide enough.
        let tight = Stroke(points: (0..<100).map { Point(x: $0.isMultiple(of: 2) ? 0 : 2, y: Double($0 % 5) * 2) })
        #expect(turns(tight).sharpestTurn == 0)
    }

    @Test func whatTheEarlyChecksReadOnlyGrows() {
        // Sharpest turn and corner count as the samples of a star arrive: never falling.
        let star = Stroke.polyline(
            (0...10).map { index in
                let radius = index.isMultiple(of: 2) ? 100.0 : 40
                let angle = Double(index) * .pi / 5
                return Point(x: 200 + radius * cos(angle), y: 200 + radius * sin(angle))
            }, perSide: 12)
        var summary = StrokeSummary(minimumSize: 10)
        var turn = 0.0, corners = 0, changes = 0
        for sample in star.samples {
            summary.add(sample)
            #expect(summary.turns.sharpestTurn >= turn)
            #expect(summary.turns.cornerCount >= corners)
            #expect(summary.turns.changes >= changes)
            if summary.turns.sharpestTurn > turn || summary.turns.cornerCount > corners {
                #expect(summary.turns.changes > changes)
            }
            (turn, corners, changes) = (summary.turns.sharpestTurn, summary.turns.cornerCount, summary.turns.changes)
        }
        #expect(corners >= 3)
    }
}
