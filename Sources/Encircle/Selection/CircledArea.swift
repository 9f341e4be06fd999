/// What a stroke surrounds, for selecting items: the fitted shape when the stroke is a circle,
/// the loop as drawn otherwise (a lasso).
///
/// Made once per stroke, from the stroke and, when the detector or the recognizer accepted it,
/// the ``DetectedCircle``; then asked about each item, by its position or by its frame:
///
/// ```swift
/// let area = CircledArea(recognizer.stroke, circle: recognizer.result)
/// let chosen = area.selected(from: items, at: \.position)
/// let touched = area.selected(from: cards, frame: \.frame, .overlapping)
/// ```
///
/// With a circle, the area is the shape drawn, as ``DetectedCircle/contains(_:)`` tests it: the
/// fitted ellipse (for an arc, its circle), with a clean edge. Without one, it is the loop as
/// ``Stroke/encloses(_:)`` tests it: the samples joined in order and closed from the last back to
/// the first, under the non-zero winding rule, so a circle traced twice surrounds its inside
/// once and a "C" what its gap's chord closes off. A stroke the detector rejected therefore
/// still selects, as a lasso; pass its circle whenever there is one, or a tilted oval selects by
/// its wobbly ink rather than its shape.
///
/// An item with a frame is selected by a ``FrameRule``: ``FrameRule/inside`` (the whole frame)
/// or ``FrameRule/overlapping`` (any part of it).
///
/// ## Bad input
/// Nothing traps, and what cannot be measured selects nothing: a stroke with fewer than three
/// samples or a sample whose coordinates are NaN or infinite (when no circle is given), a
/// circle whose shape is not finite with positive axes, a point that is not finite, and a frame
/// that is not finite or has a negative width or height. (``Stroke/encloses(_:)`` skips a
/// non-finite sample's edges instead; the area refuses the whole stroke.)
///
/// ## Cost
/// The initializer does the work that is the same for every item: it copies the loop's
/// vertices and their bounding box, or prepares the shape. A question about one item is then
/// O(1) for a circle and O(*n*) for a lasso of *n* samples (O(1) again for an item outside the
/// loop's bounding box), so selecting among *m* items is O(*m*) or O(*m* · *n*).
public struct CircledArea: Hashable, Sendable {
    /// What bounds the area.
    enum Boundary: Hashable, Sendable {
        /// The detector's shape: `DetectedCircle.contains(_:)` for points, the outline for frames.
        case shape(DetectedCircle, outline: NormalizedEllipse)
        /// The loop as drawn.
        case loop(ClosedLoop)
        /// Nothing could be measured: nothing is selected.
        case nothing
    }

    let boundary: Boundary

    /// Creates the area `stroke` surrounds: the shape of `circle` when one is given, the loop
    /// as drawn when it is `nil`.
    ///
    /// ```swift
    /// let area = CircledArea(stroke, circle: CircleDetector().detect(in: stroke).recognized)
    /// ```
    ///
    /// - Parameters:
    ///   - stroke: The samples in the order they were recorded; not read when `circle` is given.
    ///   - circle: What the detector or recognizer found in `stroke`, or `nil` when it rejected
    ///     the stroke (or was not asked).
    /// - Complexity: O(*n*) time and memory for a lasso of *n* samples; O(1) with a circle.
    public init(_ stroke: Stroke, circle: DetectedCircle? = nil) {
        if let circle {
            // The shape `DetectedCircle.contains(_:)` tests: an arc surrounds nothing, so its circle.
            let outline =
                circle.shape == .arc
                ? PlaneEllipse(
                    center: circle.center, semiMajorAxis: circle.radius, semiMinorAxis: circle.radius, rotation: .zero)
                : circle.ellipse
            boundary = NormalizedEllipse(outline).map { .shape(circle, outline: $0) } ?? .nothing
        } else {
            boundary = ClosedLoop(stroke).map(Boundary.loop) ?? .nothing
        }
    }

    /// Whether `point` lies in the area: inside the circle's shape or on its edge
    /// (``DetectedCircle/contains(_:)``), or inside the loop as drawn (``Stroke/encloses(_:)``).
    ///
    /// `false` for a point that is not finite, and for every point when the area could not be
    /// measured.
    ///
    /// - Complexity: O(1) for a circle; O(*n*) for a lasso of *n* samples, O(1) for a point
    ///   outside the loop's bounding box.
    public func contains(_ point: Point) -> Bool {
        guard point.isFinite else { return false }
        switch boundary {
        case .shape(let circle, _): return circle.contains(point)
        case .loop(let loop): return loop.winds(around: point)
        case .nothing: return false
        }
    }
}
