import Encircle

/// What ``ShapeRecognizer`` says of a stroke: `.recognized` with the ``RecognizedShape``, or
/// `.rejected` with the ``ShapeRejection`` that says why it is none.
///
/// ```swift
/// switch ShapeRecognizer().recognize(stroke) {
/// case .recognized(let recognized): print(recognized.shape, recognized.confidence)
/// case .rejected(let rejection): print(rejection)   // "curved: as a polyline, a side bows 31% of its length (a straight side at most 15%)"
/// }
/// ```
public typealias ShapeRecognition = Recognition<RecognizedShape, ShapeRejection>

extension Recognition where Value == RecognizedShape {
    /// The shape drawn, or `nil` when rejected.
    public var shape: DrawnShape? { recognized?.shape }
}
