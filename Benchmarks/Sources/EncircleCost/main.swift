// EncircleCost: the detectors' cost, side by side in one process, on one thread.
//
// Prints markdown tables: first the anchors (the classic recipes as people paste them) checked
// stroke by stroke against the repository's classic detectors; then ns per development stroke and
// the ratio to Sadun's recipe as pasted (median of several passes over the 2,400 strokes); then ns
// per point on a generated three-lap circle of 10² … 10⁷ points, batch and streaming, with the fit
// a + b·n; then the shape recognizer's time per stroke and per sample on that circle and on a
// random-walk scribble of 10³ … 10⁶ samples, with the fit. Every pass checks its answer (the
// circles found; the scribble rejected) and the program exits 1 on a wrong one or on an anchor
// that answers differently from what is pinned. No Swift concurrency, so that
// `valgrind --tool=callgrind` can count its instructions (see Benchmarks/README.md).
import Encircle
import EncircleBenchmarkSupport
import EncircleShapes
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
    // The scribble is for the shape recognizer alone.
    if options.scribble { return }
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
        let fits = fitColumns(index, n, (batchFit, batch), (streamingFit, streaming))
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

/// The two "vs a + b·n" cells of a by-length table's row `index` (length `n`): how far each
/// series' time lies from its fitted line, or dashes with fewer than two lengths to fit.
func fitColumns(_ index: Int, _ n: Double, _ first: (LinearFit, [Double]), _ second: (LinearFit, [Double])) -> String {
    guard first.1.count >= 2 else { return "– | –" }
    return "\(percent(first.0.deviation(length: n, time: first.1[index]))) | "
        + percent(second.0.deviation(length: n, time: second.1[index]))
}

// MARK: The shape recognizer by length

/// The shape recognizer on the three-lap circle and on the random-walk scribble of each length
/// (10³ … 10⁶ samples, or the one `--length` asks for): the circle must be named a circle and
/// the scribble rejected, which is checked untimed, and each timed pass counts the circles named
/// (all the circles, none of the scribbles).
func measureShapeLengths() {
    let lengths: [Int]
    if let only = options.lengthsOnly {
        lengths = [only]
        // One-time initialisation outside the contender, as for the detectors.
        _ = ShapeRecognizer().recognize(GeneratedCircle.threeLaps(pointCount: 100))
        _ = ShapeRecognizer().recognize(GeneratedScribble.randomWalk(pointCount: 100))
    } else {
        lengths = GeneratedScribble.lengths.filter { $0 <= options.maximumLength }
    }
    guard !lengths.isEmpty else { return }
    // Which strokes: both, or in --length mode the circle or (--scribble) the scribble.
    let kinds = options.lengthsOnly == nil ? [false, true] : [options.scribble]
    var perStroke: [Bool: [Double]] = [:]
    for length in lengths {
        for isScribble in kinds {
            let stroke =
                isScribble
                ? GeneratedScribble.randomWalk(pointCount: length) : GeneratedCircle.threeLaps(pointCount: length)
            let recognition = ShapeRecognizer().recognize(stroke)
            if isScribble ? recognition.rejection == nil : recognition.shape?.kind != .circle {
                let name = isScribble ? "scribble" : "circle"
                fail("the shape recognizer on the \(length)-sample \(name): \(recognition)")
            }
            let strokes = Array(repeating: stroke, count: max(1, options.pointsPerTiming / length))
            let expected = isScribble ? 0 : strokes.count
            let repetitions =
                options.lengthsOnly != nil
                ? 1 : (length >= 1_000_000 ? min(options.repetitions, 3) : options.repetitions)
            if options.warmUp { _ = timedPass(Contender.shapes, strokes, expected: expected) }
            let times = (0..<repetitions).map { _ in timedPass(Contender.shapes, strokes, expected: expected) }
            perStroke[isScribble, default: []].append(Stopwatch.median(times) / Double(strokes.count))
        }
    }
    if options.lengthsOnly != nil { return }
    let circle = perStroke[false] ?? [], scribble = perStroke[true] ?? []
    print(
        "\n## The shape recognizer by length: a three-lap circle (a circle) and a random-walk scribble (rejected), "
            + "checked\n")
    print(
        "| samples | circle ms per stroke | circle ns per sample | scribble ms per stroke | scribble ns per sample "
            + "| circle vs a + b·n | scribble vs a + b·n |")
    print("|---:|---:|---:|---:|---:|---:|---:|")
    let sizes = lengths.map(Double.init)
    let circleFit = LinearFit(lengths: sizes, times: circle)
    let scribbleFit = LinearFit(lengths: sizes, times: scribble)
    for (index, length) in lengths.enumerated() {
        let n = sizes[index]
        let fits = fitColumns(index, n, (circleFit, circle), (scribbleFit, scribble))
        print(
            "| \(length) | \(text(circle[index] / 1e6, 2)) | \(text(circle[index] / n, 1)) | "
                + "\(text(scribble[index] / 1e6, 2)) | \(text(scribble[index] / n, 1)) | \(fits) |")
    }
    if lengths.count >= 2 {
        print(
            "\nFit (weighted to relative error): circle a = \(text(circleFit.a / 1e3)) µs, b = \(text(circleFit.b, 1)) ns "
                + "per sample; scribble a = \(text(scribbleFit.a / 1e3)) µs, b = \(text(scribbleFit.b, 1)) ns per sample. "
                + "Target: every length within ±20%.")
    }
}

if options.lengthsOnly == nil { measureCorpus() }
if options.only == nil {
    measureLengths()
    measureShapeLengths()
}
