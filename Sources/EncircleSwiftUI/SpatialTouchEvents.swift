// Not on tvOS: SwiftUI is there, but without SpatialEventGesture.
#if canImport(SwiftUI) && !os(tvOS)
    import Encircle
    import SwiftUI

    /// Turns one view's spatial events into ``TouchEvent``s, each touch with its own id, for
    /// `onTouchEvents` where SwiftUI reports every touch (iOS 18, macOS 15, watchOS 11, visionOS).
    @available(iOS 18, macOS 15, watchOS 11, visionOS 1, *)
    struct SpatialTouchEventsModifier: ViewModifier {
        let handle: @MainActor (TouchEvent) -> Void

        @State private var touches = SpatialTouches()

        /// SwiftUI resets this when the gesture ends *or is cancelled* (a scroll view takes over,
        /// the view goes away); `onEnded` runs only when it ends. Touches still open at a reset
        /// were therefore cancelled.
        @GestureState private var isActive = false

        func body(content: Content) -> some View {
            content
                .simultaneousGesture(
                    SpatialEventGesture()
                        .updating($isActive) { _, isActive, _ in isActive = true }
                        .onChanged { events in touches.send(events, gestureEnded: false, to: handle) }
                        .onEnded { events in touches.send(events, gestureEnded: true, to: handle) }
                )
                .onChange(of: isActive) { _, isActive in
                    // `onEnded` has run before the reset reaches here, so ended touches are closed.
                    guard !isActive else { return }
                    touches.cancelAll(to: handle)
                }
        }
    }

    /// The touches of one view's spatial events, as `TouchEvent`s. SwiftUI's event ids are opaque,
    /// so each new touch gets the next number: the same while the touch lasts, never reused.
    ///
    /// A class, held once in the modifier's `@State`, so each update changes it in place.
    @available(iOS 18, macOS 15, watchOS 11, visionOS 1, *)
    @MainActor final class SpatialTouches {
        /// A touch sent a `.began` and not yet ended, with its last sample.
        private struct OpenTouch {
            let number: Int
            var location: CGPoint
            var time: TimeInterval
        }

        private var open: [SpatialEventCollection.Event.ID: OpenTouch] = [:]
        /// Touches ended or cancelled in the gesture under way: SwiftUI reports an end once, and
        /// this makes sure a repeated one is not read as a new tap.
        private var closed: Set<SpatialEventCollection.Event.ID> = []
        private var lastNumber = 0

        /// Sends what changed in `events`: a new touch's `.began`, a moved touch's `.moved`, and
        /// an `.ended` or `.cancelled` for each touch that lifted or was cancelled (every touch
        /// still down when `gestureEnded`). A touch that landed and lifted between two updates (a
        /// quick tap) is sent as `.began` and `.ended` at the same place.
        ///
        /// - Complexity: O(*n*) for *n* events.
        func send(
            _ events: SpatialEventCollection, gestureEnded: Bool, to handle: @MainActor (TouchEvent) -> Void
        ) {
            for event in events where !closed.contains(event.id) {
                let location = Point(event.location)
                let known = open[event.id]
                let number: Int
                if let known {
                    number = known.number
                } else if event.phase == .cancelled {
                    // Cancelled before this view saw it land: nothing to close.
                    closed.insert(event.id)
                    continue
                } else {
                    lastNumber += 1
                    number = lastNumber
                    handle(TouchEvent(.began, touch: number, location: location, time: event.timestamp))
                }
                if event.phase == .active, !gestureEnded {
                    // A touch at rest is repeated in every update; only a change is a sample.
                    if let known, known.location != event.location || known.time != event.timestamp {
                        handle(TouchEvent(.moved, touch: number, location: location, time: event.timestamp))
                    }
                    open[event.id] = OpenTouch(number: number, location: event.location, time: event.timestamp)
                } else {
                    open[event.id] = nil
                    closed.insert(event.id)
                    let phase: TouchEvent.Phase = event.phase == .cancelled ? .cancelled : .ended
                    handle(TouchEvent(phase, touch: number, location: location, time: event.timestamp))
                }
            }
            if gestureEnded { closeGesture() }
        }

        /// Sends `.cancelled` for every touch still open: the gesture was reset without ending.
        ///
        /// - Complexity: O(*n*) for *n* open touches.
        func cancelAll(to handle: @MainActor (TouchEvent) -> Void) {
            for touch in open.values.sorted(by: { $0.number < $1.number }) {
                handle(TouchEvent(.cancelled, touch: touch.number, location: Point(touch.location), time: touch.time))
            }
            closeGesture()
        }

        /// Forgets the gesture that ended: the next update starts a new one.
        private func closeGesture() {
            open = [:]
            closed = []
        }
    }
#endif
