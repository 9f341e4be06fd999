// UIKit as the Encircle adapters use it, written from Apple's documentation
// (developer.apple.com/documentation/uikit), for type-checking only: see README.md here.
// Exactly the declarations Sources/EncircleUIKit and the PencilKit stub use, with Apple's names,
// types, isolation and inheritance; the bodies are placeholders, since nothing here ever runs.

@_exported import CoreGraphics
@_exported import Foundation

/// Objective-C's `Selector`, which UIKit re-exports on Apple platforms. Linux has no ObjectiveC
/// module, so it is declared here.
public struct Selector: Hashable, Sendable {}

/// developer.apple.com/documentation/foundation/undomanager: Foundation's on Apple platforms,
/// which Linux's Foundation lacks, so it is declared here, where UIKit gives it to a responder.
@MainActor open class UndoManager: NSObject {
    /// Registers the specified closure to implement a single undo operation that the target
    /// receives.
    @preconcurrency public func registerUndo<TargetType>(
        withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
    ) where TargetType: AnyObject {}
}

/// developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    /// The nearest shared undo manager in the responder chain.
    open var undoManager: UndoManager? { nil }
}

/// developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {}

/// developer.apple.com/documentation/uikit/uiscrollview (PencilKit's `PKCanvasView` is one).
@MainActor open class UIScrollView: UIView {}

/// developer.apple.com/documentation/uikit/uiscrollviewdelegate (all of its methods are
/// optional; PencilKit's `PKCanvasViewDelegate` refines it).
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// developer.apple.com/documentation/uikit/uibezierpath (the type of `PKStroke`'s mask).
open class UIBezierPath: NSObject {}

/// developer.apple.com/documentation/uikit/uitouch
@MainActor open class UITouch: NSObject {
    /// The time when the touch occurred or when it was last mutated, in seconds since system
    /// startup.
    open var timestamp: TimeInterval { 0 }

    /// The current location of the touch in the coordinate system of `view`.
    open func location(in view: UIView?) -> CGPoint { CGPoint() }
}

/// developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent: NSObject {
    /// All of the touches associated with `touch` that UIKit gathered since the last event.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { nil }
}

/// developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer: NSObject {
    /// developer.apple.com/documentation/uikit/uigesturerecognizer/state
    public enum State: Int, @unchecked Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5

        /// The state of a discrete gesture when it is recognized: the same as `ended`.
        public static var recognized: UIGestureRecognizer.State { .ended }
    }

    /// Initializes a gesture recognizer with a target and an action selector.
    public init(target: Any?, action: Selector?) {
        super.init()
    }

    /// The current state of the gesture recognizer (writable for subclasses, as
    /// UIGestureRecognizerSubclass.h declares it).
    open var state: UIGestureRecognizer.State = .possible

    /// The view the gesture recognizer is attached to.
    open var view: UIView? { nil }

    /// Overridden to reset internal state when a gesture recognition attempt completes.
    open func reset() {}

    /// Tells the gesture recognizer to ignore a specific touch of the given event (declared in
    /// UIGestureRecognizerSubclass.h; intended to be called, not overridden).
    open func ignore(_ touch: UITouch, for event: UIEvent) {}

    /// Informs the gesture recognizer that one or more fingers touched down.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Informs the gesture recognizer that one or more fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Informs the gesture recognizer that one or more fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Informs the gesture recognizer that the system cancelled the touches.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
}
