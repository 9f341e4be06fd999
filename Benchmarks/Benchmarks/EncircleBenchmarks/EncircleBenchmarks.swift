// The `swift package benchmark` suite of Encircle: see Benchmarks/README.md for what each
// benchmark measures and how to read it. Every benchmark checks its answer (the circles found)
// and reports an error instead of a time when it is wrong.
import Benchmark
import Encircle
import EncircleBenchmarkSupport
import EncircleShapes

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .instructions, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    // Loaded once per process, before anything is measured.
    let corpus: DevelopmentCorpus
    do throws(BenchmarkSetupError) {
        corpus = try DevelopmentCorpus()
    } catch {
        Benchmark("Corpus: cannot load") { benchmark in benchmark.error(error.description) }
        return
    }

    corpusBenchmarks(corpus)
    streamingPerSampleBenchmark()
    lengthBenchmarks()
    shapeLengthBenchmarks()
}

/// One benchmark per contender (the anchors as people paste them, Encircle, the floor and the
/// repository's ports); one iteration is one pass over the 2,400 development strokes (divide by
/// 2,400 for a stroke). The anchors' stroke-by-stroke agreement with the classic detectors is
/// checked by `EncircleCost`, which `Scripts/test.sh` runs.
func corpusBenchmarks(_ corpus: DevelopmentCorpus) {
    for contender in Contender.all {
        let expected = contender.expectedOnCorpus(corpus)
        Benchmark("Corpus: \(contender.name) (2400 strokes)") { benchmark in
            if let error = contender.setupError {
                benchmark.error(error.description)
                return
            }
            let answer = contender.run(corpus.strokes)
            blackHole(answer)
            if answer != expected {
                benchmark.error("\(contender.name) answered \(answer) over the corpus; \(expected) expected")
            }
        }
    }
}

/// The cost of `.moved` events once the stroke has begun: a recognizer gets its `.began` event
/// outside the measured region, then 1,000 moves of a three-lap circle are measured. One
/// iteration is 1,000 samples (divide by 1,000 for a sample; the mallocs are shown unscaled, so
/// that "no allocation per sample after the first" reads as 0).
func streamingPerSampleBenchmark() {
    let moves = 1_000
    let stroke = GeneratedCircle.threeLaps(pointCount: moves + 2)
    let events = GeneratedCircle.touchEvents(for: stroke)
    Benchmark("Streaming: 1000 samples after the first (three-lap circle)") { benchmark in
        var recognizer = CircleRecognizer()
        recognizer.handle(events[0])
        benchmark.startMeasurement()
        for index in 1...moves {
            recognizer.handle(events[index])
        }
        benchmark.stopMeasurement()
        recognizer.handle(events[events.count - 1])
        if recognizer.result == nil {
            benchmark.error("the streaming recognizer did not recognize the three-lap circle: \(recognizer.state)")
        }
    }
}

/// Batch and streaming on a generated three-lap circle of 10² … 10⁷ points; one iteration is one
/// stroke (divide by the length for a point). Long strokes run fewer iterations.
func lengthBenchmarks() {
    for length in GeneratedCircle.lengths {
        let configuration = Benchmark.Configuration(
            warmupIterations: length >= 1_000_000 ? 0 : 1,
            maxDuration: .seconds(length >= 1_000_000 ? 10 : 2),
            maxIterations: length >= 10_000_000 ? 3 : (length >= 1_000_000 ? 5 : 1_000)
        )
        for contender in [Contender.encircleBatch, Contender.encircleStreaming] {
            Benchmark("Length: \(contender.name), \(length) points", configuration: configuration) {
                benchmark, stroke in
                let answer = contender.run([stroke])
                blackHole(answer)
                if answer != 1 {
                    benchmark.error("\(contender.name) did not find the \(length)-point three-lap circle")
                }
            } setup: {
                GeneratedCircle.threeLaps(pointCount: length)
            }
        }
    }
}

/// The shape recognizer on a generated three-lap circle (named a circle) and a random-walk
/// scribble (rejected) of 10³ … 10⁶ samples; one iteration is one stroke (divide by the length
/// for a sample). Long strokes run fewer iterations.
func shapeLengthBenchmarks() {
    for length in GeneratedScribble.lengths {
        let configuration = Benchmark.Configuration(
            warmupIterations: length >= 1_000_000 ? 0 : 1,
            maxDuration: .seconds(length >= 1_000_000 ? 10 : 2),
            maxIterations: length >= 1_000_000 ? 5 : 1_000
        )
        Benchmark("Shapes: three-lap circle, \(length) samples", configuration: configuration) { benchmark, stroke in
            let recognition = ShapeRecognizer().recognize(stroke)
            blackHole(recognition)
            if recognition.shape?.kind != .circle {
                benchmark.error("the shape recognizer on the \(length)-sample three-lap circle: \(recognition)")
            }
        } setup: {
            GeneratedCircle.threeLaps(pointCount: length)
        }
        Benchmark("Shapes: random-walk scribble, \(length) samples", configuration: configuration) {
            benchmark, stroke in
            let recognition = ShapeRecognizer().recognize(stroke)
            blackHole(recognition)
            if recognition.rejection == nil {
                benchmark.error("the shape recognizer on the \(length)-sample scribble: \(recognition)")
            }
        } setup: {
            GeneratedScribble.randomWalk(pointCount: length)
        }
    }
}
