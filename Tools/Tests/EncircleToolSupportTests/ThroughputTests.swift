import EncircleEvaluation
import EncircleToolSupport
import Foundation
import Testing

@Suite struct ThroughputTests {
    @Test func readsAsOneLine() {
        #expect(
            Throughput(strokes: 2400, seconds: 0.41, cores: 2).description
                == "2,400 strokes in 0.41 s: 5,854 strokes/s (2 cores)")
        #expect(
            Throughput(strokes: 1_000_000, seconds: 123.456, cores: 1).description
                == "1,000,000 strokes in 123.5 s: 8,100 strokes/s (1 core)")
        #expect(Throughput(strokes: 0, seconds: 0, cores: 4).strokesPerSecond == nil)
        #expect(Throughput(strokes: 5, seconds: 1e-300, cores: 1).description.hasSuffix(" strokes/s (1 core)"))
        #expect(Throughput(strokes: 0, seconds: 0, cores: 4).description == "0 strokes in 0 s: n/a strokes/s (4 cores)")
    }

    @Test func outputsAddItsKeysAndLine() async throws {
        let report = try await Evaluator(detectors: [.closed]).run([LabeledStroke.sample(label: "circle", closed: true)]
        )
        var output = EvaluationOutput(report: report, mode: .batch, transforms: [])
        let plain = try JSONSerialization.jsonObject(with: JSONEncoder().encode(output)) as? [String: Any]
        #expect(plain?.keys.sorted() == ["detectors", "inputErrors", "mode", "transforms"])
        output.throughput = Throughput(strokes: 1, seconds: 0.5, cores: 2)
        let timed = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(output)) as? [String: Any])
        #expect(
            timed.keys.sorted() == [
                "cores", "detectors", "inputErrors", "mode", "seconds", "strokesPerSecond", "transforms",
            ])
        #expect(timed["strokesPerSecond"] as? Double == 2)
        #expect(timed["seconds"] as? Double == 0.5)
        #expect(timed["cores"] as? Int == 2)
        #expect(output.text.hasSuffix("\n\n1 stroke in 0.5 s: 2 strokes/s (2 cores)\n"))
        #expect(output.markdown.hasSuffix("\n\nThroughput: 1 stroke in 0.5 s: 2 strokes/s (2 cores).\n"))
        output.throughput = Throughput(strokes: 0, seconds: 0, cores: 1)
        let untimed = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(output)) as? [String: Any])
        #expect(untimed["strokesPerSecond"] is NSNull)
    }
}
