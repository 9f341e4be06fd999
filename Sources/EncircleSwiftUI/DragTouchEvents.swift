// Not on tvOS: SwiftUI is there, but without DragGesture.
#if canImport(SwiftUI) && !os(tvOS)
    import Encircle
    import SwiftUI

    extension View {
        /// Sends each drag on this view to `handle` as Encircle's touch events: `.began` where it
        /// starts, `.moved` for each change, and `.ended` where it lifts, or `.cancelled` when
        /// SwiftUI drops it without ending it.
        ///
        /// The drag is attached with `.simultaneousGesture`, so it never takes a touch from a
        /// surrounding `ScrollView` or from the view's own gestures.
        func onDragTouchEvents(_ handle: @escaping @MainActor (TouchEvent) -> Void) -> some View {
            modifier(DragTouchEventsModifier(handle: handle))
        }
    }

    /// Turns one view's drags into ``TouchEvent``s, for the gesture modifiers of this module.
    struct DragTouchEventsModifier: ViewModifier {
        let handle: @MainActor (TouchEvent) -> Void

        /// Whether a `.began` was sent that no `.ended` or `.cancelled` has closed yet.
        @State private var isOpen = false

        /// SwiftUI resets this when the drag ends *or is cancelled* (a scroll view takes over, the
        /// view goes away); `onEnded` runs only when it ends. A reset on an open drag is therefore
        /// a cancellation.
        @GestureState private var isDragging = false

        func body(content: Content) -> some View {
            content
                .simultaneousGesture(
                    // From the first touch, so the stroke starts where the finger landed.
                    DragGesture(minimumDistance: 0)
                        .updating($isDragging) { _, isDragging, _ in isDragging = true }
                        .onChanged { value in
                            if !isOpen {
                                isOpen = true
                                handle(event(.began, at: value.startLocation, time: value.time))
                                // The first change can be the touch-down itself.
                                if value.location == value.startLocation { return }
                            }
                            handle(event(.moved, at: value.location, time: value.time))
                        }
                        .onEnded { value in
                            guard isOpen else { return }
                            isOpen = false
                            handle(event(.ended, at: value.location, time: value.time))
                        }
                )
                .onChange(of: isDragging) { isDragging in
                    // `onEnded` has run before the reset reaches here, so an ended drag is closed.
                    guard !isDragging, isOpen else { return }
                    isOpen = false
                    handle(event(.cancelled, at: .zero, time: Date.now))
                }
        }

        /// An event of the one touch a drag follows; times count from the reference date, the
        /// clock `CircleGestureSession` checks idleness on.
        private func event(_ phase: TouchEvent.Phase, at location: CGPoint, time: Date) -> TouchEvent {
            TouchEvent(phase, touch: 0, location: Point(location), time: time.timeIntervalSinceReferenceDate)
        }
    }
#endif
