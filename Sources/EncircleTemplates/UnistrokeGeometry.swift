import Encircle
import Foundation

/// The pure steps of the $1 unistroke recognizer (Wobbrock, Wilson and Li, UIST 2007) and of
/// Protractor (Li, CHI 2010), each a function of its input alone: resample, rotate, scale,
/// translate, compare.
///
/// The steps follow the reference implementation line by line, with its flaws removed: they
/// never change their input, never divide by zero (a zero extent keeps the other axis's scale
/// factor, a zero-length path is the caller's to reject), and clamp what rounding can push out
/// of a function's domain.
enum UnistrokeGeometry {
    /// The number of points every gesture is resampled to: 64, the reference's `NumPoints`.
    static let sampleCount = 64
    /// The side of the square every gesture is scaled to: 250, the reference's `SquareSize`.
    static let squareSize = 250.0
    /// Half the diagonal of that square, ½·√(250² + 250²): the largest mean distance two
    /// normalized gestures can have, which maps a distance to a score in 0…1.
    static let halfDiagonal = 0.5 * (squareSize * squareSize + squareSize * squareSize).squareRoot()
    /// The golden ratio φ = ½(−1 + √5) of the golden-section search.
    static let goldenRatio = 0.5 * (-1 + 5.0.squareRoot())
    /// How far the search turns a gesture each way: ±45°, the reference's `AngleRange`.
    static let angleRange = 45 * Double.pi / 180
    /// The width of angle interval at which the search stops: 2°, the reference's `AnglePrecision`.
    static let anglePrecision = 2 * Double.pi / 180

    /// The length of the polyline through `points`.
    static func pathLength(_ points: [Point]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    /// The mean of `points` (the origin for none).
    static func centroid(_ points: [Point]) -> Point {
        guard !points.isEmpty else { return .zero }
        let sum = points.reduce(Point.zero) { Point(x: $0.x + $1.x, y: $0.y + $1.y) }
        return Point(x: sum.x / Double(points.count), y: sum.y / Double(points.count))
    }

    /// `count` points spaced evenly along the path through `points`, one path-length interval
    /// `pathLength / (count − 1)` apart, first and last kept: the reference's `Resample`, on a
    /// copy. Rounding can leave the reference one point short or over; the result always has
    /// exactly `count` points (at least 1). A path of zero length gives `count` copies of its
    /// first point.
    static func resample(_ points: [Point], count: Int = sampleCount) -> [Point] {
        guard let first = points.first else { return [] }
        let count = max(count, 1)
        let interval = pathLength(points) / Double(max(count - 1, 1))
        guard interval > 0, interval.isFinite else { return Array(repeating: first, count: count) }
        var source = points  // the reference inserts into its input; this is a copy
        var resampled = [first]
        resampled.reserveCapacity(count)
        var walked = 0.0
        var index = 1
        while index < source.count {
            let previous = source[index - 1], current = source[index]
            let step = previous.distance(to: current)
            if walked + step >= interval, step > 0 {
                let fraction = (interval - walked) / step
                let inserted = Point(
                    x: previous.x + fraction * (current.x - previous.x),
                    y: previous.y + fraction * (current.y - previous.y))
                resampled.append(inserted)
                source.insert(inserted, at: index)
                walked = 0
            } else {
                walked += step
            }
            index += 1
        }
        if resampled.count > count { resampled.removeLast(resampled.count - count) }
        while resampled.count < count, let last = source.last { resampled.append(last) }
        return resampled
    }

    /// The direction from the first point to the centroid, `atan2(c.y − p₀.y, c.x − p₀.x)`, in
    /// radians: the reference's `IndicativeAngle`.
    static func indicativeAngle(_ points: [Point]) -> Double {
        guard let first = points.first else { return 0 }
        let center = centroid(points)
        return atan2(center.y - first.y, center.x - first.x)
    }

    /// `points` turned by `radians` about their centroid: the reference's `RotateBy`.
    static func rotate(_ points: [Point], by radians: Double) -> [Point] {
        let center = centroid(points)
        let cosine = cos(radians), sine = sin(radians)
        return points.map { point in
            let dx = point.x - center.x, dy = point.y - center.y
            return Point(x: dx * cosine - dy * sine + center.x, y: dx * sine + dy * cosine + center.y)
        }
    }

    /// `points` scaled about the origin, each axis on its own, so that their bounding box is
    /// `size` wide and `size` high: the reference's `ScaleTo`. An axis of zero extent (a
    /// straight line) takes the other axis's factor instead of dividing by zero; with both zero
    /// the points are returned unchanged. `uniformly`, both axes take the factor that makes the
    /// longer side `size`, as $N scales a one-dimensional gesture.
    static func scale(_ points: [Point], to size: Double = squareSize, uniformly: Bool = false) -> [Point] {
        let (width, height) = extent(points)
        if uniformly {
            let longer = max(width, height)
            guard longer > 0 else { return points }
            return points.map { Point(x: $0.x * size / longer, y: $0.y * size / longer) }
        }
        let factorX = width > 0 ? size / width : nil
        let factorY = height > 0 ? size / height : nil
        guard let x = factorX ?? factorY, let y = factorY ?? factorX else { return points }
        return points.map { Point(x: $0.x * x, y: $0.y * y) }
    }

    /// The width and height of the box round `points` (0 and 0 for none).
    static func extent(_ points: [Point]) -> (width: Double, height: Double) {
        guard let first = points.first else { return (0, 0) }
        var low = first, high = first
        for point in points {
            low = Point(x: min(low.x, point.x), y: min(low.y, point.y))
            high = Point(x: max(high.x, point.x), y: max(high.y, point.y))
        }
        return (high.x - low.x, high.y - low.y)
    }

    /// $N's one-dimensional test (Anthony and Wobbrock, GI 2010): the short side of the box
    /// round `points`, turned to their indicative angle, is at most ``oneDimensionalRatio`` of
    /// the long side. A straight line is; a check mark, a caret or a circle is not.
    static func isOneDimensional(_ points: [Point]) -> Bool {
        let (width, height) = extent(points)
        let longer = max(width, height)
        return longer > 0 && min(width, height) <= oneDimensionalRatio * longer
    }

    /// $N's `OneDThreshold`: 0.25 ("usually 0.20–0.35", its authors say).
    static let oneDimensionalRatio = 0.25

    /// `points` moved so that their centroid lies on `target`: the reference's `TranslateTo`.
    static func translate(_ points: [Point], to target: Point = .zero) -> [Point] {
        let center = centroid(points)
        return points.map { Point(x: $0.x + target.x - center.x, y: $0.y + target.y - center.y) }
    }

    /// The mean distance between corresponding points: the reference's `PathDistance`. Both
    /// arrays have ``sampleCount`` points; extra points of the longer one are ignored.
    static func pathDistance(_ a: [Point], _ b: [Point]) -> Double {
        let count = min(a.count, b.count)
        guard count > 0 else { return .infinity }
        var sum = 0.0
        for index in 0..<count { sum += a[index].distance(to: b[index]) }
        return sum / Double(count)
    }

    /// The smallest ``pathDistance(_:_:)`` between `points` turned by an angle in `range` and
    /// `template`, found by golden-section search until the interval is `precision` wide: the
    /// reference's `DistanceAtBestAngle`.
    static func distanceAtBestAngle(
        _ points: [Point], _ template: [Point], in range: ClosedRange<Double> = -angleRange...angleRange,
        precision: Double = anglePrecision
    ) -> Double {
        func distance(at radians: Double) -> Double { pathDistance(rotate(points, by: radians), template) }
        var a = range.lowerBound, b = range.upperBound
        var x1 = goldenRatio * a + (1 - goldenRatio) * b
        var f1 = distance(at: x1)
        var x2 = (1 - goldenRatio) * a + goldenRatio * b
        var f2 = distance(at: x2)
        while abs(b - a) > max(precision, 1e-9) {
            if f1 < f2 {
                b = x2
                x2 = x1
                f2 = f1
                x1 = goldenRatio * a + (1 - goldenRatio) * b
                f1 = distance(at: x1)
            } else {
                a = x1
                x1 = x2
                f1 = f2
                x2 = (1 - goldenRatio) * a + goldenRatio * b
                f2 = distance(at: x2)
            }
        }
        return min(f1, f2)
    }

    /// The points as one vector `x₀, y₀, x₁, y₁, …` of length 1: the reference's `Vectorize`
    /// (Protractor). The zero vector stays zero.
    static func vectorize(_ points: [Point]) -> [Double] {
        var vector: [Double] = []
        vector.reserveCapacity(points.count * 2)
        var sum = 0.0
        for point in points {
            vector.append(point.x)
            vector.append(point.y)
            sum += point.x * point.x + point.y * point.y
        }
        let magnitude = sum.squareRoot()
        guard magnitude > 0, magnitude.isFinite else { return vector.map { _ in 0 } }
        return vector.map { $0 / magnitude }
    }

    /// The angle, in radians (0…π), between two ``vectorize(_:)`` vectors after turning the first
    /// by the angle that brings it closest — found in closed form, `atan(b / a)` — limited to
    /// `range`: Protractor's `OptimalCosineDistance`. Rounding that pushes the cosine past ±1
    /// is clamped; for vectors with nothing in common (a = 0) the angle is ±90°.
    static func optimalCosineDistance(
        _ template: [Double], _ candidate: [Double], in range: ClosedRange<Double> = -Double.pi...Double.pi
    ) -> Double {
        var a = 0.0, b = 0.0
        var index = 0
        while index + 1 < min(template.count, candidate.count) {
            a += template[index] * candidate[index] + template[index + 1] * candidate[index + 1]
            b += template[index] * candidate[index + 1] - template[index + 1] * candidate[index]
            index += 2
        }
        let optimal: Double = a != 0 ? atan(b / a) : (b == 0 ? 0 : (b > 0 ? Double.pi / 2 : -Double.pi / 2))
        let angle = min(max(optimal, range.lowerBound), range.upperBound)
        let cosine = a * cos(angle) + b * sin(angle)
        return acos(min(max(cosine, -1), 1))
    }
}
