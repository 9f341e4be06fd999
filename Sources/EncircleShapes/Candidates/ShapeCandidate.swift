import Encircle

/// A primitive competing to name a stroke: fitted to the summary, it gives its shape and the
/// tests it passes or fails. ``ShapeRanking`` lists the candidates, simplest first; the first
/// whose tests all pass names the stroke.
protocol ShapeCandidate {
    /// The kind the candidate names.
    static var kind: DrawnShape.Kind { get }
    /// The shape fitted to `summary` (snapped clean when the configuration says), with its
    /// tests.
    static func fit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit
}

/// What a candidate made of a stroke: the shape, when it could be fitted at all, and its tests.
struct CandidateFit {
    var kind: DrawnShape.Kind
    var shape: DrawnShape?
    var tests: [ShapeTest]

    /// The smallest margin of the tests: non-negative when the stroke is this shape.
    var margin: Double { tests.map(\.margin).min() ?? (shape == nil ? -1 : 1) }

    /// Whether the shape was fitted and passes every test.
    var passes: Bool { shape != nil && tests.allSatisfy(\.passes) }

    /// The first test failed, in the order the candidate lists them.
    var failure: ShapeTest? { tests.first { !$0.passes } }
}
