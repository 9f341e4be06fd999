import Encircle

/// What ``ShapeRecognizer`` says of a stroke: the shape it draws, or why it is none.
///
/// ```swift
/// switch ShapeRecognizer().recognize(stroke) {
/// case .recognized(let recognized): print(recognized.shape, recognized.confidence)
/// case .rejected(let rejection): print(rejection)   // "curved: as a polyline, a side bows 31% of its length (a straight side at most 15%)"
/// }
/// ```
public enum ShapeRecognition: Hashable, Sendable {
    /// The stroke draws a shape of an allowed kind, clearly enough.
    case recognized(RecognizedShape)
    /// The stroke draws no shape, one the configuration does not allow, or one too unclearly.
    case rejected(ShapeRejection)

    /// The recognized shape, or `nil` when rejected.
    public var recognized: RecognizedShape? {
        if case .recognized(let recognized) = self { return recognized }
        return nil
    }

    /// The shape drawn, or `nil` when rejected.
    public var shape: DrawnShape? { recognized?.shape }

    /// The rejection, or `nil` when a shape was recognized.
    public var rejection: ShapeRejection? {
        if case .rejected(let rejection) = self { return rejection }
        return nil
    }

    /// The recognized shape, or throws the rejection.
    ///
    /// - Complexity: O(1).
    public func get() throws(ShapeRejection) -> RecognizedShape {
        switch self {
        case .recognized(let recognized): return recognized
        case .rejected(let rejection): throw rejection
        }
    }
}

extension ShapeRecognition: Codable {
    private enum Key: String, CodingKey { case recognized, rejected }

    /// Decodes `{"recognized":{…}}` or `{"rejected":{…}}`, as ``encode(to:)`` writes them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let recognized = try container.decodeIfPresent(RecognizedShape.self, forKey: .recognized) {
            self = .recognized(recognized)
        } else {
            self = .rejected(try container.decode(ShapeRejection.self, forKey: .rejected))
        }
    }

    /// Encodes `{"recognized":{…}}` or `{"rejected":{…}}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .recognized(let recognized): try container.encode(recognized, forKey: .recognized)
        case .rejected(let rejection): try container.encode(rejection, forKey: .rejected)
        }
    }
}
