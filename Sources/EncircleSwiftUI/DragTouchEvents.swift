// Not on tvOS: SwiftUI is there, but without DragGesture.
#if canImport(SwiftUI) && !os(tvOS)
    import Encircle
    import SwiftUI

    /// Turns one view's drags into ``TouchEvent``s, for `onTouchEvents` where SwiftUI has no
    /// `SpatialEventGesture` (before iOS 18, macOS 15 and watchOS 11).
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
                .onNewValue(of: isDragging) { isDragging in
                    // `onEnded` has run before the reset reaches here, so an ended drag is closed.
                    guard !isDragging, isOpen else { return }
                    isOpen = false
                    handle(event(.cancelled, at: .zero, time: Date.now))
                }
        }

        /// An event of the one touch a drag follows. A drag reports one touch, and each drag ends
        /// or is cancelled before the next begins, so one id for every drag is honest: the
        /// recognizers never see a second finger here (SwiftUI does not report it). Times count
        /// from the reference date.
        private func event(_ phase: TouchEvent.Phase, at location: CGPoint, time: Date) -> TouchEvent {
            TouchEvent(phase, touch: 0, location: Point(location), time: time.timeIntervalSinceReferenceDate)
        }
    }

    extension View {
        /// Calls `action` with the new value whenever `value` changes: `onChange(of:initial:_:)`
        /// where it exists (iOS 17, macOS 14, watchOS 10, visionOS), and the one-argument
        /// `onChange(of:perform:)` before. That one is deprecated from those versions on, and on
        /// visionOS from the start, so it is not even compiled there.
        @ViewBuilder
        fileprivate func onNewValue<V: Equatable>(
            of value: V, perform action: @escaping (_ newValue: V) -> Void
        ) -> some View {
            #if os(visionOS)
                onChange(of: value) { _, newValue in action(newValue) }
            #else
                if #available(iOS 17, macOS 14, watchOS 10, *) {
                    onChange(of: value) { _, newValue in action(newValue) }
                } else {
                    onChange(of: value, perform: action)
                }
            #endif
        }
    }
#endif
