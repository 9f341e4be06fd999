public import Encircle

/// A detector's match that can be summarised as a circle, so tools can compare detectors.
public protocol CircleDescribing: Hashable, Sendable, Encodable {
    /// The circle the detector found.
    var circle: PlaneCircle { get }
}

/// Anything that decides from one whole stroke whether it is a circle.
///
/// Conformers: Encircle's own `CircleDetector`, and ``SadunCircleTest`` and
/// ``LaMarcheCircleTest`` (the classic recipes, reproduced faithfully), so that the evaluation
/// runs them side by side.
public protocol CircleDetecting: Sendable {
    /// What the detector reports for a stroke it accepts.
    associatedtype Match: CircleDescribing

    /// Decides whether `stroke` is a circle.
    ///
    /// - Complexity: O(*n*) for every detector in this package.
    func detect(in stroke: Stroke) -> Detection<Match>
}

extension DetectedCircle: CircleDescribing {}

extension CircleDetector: CircleDetecting {}
