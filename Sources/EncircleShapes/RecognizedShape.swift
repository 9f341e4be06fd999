import Encircle

/// A shape ``ShapeRecognizer`` recognized: the shape, how clearly, and what it would otherwise be.
///
/// ```swift
/// let recognized = try ShapeRecognizer().recognize(stroke).get()
/// recognized.shape        // .rectangle(vertices: […], isSquare: true)
/// recognized.confidence   // 0.74
/// recognized.runnerUp     // .diamond
/// ```
public struct RecognizedShape: Hashable, Sendable, Codable {
    /// The shape, with its clean geometry.
    public var shape: DrawnShape
    /// How clearly the stroke is this shape, 0…1: the smallest margin of the shape's tests, 1
    /// well inside every limit and 0 at one.
    public var confidence: Double
    /// The kind the stroke would be named next: the next shape in the ranking whose tests it
    /// also passes, or else, of the shapes that could be fitted to it, the one that fails the
    /// fewest tests; `nil` when there is none.
    public var runnerUp: DrawnShape.Kind?

    /// Creates a recognized shape; `confidence` is clamped to 0…1 (NaN becomes 0).
    ///
    /// - Complexity: O(1).
    public init(shape: DrawnShape, confidence: Double, runnerUp: DrawnShape.Kind? = nil) {
        self.shape = shape
        self.confidence = confidence.isNaN ? 0 : min(max(confidence, 0), 1)
        self.runnerUp = runnerUp
    }
}

extension RecognizedShape: CustomStringConvertible {
    /// The shape in one line, as ``DrawnShape/description`` gives it, with the confidence to two
    /// decimals and the runner-up: "rectangle: corners (0, 0), (100, 0), (100, 100), (0, 100), a
    /// square, confidence 0.74, runner-up diamond".
    ///
    /// - Complexity: O(*v*) in the shape's vertices or segments.
    public var description: String {
        let runnerUp = runnerUp.map { ", runner-up \($0.rawValue)" } ?? ""
        return "\(shape), confidence \(NumberText.plain(confidence))\(runnerUp)"
    }
}
