/// The geometry detectors need. Every property tolerates degenerate input: an empty stroke
/// has zero length and a `nil` bounding box; non-finite samples propagate as non-finite values,
/// so detectors must validate with ``Stroke/firstInvalidSampleIndex`` first.
extension Stroke {
    /// The smallest axis-aligned rectangle containing every sample, or `nil` when empty.
    ///
    /// - Complexity: O(*n*).
    public var boundingBox: Rect? { Rect(enclosing: samples.lazy.map(\.point)) }

    /// The arithmetic mean of the sample positions, or `nil` when empty.
    ///
    /// Accumulates relative to the first sample, so large coordinates keep their precision.
    ///
    /// - Complexity: O(*n*).
    public var centroid: Point? {
        guard let first = samples.first else { return nil }
        var sumX = 0.0, sumY = 0.0
        for sample in samples {
            sumX += sample.x - first.x
            sumY += sample.y - first.y
        }
        let count = Double(samples.count)
        return Point(x: first.x + sumX / count, y: first.y + sumY / count)
    }

    /// The total length of the polyline through the samples.
    ///
    /// - Complexity: O(*n*).
    public var pathLength: Double {
        var length = 0.0
        for (a, b) in zip(samples, samples.dropFirst()) {
            length += a.point.distance(to: b.point)
        }
        return length
    }

    /// The time from the first to the last sample, or `nil` when either lacks a timestamp.
    ///
    /// May be negative when time runs backwards; detectors treat that as invalid input.
    public var duration: Double? {
        guard let start = samples.first?.time, let end = samples.last?.time else { return nil }
        return end - start
    }

    /// The distance from the first sample to the last, or 0 when there are fewer than two.
    package var closureDistance: Double {
        guard let first = samples.first, let last = samples.last else { return 0 }
        return first.point.distance(to: last.point)
    }

    /// The index of the first sample whose coordinates or time are NaN or infinite, or `nil`.
    ///
    /// - Complexity: O(*n*).
    public var firstInvalidSampleIndex: Int? {
        samples.firstIndex { !$0.x.isFinite || !$0.y.isFinite || ($0.time.map { !$0.isFinite } ?? false) }
    }

    /// Whether `point` lies inside the loop the person drew: the polyline through the samples,
    /// closed from the last sample back to the first, winds round `point` at least once
    /// (the non-zero winding rule, so a circle traced twice encloses its inside once, not
    /// zero times). A point on the line counts as inside only where the arithmetic puts it;
    /// use ``DetectedCircle/contains(_:)`` for a clean edge.
    ///
    /// ```swift
    /// let selected = items.filter { stroke.encloses($0.position) }
    /// ```
    ///
    /// `false` for a stroke of fewer than three samples and for a point that is not finite.
    ///
    /// - Complexity: O(*n*).
    public func encloses(_ point: Point) -> Bool {
        guard samples.count >= 3, point.isFinite else { return false }
        return ClosedLoop.winds(through: samples.lazy.map(\.point), around: point)
    }
}
