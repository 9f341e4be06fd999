import Encircle

/// A detector's match that can be summarised as a circle, so tools can compare detectors.
package protocol CircleDescribing: Hashable, Sendable, Encodable {
    /// The circle the detector found.
    var circle: PlaneCircle { get }
}

/// Anything that decides from one whole stroke whether it is a circle.
///
/// Conformers: Encircle's own `CircleDetector`, and ``SadunCircleTest`` and
/// ``LaMarcheCircleTest`` (the classic recipes, reproduced faithfully), so that the evaluation
/// runs them side by side.
package protocol CircleDetecting: Sendable {
    /// What the detector reports for a stroke it accepts.
    associatedtype Match: CircleDescribing

    /// Decides whether `stroke` is a circle, with all the detector says of it.
    ///
    /// - Complexity: O(*n*) for every detector in this package.
    func match(in stroke: Stroke) -> Detection<Match>
}

extension DetectedCircle: CircleDescribing {}

extension CircleDetector: CircleDetecting {
    /// ``Encircle/CircleDetector/detect(in:)``.
    package func match(in stroke: Stroke) -> Detection<DetectedCircle> {
        detect(in: stroke)
    }
}
