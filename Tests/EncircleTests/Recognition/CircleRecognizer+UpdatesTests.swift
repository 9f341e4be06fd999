import EncircleTestSupport
import Testing

@testable import Encircle

@Suite struct CircleRecognizerUpdatesTests {
    private func events(of stroke: Stroke, touch: Int) -> [TouchEvent] {
        stroke.samples.enumerated().map { index, sample in
            let phase: TouchEvent.Phase = index == 0 ? .began : (index == stroke.count - 1 ? .ended : .moved)
            return TouchEvent(phase, touch: touch, location: sample.point, time: sample.time ?? 0)
        }
    }

    @Test func streamsStatesAndFeedbackStrokeAfterStroke() async throws {
        let (touches, continuation) = AsyncStream.makeStream(of: TouchEvent.self)
        let strokes: [Stroke] = [.circle(), .line(), .circle(radius: 30)]
        for (touch, stroke) in strokes.enumerated() {
            for event in events(of: stroke, touch: touch) { continuation.yield(event) }
        }
        continuation.finish()

        var updates: [CircleRecognizer.Update] = []
        for await update in CircleRecognizer().updates(for: touches) { updates.append(update) }

        let verdicts = updates.filter { $0.state != .possible }
        try #require(verdicts.count == 3)
        #expect(verdicts[0].state.recognizedRadius.map { abs($0 - 60) < 0.1 } == true)
        #expect(verdicts[1].feedback.progress == 0)
        if case .failed(let rejection) = verdicts[1].state {
            #expect(rejection.reason == .noRoundShape)
        } else {
            Issue.record("the line was \(verdicts[1].state)")
        }
        #expect(verdicts[2].state.recognizedRadius.map { abs($0 - 30) < 0.1 } == true)
        // The feedback a ring shows: rising while the first circle is drawn, full when recognized.
        let firstCircle = updates.prefix { $0.state == .possible }.map(\.feedback.progress)
        #expect(firstCircle.count > 10)
        #expect(zip(firstCircle, firstCircle.dropFirst()).allSatisfy { $0 <= $1 } || firstCircle.last == 1)
        #expect(verdicts[0].feedback.progress == 1)
        // Nothing is repeated: each update differs from the one before.
        #expect(zip(updates, updates.dropFirst()).allSatisfy { $0 != $1 })
    }

    @Test func theStreamUsesTheRecognizersSettings() async {
        let (touches, continuation) = AsyncStream.makeStream(of: TouchEvent.self)
        continuation.yield(TouchEvent(.began, touch: 1, location: .zero, time: 0))
        continuation.yield(TouchEvent(.began, touch: 2, location: Point(x: 9, y: 9), time: 0.1))
        continuation.finish()
        var failing: [CircleRecognizer.State] = []
        for await update in CircleRecognizer().updates(for: touches) { failing.append(update.state) }
        #expect(failing.last.map { if case .failed = $0 { true } else { false } } == true)

        let (again, more) = AsyncStream.makeStream(of: TouchEvent.self)
        more.yield(TouchEvent(.began, touch: 1, location: .zero, time: 0))
        more.yield(TouchEvent(.began, touch: 2, location: Point(x: 9, y: 9), time: 0.1))
        more.finish()
        var ignoring: [CircleRecognizer.State] = []
        for await update in CircleRecognizer(ignoresExtraTouches: true).updates(for: again) {
            ignoring.append(update.state)
        }
        #expect(ignoring.allSatisfy { $0 == .possible })
    }

    /// SwiftUI's `.task` is cancelled when the view disappears and run again when it reappears.
    /// A cancelled reader ends the stream it read for good, so each run makes its own stream
    /// (the design the live-recognition article shows), and the next run recognizes again.
    /// The time limit catches a run that never ends; it is generous because the tests share two
    /// cooperative threads with real-data tests that hold them for tens of seconds (one minute
    /// ran out on a loaded machine, with the test waiting for a thread, not hung).
    @Test(.timeLimit(.minutes(10))) func aStreamPerTaskRunRecognizesAfterTheLastRunWasCancelled() async throws {
        let (first, firstTouches) = AsyncStream.makeStream(of: TouchEvent.self)
        let (firstEnded, firstEnds) = AsyncStream.makeStream(of: Void.self)
        firstTouches.onTermination = { _ in firstEnds.finish() }
        let firstRun = Task {
            for await _ in CircleRecognizer().updates(for: first) {}
        }
        firstTouches.yield(TouchEvent(.began, touch: 1, location: Point(x: 220, y: 240), time: 0))
        firstRun.cancel()
        await firstRun.value
        for await _ in firstEnded {}
        var isTerminated = false
        if case .terminated = firstTouches.yield(TouchEvent(.moved, touch: 1, location: .zero, time: 0.1)) {
            isTerminated = true
        }
        #expect(isTerminated, "the cancelled run's stream still takes events")

        let (second, secondTouches) = AsyncStream.makeStream(of: TouchEvent.self)
        for event in events(of: .circle(), touch: 2) { secondTouches.yield(event) }
        secondTouches.finish()
        var verdicts: [CircleRecognizer.State] = []
        for await update in CircleRecognizer().updates(for: second) where update.state != .possible {
            verdicts.append(update.state)
        }
        #expect(verdicts.count == 1)
        #expect(verdicts.first?.recognizedRadius.map { abs($0 - 60) < 0.1 } == true)
    }
}

/// ``CircleRecognizer/Update/stroke``: the whole stroke on the update where the finger lifts.
@Suite struct CircleRecognizerUpdatesStrokeTests {
    private func events(of stroke: Stroke, touch: Int) -> [TouchEvent] {
        stroke.samples.enumerated().map { index, sample in
            let phase: TouchEvent.Phase = index == 0 ? .began : (index == stroke.count - 1 ? .ended : .moved)
            return TouchEvent(phase, touch: touch, location: sample.point, time: sample.time ?? 0)
        }
    }

    private func updates(for events: [TouchEvent]) async -> [CircleRecognizer.Update] {
        let (touches, continuation) = AsyncStream.makeStream(of: TouchEvent.self)
        for event in events { continuation.yield(event) }
        continuation.finish()
        var updates: [CircleRecognizer.Update] = []
        for await update in CircleRecognizer().updates(for: touches) { updates.append(update) }
        return updates
    }

    /// A square round the 3 × 3 items from (120, 120) to (200, 200): its third corner fails it
    /// long before the finger lifts.
    let square = Stroke.square(origin: Point(x: 100, y: 100), side: 120)

    @Test func aRecognizedStrokeComesWithTheVerdict() async throws {
        let circle = Stroke.circle()
        let updates = await updates(for: events(of: circle, touch: 1))
        let last = try #require(updates.last)
        #expect(last.state.recognizedRadius.map { abs($0 - 60) < 0.1 } == true)
        #expect(last.stroke == circle)
        #expect(updates.dropLast().allSatisfy { $0.stroke == nil })
    }

    @Test func anEarlyFailureGivesTheWholeStrokeWhenTheFingerLifts() async throws {
        let updates = await updates(for: events(of: square, touch: 1))
        let failure = try #require(updates.firstIndex { $0.state != .possible })
        #expect(updates[failure].state.rejectionReason == .cornerCount)
        #expect(updates[failure].stroke == nil)
        // The lift changes neither state nor feedback, and is still an update: the last one.
        try #require(updates.count == failure + 2)
        let lifted = updates[failure + 1]
        #expect(lifted.state == updates[failure].state)
        #expect(lifted.feedback == updates[failure].feedback)
        #expect(lifted.stroke == square)
        #expect(updates.filter { $0.stroke != nil }.count == 1)
        // Enough for a lasso: the nine items inside, none outside.
        let grid = (0..<7).flatMap { row in (0..<7).map { Point(x: 80 + Double($0) * 40, y: 80 + Double(row) * 40) } }
        let lassoed = CircledArea(try #require(lifted.stroke)).selected(from: grid, at: { $0 })
        #expect(lassoed == grid.filter { (120...200).contains($0.x) && (120...200).contains($0.y) })
        #expect(lassoed.count == 9)
    }

    @Test func eachStrokeOfTheStreamComesWhole() async {
        let strokes: [Stroke] = [.circle(), square, .line(), .circle(radius: 30)]
        let updates = await updates(
            for: strokes.enumerated().flatMap { touch, stroke in events(of: stroke, touch: touch) })
        #expect(updates.compactMap(\.stroke) == strokes)
        // Nothing is repeated: each update differs from the one before.
        #expect(zip(updates, updates.dropFirst()).allSatisfy { $0 != $1 })
    }

    @Test func aCancelledTouchEndsWithoutAStroke() async throws {
        // Cancelled before a verdict: the state says so.
        let circle = events(of: .circle(), touch: 1)
        let undecided = await updates(
            for: Array(circle.prefix(20)) + [TouchEvent(.cancelled, touch: 1, location: .zero, time: 1)])
        #expect(undecided.last?.state == .cancelled)
        #expect(undecided.allSatisfy { $0.stroke == nil })

        // Cancelled after an early failure: nothing changes, so nothing is yielded.
        let drawn = Array(events(of: square, touch: 1).dropLast())
        let failed = await updates(for: drawn)
        let failedThenCancelled = await updates(
            for: drawn + [TouchEvent(.cancelled, touch: 1, location: .zero, time: 2)])
        #expect(failed.last?.state.rejectionReason == .cornerCount)
        #expect(failedThenCancelled == failed)
    }

    @Test func otherTouchesNeitherEndNorJoinTheStroke() async throws {
        // A second finger fails the stroke and lifts before the first: the first finger's lift
        // still gives the first finger's stroke, whole.
        let circle = Stroke.circle()
        var sequence = events(of: circle, touch: 1)
        sequence.insert(contentsOf: events(of: .line(count: 4), touch: 2), at: 10)
        let updates = await updates(for: sequence)
        #expect(updates.compactMap(\.stroke) == [circle])
        #expect(updates.last?.state.rejectionReason == .multipleTouches)
    }
}

extension CircleRecognizer.State {
    fileprivate var recognizedRadius: Double? {
        if case .recognized(let circle) = self { return circle.radius }
        return nil
    }

    fileprivate var rejectionReason: CircleRejection.Reason? {
        if case .failed(let rejection) = self { return rejection.reason }
        return nil
    }
}
