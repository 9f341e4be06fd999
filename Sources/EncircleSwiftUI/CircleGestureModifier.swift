// Not on tvOS: SwiftUI is there, but without DragGesture.
#if canImport(SwiftUI) && !os(tvOS)
    import Encircle
    import SwiftUI

    extension View {
        /// Calls `action` when the user draws a circle on this view.
        ///
        /// ```swift
        /// Canvas { context, size in ... }
        ///     .onCircleGesture { circle in marked = circle.center }
        /// ```
        ///
        /// A thin adapter: a `DragGesture(minimumDistance: 0)` feeds each sample to Encircle's
        /// `CircleRecognizer`, which decides once per stroke. A drag that SwiftUI cancels (a scroll
        /// view takes it, the view goes away) ends its stroke without a verdict. When the
        /// detector's configuration sets `maximumPause`, a finger that rests longer fails the
        /// stroke.
        ///
        /// The drag is attached with `.simultaneousGesture`, not `.gesture`: it never takes the
        /// touch from a surrounding `ScrollView` or from the view's own gestures, so drawing on a
        /// scrollable view also scrolls it. For a canvas inside a scroll view, turn scrolling off
        /// while the user draws (`.scrollDisabled(isDrawing)`), or use `CircleGestureRecognizer`
        /// from `EncircleUIKit` with the policies in "Using Encircle with UIKit and SwiftUI".
        ///
        /// - Parameters:
        ///   - detector: Decides what counts as a circle.
        ///   - action: Called on the main actor with the detected circle.
        ///
        /// - Complexity: O(1).
        public func onCircleGesture(
            detector: CircleDetector = CircleDetector(),
            perform action: @escaping @MainActor (DetectedCircle) -> Void
        ) -> some View {
            modifier(CircleGestureModifier(detector: detector, actions: CircleGestureActions(onCircle: action)))
        }

        /// Calls `action` when the user draws a circle on this view and `rejected` with the reason
        /// when a stroke is not one.
        ///
        /// ```swift
        /// view.onCircleGesture { circle in
        ///     highlight(circle)
        /// } rejected: { rejection in
        ///     hint = rejection.message   // "not closed: swept 212° of the required 300°"
        /// }
        /// ```
        ///
        /// - Complexity: O(1).
        public func onCircleGesture(
            detector: CircleDetector = CircleDetector(),
            perform action: @escaping @MainActor (DetectedCircle) -> Void,
            rejected: @escaping @MainActor (CircleRejection) -> Void
        ) -> some View {
            modifier(
                CircleGestureModifier(
                    detector: detector, actions: CircleGestureActions(onCircle: action, onRejection: rejected)))
        }

        /// Calls `feedback` while the user draws, whenever the progress or the closed-enough
        /// signal changes, and `action` when the stroke is a circle.
        ///
        /// ```swift
        /// view.onCircleGesture { feedback in
        ///     ringProgress = feedback.progress
        ///     closed = feedback.isClosedEnough      // drives .sensoryFeedback(.impact, trigger: closed)
        /// } perform: { circle in
        ///     select(inside: circle)
        /// }
        /// ```
        ///
        /// - Complexity: O(1).
        public func onCircleGesture(
            detector: CircleDetector = CircleDetector(),
            feedback: @escaping @MainActor (CircleRecognizer.Feedback) -> Void,
            perform action: @escaping @MainActor (DetectedCircle) -> Void,
            rejected: (@MainActor (CircleRejection) -> Void)? = nil
        ) -> some View {
            modifier(
                CircleGestureModifier(
                    detector: detector,
                    actions: CircleGestureActions(onCircle: action, onRejection: rejected, onFeedback: feedback)))
        }
    }

    /// Feeds a drag gesture's samples to a `CircleRecognizer` and reports its verdict once.
    struct CircleGestureModifier: ViewModifier {
        let detector: CircleDetector
        let actions: CircleGestureActions

        @State private var session = CircleGestureSession()

        func body(content: Content) -> some View {
            content.onDragTouchEvents { event in
                session.handle(event, detector: detector, actions: actions)
            }
        }
    }
#endif
