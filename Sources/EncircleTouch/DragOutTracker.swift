import Encircle

/// Follows one touch on an item in a scroll view and decides whether it drags the item out.
///
/// Sadun's *iOS Developer's Cookbook* recipe for dragging items out of a scroll view watches
/// each touch: once it is a swipe (see ``SwipeClassifier``), the touch stops being a scroll and
/// becomes a drag of the item, which then follows the finger freely until the touch ends. A
/// touch that goes too far across before it is long enough is not a swipe, and the scroll view
/// keeps it.
///
/// Feed it a touch stream with ``handle(_:)``, the same ``TouchEvent``s that drive
/// ``CircleRecognizer`` and ``RotationTracker``, or call ``began(at:)``, ``moved(to:)``,
/// ``ended(at:)`` and ``cancelled()`` yourself:
///
/// ```swift
/// var drag = DragOutTracker()                       // 16 pt along, < 8 pt across
/// drag.began(at: Point(x: 100, y: 100))             // .possible(translation: (0, 0))
/// drag.moved(to: Point(x: 103, y: 84))              // .dragging(.up, offset: (3, -16))
/// drag.moved(to: Point(x: 160, y: 20))              // .dragging(.up, offset: (60, -80))
/// drag.ended(at: Point(x: 170, y: 10))              // .dropped(.up, offset: (70, -90))
/// ```
///
/// Decisions:
/// - The swipe is judged on the translation from touch-down to the current point. Once every
///   allowed axis has gone ``SwipeClassifier/maximumDeviation`` across, the state is ``State/none``
///   and stays so until the next touch, even if the finger comes back.
/// - A swipe in a direction the classifier does not allow is ``State/none`` too.
/// - After recognition the direction is fixed and the offset follows the finger on both axes.
/// - ``ended(at:)`` first judges the end point like a move, so a swipe completed by the last
///   sample is dropped at once; a touch that ends undecided is ``State/none`` (a tap).
/// - Samples with a NaN or infinite coordinate are ignored; so are moves and ends without an
///   active touch. No input traps: the thresholds were validated when the
///   ``SwipeClassifier`` was created, and every point is accepted or ignored.
public struct DragOutTracker: Hashable, Sendable {
    /// Where the touch stands.
    public enum State: Hashable, Sendable {
        /// No touch yet, or the tracker was reset.
        case idle
        /// The touch is down and not yet decided; `translation` is its movement since touch-down.
        case possible(translation: Point)
        /// The touch is a swipe in `direction` and now drags the item; `offset` is the finger's
        /// translation since touch-down (x and y of the point).
        case dragging(SwipeDirection, offset: Point)
        /// The touch ended while dragging: drop the item at `offset` from where it started.
        case dropped(SwipeDirection, offset: Point)
        /// The system cancelled the touch while it was active: put the item back.
        case cancelled
        /// Not a swipe: the scroll view (or a tap handler) keeps the touch.
        case none
    }

    /// The thresholds and allowed directions.
    public let classifier: SwipeClassifier

    /// Where the touch stands.
    public private(set) var state = State.idle

    /// Where the current touch landed, or `nil` before ``began(at:)``.
    public private(set) var start: Point?

    /// The touch that ``handle(_:)`` follows, or `nil` when it follows none (before the first
    /// event, and after the followed touch ended or was cancelled).
    public private(set) var touch: Int?

    /// Creates a tracker that judges swipes with `classifier`, by default the recipe's 16 points
    /// along and less than 8 across in all four directions.
    ///
    /// - Complexity: O(1).
    public init(classifier: SwipeClassifier = .default) {
        self.classifier = classifier
    }

    /// Whether the touch is dragging the item.
    public var isDragging: Bool {
        if case .dragging = state { return true }
        return false
    }

    /// Consumes one event of a touch stream and returns the new state.
    ///
    /// Follows one touch as described in ``TouchEvent``: the touch of a `.began` when none is
    /// followed (or of a `.moved` when the tracker is ``State/idle``, because it was added
    /// mid-touch); events of other touches are ignored, so a second finger neither starts nor
    /// disturbs a drag. `.began`, `.moved`, `.ended` and `.cancelled` of the followed touch
    /// call ``began(at:)``, ``moved(to:)``, ``ended(at:)`` and ``cancelled()``; after `.ended`
    /// or `.cancelled` the state stays until the next touch begins. A `.began` whose location
    /// is NaN or infinite resets the tracker, which then picks the touch up at its first finite
    /// move.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func handle(_ event: TouchEvent) -> State {
        if let touch, touch != event.touch { return state }
        switch event.phase {
        case .began:
            reset()
            guard event.location.isFinite else { return state }
            began(at: event.location)
            touch = event.touch
        case .moved:
            if touch == nil {
                guard state == .idle, event.location.isFinite else { return state }
                began(at: event.location)
                touch = event.touch
            } else {
                moved(to: event.location)
            }
        case .ended:
            guard touch != nil else { return state }
            ended(at: event.location)
            touch = nil
        case .cancelled:
            guard touch != nil else { return state }
            cancelled()
            touch = nil
        }
        return state
    }

    /// Starts a new touch at `point`, forgetting any previous one; a point with a NaN or
    /// infinite coordinate is ignored.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func began(at point: Point) -> State {
        guard point.isFinite else { return state }
        start = point
        state = .possible(translation: .zero)
        return state
    }

    /// Moves the touch to `point`; ignored without an active touch or for a point with a NaN
    /// or infinite coordinate.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func moved(to point: Point) -> State {
        guard point.isFinite, let start else { return state }
        let dx = point.x - start.x, dy = point.y - start.y
        let offset = Point(x: dx, y: dy)
        switch state {
        case .possible:
            if let direction = classifier.classify(dx: dx, dy: dy) {
                state = .dragging(direction, offset: offset)
            } else if !classifier.swipes(dx: dx, dy: dy).isEmpty || !classifier.canStillSwipe(dx: dx, dy: dy) {
                state = .none
            } else {
                state = .possible(translation: offset)
            }
        case .dragging(let direction, _):
            state = .dragging(direction, offset: offset)
        case .idle, .dropped, .cancelled, .none:
            break
        }
        return state
    }

    /// Ends the touch at `point`: judges it like a move, then drops a drag or leaves an
    /// undecided touch as ``State/none``.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func ended(at point: Point) -> State {
        moved(to: point)
        switch state {
        case .possible: state = .none
        case .dragging(let direction, let offset): state = .dropped(direction, offset: offset)
        case .idle, .dropped, .cancelled, .none: break
        }
        return state
    }

    /// Cancels the touch (the system took it, for example for an alert).
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func cancelled() -> State {
        switch state {
        case .possible, .dragging: state = .cancelled
        case .idle, .dropped, .cancelled, .none: break
        }
        return state
    }

    /// Forgets the touch, including the one ``handle(_:)`` follows.
    ///
    /// - Complexity: O(1).
    public mutating func reset() {
        state = .idle
        start = nil
        touch = nil
    }
}
