import Testing

@testable import Encircle

@Suite struct SampleProblemTests {
    @Test func findsTheFirstProblemInSampleOrder() {
        let stroke = Stroke([
            .init(x: 0, y: 0, time: 1), .init(x: 2e9, y: 0, time: 2), .init(x: .nan, y: 0, time: 3),
        ])
        #expect(SampleProblem.first(in: stroke) == .outOfRange(index: 1, magnitude: 2e9))
        #expect(SampleProblem.first(in: stroke, checksRange: false) == .invalidSample(index: 2))
        #expect(SampleProblem.first(in: Stroke(points: [Point(x: 1, y: 2)])) == nil)
    }

    /// Time is compared with the last sample that has one; untimed samples between do not hide
    /// a reversal.
    @Test func timeIsComparedWithTheLastTimedSample() {
        let stroke = Stroke([.init(x: 0, y: 0, time: 2), .init(x: 1, y: 0), .init(x: 2, y: 0, time: 1)])
        #expect(SampleProblem.first(in: stroke) == .timeNotIncreasing(index: 2))
        let equal = Stroke([.init(x: 0, y: 0, time: 1), .init(x: 1, y: 0, time: 1)])
        #expect(SampleProblem.first(in: equal) == nil)
    }

    /// One wording for every recognizer, samples numbered from 0 as `Stroke.samples` indexes them.
    @Test(
        arguments: [
            (SampleProblem.empty, "empty stroke: it has no samples", nil, nil),
            (.tooFewSamples(count: 2, minimum: 3), "too few samples: 2 (need at least 3)", 2, 3),
            (.invalidSample(index: 3), "invalid sample: sample 3 is not a finite number", nil, nil),
            (.timeNotIncreasing(index: 3), "time not increasing: sample 3 is earlier than the one before it", nil, nil),
            (.outOfRange(index: 3, magnitude: 2e9), "out of range: sample 3 lies beyond 10⁹ points", 2e9, 1e9),
        ] as [(SampleProblem, String, Double?, Double?)])
    func wordsEachProblemOnce(problem: SampleProblem, message: String, measured: Double?, limit: Double?) {
        #expect(problem.message == message)
        #expect(problem.measured == measured)
        #expect(problem.limit == limit)
        #expect(CircleRejection(problem).message == message)
    }
}
