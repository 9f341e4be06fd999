import Testing

@testable import Encircle

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

    @Test func thresholdsAreConfigurable() {
        var tracker = DragOutTracker(classifier: SwipeClassifier(minimumDistance: 30, maximumDeviation: 4))
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
}
