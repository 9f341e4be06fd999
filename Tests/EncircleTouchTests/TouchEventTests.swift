import EncircleTestSupport
import Testing

@testable import Encircle
@testable import EncircleTouch

/// One ``TouchEvent`` stream drives every type that follows a touch.
@Suite struct TouchEventTests {
    /// What each consumer made of one stream.
    private struct Outcome {
        var recognizer: CircleRecognizer
        var wheel: RotationTracker
        var drag: DragOutTracker
        var swipe: SwipeDirection?
    }

    /// `stroke` as one touch's events (a touch-down, moves, a touch-up), with a second finger
    /// tapping in between when `tap` is set.
    private func events(of stroke: Stroke, touch: Int = 1, tap: Int? = nil) -> [TouchEvent] {
        var events = stroke.samples.enumerated().map { index, sample in
            let phase: TouchEvent.Phase =
                index == 0 ? .began : (index == stroke.samples.count - 1 ? .ended : .moved)
            return TouchEvent(phase, touch: touch, location: sample.point, time: sample.time ?? 0)
        }
        if let tap {
            let time = events[2].time
            events.insert(
                contentsOf: [
                    TouchEvent(.began, touch: tap, location: Point(x: 10, y: 10), time: time),
                    TouchEvent(.ended, touch: tap, location: Point(x: 10, y: 10), time: time),
                ], at: 3)
        }
        return events
    }

    /// Feeds every event to every consumer, as an app's touch handler would.
    private func drive(_ events: [TouchEvent]) -> Outcome {
        var recognizer = CircleRecognizer()
        var wheel = RotationTracker(center: Point(x: 160, y: 240))
        var drag = DragOutTracker()
        var start: Point?
        var swipe: SwipeDirection?
        let classifier = SwipeClassifier()
        for event in events {
            recognizer.handle(event)
            wheel.handle(event)
            drag.handle(event)
            // The stateless classifier judges the followed touch from touch-down to touch-up.
            if event.touch == events[0].touch {
                if event.phase == .began { start = event.location }
                if event.phase == .ended, let start { swipe = classifier.classify(from: start, to: event.location) }
            }
        }
        return Outcome(recognizer: recognizer, wheel: wheel, drag: drag, swipe: swipe)
    }

    @Test func aCircleIsRecognizedTurnsTheWheelOnceAndIsAlsoADrag() throws {
        let outcome = drive(events(of: .circle()))
        let circle = try #require(outcome.recognizer.result)
        #expect(circle.circle.center.isApproximatelyEqual(to: Point(x: 160, y: 240), absoluteTolerance: 0.5))
        #expect(circle.circle.radius.isApproximatelyEqual(to: 60, absoluteTolerance: 0.5))
        #expect(outcome.wheel.rotation.isApproximatelyEqual(to: .degrees(360), absoluteToleranceInDegrees: 1e-6))
        #expect(outcome.wheel.direction == .clockwise)
        #expect(outcome.wheel.touch == nil)
        // Starting at 3 o'clock and turning clockwise, the finger first goes down: a swipe down
        // that drags, dropped back where it started.
        guard case .dropped(.down, let offset) = outcome.drag.state else {
            Issue.record("expected a drop after a downward drag, got \(outcome.drag.state)")
            return
        }
        #expect(offset.isApproximatelyEqual(to: .zero, absoluteTolerance: 1e-9))
        #expect(outcome.swipe == nil)  // from touch-down to touch-up it did not move
    }

    @Test func aSwipeUpDragsAndIsNoCircle() throws {
        let up = Stroke(
            points: (0...20).map { Point(x: 220 + Double($0) * 0.2, y: 240 - Double($0) * 5) }, interval: 0.016)
        let outcome = drive(events(of: up))
        #expect(outcome.recognizer.rejection != nil)
        #expect(outcome.recognizer.result == nil)
        #expect(outcome.drag.state == .dropped(.up, offset: Point(x: 4, y: -100)))
        #expect(outcome.swipe == .up)
        // Round the wheel's centre the finger went a little way anticlockwise.
        #expect(outcome.wheel.direction == .counterclockwise)
        #expect(outcome.wheel.rotation.degrees < -45 && outcome.wheel.rotation.degrees > -90)
    }

    @Test func aSecondFingerFailsTheRecognizerButNotTheTrackers() throws {
        let outcome = drive(events(of: .circle(), touch: 1, tap: 2))
        #expect(outcome.recognizer.rejection?.reason == .multipleTouches)
        #expect(outcome.wheel.rotation.isApproximatelyEqual(to: .degrees(360), absoluteToleranceInDegrees: 1e-6))
        guard case .dropped(.down, _) = outcome.drag.state else {
            Issue.record("expected a drop after a downward drag, got \(outcome.drag.state)")
            return
        }
        #expect(outcome.swipe == nil)
    }

    /// The example in ``TouchEvent``'s documentation compiles and runs as written.
    @Test func theDocumentationExampleRuns() {
        let events = events(of: .circle())
        var recognizer = CircleRecognizer()
        var wheel = RotationTracker(center: Point(x: 160, y: 240))
        var drag = DragOutTracker()
        for event in events {
            recognizer.handle(event)
            wheel.handle(event)
            drag.handle(event)
        }
        #expect(recognizer.result != nil)
        #expect(wheel.rotation.isApproximatelyEqual(to: .degrees(360), absoluteToleranceInDegrees: 1e-6))
        #expect(drag.state != .idle)
    }
}
