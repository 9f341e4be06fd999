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
}

extension CircleRecognizer.State {
    fileprivate var recognizedRadius: Double? {
        if case .recognized(let circle) = self { return circle.radius }
        return nil
    }
}
