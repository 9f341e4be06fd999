import EncircleTestSupport
import Testing

@testable import Encircle

/// What the UIKit and SwiftUI adapters rely on when a palm rests while a pen draws: with
/// `ignoresExtraTouches`, every event of another touch leaves the stroke as it was.
@Suite struct CircleRecognizerExtraTouchesTests {
    private let circle = Stroke.circle()

    /// The pen's event at `index`: began, moved, or ended at the last sample.
    private func pen(_ index: Int) -> TouchEvent {
        let phase: TouchEvent.Phase = index == 0 ? .began : (index == circle.count - 1 ? .ended : .moved)
        return TouchEvent(phase, touch: 1, location: circle[index].point, time: circle[index].time!)
    }

    /// A palm that lands, moves, lifts, and one the system cancels, all while the pen's stroke is
    /// undecided: each event leaves the recognizer possible (the adapters fail an undecided
    /// recognizer only when the followed touch ends), and the pen's circle is recognized.
    @Test func aPalmThatLiftsOrIsCancelledLeavesThePensStrokeUndecided() throws {
        var recognizer = CircleRecognizer(ignoresExtraTouches: true)
        let palm: [Int: TouchEvent] = [
            5: TouchEvent(.began, touch: 2, location: Point(x: 20, y: 400), time: 0.06),
            10: TouchEvent(.moved, touch: 2, location: Point(x: 22, y: 401), time: 0.12),
            20: TouchEvent(.ended, touch: 2, location: Point(x: 22, y: 401), time: 0.25),
            30: TouchEvent(.began, touch: 3, location: Point(x: 30, y: 420), time: 0.37),
            40: TouchEvent(.cancelled, touch: 3, location: .zero, time: 0.5),
        ]
        for index in 0..<circle.count {
            if let event = palm[index] {
                let samples = recognizer.sampleCount
                #expect(recognizer.handle(event) == .possible, "the palm's \(event.phase) at \(index)")
                #expect(recognizer.sampleCount == samples)
            }
            recognizer.handle(pen(index))
        }
        let found = try #require(recognizer.result, "\(String(describing: recognizer.rejection))")
        #expect(found.center.isApproximatelyEqual(to: Point(x: 160, y: 240), absoluteTolerance: 0.05))
        #expect(recognizer.sampleCount == circle.count)
    }

    /// Without `ignoresExtraTouches`, the same palm fails the stroke as it lands, and its lifting
    /// changes nothing after that.
    @Test func withoutIgnoringAPalmFailsTheStrokeAsItLands() {
        var recognizer = CircleRecognizer()
        for index in 0..<5 { recognizer.handle(pen(index)) }
        recognizer.handle(TouchEvent(.began, touch: 2, location: Point(x: 20, y: 400), time: 0.06))
        #expect(recognizer.rejection?.reason == .multipleTouches)
        let failed = recognizer.state
        recognizer.handle(TouchEvent(.ended, touch: 2, location: Point(x: 20, y: 400), time: 0.1))
        #expect(recognizer.state == failed)
    }
}
