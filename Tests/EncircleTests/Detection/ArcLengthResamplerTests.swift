import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

@Suite struct ArcLengthResamplerTests {
    /// `stroke` summarised from its first sample, every point placed.
    private func resampler(_ stroke: Stroke, spacing: Double = 1, capacity: Int = 1024) -> ArcLengthResampler {
        var resampler = ArcLengthResampler(spacing: spacing, capacity: capacity)
        guard let origin = stroke.samples.first?.point else { return resampler }
        for sample in stroke.samples {
            guard resampler.startSegment(to: Point(x: sample.x - origin.x, y: sample.y - origin.y), roomPerLap: 128)
            else { continue }
            while resampler.placeNextPoint() {}
        }
        return resampler
    }

    private func resample(_ resampler: ArcLengthResampler, count: Int, through end: Point? = nil) -> [Point] {
        [Point](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.initialize(repeating: .zero)
            resampler.withPath(through: end) { $0.resample(into: buffer) }
            initialized = count
        }
    }

    @Test func placesPointsEvenlyAlongThePolyline() {
        // An L: 30 pt right, then 40 pt down, in samples of uneven length.
        let stroke = Stroke(points: [
            Point(x: 0, y: 0), Point(x: 3, y: 0), Point(x: 30, y: 0), Point(x: 30, y: 1), Point(x: 30, y: 40),
        ])
        let summary = resampler(stroke, spacing: 2)
        #expect(summary.length == 70)
        #expect(summary.points.count == 36)
        for (index, point) in summary.points.enumerated() {
            let position = Double(index) * 2
            let expected = position <= 30 ? Point(x: position, y: 0) : Point(x: 30, y: position - 30)
            #expect(point.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12), "point \(index)")
        }
    }

    @Test func aSampleWhereTheLastOneWasAddsNothing() {
        var summary = ArcLengthResampler(spacing: 1, capacity: 16)
        let first = summary.startSegment(to: .zero, roomPerLap: 128)
        let again = summary.startSegment(to: .zero, roomPerLap: 128)
        #expect(!first && !again)
        #expect(summary.stepCount == 0)
        #expect(summary.points == [.zero])
    }

    @Test func decimatingKeepsEveryOtherPointAndDoublesTheSpacing() {
        var summary = resampler(.line(from: .zero, to: Point(x: 16, y: 0), count: 17), spacing: 1)
        #expect(summary.points.count == 17)
        summary.decimate()
        #expect(summary.spacing == 2)
        #expect(summary.points.map(\.x) == [0, 2, 4, 6, 8, 10, 12, 14, 16])
    }

    @Test func aLongSegmentCoarsensBeforeItIsPlaced() {
        // One step of 1,000 pt with room for 64 points a lap: at most 32 points on it.
        let summary = resampler(Stroke(points: [.zero, Point(x: 1000, y: 0)]), spacing: 1)
        #expect(summary.points.count <= 65)
        #expect(summary.spacing >= 1000.0 / 64)
    }

    @Test func resamplingReachesBothEndsAndThePendingSample() {
        let summary = resampler(.line(from: .zero, to: Point(x: 90, y: 0), count: 10), spacing: 4)
        let points = resample(summary, count: 10)
        #expect(points.first == .zero)
        #expect(points.last?.isApproximatelyEqual(to: Point(x: 90, y: 0), absoluteTolerance: 1e-12) == true)
        // A sample still to come extends the path: the same resampling as if it had arrived.
        let extended = resample(summary, count: 10, through: Point(x: 90, y: 30))
        #expect(extended.last == Point(x: 90, y: 30))
        #expect(extended[3].isApproximatelyEqual(to: Point(x: 40, y: 0), absoluteTolerance: 1e-9))
    }

    @Test func scalingByAPowerOfTwoScalesTheSummaryExactly() {
        let stroke = Stroke.circle(radius: 37, count: 97, noise: 2, seed: 4)
        let small = resampler(stroke, spacing: 1), large = resampler(stroke.scaled(by: 4), spacing: 4)
        #expect(small.points.count == large.points.count)
        for (a, b) in zip(small.points, large.points) {
            #expect(b.isApproximatelyEqual(to: Point(x: 4 * a.x, y: 4 * a.y), absoluteTolerance: 1e-9))
        }
    }

    @Test(arguments: [10.0, 80, 1000])
    func initialSpacingIsThePowerOfTwoWhosePointsSpanTheLength(length: Double) {
        let spacing = ArcLengthResampler.initialSpacing(spanning: length, pointsPerLap: 128)
        #expect(spacing * 128 > length)
        #expect(spacing / 2 * 128 <= length || spacing == CircleDefinition.finestSpacing)
        #expect(log2(spacing) == log2(spacing).rounded())
    }
}
