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

    /// Produces content for a conditional statement in a multi-statement closure when the
    /// condition is true.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }

    /// Produces content for a conditional statement in a multi-statement closure when the
    /// condition is false.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }

    /// Processes view content for a conditional compiler-control statement that performs an
    /// availability check.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        placeholder()
    }
}

/// developer.apple.com/documentation/swiftui/_conditionalcontent: the view `ViewBuilder` makes of
/// an `if`-`else`.
public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { placeholder() }
}

/// developer.apple.com/documentation/swiftui/anyview
public struct AnyView: View {
    public var body: Never { placeholder() }
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
    /// tvOS 17, watchOS 10 and visionOS 1: "Use `onChange` with a two or zero parameter action
    /// closure instead.").
    @available(iOS, introduced: 14.0, deprecated: 17.0)
    @available(macOS, introduced: 11.0, deprecated: 14.0)
    @available(tvOS, introduced: 14.0, deprecated: 17.0)
    @available(watchOS, introduced: 7.0, deprecated: 10.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        self
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
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

/// developer.apple.com/documentation/swiftui/coordinatespaceprotocol
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// developer.apple.com/documentation/swiftui/localcoordinatespace
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}

    public var coordinateSpace: CoordinateSpace { .local }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
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

/// developer.apple.com/documentation/swiftui/spatialeventgesture
@available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public struct SpatialEventGesture: Gesture {
    /// The type representing the gesture's value.
    public typealias Value = SpatialEventCollection

    /// Creates the gesture with a desired coordinate space.
    public init(coordinateSpace: any CoordinateSpaceProtocol = .local) {}

    public var body: Never { placeholder() }
}

/// developer.apple.com/documentation/swiftui/spatialeventcollection: a collection of spatial input
/// events that target a specific view (Equatable, as `onChanged(_:)` requires of a gesture's
/// value).
@available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public struct SpatialEventCollection: Collection, Equatable {
    /// developer.apple.com/documentation/swiftui/spatialeventcollection/event
    public struct Event: Identifiable {
        /// A value that uniquely identifies an event over the course of its lifetime.
        public struct ID: Hashable {}

        /// The states that an event can have.
        public enum Phase: Hashable {
            /// The phase is active and the state associated with it is guaranteed to produce at
            /// least one more update.
            case active
            /// The state associated with this phase ended normally and won't produce any more
            /// updates.
            case ended
            /// The state associated with this phase was canceled and won't produce any more
            /// updates.
            case cancelled
        }

        /// An identifier that uniquely identifies the event over its lifetime.
        public var id: SpatialEventCollection.Event.ID { placeholder() }
        /// The time the event was processed.
        public var timestamp: TimeInterval { placeholder() }
        /// The 2D location of the event.
        public var location: CGPoint { placeholder() }
        /// The phase of the event.
        public var phase: SpatialEventCollection.Event.Phase { placeholder() }
    }

    /// A type that represents a position in the collection.
    public struct Index: Comparable {
        public static func < (lhs: Index, rhs: Index) -> Bool { placeholder() }
    }

    /// The position of the first element in a nonempty collection.
    public var startIndex: SpatialEventCollection.Index { placeholder() }
    /// The collection's "past the end" position.
    public var endIndex: SpatialEventCollection.Index { placeholder() }
    /// Accesses the element at the specified position.
    public subscript(position: SpatialEventCollection.Index) -> SpatialEventCollection.Event { placeholder() }
    /// Returns the position immediately after the given index.
    public func index(after i: SpatialEventCollection.Index) -> SpatialEventCollection.Index { placeholder() }
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
