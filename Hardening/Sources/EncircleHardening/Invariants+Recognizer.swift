import Encircle

extension Invariants {
    /// The interval given to a sample that has no timestamp when it becomes a touch event.
    public static let eventInterval = 1.0 / 60

    /// The samples a touch screen would deliver for `stroke`: every sample keeps its timestamp,
    /// and one without gets the previous sample's plus ``eventInterval`` (the first one 0).
    ///
    /// - Complexity: O(*n*).
    public static func timedSamples(of stroke: Stroke) -> [Stroke.Sample] {
        var clock = 0.0
        var isFirst = true
        return stroke.samples.map { sample in
            let time = sample.time ?? (isFirst ? 0 : clock + eventInterval)
            isFirst = false
            clock = time
            return Stroke.Sample(sample.point, time: time)
        }
    }

    /// The events of one touch drawing `stroke`: began at the first of ``timedSamples(of:)``,
    /// moved to each next one, ended at the last (at the first again for a single sample).
    ///
    /// - Complexity: O(*n*).
    public static func touchEvents(for stroke: Stroke, touch: Int = 1) -> [TouchEvent] {
        let samples = timedSamples(of: stroke)
        guard let first = samples.first else { return [] }
        var events = [TouchEvent(.began, touch: touch, location: first.point, time: first.time ?? 0)]
        for (index, sample) in samples.enumerated().dropFirst() {
            let phase: TouchEvent.Phase = index == samples.count - 1 ? .ended : .moved
            events.append(TouchEvent(phase, touch: touch, location: sample.point, time: sample.time ?? 0))
        }
        if samples.count == 1 {
            events.append(TouchEvent(.ended, touch: touch, location: first.point, time: first.time ?? 0))
        }
        return events
    }

    /// The promises broken when ``Encircle/CircleRecognizer`` is fed ``touchEvents(for:touch:)``
    /// of `stroke`: it must end recognized or failed, with no NaN, in exactly the verdict of
    /// `detector` on the same samples — the batch verdict `expected` when the stroke is already
    /// fully timed (it is computed otherwise).
    ///
    /// The recognizer does not count a touch-up at the location and time of the last move (UIKit
    /// repeats it); the batch verdict it is compared with leaves that sample out too.
    ///
    /// - Complexity: O(*n*).
    public static func problems(
        recognizing stroke: Stroke, with detector: CircleDetector, expecting expected: Detection<DetectedCircle>? = nil
    ) -> [String] {
        let events = touchEvents(for: stroke)
        guard !events.isEmpty else { return [] }
        var samples = timedSamples(of: stroke)
        if samples.count >= 2, samples[samples.count - 1] == samples[samples.count - 2] { samples.removeLast() }
        let batch =
            if let expected, samples == stroke.samples { expected } else { detector.detect(samples: samples) }

        var recognizer = CircleRecognizer(detector: detector)
        for event in events { recognizer.handle(event) }
        let state = recognizer.state
        var problems = nanProblems(state, "CircleRecognizer")
        guard problems.isEmpty, batch.nanNames.isEmpty else { return problems }
        switch (state, batch) {
        case (.recognized(let streamed), .recognized(let circle)) where streamed == circle:
            break
        case (.failed(let streamed), .rejected(let rejection)) where streamed == rejection:
            break
        default:
            problems.append(
                "CircleRecognizer: \(describe(state)) after began/moved/ended of \(samples.count) samples, "
                    + "but CircleDetector \(describe(batch))")
        }
        return problems
    }

    /// The promises broken while `steps` drive a recognizer over the samples of `stroke` (in
    /// order, the last one repeated once they run out): no NaN in any state, a progress in 0…1,
    /// final states kept until the next touch-down or a reset, both of which start over, a
    /// cancel that cancels, and a second touch that fails a stroke in progress.
    ///
    /// - Complexity: O(*n* + *s*) for *s* steps.
    public static func problems(
        scripting steps: [TouchStep], over stroke: Stroke, with detector: CircleDetector
    ) -> [String] {
        let samples = timedSamples(of: stroke)
        var recognizer = CircleRecognizer(detector: detector)
        var problems: [String] = []
        var cursor = 0
        var lastTime = 0.0
        var lastLocation = Point.zero
        // The touch the recognizer follows, as its documentation says it chooses one.
        var tracked: Int?
        func next() -> Stroke.Sample {
            guard !samples.isEmpty else { return Stroke.Sample(x: 0, y: 0, time: lastTime) }
            defer { cursor += 1 }
            return samples[min(cursor, samples.count - 1)]
        }
        for (index, step) in steps.enumerated() {
            let before = recognizer.state
            // After a verdict, a touch-down (of any touch) starts the next stroke.
            let restarts = before != .possible && (step == .began || step == .secondTouch)
            if restarts { tracked = nil }
            let trackedBefore = tracked
            var touch = 1
            switch step {
            case .began, .moved, .ended, .secondTouch:
                let sample = next()
                touch = step == .secondTouch ? 2 : 1
                let phase: TouchEvent.Phase =
                    switch step {
                    case .began, .secondTouch: .began
                    case .moved: .moved
                    default: .ended
                    }
                lastTime = sample.time ?? lastTime
                if touch == 1 { lastLocation = sample.point }
                recognizer.handle(TouchEvent(phase, touch: touch, location: sample.point, time: lastTime))
                if phase != .ended, tracked == nil { tracked = touch }
            case .movedInPlace:
                recognizer.handle(TouchEvent(.moved, touch: 1, location: lastLocation, time: lastTime))
                if tracked == nil { tracked = 1 }
            case .cancelled:
                recognizer.handle(TouchEvent(.cancelled, touch: 1, location: lastLocation, time: lastTime))
            case .checkIdle:
                recognizer.checkIdle(at: step.idleTime(after: lastTime) ?? lastTime)
            case .reset:
                recognizer.reset()
                tracked = nil
            }
            let after = recognizer.state
            let place = "CircleRecognizer, step \(index + 1) (\(step))"
            if after != before { problems += nanProblems(after, place) }
            if !(0...1).contains(recognizer.progress) {
                problems.append("\(place): progress \(recognizer.progress) is outside 0…1")
            }
            switch step {
            case .reset:
                if after != .possible || recognizer.sampleCount != 0 {
                    problems.append(
                        "\(place): after reset the state is \(describe(after)), \(recognizer.sampleCount) samples")
                }
            case _ where restarts:
                if recognizer.sampleCount != 1 {
                    problems.append(
                        "\(place): a touch-down after \(describe(before)) left \(recognizer.sampleCount) samples, not a new stroke of 1"
                    )
                }
            case _ where before != .possible:
                if after != before, after.nanNames.isEmpty {
                    problems.append("\(place): the final state \(describe(before)) became \(describe(after))")
                }
            case .cancelled where trackedBefore == nil || trackedBefore == 1:
                if after != .cancelled { problems.append("\(place): cancelling left the state \(describe(after))") }
            case _ where step.sendsTouchEvent && trackedBefore != nil && trackedBefore != touch:
                if after.rejectionReason != .multipleTouches {
                    problems.append("\(place): a second touch left the state \(describe(after))")
                }
            default:
                break
            }
            if !problems.isEmpty { break }
        }
        return problems
    }

    /// A short account of a state, for messages.
    static func describe(_ state: CircleRecognizer.State) -> String {
        switch state {
        case .possible: "possible"
        case .recognized(let circle): "recognized \(describe(circle))"
        case .failed(let rejection): "failed: \(rejection)"
        case .cancelled: "cancelled"
        }
    }

    /// A short account of a batch verdict, for messages.
    static func describe(_ detection: Detection<DetectedCircle>) -> String {
        switch detection {
        case .recognized(let circle): "found \(describe(circle))"
        case .rejected(let rejection): "rejected: \(rejection)"
        }
    }

    private static func describe(_ circle: DetectedCircle) -> String {
        "a circle at (\(circle.center.x), \(circle.center.y)), radius \(circle.radius), "
            + "confidence \(circle.confidence), \(circle.measurements.sampleCount) samples"
    }
}

extension TouchStep {
    /// Whether the step sends the recognizer an event of a touch (rather than a timer's or the
    /// app's call, or a cancel, which names no touch of its own here).
    fileprivate var sendsTouchEvent: Bool {
        switch self {
        case .began, .moved, .movedInPlace, .ended, .secondTouch: true
        case .cancelled, .checkIdle, .reset: false
        }
    }
}

extension CircleRecognizer.State {
    /// The reason of a failure, `nil` otherwise.
    fileprivate var rejectionReason: CircleRejection.Reason? {
        if case .failed(let rejection) = self { return rejection.reason }
        return nil
    }
}
