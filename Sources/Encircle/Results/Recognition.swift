/// The answer of a recognizer: the value it recognized, or the rejection that says why not.
///
/// Every recognizer in Encircle answers with one: ``Detection`` for the circle detectors,
/// `TemplateRecognition` for template gestures, `ShapeRecognition` for drawn shapes. They
/// switch, throw and encode alike:
///
/// ```swift
/// switch CircleDetector().detect(in: stroke) {
/// case .recognized(let circle): print(circle.center, circle.radius)
/// case .rejected(let rejection): print(rejection)   // "not closed: swept 212° of the required 300°"
/// }
/// let circle = try CircleDetector().detect(in: stroke).get()   // throws the rejection
/// ```
///
/// It encodes as `{"recognized":{…}}` or `{"rejected":{…}}` and decodes back equal.
public enum Recognition<Value: Hashable & Sendable, Failure: Rejection>: Hashable, Sendable {
    /// The stroke is what the recognizer looks for, described by `Value`: for the circle
    /// detector a ``DetectedCircle`` (a circle, or an ellipse or arc when the configuration
    /// accepts them).
    case recognized(Value)
    /// The stroke is not: the first check that failed.
    case rejected(Failure)

    /// The recognized value, or `nil` when rejected.
    @inlinable
    public var recognized: Value? {
        if case .recognized(let value) = self { return value }
        return nil
    }

    /// The rejection, or `nil` when recognized.
    @inlinable
    public var rejection: Failure? {
        if case .rejected(let rejection) = self { return rejection }
        return nil
    }

    /// Whether the stroke was recognized.
    @inlinable
    public var isRecognized: Bool { recognized != nil }

    /// The recognized value, or throws the rejection.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func get() throws(Failure) -> Value {
        switch self {
        case .recognized(let value): return value
        case .rejected(let rejection): throw rejection
        }
    }

    /// The answer with its recognized value transformed.
    ///
    /// - Complexity: O(1) plus the cost of `transform`.
    @inlinable
    public func map<T: Hashable & Sendable>(_ transform: (Value) -> T) -> Recognition<T, Failure> {
        switch self {
        case .recognized(let value): return .recognized(transform(value))
        case .rejected(let rejection): return .rejected(rejection)
        }
    }
}

extension Recognition: Codable where Value: Codable {
    private enum Key: String, CodingKey { case recognized, rejected }

    /// Decodes `{"recognized":{…}}` or `{"rejected":{…}}`, as ``encode(to:)`` writes them.
    ///
    /// - Complexity: O(*n*) in the size of the encoded value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let value = try container.decodeIfPresent(Value.self, forKey: .recognized) {
            self = .recognized(value)
        } else {
            self = .rejected(try container.decode(Failure.self, forKey: .rejected))
        }
    }

    /// Encodes `{"recognized":{…}}` or `{"rejected":{…}}`.
    ///
    /// - Complexity: O(*n*) in the size of the value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .recognized(let value): try container.encode(value, forKey: .recognized)
        case .rejected(let rejection): try container.encode(rejection, forKey: .rejected)
        }
    }
}
