import Foundation
import Testing

@testable import Encircle

struct ResampledPathTests {
    private func path(_ stroke: Stroke, activation: Double = 80) -> ResampledPath {
        var path = ResampledPath(turnActivationLength: activation)
        guard let origin = stroke.samples.first?.point else { return path }
        for sample in stroke.samples {
            path.append(Point(x: sample.x - origin.x, y: sample.y - origin.y))
        }
        return path
    }

    private func resample(_ path: ResampledPath, count: Int, averaged: Bool = false) -> [Point] {
        [Point](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.initialize(repeating: .zero)
            path.resample(into: buffer, averaged: averaged)
            initialized = count
        }
    }

    /// A circle of radius 60 sampled every 2°, with uniform noise of up to `noise` points.
    private func noisyCircle(noise: Double, seed: UInt64 = 3) -> Stroke {
        .circle(radius: 60, count: 181, noise: noise, seed: seed)
    }

    // MARK: Averaged resampling

    @Test func averagingKeepsTheEndsAndAStraightLine() {
        let line = path(.line(from: Point(x: 0, y: 0), to: Point(x: 300, y: 0), count: 50))
        let plain = resample(line, count: 32), averaged = resample(line, count: 32, averaged: true)
        for (p, q) in zip(plain, averaged) {
            #expect(p.x.isApproximatelyEqual(to: q.x, absoluteTolerance: 1e-9))
            #expect(q.y == 0)
        }
        #expect(averaged.first == Point(x: 0, y: 0))
        #expect(averaged.last?.x.isApproximatelyEqual(to: 300, absoluteTolerance: 1e-9) == true)
    }

    @Test func averagingTakesTheNoiseOutOfTheDirections() {
        // How far the turns between consecutive chords of a 32-point resampling stray (RMS) from
        // a clean circle's 360°/31 at every point.
        func turnError(_ points: [Point]) -> Double {
            var sum = 0.0
            for index in 2..<points.count {
                let a = points[index - 2], b = points[index - 1], c = points[index]
                let turn = PlaneAngle.radians(atan2(c.y - b.y, c.x - b.x) - atan2(b.y - a.y, b.x - a.x)).normalized
                sum += (turn.degrees - 360 / 31) * (turn.degrees - 360 / 31)
            }
            return (sum / Double(points.count - 2)).squareRoot()
        }
        for seed in UInt64(1)...5 {
            let noisy = path(noisyCircle(noise: 3, seed: seed))
            let plain = turnError(resample(noisy, count: 32))
            let averaged = turnError(resample(noisy, count: 32, averaged: true))
            // Each averaged point is the mean of the path over about six samples; a plain one
            // lies between two. The error falls by at least a quarter.
            #expect(averaged < plain * 0.75, "seed \(seed): RMS turn error \(averaged)° averaged, \(plain)° not")
        }
    }

    // MARK: Sharp corners on noisy paths

    @Test func noiseDoesNotReadAsASharpCorner() {
        // Densely sampled (every 2°, 2 pt apart) with noise of up to 2 pt: along the path every
        // step wiggles, but the circle goes nowhere sharp.
        for seed in UInt64(1)...5 {
            let measured = path(noisyCircle(noise: 2, seed: seed)).sharpestTurn
            #expect(PlaneAngle.radians(measured).degrees < 90, "seed \(seed): \(PlaneAngle.radians(measured).degrees)°")
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
        let cleanTurn = PlaneAngle.radians(path(clean).sharpestTurn).degrees
        let noisyTurn = PlaneAngle.radians(path(noisy).sharpestTurn).degrees
        #expect(cleanTurn > 125)
        #expect(noisyTurn > 125, "still a sharp corner under noise: \(noisyTurn)°")
    }

    @Test func turnsWaitForExtentAsWellAsLength() {
        // 200 pt of path scribbled inside a 10 pt square: long enough, but not wide enough.
        let tight = Stroke(points: (0..<100).map { Point(x: $0.isMultiple(of: 2) ? 0 : 2, y: Double($0 % 5) * 2) })
        let measured = path(tight)
        #expect(measured.length > 80)
        #expect(measured.sharpestTurn == 0)
    }
}
