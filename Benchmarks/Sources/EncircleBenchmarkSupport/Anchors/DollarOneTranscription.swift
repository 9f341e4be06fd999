import Encircle
import Foundation

/// The $1 unistroke recognizer transcribed from its JavaScript reference, `dollar.js`, step by
/// step: `Resample` to 64 points, `IndicativeAngle` and `RotateBy`, `ScaleTo` 250, `TranslateTo`
/// the origin, then `DistanceAtBestAngle` (golden-section search over ±45° to 2°) against every
/// template; the closest template wins.
///
/// Source: J. O. Wobbrock, A. D. Wilson and Y. Li, "Gestures without libraries, toolkits or
/// training: a $1 recognizer for user interface prototypes", UIST 2007, and its JavaScript
/// version `dollar.js` (2007–2012; e.g. `zajako/sigil`, `JS/dollar.js`). The 16 canonical
/// templates come from `Data/dollar1-templates.json` (``canonical``), normalized once when the
/// recognizer is made, as `new DollarRecognizer()` does.
///
/// Transcribed as published, flaws included: `Resample` inserts into its (copied) input and adds
/// the last point only when it falls exactly one short; `ScaleTo` divides by the bounding box's
/// width and height unguarded; `Recognize` keeps the first template with the strictly smallest
/// distance. Where the JavaScript would read past the end of a shorter template (`PathDistance`
/// assumes equal lengths) it would throw; here the distance is NaN, which matches no template.
///
/// What differs: no `Result` object, score or timing (a stroke is a circle when the closest
/// template is `"circle"`); new arrays are made with `map` (and `Resample`'s with room for its
/// 64 points) rather than grown point by point, the same arithmetic without the reallocations a
/// Swift array would pay where a JavaScript engine grows its own; and the Protractor vector that `dollar.js` computes for every
/// candidate and template (`Vectorize`) is not computed, because the golden-section search never
/// reads it. Leaving it out makes this anchor a little faster than `dollar.js`, never slower.
///
/// Against the repository's port, the catalog's `dollar1` entry (which resamples to exactly 64
/// points, guards the scale and compares by score), it answers the same on every development
/// stroke (``AnchorAgreement``).
public struct DollarOneTranscription: Sendable {
    /// A gesture brought into the $1 frame: dollar.js's `Unistroke`, without its `Vector`.
    struct Unistroke: Sendable {
        var name: String
        var points: [Point]
    }

    static let numPoints = 64
    static let squareSize = 250.0
    static let angleRange = deg2Rad(45)
    static let anglePrecision = deg2Rad(2)
    /// The golden ratio, `0.5 * (-1.0 + Math.sqrt(5.0))`.
    static let phi = 0.5 * (-1 + (5.0).squareRoot())

    /// The templates, normalized.
    let unistrokes: [Unistroke]

    /// Normalizes each template as `new Unistroke(name, points)` does.
    ///
    /// - Complexity: O(*t* · *n*) for *t* templates of *n* points.
    init(templates: [(name: String, points: [Point])]) {
        unistrokes = templates.map { Unistroke(name: $0.name, points: Self.normalized($0.points)) }
    }

    /// The name of the closest template to the stroke drawn through `samples`, or `nil` where
    /// `Recognize` answers "No match." (no template, or every distance NaN).
    ///
    /// - Complexity: O(*t* · *n*) for *t* templates of *n* = 64 points, times about 10 turns of
    ///   the golden-section search; plus O(*m* · 64) for a stroke of *m* samples (the inserts of
    ///   `Resample`).
    public func recognize(_ samples: [Stroke.Sample]) -> String? {
        guard !samples.isEmpty else { return nil }  // dollar.js reads points[0] unguarded
        let points = Self.normalized(samples.map { Point(x: $0.x, y: $0.y) })
        var b = Double.infinity
        var u = -1
        for i in unistrokes.indices {
            let d = Self.distanceAtBestAngle(
                points, unistrokes[i], -Self.angleRange, Self.angleRange, Self.anglePrecision)
            if d < b {
                b = d  // best (least) distance
                u = i  // unistroke
            }
        }
        return u == -1 ? nil : unistrokes[u].name
    }

    /// Whether the closest template to the stroke drawn through `samples` is `"circle"`.
    ///
    /// - Complexity: As ``recognize(_:)``.
    public func isCircle(_ samples: [Stroke.Sample]) -> Bool {
        recognize(samples) == "circle"
    }

    // MARK: The steps, as dollar.js names them

    /// Resample, IndicativeAngle and RotateBy, ScaleTo, TranslateTo: the `Unistroke` constructor
    /// and the start of `Recognize`.
    static func normalized(_ points: [Point]) -> [Point] {
        var points = resample(points, numPoints)
        let radians = indicativeAngle(points)
        points = rotateBy(points, -radians)
        points = scaleTo(points, squareSize)
        return translateTo(points, Point(x: 0, y: 0))
    }

    static func resample(_ input: [Point], _ n: Int) -> [Point] {
        var points = input  // dollar.js splices into the caller's array
        let interval = pathLength(points) / Double(n - 1)
        var distanceSoFar = 0.0
        var newPoints = [points[0]]
        newPoints.reserveCapacity(n)
        var i = 1
        while i < points.count {
            let d = distance(points[i - 1], points[i])
            if distanceSoFar + d >= interval {
                let qx = points[i - 1].x + ((interval - distanceSoFar) / d) * (points[i].x - points[i - 1].x)
                let qy = points[i - 1].y + ((interval - distanceSoFar) / d) * (points[i].y - points[i - 1].y)
                let q = Point(x: qx, y: qy)
                newPoints.append(q)
                points.insert(q, at: i)  // q will be the next i
                distanceSoFar = 0
            } else {
                distanceSoFar += d
            }
            i += 1
        }
        // "sometimes we fall a rounding-error short of adding the last point, so add it if so"
        if newPoints.count == n - 1 { newPoints.append(points[points.count - 1]) }
        return newPoints
    }

    static func indicativeAngle(_ points: [Point]) -> Double {
        let c = centroid(points)
        return atan2(c.y - points[0].y, c.x - points[0].x)
    }

    /// Rotates `points` around their centroid.
    static func rotateBy(_ points: [Point], _ radians: Double) -> [Point] {
        let c = centroid(points)
        let cosine = cos(radians), sine = sin(radians)
        return points.map { point in
            let qx = (point.x - c.x) * cosine - (point.y - c.y) * sine + c.x
            let qy = (point.x - c.x) * sine + (point.y - c.y) * cosine + c.y
            return Point(x: qx, y: qy)
        }
    }

    /// Non-uniform scale ("assumes 2D gestures (i.e., no lines)").
    static func scaleTo(_ points: [Point], _ size: Double) -> [Point] {
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for point in points {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        let width = maxX - minX, height = maxY - minY
        return points.map { Point(x: $0.x * (size / width), y: $0.y * (size / height)) }
    }

    /// Translates `points` so that their centroid is `pt`.
    static func translateTo(_ points: [Point], _ pt: Point) -> [Point] {
        let c = centroid(points)
        return points.map { Point(x: $0.x + pt.x - c.x, y: $0.y + pt.y - c.y) }
    }

    static func distanceAtBestAngle(
        _ points: [Point], _ template: Unistroke, _ a: Double, _ b: Double, _ threshold: Double
    ) -> Double {
        var a = a, b = b
        var x1 = phi * a + (1 - phi) * b
        var f1 = distanceAtAngle(points, template, x1)
        var x2 = (1 - phi) * a + phi * b
        var f2 = distanceAtAngle(points, template, x2)
        while abs(b - a) > threshold {
            if f1 < f2 {
                b = x2
                x2 = x1
                f2 = f1
                x1 = phi * a + (1 - phi) * b
                f1 = distanceAtAngle(points, template, x1)
            } else {
                a = x1
                x1 = x2
                f1 = f2
                x2 = (1 - phi) * a + phi * b
                f2 = distanceAtAngle(points, template, x2)
            }
        }
        return min(f1, f2)
    }

    static func distanceAtAngle(_ points: [Point], _ template: Unistroke, _ radians: Double) -> Double {
        pathDistance(rotateBy(points, radians), template.points)
    }

    static func centroid(_ points: [Point]) -> Point {
        var x = 0.0, y = 0.0
        for point in points {
            x += point.x
            y += point.y
        }
        x /= Double(points.count)
        y /= Double(points.count)
        return Point(x: x, y: y)
    }

    /// The mean distance between corresponding points ("assumes pts1.length == pts2.length";
    /// NaN where `pts2` is shorter, where dollar.js would throw).
    static func pathDistance(_ pts1: [Point], _ pts2: [Point]) -> Double {
        if pts2.count < pts1.count { return .nan }
        var d = 0.0
        for i in pts1.indices { d += distance(pts1[i], pts2[i]) }
        return d / Double(pts1.count)
    }

    static func pathLength(_ points: [Point]) -> Double {
        var d = 0.0
        for i in points.indices.dropFirst() { d += distance(points[i - 1], points[i]) }
        return d
    }

    @inline(__always)
    static func distance(_ p1: Point, _ p2: Point) -> Double {
        let dx = p2.x - p1.x, dy = p2.y - p1.y
        return (dx * dx + dy * dy).squareRoot()
    }

    static func deg2Rad(_ d: Double) -> Double { d * Double.pi / 180 }
}
