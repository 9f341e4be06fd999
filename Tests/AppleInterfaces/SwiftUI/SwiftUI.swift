// SwiftUI as the Encircle adapters use it, written from Apple's documentation
// (developer.apple.com/documentation/swiftui), for type-checking only: see README.md here.
// Exactly the declarations Sources/EncircleSwiftUI uses, with Apple's names, types and isolation
// (View, ViewModifier and Gesture are main-actor protocols), and the machinery the compiler needs
// to check them: the result builder behind `body`, the property wrappers, the gesture types the
// modifiers return. The bodies are placeholders, since nothing here ever runs.

@_exported import CoreGraphics
@_exported import Foundation

// MARK: Views

/// developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

/// developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The view a modifier's `body(content:)` receives: `ViewModifier.Content`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { placeholder() }
}

/// developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier> {
    public init(content: Content, modifier: Modifier) {}
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { placeholder() }
}

extension Never: View {
    public var body: Never { placeholder() }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        self
    }

    /// Adds an action to perform when the given value changes (deprecated from iOS 17, macOS 14,
    /// tvOS 17, watchOS 10 and visionOS 1 in favour of `onChange(of:initial:_:)`).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        self
    }
}

// MARK: Shapes

/// developer.apple.com/documentation/swiftui/path
public struct Path {
    /// Initializes to an existing immutable path.
    public init(_ path: CGPath) {}
}

// MARK: State

/// developer.apple.com/documentation/swiftui/state
@propertyWrapper public struct State<Value> {
    private let value: Value

    public init(wrappedValue value: Value) {
        self.value = value
    }

    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
}

/// developer.apple.com/documentation/swiftui/gesturestate
@propertyWrapper public struct GestureState<Value> {
    private let value: Value

    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    public var wrappedValue: Value { value }

    public var projectedValue: GestureState<Value> { self }
}

/// developer.apple.com/documentation/swiftui/transaction
public struct Transaction {}

// MARK: Gestures

/// developer.apple.com/documentation/swiftui/gesture
@MainActor @preconcurrency public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// developer.apple.com/documentation/swiftui/gesturemask
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Enable both the added gesture as well as all other gestures on the view and its subviews.
    public static let all = GestureMask(rawValue: 3)
}

/// developer.apple.com/documentation/swiftui/coordinatespace
public enum CoordinateSpace {
    case global
    case local
    case named(AnyHashable)
}

/// developer.apple.com/documentation/swiftui/draggesture
public struct DragGesture: Gesture {
    /// developer.apple.com/documentation/swiftui/draggesture/value
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
    }

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
    /// and the coordinate space of the gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}

    public var body: Never { placeholder() }
}

extension Gesture {
    /// Updates the provided gesture state property as the gesture's value changes; SwiftUI resets
    /// the property when the gesture ends or is cancelled.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture()
    }

    /// Adds an action to perform when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture()
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture()
    }
}

/// developer.apple.com/documentation/swiftui/gesturestategesture
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public var body: Never { placeholder() }
}

/// The gesture `onChanged(_:)` returns.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public var body: Never { placeholder() }
}

/// The gesture `onEnded(_:)` returns.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public var body: Never { placeholder() }
}

/// The body of a primitive view or gesture, which SwiftUI never asks for.
private func placeholder() -> Never {
    fatalError("an interface stub for type-checking; it never runs")
}
