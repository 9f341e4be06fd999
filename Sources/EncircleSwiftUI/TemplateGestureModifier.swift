#if canImport(SwiftUI)
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
        /// `TemplateRecognizer` names it when the finger lifts.
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

        @State private var points: [Point] = []

        func body(content: Content) -> some View {
            content.gesture(
                DragGesture(minimumDistance: 0, coordinateSpace: .local)
                    .onChanged { value in
                        if points.isEmpty { points.append(Point(value.startLocation)) }
                        points.append(Point(value.location))
                    }
                    .onEnded { value in
                        points.append(Point(value.location))
                        let stroke = points
                        points = []
                        switch recognizer.recognize(points: stroke) {
                        case .recognized(let match): onMatch(match)
                        case .rejected(let rejection): onRejection?(rejection)
                        }
                    }
            )
        }
    }
#endif
