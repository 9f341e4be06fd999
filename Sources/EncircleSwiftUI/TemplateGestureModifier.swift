// Not on tvOS: SwiftUI is there, but without DragGesture and SpatialEventGesture.
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
        ///     .contentShape(Rectangle())   // every point of the frame takes touches, drawn on or not
        ///     .onTemplateGesture(gestures) { match in
        ///         if match.name == "check" { complete(task) }
        ///     } rejected: { rejection in
        ///         hint = rejection.message   // "no good match: the best is …"
        ///     }
        /// ```
        ///
        /// A thin adapter: a gesture gathers one finger's stroke and Encircle's
        /// `TemplateRecognizer` names it when the finger lifts. A touch that SwiftUI cancels (a
        /// scroll view takes it, the view goes away) is dropped without a verdict. Where SwiftUI
        /// reports each touch (`SpatialEventGesture`: iOS 18, macOS 15, watchOS 11, visionOS), a
        /// second finger drops the stroke too, as in `TemplateGestureRecognizer`; before that, a
        /// `DragGesture(minimumDistance: 0)` follows one touch and SwiftUI reports no other.
        ///
        /// The gesture is attached with `.simultaneousGesture`, not `.gesture`: it never takes the
        /// touch from a surrounding `ScrollView` or from the view's own gestures, so drawing on a
        /// scrollable view also scrolls it. For a canvas inside a scroll view, turn scrolling off
        /// while the user draws (`.scrollDisabled(isDrawing)`). A clear view (`Color.clear`) gets
        /// no touches until it has a content shape: `.contentShape(Rectangle())`.
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

    /// Gathers one touch's locations and names the stroke when it ends.
    struct TemplateGestureModifier: ViewModifier {
        let recognizer: TemplateRecognizer
        let onMatch: @MainActor (TemplateMatch) -> Void
        let onRejection: (@MainActor (TemplateRejection) -> Void)?

        @State private var stroke = TemplateStroke()

        func body(content: Content) -> some View {
            content.onTouchEvents { event in
                guard let points = stroke.handle(event) else { return }
                switch recognizer.recognize(points: points) {
                case .recognized(let match): onMatch(match)
                case .rejected(let rejection): onRejection?(rejection)
                }
            }
        }
    }

    /// The stroke of the one touch being followed. A class, held once in `@State`, so each sample
    /// is appended in place instead of copying the whole array out of the state and back.
    @MainActor final class TemplateStroke {
        /// The touch being followed: the first to land while none is.
        private var touch: Int?
        /// Whether a second finger landed while `touch` was down: its stroke gets no verdict.
        private var isDropped = false
        private var points: [Point] = []

        /// Takes one event and returns the followed touch's stroke when it lifts, unless a second
        /// finger or a cancellation dropped it.
        ///
        /// - Complexity: O(1) amortized.
        func handle(_ event: TouchEvent) -> [Point]? {
            switch event.phase {
            case .began where touch == nil || touch == event.touch:
                // A new stroke; or the followed touch again, whose end was missed: start afresh.
                touch = event.touch
                isDropped = false
                points = [event.location]
            case .began:
                // A second finger: a template is drawn with one.
                isDropped = true
                points = []
            case .moved:
                if event.touch == touch, !isDropped { points.append(event.location) }
            case .ended:
                guard event.touch == touch else { return nil }
                touch = nil
                guard !isDropped else { return nil }
                points.append(event.location)
                defer { points = [] }
                return points
            case .cancelled:
                guard event.touch == touch else { return nil }
                touch = nil
                points = []
            }
            return nil
        }
    }
#endif
