// Not on tvOS: SwiftUI is there, but without DragGesture.
#if canImport(SwiftUI) && !os(tvOS)
    import Encircle
    import EncircleTemplates
    import SwiftUI

    extension View {
        /// Calls `action` when the user draws one of `recognizer`'s template gestures on this
        /// view, and `rejected` (when given) with the reason when a stroke matches none well
        /// enough.
        ///
        /// ```swift
        /// let gestures = try TemplateRecognizer(templates: savedTemplates)
        /// Canvas { context, size in ... }
        ///     .onTemplateGesture(gestures) { match in
        ///         if match.name == "check" { complete(task) }
        ///     } rejected: { rejection in
        ///         hint = rejection.message   // "no good match: the best is …"
        ///     }
        /// ```
        ///
        /// A thin adapter: a `DragGesture(minimumDistance: 0)` gathers the stroke and Encircle's
        /// `TemplateRecognizer` names it when the finger lifts. A drag that SwiftUI cancels (a
        /// scroll view takes it, the view goes away) is dropped without a verdict.
        ///
        /// The drag is attached with `.simultaneousGesture`, not `.gesture`: it never takes the
        /// touch from a surrounding `ScrollView` or from the view's own gestures, so drawing on a
        /// scrollable view also scrolls it. For a canvas inside a scroll view, turn scrolling off
        /// while the user draws (`.scrollDisabled(isDrawing)`).
        ///
        /// - Complexity: O(1).
        public func onTemplateGesture(
            _ recognizer: TemplateRecognizer,
            perform action: @escaping @MainActor (TemplateMatch) -> Void,
            rejected: (@MainActor (TemplateRejection) -> Void)? = nil
        ) -> some View {
            modifier(TemplateGestureModifier(recognizer: recognizer, onMatch: action, onRejection: rejected))
        }
    }

    /// Gathers a drag gesture's locations and names the stroke when it ends.
    struct TemplateGestureModifier: ViewModifier {
        let recognizer: TemplateRecognizer
        let onMatch: @MainActor (TemplateMatch) -> Void
        let onRejection: (@MainActor (TemplateRejection) -> Void)?

        @State private var stroke = StrokePoints()

        func body(content: Content) -> some View {
            content.onDragTouchEvents { event in
                switch event.phase {
                case .began: stroke.points = [event.location]
                case .moved: stroke.points.append(event.location)
                case .cancelled: stroke.points = []
                case .ended:
                    stroke.points.append(event.location)
                    let points = stroke.points
                    stroke.points = []
                    switch recognizer.recognize(points: points) {
                    case .recognized(let match): onMatch(match)
                    case .rejected(let rejection): onRejection?(rejection)
                    }
                }
            }
        }
    }

    /// The locations of the stroke being drawn. A class, held once in `@State`, so each sample
    /// is appended in place instead of copying the whole array out of the state and back.
    @MainActor final class StrokePoints {
        var points: [Point] = []
    }
#endif
