import Encircle

extension Stroke {
    /// How long the stroke rested at its end before it was lifted: the time from the last
    /// sample farther than `tolerance` from the end to the last sample, seconds. A drawing app
    /// snaps a stroke to its shape when the pen was held still (Notes and Freeform wait about half
    /// a second), and leaves handwriting, which lifts as it stops, as ink.
    ///
    /// ```swift
    /// if stroke.restingTime(within: 4) >= 0.5 { snap(stroke) }
    /// ```
    ///
    /// A recorder that writes no samples while the pen rests still shows the rest: the lift's
    /// sample comes that much later than the last one that moved.
    ///
    /// - Parameter tolerance: How far (points) a resting hand may tremble. A negative or NaN
    ///   tolerance counts as 0.
    /// - Returns: The seconds, 0 for a stroke without times or that moved to its end (or that
    ///   never left the tolerance, whose rest is its whole duration).
    /// - Complexity: O(*k*) for the *k* samples of the rest.
    public func restingTime(within tolerance: Double) -> Double {
        guard let last = samples.last, let end = last.time else { return 0 }
        let reach = tolerance > 0 ? tolerance : 0
        var index = samples.count - 1
        while index > 0, samples[index - 1].point.distance(to: last.point) <= reach { index -= 1 }
        // The last sample that moved, or the first when none did.
        let moved = samples[Swift.max(index - 1, 0)]
        guard let start = moved.time, start.isFinite, end.isFinite else { return 0 }
        return Swift.max(end - start, 0)
    }
}
