// EncircleCost: the detectors' cost, side by side in one process, on one thread.
//
// Prints markdown tables: first the anchors (the classic recipes as people paste them) checked
// stroke by stroke against the repository's classic detectors; then ns per development stroke and
// the ratio to Sadun's recipe as pasted (median of several passes over the 2,400 strokes); then ns
// per point on a generated three-lap circle of 10² … 10⁷ points, batch and streaming, with the fit
// a + b·n. Every pass checks its answer (the circles found) and the program exits 1 on a wrong one
// or on an anchor that answers differently from what is pinned. No Swift concurrency, so that
// `valgrind --tool=callgrind` can count its instructions (see Benchmarks/README.md).
import Encircle
import EncircleBenchmarkSupport
import Foundation

func printError(_ message: String) {
    FileHandle.standardError.write(Data("EncircleCost: \(message)\n".utf8))
}

func fail(_ message: String) -> Never {
    printError(message)
    exit(1)
}

func text(_ value: Double, _ digits: Int = 0) -> String { String(format: "%.\(digits)f", value) }
func percent(_ ratio: Double) -> String { String(format: "%.1f%%", ratio * 100) }

let options: CostOptions
do {
    options = try CostOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    if let message = error.message { printError(message) }
    print(CostOptions.usage)
    exit(error.message == nil ? 0 : 2)
}

/// Runs `contender` on `strokes` once, untimed beyond `Stopwatch`, exiting on a wrong answer.
func timedPass(_ contender: Contender, _ strokes: [Stroke], expected: Int) -> Double {
    let (nanoseconds, found) = Stopwatch.time { contender.run(strokes) }
    if found != expected { fail("\(contender.name) answered \(found); \(expected) expected") }
    return nanoseconds
}

// MARK: The development corpus

func measureCorpus() {
    let corpus: DevelopmentCorpus
    do { corpus = try DevelopmentCorpus() } catch { fail(error.description) }
    let strokeCount = Double(corpus.strokes.count)
    let perStroke = Double(corpus.sampleCount) / strokeCount

    if let name = options.only {
        guard let contender = Contender.named(name) else { fail("no detector named \(name)") }
        if let error = contender.setupError { fail(error.description) }
        let nanoseconds = timedPass(contender, corpus.strokes, expected: contender.expectedOnCorpus(corpus))
        print("\(contender.name): \(text(nanoseconds / strokeCount)) ns per stroke (one pass)")
        return
    }

    checkAnchors(corpus)

    // Round robin: each repetition times every contender once, so that a change in the machine's
    // load during the run weighs on all of them alike.
    let contenders = Contender.all
    if let error = contenders.lazy.compactMap(\.setupError).first { fail(error.description) }
    let expected = contenders.map { $0.expectedOnCorpus(corpus) }
    if options.warmUp {
        for (contender, answer) in zip(contenders, expected) {
            _ = timedPass(contender, corpus.strokes, expected: answer)
        }
    }
    var times = Array(repeating: [Double](), count: contenders.count)
    for _ in 0..<options.repetitions {
        for (index, contender) in contenders.enumerated() {
            times[index].append(timedPass(contender, corpus.strokes, expected: expected[index]))
        }
    }
    let medians = zip(contenders, times.map { Stopwatch.median($0) / strokeCount }).map { ($0, $1) }
    let reference = medians.first { $0.0.name == Contender.reference.name }!.1

    print(
        "## Per stroke: \(corpus.strokes.count) development strokes, \(text(perStroke, 1)) samples each on average, "
            + "median of \(options.repetitions) pass\(options.repetitions == 1 ? "" : "es")\n")
    print("| | ns per stroke | × Sadun's recipe | ns per sample | answer (checked) |")
    print("|---|---:|---:|---:|---:|")
    for (contender, nanoseconds) in medians {
        let answer =
            contender.name == Contender.readEveryPoint.name
            ? "checksum" : "\(contender.expectedOnCorpus(corpus)) circles"
        print(
            "| \(contender.title) | \(text(nanoseconds)) | \(text(nanoseconds / reference, 2)) | "
                + "\(text(nanoseconds / perStroke, 1)) | \(answer) |")
    }
    print()
}

/// Runs every anchor and its classic detector over the corpus and prints how they compare; exits
/// on a difference that is not pinned.
func checkAnchors(_ corpus: DevelopmentCorpus) {
    let agreement = AnchorAgreement(corpus: corpus)
    print("## Anchors against the classic detectors, stroke by stroke (\(corpus.strokes.count) development strokes)\n")
    print("| anchor | circles | compared with | circles | strokes answered differently |")
    print("|---|---:|---|---:|---|")
    for comparison in agreement.comparisons {
        let differences =
            comparison.differences.isEmpty ? "none" : comparison.differences.joined(separator: ", ")
        print(
            "| \(comparison.anchor) | \(comparison.anchorCircles) | \(comparison.reference) | "
                + "\(comparison.referenceCircles) | \(differences) |")
    }
    print()
    for comparison in agreement.comparisons {
        let others = comparison.otherGesturesAccepted.map { "\($0.count) \($0.label)" }
        print(
            "- \(comparison.anchor) accepts \(comparison.truePositives) of the \(agreement.circleCount) circles and "
                + (others.isEmpty ? "no other stroke" : others.joined(separator: ", ")))
    }
    for (file, reason) in AnchorAgreement.sadunRecipeAcceptsNaN.sorted(by: { $0.key < $1.key }) {
        print("- Sadun's recipe accepts \(file): \(reason)")
    }
    print()
    if let problem = agreement.problems.first {
        for other in agreement.problems.dropFirst() { printError(other.description) }
        fail(problem.description)
    }
}

// MARK: Cost by length

func measureLengths() {
    let lengths: [Int]
    if let only = options.lengthsOnly {
        lengths = [only]
    } else {
        lengths = GeneratedCircle.lengths.filter { $0 <= options.maximumLength }
    }
    if options.lengthsOnly != nil {
        // One-time initialisation (the checks' definitions, number formatting) outside the
        // contenders, so that callgrind, collecting inside them, counts the stroke alone.
        let small = GeneratedCircle.threeLaps(pointCount: 100)
        _ = CircleDetector().detect(in: small)
        _ = CircleRecognizer.replay(small)
    }
    var batch: [Double] = []
    var streaming: [Double] = []
    for length in lengths {
        let stroke = GeneratedCircle.threeLaps(pointCount: length)
        // Each timing covers at least `pointsPerTiming` points (several strokes when short).
        let strokes = Array(repeating: stroke, count: max(1, options.pointsPerTiming / length))
        let repetitions =
            options.lengthsOnly != nil ? 1 : (length >= 1_000_000 ? min(options.repetitions, 3) : options.repetitions)
        for (contender, into) in [(Contender.encircleBatch, 0), (Contender.encircleStreaming, 1)] {
            if options.warmUp { _ = timedPass(contender, strokes, expected: strokes.count) }
            let times = (0..<repetitions).map { _ in timedPass(contender, strokes, expected: strokes.count) }
            let perStroke = Stopwatch.median(times) / Double(strokes.count)
            if into == 0 { batch.append(perStroke) } else { streaming.append(perStroke) }
        }
    }
    print("## By length: a generated three-lap circle (found at every length, checked)\n")
    print("| points | batch ns per point | streaming ns per point | batch vs a + b·n | streaming vs a + b·n |")
    print("|---:|---:|---:|---:|---:|")
    let sizes = lengths.map(Double.init)
    let batchFit = LinearFit(lengths: sizes, times: batch)
    let streamingFit = LinearFit(lengths: sizes, times: streaming)
    for (index, length) in lengths.enumerated() {
        let n = sizes[index]
        let fits =
            lengths.count >= 2
            ? "\(percent(batchFit.deviation(length: n, time: batch[index]))) | "
                + percent(streamingFit.deviation(length: n, time: streaming[index]))
            : "– | –"
        print(
            "| \(length) | \(text(batch[index] / n, 1)) | \(text(streaming[index] / n, 1)) | \(fits) |")
    }
    if lengths.count >= 2 {
        print(
            "\nFit (weighted to relative error): batch a = \(text(batchFit.a)) ns, b = \(text(batchFit.b, 1)) ns per point; "
                + "streaming a = \(text(streamingFit.a)) ns, b = \(text(streamingFit.b, 1)) ns per point. "
                + "Target: every length within ±20%.")
    }
}

if options.lengthsOnly == nil { measureCorpus() }
if options.only == nil { measureLengths() }
