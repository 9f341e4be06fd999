import Encircle
import Foundation

/// Runs detectors over labelled strokes and tallies how they did, on every core.
///
/// ``run(_:progress:)`` judges strokes held in memory and keeps every verdict
/// (``DetectorEvaluation/detections``); ``run(reading:with:progress:)`` reads strokes batch by
/// batch and keeps only the counts, in memory bounded by the batches in flight. Both give the
/// same metrics, on every core.
///
/// ```swift
/// let loaded = await StrokeLoader().load(["Data/dollar1-s02-s06.json"])
/// let evaluator = try Evaluator(detectors: [DetectorCatalog.standard.entry(id: "sadun")])
/// let report = await evaluator.run(loaded.strokes)
/// report.detectors[0].metrics.recall   // 0.127
///
/// try Evaluator(detectors: [DetectorCatalog.standard.entry(id: "sadun")], mode: .streaming)
/// // DetectorSelectionError: "detector "sadun" has no streaming form; none of the selected detectors has one"
/// ```
public struct Evaluator: Sendable {
    /// The rows of the report, in order.
    package var detectors: [EvaluatedDetector]
    /// Whole strokes, or sample by sample.
    package var mode: EvaluationMode
    /// Applied to every stroke, in order, before it is judged.
    package var transforms: [StrokeTransform]
    /// Child tasks that judge strokes at once; every core by default. With 1 or fewer, everything
    /// runs in the calling task.
    package var workers: Int = Evaluator.everyCore

    /// The number of cores the system makes available.
    package static var everyCore: Int { OrderedTasks.everyCore }

    /// Creates an evaluator of detectors, each judging every stroke, in `mode`, each stroke
    /// changed by `transforms` first.
    ///
    /// - Throws: ``DetectorSelectionError`` in streaming mode when a detector has no
    ///   streaming form.
    /// - Complexity: O(*d*) for *d* detectors.
    public init(
        detectors: [DetectorEntry], mode: EvaluationMode = .batch, transforms: [StrokeTransform] = []
    ) throws(DetectorSelectionError) {
        try self.init(evaluating: detectors.map(EvaluatedDetector.init), mode: mode, transforms: transforms)
    }

    /// Creates an evaluator of rows that may judge each subject's strokes with an entry of its
    /// own (leave-one-subject-out: limits learned without that subject).
    ///
    /// - Throws: ``DetectorSelectionError`` in streaming mode when a row has an entry without
    ///   a streaming form.
    /// - Complexity: O(*d*) for *d* rows (times their entries).
    public init(
        evaluating detectors: [EvaluatedDetector], mode: EvaluationMode = .batch, transforms: [StrokeTransform] = []
    ) throws(DetectorSelectionError) {
        if mode == .streaming, let row = detectors.first(where: { !$0.supportsStreaming }) {
            throw .noStreamingForm(id: row.id, streamingIDs: detectors.filter(\.supportsStreaming).map(\.id))
        }
        self.detectors = detectors
        self.mode = mode
        self.transforms = transforms
    }

    /// Evaluates every detector on `strokes` (each transformed first), keeping every verdict.
    ///
    /// - Parameter progress: Called in the calling task with (verdicts reached, total) as chunks
    ///   of strokes are judged, counting across detectors.
    /// - Complexity: O(*d* · *n*) detector calls, spread over every core.
    public func run(
        _ strokes: [LabeledStroke], progress: ((Int, Int) -> Void)? = nil
    ) async -> EvaluationReport {
        let transformed = transforms.apply(to: strokes)
        let total = transformed.count * detectors.count
        var verdicts = Array(repeating: [StrokeVerdict](), count: detectors.count)
        var judged = 0
        let chunk = 256
        await OrderedTasks.run(
            workers: workers, capacity: 2 * workers,
            produce: { emit in
                for start in stride(from: 0, to: transformed.count, by: chunk) {
                    await emit(start..<min(start + chunk, transformed.count))
                }
            },
            work: { [self] range in
                detectors.map { row in
                    range.map { judge(transformed[$0].stroke, with: row.entry(for: transformed[$0]), index: $0) }
                }
            },
            consume: { chunkVerdicts in
                for (row, rowVerdicts) in chunkVerdicts.enumerated() {
                    verdicts[row] += rowVerdicts
                    judged += rowVerdicts.count
                }
                progress?(judged, total)
            })
        let evaluations = zip(detectors, verdicts).map { row, verdicts in
            DetectorEvaluation(id: row.id, summary: row.summary, strokes: transformed, verdicts: verdicts, mode: mode)
        }
        return EvaluationReport(
            strokes: transformed, detectors: evaluations, mode: mode, transforms: transforms, inputErrors: [])
    }

    /// Evaluates every detector on the strokes under `paths` (each transformed first), read as
    /// `loader` reads them (its limits and batches) but never all held at once: only the counts
    /// are kept. The report's ``EvaluationReport/strokes`` and each row's
    /// ``DetectorEvaluation/detections`` are empty, and its ``EvaluationReport/inputErrors`` are
    /// the files, lines and entries that could not be read.
    ///
    /// The calling task reads batches; child tasks on every core parse and judge them; their
    /// tallies are merged in reading order, so the metrics equal those of ``run(_:progress:)`` on
    /// the same strokes. At most two batches per core are in flight, so memory does not grow with
    /// the corpus.
    ///
    /// - Parameter progress: Called in the calling task after each batch with the strokes judged
    ///   so far.
    /// - Complexity: O(*d* · *n*) detector calls, spread over every core.
    public func run(
        reading paths: [String], with loader: StrokeLoader = StrokeLoader(), progress: ((Int) -> Void)? = nil
    ) async -> EvaluationReport {
        await run(reading: loader.reader(of: paths)) { progress?($0.strokesJudged) }
    }

    /// ``run(reading:with:progress:)`` on the batches of `reader`, reporting the most strokes
    /// held at once as well.
    package func run(
        reading reader: StrokeReader, progress: ((EvaluationProgress) -> Void)? = nil
    ) async -> EvaluationReport {
        let held = HeldStrokes()
        var tallies = detectors.map { _ in DetectorTally(isStreaming: mode == .streaming) }
        var errors: [LoadError] = []
        var judged = 0
        await OrderedTasks.run(
            workers: workers, capacity: 2 * workers,
            produce: reader.forEachBatch,
            work: { [self] batch in
                let loaded = batch.load()
                await held.add(loaded.strokes.count)
                let strokes = transforms.apply(to: loaded.strokes)
                let tallies = detectors.map { row in
                    var tally = DetectorTally(isStreaming: mode == .streaming)
                    for (index, labeled) in strokes.enumerated() {
                        tally.add(labeled, verdict: judge(labeled.stroke, with: row.entry(for: labeled), index: index))
                    }
                    return tally
                }
                await held.add(-loaded.strokes.count)
                return (tallies, loaded.errors, strokes.count)
            },
            consume: { batchTallies, batchErrors, count in
                for row in tallies.indices { tallies[row].merge(batchTallies[row]) }
                errors += batchErrors
                judged += count
                progress?(EvaluationProgress(strokesJudged: judged, peakStrokesHeld: await held.peak))
            })
        let evaluations = zip(detectors, tallies).map { row, tally in
            DetectorEvaluation(
                id: row.id, summary: row.summary, metrics: DetectorMetrics(detector: row.id, tally: tally))
        }
        return EvaluationReport(
            strokes: [], detectors: evaluations, mode: mode, transforms: transforms, inputErrors: errors)
    }

    private func judge(_ stroke: Stroke, with entry: DetectorEntry, index: Int) -> StrokeVerdict {
        // `init` guarantees a streaming form in streaming mode.
        guard mode == .streaming, let streamingDetect = entry.streamingDetect else {
            return StrokeVerdict(strokeIndex: index, detection: entry.detect(stroke), consumedFraction: nil)
        }
        let outcome = streamingDetect(stroke)
        return StrokeVerdict(
            strokeIndex: index, detection: outcome.detection, consumedFraction: outcome.consumedFraction)
    }
}

extension DetectorTally {
    /// Adds `verdict` on `stroke` as ``DetectorEvaluation`` tallies it.
    mutating func add(_ stroke: LabeledStroke, verdict: StrokeVerdict) {
        add(
            stroke, reason: verdict.detection.rejection?.reason.rawValue,
            consumedFraction: isStreaming ? verdict.consumedFraction ?? 1 : nil,
            confidence: verdict.detection.recognized?.confidence)
    }
}
