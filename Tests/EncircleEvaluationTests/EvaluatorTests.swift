import Encircle
import EncircleEvaluation
import Foundation
import Testing

/// Evaluation spread over several workers, and read batch by batch, gives exactly the numbers
/// of one sequential pass.
@Suite struct EvaluatorTests {
    /// The development strokes as JSON Lines, in a scratch folder the caller removes.
    private func developmentLines() throws -> (folder: String, path: String) {
        let folder = try Fixtures.scratchFolder()
        let bytes = try Fixtures.jsonLines(try Fixtures.development())
        let path = folder + "/development.jsonl"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (folder, path)
    }

    private func evaluator(_ mode: EvaluationMode, workers: Int, transforms: [StrokeTransform] = []) throws -> Evaluator
    {
        var evaluator = try Evaluator(
            detectors: try DetectorCatalog.standard.entries(ids: [], mode: mode), mode: mode, transforms: transforms)
        evaluator.workers = workers
        return evaluator
    }

    @Test(arguments: [EvaluationMode.batch, .streaming])
    func everyWayOfRunningGivesTheSameMetrics(mode: EvaluationMode) async throws {
        let development = try Fixtures.development()
        #expect(development.count == 2400)
        let (folder, path) = try developmentLines()
        defer { Fixtures.remove(folder) }
        let sequential = try await evaluator(mode, workers: 1).run(development)
        let parallel = try await evaluator(mode, workers: 3).run(development)
        let read = try await evaluator(mode, workers: 3).run(reading: StrokeReader(paths: [path], linesPerBatch: 100))
        #expect(
            sequential.detectors.map(\.id)
                == (mode == .batch ? ["encircle", "sadun", "lamarche", "dollar1"] : ["encircle"]))
        #expect(parallel.detectors.map(\.metrics) == sequential.detectors.map(\.metrics))
        #expect(parallel.detectors.map(\.verdicts) == sequential.detectors.map(\.verdicts))
        #expect(read.detectors.map(\.metrics) == sequential.detectors.map(\.metrics))
        #expect(read.inputErrors.isEmpty)
        #expect(read.strokes.isEmpty && read.detectors.allSatisfy(\.verdicts.isEmpty))
        let encircle = try #require(read.detectors.first?.metrics)
        #expect(encircle.truePositives == 150 && encircle.falsePositives == 0)
        if mode == .streaming { #expect(encircle.meanConsumedBeforeFailure != nil) }
    }

    @Test func readingAppliesTheTransformsAndKeepsTheInputErrors() async throws {
        let (folder, path) = try developmentLines()
        defer { Fixtures.remove(folder) }
        let broken = try Fixtures.write("{\"label\":\"v\"}\n", to: "broken.jsonl", in: folder)
        let transforms: [StrokeTransform] = [.thin(3), .jitter(1)]
        let held = try await evaluator(.batch, workers: 1, transforms: transforms).run(Fixtures.development())
        let read = try await evaluator(.batch, workers: 2, transforms: transforms).run(
            reading: StrokeReader(paths: [path, broken, folder + "/missing.jsonl"]))
        #expect(read.detectors.map(\.metrics) == held.detectors.map(\.metrics))
        #expect(
            read.inputErrors.map(\.description) == [
                folder + "/missing.jsonl: no such file or directory", broken + #":1: missing "points" array"#,
            ])
    }

    /// Memory is bounded by the batches in flight: however many strokes the file holds, the
    /// workers never hold more than one batch each.
    @Test func holdsAtMostOneBatchPerWorker() async throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        let sources = Array(try Fixtures.development().prefix(50))
        let bytes = try Fixtures.jsonLines((0..<400).flatMap { _ in sources })
        let path = folder + "/many.jsonl"
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        var evaluator = try Evaluator(detectors: [.closed])
        evaluator.workers = 2
        var reports: [EvaluationProgress] = []
        let report = await evaluator.run(reading: StrokeReader(paths: [path], linesPerBatch: 100)) {
            reports.append($0)
        }
        #expect(report.detectors.first?.metrics.strokes == 20_000)
        #expect(reports.count == 200)
        #expect(reports.map(\.strokesJudged) == (1...200).map { $0 * 100 })
        let peak = try #require(reports.last?.peakStrokesHeld)
        #expect(peak >= 100 && peak <= 2 * 100)
    }
}
