// Not on tvOS: SwiftUI is there, but without DragGesture and SpatialEventGesture.
#if canImport(SwiftUI) && !os(tvOS)
    import Encircle
    import SwiftUI

    extension View {
        /// Calls `action` when the user draws a circle on this view.
        ///
        /// ```swift
        /// Canvas { context, size in ... }
        ///     .contentShape(Rectangle())   // every point of the frame takes touches, drawn on or not
        ///     .onCircleGesture { circle in selected = items.filter { circle.contains($0.position) } }
        /// ```
        ///
        /// A thin adapter: a gesture feeds each touch sample to Encircle's `CircleRecognizer`,
        /// which decides once per stroke. A touch that SwiftUI cancels (a scroll view takes it,
        /// the view goes away) ends its stroke without a verdict. When the detector's
        /// configuration sets `maximumPause`, a finger that rests longer fails the stroke.
        ///
        /// Where SwiftUI reports each touch (`SpatialEventGesture`: iOS 18, macOS 15, watchOS 11,
        /// visionOS), the recognizer gets each touch under its own id, and a second finger fails
        /// the stroke, as in `CircleGestureRecognizer`, unless `ignoresExtraTouches`. Before that,
        /// a `DragGesture(minimumDistance: 0)` follows one touch and SwiftUI reports no other.
        ///
        /// The gesture is attached with `.simultaneousGesture`, not `.gesture`: it never takes the
        /// touch from a surrounding `ScrollView` or from the view's own gestures, so drawing on a
        /// scrollable view also scrolls it. For a canvas inside a scroll view, turn scrolling off
        /// while the user draws (`.scrollDisabled(isDrawing)`), or use `CircleGestureRecognizer`
        /// from `EncircleUIKit` with the policies in "Using Encircle with UIKit and SwiftUI". A
        /// clear view (`Color.clear`) gets no touches until it has a content shape:
        /// `.contentShape(Rectangle())`.
        ///
        /// - Parameters:
        ///   - detector: Decides what counts as a circle.
        ///   - ignoresExtraTouches: Whether touches other than the first are ignored instead of
        ///     failing the stroke: for a palm resting on the screen while a pen draws. Default
        ///     `false`; see `CircleRecognizer.ignoresExtraTouches`.
        ///   - action: Called on the main actor with the detected circle.
        ///
        /// - Complexity: O(1).
        public func onCircleGesture(
            detector: CircleDetector = CircleDetector(),
            ignoresExtraTouches: Bool = false,
            perform action: @escaping @MainActor (DetectedCircle) -> Void
        ) -> some View {
            modifier(
                CircleGestureModifier(
                    detector: detector, ignoresExtraTouches: ignoresExtraTouches,
                    actions: CircleGestureActions(onCircle: action)))
        }

        /// Calls `action` when the user draws a circle on this view and `rejected` with the reason
        /// when a stroke is not one.
        ///
        /// ```swift
        /// view.onCircleGesture { circle in
        ///     highlight(items.filter { circle.contains($0.position) })
        /// } rejected: { rejection in
        ///     hint = rejection.message   // "not closed: swept 212° of the required 300°"
        /// }
        /// ```
        ///
        /// `rejected` is called as soon as failure is certain, often before the finger lifts (a
        /// zigzag fails at its second corner). To select with the stroke, as a lasso, take the
        /// stroke too: `rejected: { rejection, stroke in … }` is called when the finger lifts.
        ///
        /// - Complexity: O(1).
        public func onCircleGesture(
            detector: CircleDetector = CircleDetector(),
            ignoresExtraTouches: Bool = false,
            perform action: @escaping @MainActor (DetectedCircle) -> Void,
            rejected: @escaping @MainActor (CircleRejection) -> Void
        ) -> some View {
            modifier(
                CircleGestureModifier(
                    detector: detector, ignoresExtraTouches: ignoresExtraTouches,
                    actions: CircleGestureActions(onCircle: action, onRejection: rejected)))
        }

        /// Calls `action` when the user draws a circle on this view and, when a stroke is not
        /// one, `rejected` with the reason and the whole stroke once the finger lifts: to select
        /// what the stroke surrounds anyway, as a lasso.
        ///
        /// ```swift
        /// view.onCircleGesture { circle in
        ///     selected = items.filter { circle.contains($0.position) }
        /// } rejected: { rejection, stroke in
        ///     // A square, a kidney: the loop as drawn selects (CircledArea, from Encircle).
        ///     selected = CircledArea(stroke).selected(from: items, at: \.position)
        /// }
        /// ```
        ///
        /// A stroke often fails before the finger lifts (a zigzag at its second corner); the
        /// modifier goes on recording the touch it followed until it lifts, so `stroke` is every
        /// sample of it, as `CircleRecognizer.stroke` keeps it. A touch that SwiftUI cancels (a
        /// scroll view takes over, the view goes away) was not finished, and `rejected` is not
        /// called for it; nor for a stroke that a new touch-down replaces before its finger lifts.
        ///
        /// - Parameters:
        ///   - detector: Decides what counts as a circle.
        ///   - ignoresExtraTouches: Whether touches other than the first are ignored instead of
        ///     failing the stroke.
        ///   - action: Called on the main actor with the detected circle.
        ///   - rejected: Called on the main actor, when the finger lifts, with why the stroke is
        ///     not a circle and its samples, in the view's coordinates.
        ///
        /// - Complexity: O(1).
        public func onCircleGesture(
            detector: CircleDetector = CircleDetector(),
            ignoresExtraTouches: Bool = false,
            perform action: @escaping @MainActor (DetectedCircle) -> Void,
            rejected: @escaping @MainActor (CircleRejection, Stroke) -> Void
        ) -> some View {
            modifier(
                CircleGestureModifier(
                    detector: detector, ignoresExtraTouches: ignoresExtraTouches,
                    actions: CircleGestureActions(onCircle: action, onRejectedStroke: rejected)))
        }

        /// Calls `feedback` while the user draws, whenever the progress or the closed-enough
        /// signal changes, and `action` when the stroke is a circle.
        ///
        /// ```swift
        /// view.onCircleGesture { feedback in
        ///     ringProgress = feedback.progress
        ///     closed = feedback.isClosedEnough      // drives .sensoryFeedback(.impact, trigger: closed)
        /// } perform: { circle in
        ///     selected = items.filter { circle.contains($0.position) }
        /// }
        /// ```
        ///
        /// - Complexity: O(1).
        public func onCircleGesture(
            detector: CircleDetector = CircleDetector(),
            ignoresExtraTouches: Bool = false,
            feedback: @escaping @MainActor (CircleRecognizer.Feedback) -> Void,
            perform action: @escaping @MainActor (DetectedCircle) -> Void,
            rejected: (@MainActor (CircleRejection) -> Void)? = nil
        ) -> some View {
            modifier(
                CircleGestureModifier(
                    detector: detector, ignoresExtraTouches: ignoresExtraTouches,
                    actions: CircleGestureActions(onCircle: action, onRejection: rejected, onFeedback: feedback)))
        }

        /// Calls `feedback` while the user draws, `action` when the stroke is a circle, and
        /// `rejected` with the reason and the whole stroke when the finger lifts from a stroke
        /// that is not one: a progress ring with a lasso fallback.
        ///
        /// ```swift
        /// view.onCircleGesture { feedback in
        ///     ringProgress = feedback.progress
        /// } perform: { circle in
        ///     selected = items.filter { circle.contains($0.position) }
        /// } rejected: { rejection, stroke in
        ///     selected = CircledArea(stroke).selected(from: items, at: \.position)
        /// }
        /// ```
        ///
        /// `rejected` is called as in `onCircleGesture(detector:ignoresExtraTouches:perform:rejected:)`
        /// with a stroke: when the finger lifts, and not for a touch that SwiftUI cancels.
        ///
        /// - Complexity: O(1).
        public func onCircleGesture(
            detector: CircleDetector = CircleDetector(),
            ignoresExtraTouches: Bool = false,
            feedback: @escaping @MainActor (CircleRecognizer.Feedback) -> Void,
            perform action: @escaping @MainActor (DetectedCircle) -> Void,
            rejected: @escaping @MainActor (CircleRejection, Stroke) -> Void
        ) -> some View {
            modifier(
                CircleGestureModifier(
                    detector: detector, ignoresExtraTouches: ignoresExtraTouches,
                    actions: CircleGestureActions(onCircle: action, onRejectedStroke: rejected, onFeedback: feedback)))
        }
    }

    /// Feeds a view's touch events to a `CircleRecognizer` and reports its verdict once.
    struct CircleGestureModifier: ViewModifier {
        let detector: CircleDetector
        let ignoresExtraTouches: Bool
        let actions: CircleGestureActions

        @State private var session = CircleGestureSession()

        func body(content: Content) -> some View {
            content.onTouchEvents { event in
                session.handle(event, detector: detector, ignoresExtraTouches: ignoresExtraTouches, actions: actions)
            }
        }
    }
#endif
