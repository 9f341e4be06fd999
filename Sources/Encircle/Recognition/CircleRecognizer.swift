/// Recognizes a circle while it is being drawn, touch by touch, with the contract of a discrete
/// `UIGestureRecognizer`: possible → recognized or failed (or cancelled), then ``reset()``.
///
/// It feeds the same bounded summary as ``CircleDetector`` and reaches the same verdict on the
/// same samples, but fails as soon as failure is certain: a second finger, a corner no circle
/// has, invalid input, or an optional time limit passed. Platform-neutral: the UIKit and SwiftUI
/// adapters forward their touches here, and it runs on Linux too.
///
/// ```swift
/// var recognizer = CircleRecognizer()
/// recognizer.handle(TouchEvent(.began, touch: 1, location: p0, time: t0))
/// recognizer.handle(TouchEvent(.moved, touch: 1, location: p1, time: t1))   // .possible; progress 0.04
/// recognizer.handle(TouchEvent(.ended, touch: 1, location: pn, time: tn))   // .recognized(circle)
/// recognizer.reset()
/// ```
///
/// - Complexity: O(1) amortized time per event and no heap allocation per event after the
///   first; memory is bounded whatever the stroke's length.
public struct CircleRecognizer: Sendable {
    /// Where the recognizer is in its life.
    public enum State: Hashable, Sendable {
        /// Still watching: no verdict yet.
        case possible
        /// The stroke ended and is a circle.
        case recognized(DetectedCircle)
        /// The stroke is certainly not a circle, and why.
        case failed(CircleRejection)
        /// The system cancelled the touch.
        case cancelled
    }

    /// The detector whose configuration and verdict the recognizer reproduces.
    public let detector: CircleDetector
    /// The current state; final states stay until ``reset()``.
    public private(set) var state: State = .possible
    /// Samples consumed so far (for a failure: how many it took to decide).
    public private(set) var sampleCount = 0
    private var evidence: StrokeEvidence
    private var trackedTouch: Int?
    private var lastSample: Stroke.Sample?

    /// Creates a recognizer that applies `detector`'s configuration.
    ///
    /// - Complexity: O(1).
    public init(detector: CircleDetector = CircleDetector()) {
        self.detector = detector
        self.evidence = StrokeEvidence(configuration: detector.configuration)
    }

    /// Share of the required sweep drawn so far, 0…1: for a ring that fills while drawing.
    /// Estimated from how far the stroke has turned; 1 once recognized.
    public var progress: Double {
        if case .recognized = state { return 1 }
        return evidence.progress
    }

    /// The detected circle once recognized.
    public var result: DetectedCircle? {
        if case .recognized(let circle) = state { return circle }
        return nil
    }

    /// Why the stroke failed, once failed.
    public var rejection: CircleRejection? {
        if case .failed(let rejection) = state { return rejection }
        return nil
    }

    /// Whether a verdict has been reached (recognized, failed or cancelled).
    public var isFinished: Bool { state != .possible }

    /// Consumes one event and returns the new state. Events after a final state are ignored
    /// until ``reset()``; a second simultaneous touch fails the recognizer.
    ///
    /// - Complexity: O(1) amortized.
    @discardableResult
    public mutating func handle(_ event: TouchEvent) -> State {
        guard state == .possible else { return state }
        if let tracked = trackedTouch, tracked != event.touch {
            state = .failed(
                CircleRejection(
                    reason: .multipleTouches, measured: 2, limit: 1,
                    message: "more than one touch: a circle is drawn with one finger"))
            return state
        }
        let sample = Stroke.Sample(event.location, time: event.time)
        switch event.phase {
        case .began:
            guard trackedTouch == nil else { return state }
            trackedTouch = event.touch
            consume(sample)
        case .moved:
            // A move without a touch-down (the recognizer was added mid-touch) starts tracking.
            if trackedTouch == nil { trackedTouch = event.touch }
            consume(sample)
        case .ended:
            guard trackedTouch != nil else { return state }
            // UIKit repeats the last move's location on touch-up; do not count it twice.
            if sample != lastSample { consume(sample) }
            if state == .possible { conclude() }
        case .cancelled:
            state = .cancelled
        }
        return state
    }

    /// Fails the recognizer when the configured `maximumPause` has passed since the last sample
    /// (a finger resting still sends no events; call this from a timer).
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func checkIdle(at time: Double) -> State {
        guard state == .possible, let rejection = evidence.checkIdle(at: time) else { return state }
        state = .failed(rejection)
        return state
    }

    /// Starts over for the next stroke.
    ///
    /// - Complexity: O(1) (the summary's storage is kept).
    public mutating func reset() {
        state = .possible
        sampleCount = 0
        trackedTouch = nil
        lastSample = nil
        evidence = StrokeEvidence(configuration: detector.configuration)
    }

    private mutating func consume(_ sample: Stroke.Sample) {
        sampleCount += 1
        lastSample = sample
        if let rejection = evidence.add(sample) { state = .failed(rejection) }
    }

    private mutating func conclude() {
        switch evidence.conclude() {
        case .circle(let circle): state = .recognized(circle)
        case .rejected(let rejection): state = .failed(rejection)
        }
    }
}

extension CircleRejection.Reason {
    /// A second finger touched down while the stroke was being drawn.
    public static let multipleTouches: Self = "multipleTouches"
}

extension CircleRecognizer {
    /// Feeds a whole recorded stroke through the recognizer as began / moved / ended events and
    /// returns the final state, with the number of samples consumed when it was decided.
    ///
    /// - Complexity: O(*n*).
    public static func replay(_ stroke: Stroke, detector: CircleDetector = CircleDetector()) -> (
        state: State, consumed: Int
    ) {
        var recognizer = CircleRecognizer(detector: detector)
        var clock = 0.0
        for (index, sample) in stroke.samples.enumerated() {
            let phase: TouchEvent.Phase =
                index == 0 ? .began : (index == stroke.samples.count - 1 ? .ended : .moved)
            // Events need a time; a stroke without timestamps gets a steady 60 Hz clock.
            let time = sample.time ?? clock
            clock = time + 1.0 / 60
            recognizer.handle(TouchEvent(phase, touch: 0, location: sample.point, time: time))
            if recognizer.isFinished { return (recognizer.state, recognizer.sampleCount) }
        }
        if stroke.samples.count == 1 {
            recognizer.handle(TouchEvent(.ended, touch: 0, location: stroke[0].point, time: stroke[0].time ?? 0))
        }
        if !recognizer.isFinished, stroke.samples.isEmpty {
            // No touch at all: decide as the detector does.
            recognizer.conclude()
        }
        return (recognizer.state, recognizer.sampleCount)
    }
}
