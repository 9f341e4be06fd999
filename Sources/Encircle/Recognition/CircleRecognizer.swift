/// Recognizes a circle while it is being drawn, touch by touch, with the contract of a discrete
/// `UIGestureRecognizer`: possible → recognized or failed (or cancelled).
///
/// It feeds the same bounded summary as ``CircleDetector`` and reaches the same verdict on the
/// same samples, but fails as soon as failure is certain: a second finger (unless
/// ``ignoresExtraTouches``), a corner no circle has, invalid input, or an optional time limit
/// passed. The verdict stays until the next touch-down, which starts a new stroke, as
/// `UIKit` resets a recognizer between gestures; ``reset()`` starts over at any time.
/// Platform-neutral: the UIKit and SwiftUI adapters forward their touches here, and it runs on
/// Linux too.
///
/// ```swift
/// var recognizer = CircleRecognizer()
/// recognizer.handle(TouchEvent(.began, touch: 1, location: p0, time: t0))
/// recognizer.handle(TouchEvent(.moved, touch: 1, location: p1, time: t1))   // .possible; progress 0.04
/// recognizer.handle(TouchEvent(.ended, touch: 1, location: pn, time: tn))   // .recognized(circle)
/// recognizer.handle(TouchEvent(.began, touch: 2, location: q0, time: u0))   // .possible: the next stroke
/// ```
///
/// For SwiftUI's `.task`, ``updates(for:)`` turns a stream of touch events into a stream of
/// states and feedback.
///
/// The recognizer also keeps the ``stroke`` it follows, until the next stroke begins, so a
/// stroke that is not a circle can still select what it surrounds, as a lasso (``CircledArea``).
///
/// - Complexity: O(1) amortized time per event. Memory: a bounded summary, plus the ``stroke``
///   (one sample per event of the touch followed), whose storage is kept from stroke to stroke:
///   an event allocates only while a stroke grows longer than any before it.
public struct CircleRecognizer: Sendable {
    /// Where the recognizer is in its life.
    public enum State: Hashable, Sendable {
        /// Still watching: no verdict yet.
        case possible
        // Boxed, like `failed`: a state is returned on every event, and copying one is then a
        // reference rather than the whole circle.
        /// The stroke ended and is a circle.
        indirect case recognized(DetectedCircle)
        /// The stroke is certainly not a circle, and why.
        indirect case failed(CircleRejection)
        /// The system cancelled the touch.
        case cancelled
    }

    /// The detector whose configuration and verdict the recognizer reproduces.
    public let detector: CircleDetector
    /// Whether touches other than the one being followed are ignored instead of failing the
    /// stroke: for a palm resting on the screen, or a pen with fingers down. The first touch
    /// to go down is the one followed.
    public var ignoresExtraTouches: Bool
    /// The current state; final states stay until the next ``TouchEvent/Phase/began`` or
    /// ``reset()``.
    public private(set) var state: State = .possible
    /// Samples consumed so far (for a failure: how many it took to decide).
    public private(set) var sampleCount = 0
    /// The stroke being drawn, or the last one drawn: the samples of the touch followed, in the
    /// order received (a touch-up that repeats the last sample adds none). Empty before the
    /// first touch and after ``reset()``.
    ///
    /// It grows while the touch is down (``isDrawing``) and stays after the verdict, recognized,
    /// failed or cancelled, until the next ``TouchEvent/Phase/began`` starts a new stroke. A
    /// stroke that fails before the finger lifts (a corner, a second finger, a pause) goes on
    /// growing until it lifts, so it holds the whole loop for a lasso, while ``sampleCount``
    /// says how many samples the verdict took. Events of other touches are never part of it.
    ///
    /// ```swift
    /// recognizer.handle(event)
    /// if !recognizer.isDrawing, recognizer.rejection != nil {
    ///     let lassoed = CircledArea(recognizer.stroke).selected(from: items, at: \.position)
    /// }
    /// ```
    ///
    /// Reading it is O(1): the value shares the recognizer's storage until either changes.
    public private(set) var stroke = Stroke.empty
    /// Whether the touch followed is down, so ``stroke`` may still grow: from its
    /// ``TouchEvent/Phase/began`` (or first ``TouchEvent/Phase/moved``) until its
    /// ``TouchEvent/Phase/ended`` or ``TouchEvent/Phase/cancelled``, whatever the verdict
    /// meanwhile. When it turns false, ``stroke`` is the whole stroke.
    public private(set) var isDrawing = false
    private var summary: StrokeSummary
    private var trackedTouch: Int?
    private var lastSample: Stroke.Sample?

    /// Creates a recognizer that applies `detector`'s configuration and, unless
    /// `ignoresExtraTouches`, fails a stroke when a second touch goes down.
    ///
    /// - Complexity: O(1).
    public init(detector: CircleDetector = CircleDetector(), ignoresExtraTouches: Bool = false) {
        self.detector = detector
        self.ignoresExtraTouches = ignoresExtraTouches
        self.summary = StrokeSummary(minimumSize: detector.configuration.minimumSize)
        self.windingToJudge = Self.windingToJudgeFirst(by: detector)
    }

    /// The winding at which closure is first judged: the required sweep, less the lag of the
    /// winding behind the sweep.
    private static func windingToJudgeFirst(by detector: CircleDetector) -> Double {
        detector.configuration.requiredSweep.degrees - CircleDefinition.closureWindingLag
    }

    /// How far the stroke has come toward a circle, 0…1: for a ring that fills while drawing.
    ///
    /// While possible, it is the share of the required sweep turned so far, times the margin the
    /// sharpest corner so far leaves (so a square, whose corners are near the limit, fills to
    /// about half); 1 once the stroke is closed enough to lift (``isClosedEnough``) or
    /// recognized; 0 once failed or cancelled.
    public var progress: Double {
        switch state {
        case .recognized: return 1
        case .failed, .cancelled: return 0
        case .possible:
            if isClosedEnough { return 1 }
            let configuration = detector.configuration
            let share = abs(summary.turns.winding) / configuration.requiredSweep.degrees
            let cornerTurn = CircleDetector.Check.maximumCornerTurn.rule
            let corner = cornerTurn.margin(for: summary.drawnMeasurements, in: configuration) ?? 1
            let value = min(share, 1) * corner
            // Not 1 before the stroke is closed enough: a full ring means "lift now".
            return value.isFinite ? min(max(value, 0), 0.99) : 0
        }
    }

    /// What a drawing UI shows while the stroke is drawn: ``progress`` and ``isClosedEnough``,
    /// together, so an adapter can report them whenever either changes.
    ///
    /// ```swift
    /// let before = recognizer.feedback
    /// recognizer.handle(event)
    /// if recognizer.feedback.isClosedEnough && !before.isClosedEnough { haptic() }
    /// ```
    public struct Feedback: Hashable, Sendable {
        /// ``CircleRecognizer/progress``, 0…1.
        public var progress: Double
        /// ``CircleRecognizer/isClosedEnough``.
        public var isClosedEnough: Bool

        /// Creates feedback.
        ///
        /// - Complexity: O(1).
        public init(progress: Double, isClosedEnough: Bool) {
            self.progress = progress
            self.isClosedEnough = isClosedEnough
        }
    }

    /// The progress and the closed-enough signal now.
    public var feedback: Feedback { Feedback(progress: progress, isClosedEnough: isClosedEnough) }

    /// Whether the stroke drawn so far would be recognized if the finger lifted now: the signal
    /// for a haptic tap or a closed ring. Re-judged (with the detector's full checks) as the
    /// stroke grows once it has turned the required sweep, so it can turn false again when a
    /// tail is added.
    public private(set) var isClosedEnough = false
    /// The winding (degrees, either way round) and the length the stroke must reach before
    /// ``isClosedEnough`` is judged again.
    private var windingToJudge: Double
    private var lengthToJudge = 0.0

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
    public var isFinished: Bool {
        if case .possible = state { return false }
        return true
    }

    /// Consumes one event and returns the new state. After a verdict, a
    /// ``TouchEvent/Phase/began`` starts a new stroke and every other event is ignored; a
    /// second simultaneous touch fails the stroke, or is ignored when ``ignoresExtraTouches``.
    /// A `began` of the touch being tracked starts a new stroke too: the same touch cannot go
    /// down twice, so the end of the stroke before was missed (it happens), and gluing the new
    /// stroke onto it would lose the new circle.
    ///
    /// - Complexity: O(1) amortized.
    @discardableResult
    public mutating func handle(_ event: TouchEvent) -> State {
        process(event)
        return state
    }

    /// ``handle(_:)`` without returning the state: a replay, which reads it once at the end,
    /// does not copy it (and retain its boxed verdict) on every event.
    private mutating func process(_ event: TouchEvent) {
        if isFinished {
            guard event.phase == .began else {
                // The verdict stands; the rest of the touch still belongs to the stroke.
                if isDrawing, event.touch == trackedTouch { record(event) }
                return
            }
            reset()
        } else if event.phase == .began, trackedTouch == event.touch {
            reset()
        }
        if let tracked = trackedTouch, tracked != event.touch {
            if ignoresExtraTouches { return }
            fail(
                CircleRejection(
                    reason: .multipleTouches, measured: 2, limit: 1,
                    message: "more than one touch: a circle is drawn with one finger"))
            return
        }
        let sample = Stroke.Sample(event.location, time: event.time)
        switch event.phase {
        case .began:
            guard trackedTouch == nil else { return }
            trackedTouch = event.touch
            isDrawing = true
            consume(sample)
        case .moved:
            // A move without a touch-down (the recognizer was added mid-touch) starts tracking.
            if trackedTouch == nil {
                trackedTouch = event.touch
                isDrawing = true
            }
            consume(sample)
        case .ended:
            guard trackedTouch != nil else { return }
            // UIKit repeats the last move's location on touch-up; do not count it twice.
            if sample != lastSample { consume(sample) }
            isDrawing = false
            if !isFinished { conclude() }
        case .cancelled:
            state = .cancelled
            isClosedEnough = false
            isDrawing = false
        }
    }

    /// Fails the recognizer when the configured `maximumPause` has passed since the last sample
    /// (a finger resting still sends no events; call this from a timer).
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func checkIdle(at time: Double) -> State {
        guard !isFinished, let last = summary.lastTime, time.isFinite, time > last else { return state }
        var measurements = summary.drawnMeasurements
        measurements.longestPause = max(measurements.longestPause ?? 0, time - last)
        let pause = CircleDetector.Check.maximumPause.rule
        guard let rejection = pause.rejection(for: measurements, in: detector.configuration) else { return state }
        fail(rejection)
        return state
    }

    /// Starts over for the next stroke, forgetting the one being drawn (and its ``stroke``).
    /// Not needed between strokes: the next touch-down starts a new one.
    ///
    /// - Complexity: O(1): the stroke's storage is kept; the summary's is made anew, one
    ///   allocation per stroke, none per sample.
    public mutating func reset() {
        state = .possible
        sampleCount = 0
        trackedTouch = nil
        isDrawing = false
        stroke.samples.removeAll(keepingCapacity: true)
        lastSample = nil
        isClosedEnough = false
        windingToJudge = Self.windingToJudgeFirst(by: detector)
        lengthToJudge = 0
        summary = StrokeSummary(minimumSize: detector.configuration.minimumSize)
    }

    private mutating func consume(_ sample: Stroke.Sample) {
        sampleCount += 1
        lastSample = sample
        stroke.samples.append(sample)
        let judged = summary.turns.changes
        summary.add(sample)
        if detector.needsEarlyJudgement(of: summary, judgedAt: judged),
            let rejection = detector.earlyRejection(of: summary)
        {
            fail(rejection)
            return
        }
        judgeClosure()
    }

    /// Re-judges ``isClosedEnough`` once the stroke has wound far enough round, each time its
    /// length has grown by ``CircleDefinition/closureRejudgeGrowth`` and, when its sweep fell
    /// short of the required sweep, its winding by half the shortfall (the two grow alike): a
    /// few whole-stroke judgements per stroke, and fewer still measured whole (one that fails
    /// an early check is not).
    @inline(__always)
    private mutating func judgeClosure() {
        let winding = abs(summary.turns.winding), length = summary.path.length
        guard winding >= windingToJudge, length >= lengthToJudge else { return }
        let closure = detector.closure(of: summary)
        isClosedEnough = closure.isAccepted
        // Short of the required sweep, it must wind on first (a tail, which winds no further,
        // is judged as the length grows).
        windingToJudge = closure.sweepShortfall > 0 ? winding + closure.sweepShortfall / 2 : 0
        lengthToJudge = length * (1 + CircleDefinition.closureRejudgeGrowth)
    }

    /// Adds an event of the touch followed, after the verdict, to ``stroke``: what a lasso needs
    /// of a stroke that failed before the finger lifted.
    private mutating func record(_ event: TouchEvent) {
        let sample = Stroke.Sample(event.location, time: event.time)
        switch event.phase {
        case .began: return
        case .moved: break
        case .ended:
            isDrawing = false
            // As in `handle(_:)`: a touch-up at the last location adds no sample.
            if sample == lastSample { return }
        case .cancelled:
            isDrawing = false
            return
        }
        lastSample = sample
        stroke.samples.append(sample)
    }

    private mutating func fail(_ rejection: CircleRejection) {
        state = .failed(rejection)
        isClosedEnough = false
    }

    private mutating func conclude() {
        switch detector.verdict(finishing: &summary) {
        case .recognized(let circle): state = .recognized(circle)
        case .rejected(let rejection): fail(rejection)
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
        // The stroke's length is known: the kept stroke takes its room once, not by doubling.
        recognizer.stroke.samples.reserveCapacity(stroke.samples.count)
        var clock = 0.0
        for (index, sample) in stroke.samples.enumerated() {
            let phase: TouchEvent.Phase =
                index == 0 ? .began : (index == stroke.samples.count - 1 ? .ended : .moved)
            // Events need a time; a stroke without timestamps gets a steady 60 Hz clock.
            let time = sample.time ?? clock
            clock = time + 1.0 / 60
            recognizer.process(TouchEvent(phase, touch: 0, location: sample.point, time: time))
            if recognizer.isFinished { return (recognizer.state, recognizer.sampleCount) }
        }
        if stroke.samples.count == 1 {
            recognizer.process(TouchEvent(.ended, touch: 0, location: stroke[0].point, time: stroke[0].time ?? 0))
        }
        if !recognizer.isFinished, stroke.samples.isEmpty {
            // No touch at all: decide as the detector does.
            recognizer.conclude()
        }
        return (recognizer.state, recognizer.sampleCount)
    }
}
