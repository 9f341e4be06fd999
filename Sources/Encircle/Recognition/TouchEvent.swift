/// One touch or pointer sample as a gesture recognizer receives it: the one input type of every
/// Encircle type that follows a touch.
///
/// ``CircleRecognizer/handle(_:)``, `RotationTracker.handle(_:)` and
/// `DragOutTracker.handle(_:)` take the same events, so one touch stream can drive circle
/// recognition, a jog wheel and a drag-out at once:
///
/// ```swift
/// var recognizer = CircleRecognizer()
/// var wheel = RotationTracker(center: Point(x: 160, y: 240))
/// var drag = DragOutTracker()
/// for event in events {
///     recognizer.handle(event)
///     wheel.handle(event)
///     drag.handle(event)
/// }
/// ```
///
/// ## Following a touch
/// Each of them follows **one touch** (one value of ``touch``):
/// - the touch of a ``Phase/began`` when it follows none; a ``Phase/moved`` without a touch-down
///   is taken as the start of a touch when the type has seen no touch yet (it was attached
///   mid-touch);
/// - ``Phase/moved`` and ``Phase/ended`` of that touch are samples; ``Phase/ended`` and
///   ``Phase/cancelled`` end it;
/// - events of other touches are ignored by the trackers, and fail ``CircleRecognizer`` (a
///   circle is drawn with one finger) unless ``CircleRecognizer/ignoresExtraTouches``.
///
/// The recognizer and the trackers keep their verdict or result until the next ``Phase/began``
/// starts a new touch.
///
/// `SwipeClassifier` follows no touch (it classifies one movement); `DragOutTracker`
/// applies it to a touch stream.
public struct TouchEvent: Hashable, Sendable {
    /// Where in its life the touch is.
    public enum Phase: Hashable, Sendable {
        /// The finger touched down (UIKit's `touchesBegan`).
        case began
        /// The finger moved (UIKit's `touchesMoved`).
        case moved
        /// The finger lifted; the location is the last sample (UIKit's `touchesEnded`).
        case ended
        /// The system took the touch, for example for an alert or a scroll (UIKit's
        /// `touchesCancelled`); the location carries no meaning.
        case cancelled
    }

    /// Where in its life the touch is.
    public var phase: Phase
    /// Identifies the finger or pointer; events of one touch share it.
    public var touch: Int
    /// The position, in points, y growing downward.
    public var location: Point
    /// Seconds since any fixed origin (UIKit's `UITouch.timestamp`).
    public var time: Double

    /// Creates an event. Any values are accepted; the types that consume events ignore or
    /// reject samples whose location or time is NaN or infinite.
    ///
    /// - Complexity: O(1).
    public init(_ phase: Phase, touch: Int, location: Point, time: Double) {
        self.phase = phase
        self.touch = touch
        self.location = location
        self.time = time
    }
}
