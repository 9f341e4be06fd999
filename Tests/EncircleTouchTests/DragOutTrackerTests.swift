import Testing

@testable import Encircle
@testable import EncircleTouch

@Suite struct DragOutTrackerTests {
    private let start = Point(x: 100, y: 100)

    private func at(_ dx: Double, _ dy: Double) -> Point { start.translated(dx: dx, dy: dy) }

    @Test func aSwipeBecomesADragThatFollowsTheFingerUntilTheEnd() {
        var tracker = DragOutTracker()
        #expect(tracker.began(at: start) == .possible(translation: .zero))
        #expect(tracker.moved(to: at(3, -5)) == .possible(translation: Point(x: 3, y: -5)))
        #expect(tracker.moved(to: at(3, -16)) == .dragging(.up, offset: Point(x: 3, y: -16)))
        #expect(tracker.isDragging)
        // Once dragging, any movement is the drag, even far across the swipe axis.
        #expect(tracker.moved(to: at(60, -80)) == .dragging(.up, offset: Point(x: 60, y: -80)))
        #expect(tracker.moved(to: at(-40, 30)) == .dragging(.up, offset: Point(x: -40, y: 30)))
        #expect(tracker.ended(at: at(-42, 31)) == .dropped(.up, offset: Point(x: -42, y: 31)))
        #expect(!tracker.isDragging)
        #expect(tracker.moved(to: at(0, 0)) == .dropped(.up, offset: Point(x: -42, y: 31)))
    }

    @Test func recognizesAtExactly16AlongAndNotAt8Across() {
        var tracker = DragOutTracker()
        tracker.began(at: start)
        #expect(tracker.moved(to: at(15, 7)) == .possible(translation: Point(x: 15, y: 7)))
        #expect(tracker.moved(to: at(16, 7)) == .dragging(.right, offset: Point(x: 16, y: 7)))

        tracker.began(at: start)
        #expect(tracker.moved(to: at(-16, 0)) == .dragging(.left, offset: Point(x: -16, y: 0)))

        tracker.began(at: start)
        #expect(tracker.moved(to: at(7, 16)) == .dragging(.down, offset: Point(x: 7, y: 16)))

        // 8 across both axes before 16 along: nothing can be a swipe any more.
        tracker.began(at: start)
        #expect(tracker.moved(to: at(8, 7)) == .possible(translation: Point(x: 8, y: 7)))
        #expect(tracker.moved(to: at(8, 8)) == DragOutTracker.State.none)
    }

    @Test func tooFarAcrossFirstLeavesTheTouchToTheScrollViewForGood() {
        var tracker = DragOutTracker()
        tracker.began(at: start)
        #expect(tracker.moved(to: at(10, 10)) == DragOutTracker.State.none)
        #expect(tracker.moved(to: at(30, 0)) == DragOutTracker.State.none)  // coming back does not revive it
        #expect(tracker.ended(at: at(30, 0)) == DragOutTracker.State.none)
        #expect(tracker.began(at: start) == .possible(translation: .zero))  // the next touch starts fresh
    }

    @Test func aHorizontalScrollViewKeepsHorizontalMovement() {
        var tracker = DragOutTracker(classifier: SwipeClassifier(directions: [.up, .down]))
        tracker.began(at: start)
        #expect(tracker.moved(to: at(7, 3)) == .possible(translation: Point(x: 7, y: 3)))
        #expect(tracker.moved(to: at(8, 3)) == DragOutTracker.State.none)

        tracker.began(at: start)
        #expect(tracker.moved(to: at(2, 20)) == .dragging(.down, offset: Point(x: 2, y: 20)))
    }

    @Test func aSwipeInADirectionNotAllowedIsNotADrag() {
        var tracker = DragOutTracker(classifier: SwipeClassifier(directions: [.left]))
        tracker.began(at: start)
        #expect(tracker.moved(to: at(16, 0)) == DragOutTracker.State.none)
    }

    @Test func aTapOrShortTouchEndsAsNone() {
        var tracker = DragOutTracker()
        tracker.began(at: start)
        #expect(tracker.ended(at: at(2, 1)) == DragOutTracker.State.none)
        // A swipe completed by the last sample is dropped at once.
        tracker.began(at: start)
        #expect(tracker.ended(at: at(0, -20)) == .dropped(.up, offset: Point(x: 0, y: -20)))
    }

    @Test func thresholdsAreConfigurable() throws {
        var tracker = DragOutTracker(classifier: try SwipeClassifier(minimumDistance: 30, maximumDeviation: 4))
        tracker.began(at: start)
        #expect(tracker.moved(to: at(20, 0)) == .possible(translation: Point(x: 20, y: 0)))
        #expect(tracker.moved(to: at(30, 3.5)) == .dragging(.right, offset: Point(x: 30, y: 3.5)))
        tracker.began(at: start)
        #expect(tracker.moved(to: at(4, 4)) == DragOutTracker.State.none)
    }

    @Test func cancellationAndResetAndIgnoredSamples() {
        var tracker = DragOutTracker()
        #expect(tracker.moved(to: start) == .idle)  // no touch yet
        #expect(tracker.ended(at: start) == .idle)
        #expect(tracker.cancelled() == .idle)
        tracker.began(at: start)
        tracker.moved(to: at(0, 20))
        #expect(tracker.moved(to: Point(x: .nan, y: 0)) == .dragging(.down, offset: Point(x: 0, y: 20)))
        #expect(tracker.cancelled() == .cancelled)
        tracker.reset()
        #expect(tracker.state == .idle)
        #expect(tracker.start == nil)
        #expect(tracker.began(at: Point(x: .infinity, y: 0)) == .idle)
    }

    @Test func theDocumentationExampleHolds() {
        var drag = DragOutTracker()
        #expect(drag.began(at: Point(x: 100, y: 100)) == .possible(translation: Point(x: 0, y: 0)))
        #expect(drag.moved(to: Point(x: 103, y: 84)) == .dragging(.up, offset: Point(x: 3, y: -16)))
        #expect(drag.moved(to: Point(x: 160, y: 20)) == .dragging(.up, offset: Point(x: 60, y: -80)))
        #expect(drag.ended(at: Point(x: 170, y: 10)) == .dropped(.up, offset: Point(x: 70, y: -90)))
    }

    /// The DocC article's snippet, with the item view's touches as events.
    @Test func theArticleExampleDragsAndDrops() {
        var drag = DragOutTracker(classifier: SwipeClassifier(directions: [.up, .down]))
        let events = [
            TouchEvent(.began, touch: 7, location: at(0, 0), time: 0),
            TouchEvent(.moved, touch: 7, location: at(2, 10), time: 0.016),
            TouchEvent(.moved, touch: 7, location: at(3, 18), time: 0.033),
            TouchEvent(.moved, touch: 7, location: at(40, 90), time: 0.05),
            TouchEvent(.ended, touch: 7, location: at(41, 95), time: 0.066),
        ]
        #expect(
            events.map { drag.handle($0) } == [
                .possible(translation: .zero), .possible(translation: Point(x: 2, y: 10)),
                .dragging(.down, offset: Point(x: 3, y: 18)), .dragging(.down, offset: Point(x: 40, y: 90)),
                .dropped(.down, offset: Point(x: 41, y: 95)),
            ])
    }

    @Test func handleFollowsOneTouchAndIgnoresOthers() {
        var drag = DragOutTracker()
        #expect(drag.handle(TouchEvent(.began, touch: 1, location: start, time: 0)) == .possible(translation: .zero))
        #expect(drag.touch == 1)
        // A second finger neither restarts nor moves the drag, nor ends or cancels it.
        #expect(
            drag.handle(TouchEvent(.began, touch: 2, location: at(50, 50), time: 0.01)) == .possible(translation: .zero)
        )
        #expect(
            drag.handle(TouchEvent(.moved, touch: 2, location: at(0, -40), time: 0.02)) == .possible(translation: .zero)
        )
        #expect(
            drag.handle(TouchEvent(.cancelled, touch: 2, location: .zero, time: 0.03)) == .possible(translation: .zero))
        #expect(drag.handle(TouchEvent(.ended, touch: 2, location: .zero, time: 0.03)) == .possible(translation: .zero))
        #expect(drag.start == start)
        #expect(
            drag.handle(TouchEvent(.moved, touch: 1, location: at(-20, 1), time: 0.04))
                == .dragging(.left, offset: Point(x: -20, y: 1)))
        #expect(
            drag.handle(TouchEvent(.ended, touch: 1, location: at(-30, 2), time: 0.05))
                == .dropped(.left, offset: Point(x: -30, y: 2)))
        #expect(drag.touch == nil)
        // The result stays until a touch begins: stray moves of any touch change nothing.
        #expect(
            drag.handle(TouchEvent(.moved, touch: 2, location: at(0, 0), time: 0.06))
                == .dropped(.left, offset: Point(x: -30, y: 2)))
        #expect(drag.touch == nil)
        // The next touch starts fresh.
        #expect(drag.handle(TouchEvent(.began, touch: 3, location: at(5, 5), time: 1)) == .possible(translation: .zero))
        #expect(drag.start == at(5, 5))
        #expect(drag.touch == 3)
    }

    @Test func handleCancelsAndPicksUpATouchMidway() {
        var drag = DragOutTracker()
        // Attached mid-touch: the first move starts the touch.
        #expect(drag.handle(TouchEvent(.moved, touch: 4, location: start, time: 0)) == .possible(translation: .zero))
        #expect(drag.touch == 4)
        #expect(
            drag.handle(TouchEvent(.moved, touch: 4, location: at(0, 16), time: 0.1))
                == .dragging(.down, offset: Point(x: 0, y: 16)))
        #expect(drag.handle(TouchEvent(.cancelled, touch: 4, location: .zero, time: 0.2)) == .cancelled)
        #expect(drag.touch == nil)
        // An end or cancel of a touch that is not followed changes nothing.
        #expect(drag.handle(TouchEvent(.ended, touch: 4, location: start, time: 0.3)) == .cancelled)

        // A touch-down at a NaN location resets, and the touch is picked up at its first finite move.
        #expect(drag.handle(TouchEvent(.began, touch: 5, location: Point(x: .nan, y: 0), time: 1)) == .idle)
        #expect(drag.touch == nil)
        #expect(drag.handle(TouchEvent(.moved, touch: 5, location: Point(x: 0, y: .infinity), time: 1.1)) == .idle)
        #expect(drag.handle(TouchEvent(.moved, touch: 5, location: start, time: 1.2)) == .possible(translation: .zero))
        #expect(drag.handle(TouchEvent(.ended, touch: 5, location: at(1, 1), time: 1.3)) == DragOutTracker.State.none)

        drag.reset()
        #expect(drag.touch == nil && drag.state == .idle && drag.start == nil)
    }
}
