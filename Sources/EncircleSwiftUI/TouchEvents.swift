// Not on tvOS: SwiftUI is there, but without DragGesture and SpatialEventGesture.
#if canImport(SwiftUI) && !os(tvOS)
    import Encircle
    import SwiftUI

    extension View {
        /// Sends the touches on this view to `handle` as Encircle's touch events: `.began` where a
        /// touch lands, `.moved` as it moves, and `.ended` where it lifts, or `.cancelled` when
        /// SwiftUI drops it without ending it.
        ///
        /// Where SwiftUI reports each touch (`SpatialEventGesture`: iOS 18, macOS 15, watchOS 11,
        /// visionOS), each touch has its own id, so a second finger is seen as one; before that, a
        /// `DragGesture` follows one touch, and every event has the same id.
        ///
        /// The gesture is attached with `.simultaneousGesture`, so it never takes a touch from a
        /// surrounding `ScrollView` or from the view's own gestures. A clear view gets no touches
        /// until it has a content shape (`.contentShape(Rectangle())`).
        @ViewBuilder
        func onTouchEvents(_ handle: @escaping @MainActor (TouchEvent) -> Void) -> some View {
            if #available(iOS 18, macOS 15, watchOS 11, visionOS 1, *) {
                modifier(SpatialTouchEventsModifier(handle: handle))
            } else {
                modifier(DragTouchEventsModifier(handle: handle))
            }
        }
    }
#endif
