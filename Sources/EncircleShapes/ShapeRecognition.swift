import Encircle

/// What ``ShapeRecognizer`` says of a stroke: the shape with its confidence and the runner-up,
/// or why it is none.
public struct ShapeRecognition: Hashable, Sendable {
    /// The shape drawn, or `nil` when the stroke is none of them (see ``rejection``).
    public var shape: DrawnShape?
    /// How clearly the stroke is that shape, 0…1 (0 when there is none): the smallest margin
    /// of the tests that named it, 1 well inside every limit, 0 at one.
    public var confidence: Double
    /// The shape it would have been called had the closest test gone the other way, if any.
    public var runnerUp: DrawnShape.Kind?
    /// Why the stroke is no shape, when ``shape`` is `nil`.
    public var rejection: ShapeRejection?

    /// A recognized shape.
    ///
    /// - Complexity: O(1).
    public init(_ shape: DrawnShape, confidence: Double, runnerUp: DrawnShape.Kind? = nil) {
        self.shape = shape
        self.confidence = confidence.isFinite ? min(max(confidence, 0), 1) : 0
        self.runnerUp = runnerUp
        self.rejection = nil
    }

    /// A stroke that is no shape.
    ///
    /// - Complexity: O(1).
    public init(rejecting rejection: ShapeRejection) {
        self.shape = nil
        self.confidence = 0
        self.runnerUp = nil
        self.rejection = rejection
    }
}
