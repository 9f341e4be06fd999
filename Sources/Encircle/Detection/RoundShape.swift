/// The round shapes ``CircleDetector`` tells apart: what a stroke that passed every roundness
/// check was drawn as.
///
/// - ``circle``: goes round at least ``CircleDetector/Configuration/minimumSweep`` (300° by
///   default) and is no flatter than ``CircleDetector/Configuration/maximumAspectRatio``.
/// - ``ellipse``: goes round as far, but is flatter: its fitted ellipse's axes are further apart.
/// - ``arc``: a round stroke that stops short of closing, sweeping at least
///   ``CircleDetector/Configuration/minimumArcSweep``.
///
/// ``CircleDetector/Configuration/acceptedShapes`` says which of them count; by default only
/// circles do, and a flat ellipse is rejected as "an ellipse, 2.0:1".
public enum RoundShape: String, Hashable, Sendable, Codable, CaseIterable {
    /// A closed stroke about as wide as it is tall.
    case circle
    /// A closed stroke flatter than ``CircleDetector/Configuration/maximumAspectRatio``.
    case ellipse
    /// A round stroke that stops short of closing.
    case arc
}
