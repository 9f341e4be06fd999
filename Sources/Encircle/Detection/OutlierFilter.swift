/// The summary's front end: each sample is replaced by the median of itself and its two
/// neighbours, so that a digitizer's faults do not become the shape's.
///
/// Two faults are common: a recorder that writes the two samples of an event in reverse order
/// (the pen steps back, then jumps two steps on), and a single sample that jumps away and comes
/// straight back. Either way one sample lies farther from a neighbour than the neighbours lie
/// from each other, which no drawn path does unless it turns back by more than 120° within one
/// sample. The *vector median* of three points — the one whose distances to the other two sum
/// least (Astola, Haavisto & Neuvo, "Vector median filters", 1990) — keeps the middle sample
/// wherever the path goes on or turns by less than that, and otherwise takes a neighbour's
/// place: swapped pairs come back in order and a jump is gone, while corners stay where they
/// are (a square's turns 90°) and a sparse circle keeps every sample (five samples a lap turn
/// 72° each). A mean or a coordinate-wise median would cut corners or square a sparse circle.
///
/// A sample is judged only against its neighbours, so the filter is blind to scale, position,
/// rotation and drawing direction. The first and the last sample pass as they are.
///
/// - Complexity: O(1) time and memory per sample.
package struct OutlierFilter: Hashable, Sendable {
    /// The sample before ``held``, as recorded.
    private var before: Point?
    /// The newest sample, waiting for the one after it.
    private(set) var held: Point?
    private var started = false

    /// Takes the next sample and returns the sample it now releases: the first sample at once,
    /// then each sample filtered, once the one after it has arrived.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func filter(_ point: Point) -> Point? {
        guard started else {
            started = true
            before = point
            return point
        }
        guard let middle = held, let first = before else {
            held = point
            return nil
        }
        before = middle
        held = point
        return Self.median(first, middle, point)
    }

    /// The vector median of `a`, `b` and `c`, preferring `b`, then `a`: `b` unless it lies
    /// farther from `a` or from `c` than they lie from each other.
    @inline(__always)
    static func median(_ a: Point, _ b: Point, _ c: Point) -> Point {
        let ab = a.squaredDistance(to: b), bc = b.squaredDistance(to: c), ac = a.squaredDistance(to: c)
        if ab <= ac && bc <= ac { return b }
        return ab <= bc ? a : c
    }
}

extension OutlierFilter {
    /// `points` as the detector sees them: each interior point replaced by the vector median of
    /// itself and its neighbours, the first and last kept. For the package's other recognizers,
    /// so that a digitizer's faults are filtered once, the same way.
    ///
    /// - Complexity: O(*n*).
    package static func filtered(_ points: [Point]) -> [Point] {
        guard points.count >= 3 else { return points }
        var filtered = [points[0]]
        filtered.reserveCapacity(points.count)
        for index in 1..<(points.count - 1) {
            filtered.append(median(points[index - 1], points[index], points[index + 1]))
        }
        filtered.append(points[points.count - 1])
        return filtered
    }
}
