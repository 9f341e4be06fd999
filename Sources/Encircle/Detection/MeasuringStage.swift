/// How far the whole-stroke measuring of a stroke has got. Each stage adds quantities to
/// ``CircleDetector/Measurements``, in the order the ``CircleDetector/checks`` read them, so
/// that a verdict measures no more than the checks it reaches: most strokes that are not circles
/// fail on their sweep, reversal or corners, and never need the later (and dearer) stages.
///
/// A stage's quantities read as placeholders until it has been measured; each check names the
/// stage it reads (``CircleDetector/Check/stage(for:in:)``).
enum MeasuringStage: Int, CaseIterable, Comparable, Sendable {
    /// What was gathered while the stroke was drawn: the sample count, size, sharpest corner,
    /// corner count and times.
    case drawn
    /// The fitted circle and the sweep round it.
    case circle
    /// The largest turn back against the stroke's direction.
    case reversal
    /// The radial and tail deviations from the fitted circle and the spiral growth.
    case roundness
    /// The fitted ellipse (the aspect ratio, which tells a circle from an ellipse, and the
    /// deviations from it) and the corner concentration.
    case ellipse
    /// The corner concentration judged against an ideal ellipse of the stroke's aspect ratio:
    /// the last stage, with everything measured.
    case idealEllipse

    /// The stage with every quantity measured.
    static let complete = idealEllipse

    /// The stage after this one; `nil` after the last.
    var next: MeasuringStage? { MeasuringStage(rawValue: rawValue + 1) }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Measurements that may still be taken a stage at a time: the checks ask for the stage they
/// read (``measure(through:)``) before reading ``measurements``.
protocol StagedMeasurements {
    /// The measurements so far: quantities of stages beyond ``stage`` are placeholders.
    var measurements: CircleDetector.Measurements { get }
    /// The last stage measured.
    var stage: MeasuringStage { get }
    /// Measures every stage up to and including `stage`.
    mutating func measure(through stage: MeasuringStage)
}

/// Measurements that are already complete (what ``CircleDetector/rejection(for:)`` is given).
struct CompleteMeasurements: StagedMeasurements {
    let measurements: CircleDetector.Measurements
    var stage: MeasuringStage { .complete }
    func measure(through stage: MeasuringStage) {}
}
