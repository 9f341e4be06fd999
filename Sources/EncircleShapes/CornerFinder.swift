import Encircle

/// Finds the corners of a stroke with ShortStraw (Wolin, Eoff and Hammond, "ShortStraw: A Simple
/// and Effective Corner Finder for Polylines", SBIM 2008): resample the stroke evenly, measure
/// the "straw" — the chord between the points a few steps before and after each point — and
/// take the points where it is shortest as corners; then add a corner inside any part that is
/// not a line and remove any corner whose neighbours' part is one.
enum CornerFinder {
    /// The resampling spacing is the bounding box's diagonal over this (ShortStraw's 40).
    static let pointsAcrossDiagonal = 40.0
    /// Points before and after each point that its straw spans (ShortStraw's W = 3).
    static let window = 3
    /// A straw shorter than this share of the median marks a corner (ShortStraw's 0.95).
    static let strawRatio = 0.95
    /// A part is a line when its chord is at least this share of its path (ShortStraw's 0.95).
    static let lineRatio = 0.95

    /// `points` resampled at `spacing` along their path, first and last kept.
    ///
    /// - Complexity: O(*n* + *L* / `spacing`) for a path of length *L*.
    static func resample(_ points: [Point], spacing: Double) -> [Point] {
        guard var previous = points.first, spacing > 0, spacing.isFinite else { return points }
        var resampled = [previous]
        var carried = 0.0
        for next in points.dropFirst() {
            var start = previous
            var distance = start.distance(to: next)
            while carried + distance >= spacing, distance > 0 {
                let step = (spacing - carried) / distance
                let point = Point(x: start.x + step * (next.x - start.x), y: start.y + step * (next.y - start.y))
                resampled.append(point)
                start = point
                distance = start.distance(to: next)
                carried = 0
            }
            carried += distance
            previous = next
        }
        if let last = points.last, resampled.last != last { resampled.append(last) }
        return resampled
    }

    /// The indices of the corners of `points` (evenly resampled), the first and last included.
    ///
    /// - Complexity: O(*n* log *n*) for the median, plus O(*n*) per corner added or removed.
    static func corners(of points: [Point]) -> [Int] {
        let count = points.count, w = window
        guard count > 2 * w + 1 else { return count > 1 ? [0, count - 1] : [0] }
        var straws = [Double](repeating: .infinity, count: count)
        for index in w..<(count - w) { straws[index] = points[index - w].distance(to: points[index + w]) }
        let inner = straws[w..<(count - w)].sorted()
        let threshold = inner[inner.count / 2] * strawRatio
        var corners = [0]
        var index = w
        while index < count - w {
            if straws[index] < threshold {
                var lowest = index
                while index < count - w, straws[index] < threshold {
                    if straws[index] < straws[lowest] { lowest = index }
                    index += 1
                }
                corners.append(lowest)
            }
            index += 1
        }
        corners.append(count - 1)
        addMissingCorners(&corners, points, straws)
        removeCollinearCorners(&corners, points)
        return corners
    }

    /// Whether the part of `points` from `start` to `end` is a line: its chord is at least
    /// ``lineRatio`` of its path.
    static func isLine(_ points: [Point], from start: Int, to end: Int) -> Bool {
        guard end > start else { return true }
        var path = 0.0
        for index in start..<end { path += points[index].distance(to: points[index + 1]) }
        return path == 0 || points[start].distance(to: points[end]) >= lineRatio * path
    }

    /// ShortStraw's first pass: a part between corners that is not a line gets a corner where
    /// the straw is shortest in its middle half, until every part is a line or too short to split.
    private static func addMissingCorners(_ corners: inout [Int], _ points: [Point], _ straws: [Double]) {
        var index = 0
        while index < corners.count - 1 {
            let start = corners[index], end = corners[index + 1]
            guard !isLine(points, from: start, to: end), end - start >= 4 else {
                index += 1
                continue
            }
            let middle = (start + (end - start) / 4)...(end - (end - start) / 4)
            guard let lowest = middle.filter({ straws[$0].isFinite }).min(by: { straws[$0] < straws[$1] }),
                lowest > start, lowest < end
            else {
                index += 1
                continue
            }
            corners.insert(lowest, at: index + 1)
        }
    }

    /// ShortStraw's second pass: a corner whose neighbours are joined by a line is no corner.
    private static func removeCollinearCorners(_ corners: inout [Int], _ points: [Point]) {
        var index = 1
        while index < corners.count - 1 {
            if isLine(points, from: corners[index - 1], to: corners[index + 1]) {
                corners.remove(at: index)
            } else {
                index += 1
            }
        }
    }
}
