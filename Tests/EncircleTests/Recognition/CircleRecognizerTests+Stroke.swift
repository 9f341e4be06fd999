import EncircleTestSupport
import Testing

@testable import Encircle

/// ``CircleRecognizer/stroke`` and ``CircleRecognizer/isDrawing``: the stroke kept after the
/// verdict, whole, for a lasso.
@Suite struct CircleRecognizerStrokeTests {
    /// `stroke` as began / moved / ended events of `touch`.
    private func events(of stroke: Stroke, touch: Int = 1) -> [TouchEvent] {
        stroke.samples.enumerated().map { index, sample in
            TouchEvent(
                index == 0 ? .began : (index == stroke.count - 1 ? .ended : .moved), touch: touch,
                location: sample.point, time: sample.time ?? 0)
        }
    }

    /// A zigzag of two sharp corners and a long last leg: its second corner fails it long before
    /// the finger lifts (the first may yet prove a hook where the pen landed, which only the end
    /// of the stroke tells).
    let zigzag = Stroke.polyline(
        [Point(x: 0, y: 0), Point(x: 300, y: 40), Point(x: 0, y: 80), Point(x: 600, y: 160)], perSide: 30)

    @Test func keepsTheRecognizedStroke() throws {
        var recognizer = CircleRecognizer()
        #expect(recognizer.stroke.isEmpty && !recognizer.isDrawing)
        let circle = Stroke.circle()
        for event in events(of: circle) { recognizer.handle(event) }
        #expect(recognizer.result != nil)
        #expect(recognizer.stroke == circle)
        #expect(!recognizer.isDrawing)
    }

    @Test func keepsTheWholeStrokeAfterAnEarlyFailure() throws {
        var recognizer = CircleRecognizer()
        var failedAt: Int?
        for (index, event) in events(of: zigzag).enumerated() {
            recognizer.handle(event)
            if failedAt == nil, recognizer.isFinished {
                failedAt = index
                #expect(recognizer.isDrawing)
                #expect(recognizer.stroke.count == recognizer.sampleCount)
            }
        }
        let decided = try #require(failedAt)
        #expect(decided < zigzag.count * 85 / 100)
        #expect(recognizer.rejection?.reason == .sharpCorner)
        #expect(recognizer.sampleCount == decided + 1)
        #expect(recognizer.stroke == zigzag)
        #expect(!recognizer.isDrawing)
    }

    @Test func aRejectedStrokeSelectsAsALasso() throws {
        var recognizer = CircleRecognizer()
        let square = Stroke.square()  // (100, 100)–(220, 220)
        for event in events(of: square) { recognizer.handle(event) }
        #expect(recognizer.rejection?.reason == .cornerCount)
        let area = CircledArea(recognizer.stroke, circle: recognizer.result)
        #expect(area == CircledArea(square))
        #expect(area.contains(Point(x: 210, y: 110)))  // near a corner
        #expect(!area.contains(Point(x: 90, y: 160)))
        #expect(area.contains(Rect(x: 110, y: 110, width: 100, height: 100), .inside))
    }

    @Test func otherTouchesAreNotPartOfIt() {
        let circle = Stroke.circle()
        let own = events(of: circle, touch: 1)
        let other = events(of: .line(), touch: 2)
        for ignoring in [false, true] {
            var recognizer = CircleRecognizer(ignoresExtraTouches: ignoring)
            recognizer.handle(own[0])
            // The second finger goes down and moves with the first.
            for (index, event) in own.dropFirst().enumerated() {
                if index < other.count - 1 { recognizer.handle(other[index]) }
                recognizer.handle(event)
            }
            #expect(recognizer.rejection?.reason == (ignoring ? nil : .multipleTouches))
            #expect(recognizer.stroke == circle, "ignoresExtraTouches: \(ignoring)")
        }
    }

    @Test func aTouchUpAtTheLastLocationAddsNone() {
        var recognizer = CircleRecognizer()
        let stroke = events(of: zigzag).dropLast()
        for event in stroke { recognizer.handle(event) }
        #expect(recognizer.isFinished && recognizer.isDrawing)
        let last = stroke.last!
        recognizer.handle(TouchEvent(.ended, touch: 1, location: last.location, time: last.time))
        #expect(recognizer.stroke.count == zigzag.count - 1)
        #expect(!recognizer.isDrawing)
    }

    @Test func aCancelledStrokeKeepsWhatWasDrawn() {
        var recognizer = CircleRecognizer()
        let circle = Stroke.circle()
        let drawn = events(of: circle).prefix(10)
        for event in drawn { recognizer.handle(event) }
        recognizer.handle(TouchEvent(.cancelled, touch: 1, location: .zero, time: 1))
        recognizer.handle(TouchEvent(.moved, touch: 1, location: Point(x: 5, y: 5), time: 1.1))
        #expect(recognizer.state == .cancelled)
        #expect(recognizer.stroke == Stroke(circle.prefix(10)))
        #expect(!recognizer.isDrawing)
    }

    @Test func eventsAfterTheFingerLiftedAreNotPartOfIt() {
        var recognizer = CircleRecognizer()
        let circle = Stroke.circle()
        for event in events(of: circle) { recognizer.handle(event) }
        recognizer.handle(TouchEvent(.moved, touch: 1, location: Point(x: 300, y: 0), time: 5))
        recognizer.handle(TouchEvent(.ended, touch: 1, location: Point(x: 300, y: 10), time: 5.1))
        #expect(recognizer.stroke == circle)
    }

    @Test func theNextStrokeOrAResetReplacesIt() {
        var recognizer = CircleRecognizer()
        let circle = Stroke.circle()
        for event in events(of: circle) { recognizer.handle(event) }
        let kept = recognizer.stroke
        let next = TouchEvent(.began, touch: 2, location: Point(x: 7, y: 8), time: 9)
        recognizer.handle(next)
        #expect(recognizer.stroke == Stroke([Stroke.Sample(next.location, time: next.time)]))
        #expect(recognizer.isDrawing)
        recognizer.reset()
        #expect(recognizer.stroke.isEmpty && !recognizer.isDrawing)
        // A value read before is the caller's: the recognizer's reuse of its storage leaves it.
        #expect(kept == circle)
    }

    @Test func aMissedTouchUpStartsAFreshStroke() {
        var recognizer = CircleRecognizer()
        for event in events(of: .line(), touch: 0).dropLast() { recognizer.handle(event) }
        let circle = Stroke.circle()
        for event in events(of: circle, touch: 0) { recognizer.handle(event) }
        #expect(recognizer.stroke == circle)
    }
}
