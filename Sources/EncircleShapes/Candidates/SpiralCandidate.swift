import Encircle
import Foundation

/// A spiral: a smooth stroke that winds one way round a fixed centre at least
/// ``minimumTurns`` times while its radius grows (or shrinks) steadily, by more per turn than the
/// circle detector allows an overtraced circle. Snapped clean, it is Archimedean: the radius
/// goes evenly from the first point's to the last's.
enum SpiralCandidate: ShapeCandidate {
    static let kind = DrawnShape.Kind.spiral
    /// A spiral winds round at least this many times: below it a radius trend cannot be told
    /// from an oval (the circle detector judges spiral growth from the same 1¼ turns).
    static let minimumTurns = 1.25
    /// A spiral's radius changes at least this share a turn: the most an overtraced circle's
    /// may, by the circle detector's definition.
    static let minimumGrowth = CircleDetector.Configuration.default.maximumSpiralGrowth
    /// A spiral lies within this share of its mean radius of its fitted spiral (RMS): its turns
    /// may be as oval as the circle detector lets a circle be.
    static let maximumDeviation = CircleDetector.Configuration.default.maximumRadialDeviation

    static func fit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        // A spiral's heading turns as far as it goes round its centre: the fit, the costliest
        // of all, only for a stroke whose heading turns far enough.
        func turnsTest(_ turns: Double) -> ShapeTest {
            .atLeast(minimumTurns, turns, ideal: ShapeTest.clearIdeal(past: minimumTurns), .turning) {
                "it winds round \(Words.number($0)) times (a spiral at least \(Words.number($1)))"
            }
        }
        let heading = turnsTest(abs(summary.steadyTurning.total) / 360)
        guard heading.passes, let spiral = SpiralFit(summary.points) else {
            return CandidateFit(kind: kind, shape: nil, tests: [heading])
        }
        let tests = [
            turnsTest(abs(spiral.sweep) / (2 * .pi)),
            .atLeast(minimumGrowth, spiral.growthPerTurn, ideal: 4 * minimumGrowth, .looseFit) {
                "its radius changes \(Words.percent($0)) a turn (a spiral's at least \(Words.percent($1)))"
            },
            .atMost(maximumDeviation, spiral.fitError, .looseFit) {
                "it lies \(Words.percent($0)) of its radius off its spiral (a spiral within \(Words.percent($1)))"
            },
            .atMost(minimumGrowth, spiral.growthReversal, .looseFit) {
                "its radius turns back \(Words.percent($0)) against its growth (a spiral's at most \(Words.percent($1)))"
            },
            .oneWay(summary, direction: spiral.sweep >= 0 ? 1 : -1),
            // At its centre a spiral may turn tighter than a corner's window can tell.
            .smooth(
                summary, configuration,
                sharpest: summary.sharpestCorner { corner in
                    summary.points[corner.index].distance(to: spiral.center) > 2 * summary.windowLength
                }),
        ]
        let shape = DrawnShape.spiral(
            center: spiral.center, startRadius: max(spiral.radius(at: spiral.startAngle), 0),
            endRadius: max(spiral.radius(at: spiral.startAngle + spiral.sweep), 0),
            startAngle: PlaneAngle.radians(spiral.startAngle).normalized, sweep: .radians(spiral.sweep))
        return CandidateFit(kind: kind, shape: shape, tests: tests)
    }
}

/// The spiral nearest a stroke: a centre, and the radius as a quadratic in the angle round it,
/// r = a + b·θ + c·θ², which holds both the even spiral (c = 0, Archimedes') and the one whose
/// turns open up as it goes, as hands draw them. The centre by Levenberg–Marquardt steps on the
/// radial residuals, from the centre of the circle fitted to the stroke; (a, b, c) by least
/// squares for each centre tried.
struct SpiralFit {
    var center: Point
    /// r = a + b·θ + c·θ², θ the angle round the centre unwrapped from the first point's.
    var a: Double
    var b: Double
    var c: Double
    /// The first point's angle, radians.
    var startAngle: Double
    /// The angle the stroke goes round the centre, radians, signed (clockwise positive).
    var sweep: Double
    /// The RMS radial residual over the mean radius.
    var fitError: Double
    /// How much the radius changes a turn, over the mean radius: from the first point's to the
    /// last's, over the turns between.
    var growthPerTurn: Double
    /// How far the fitted radius runs against the spiral's growth (shrinks on a growing spiral),
    /// over the mean radius: 0 for a radius that only grows or only shrinks.
    var growthReversal: Double

    /// Steps of the refinement: a spiral's fit settles within a few.
    static let steps = 12

    /// The radius at angle `theta` (radians, unwrapped as the fit's).
    func radius(at theta: Double) -> Double { a + b * theta + c * theta * theta }

    /// Fits `points`, or `nil` when no circle can be fitted to start from.
    init?(_ points: [Point]) {
        guard points.count >= 5, let circle = points.withUnsafeBufferPointer({ CircleFit.fit($0) }) else { return nil }
        var center = circle.center
        var (coefficients, cost) = Self.radii(points, center)
        var damping = 1e-3
        for _ in 0..<Self.steps {
            guard let step = Self.step(points, center, coefficients, damping: damping) else { break }
            let moved = Point(x: center.x + step.0, y: center.y + step.1)
            let (newCoefficients, newCost) = Self.radii(points, moved)
            if newCost < cost {
                (center, coefficients, cost) = (moved, newCoefficients, newCost)
                damping = max(damping / 10, 1e-9)
            } else {
                damping *= 10
            }
        }
        let angles = Self.angles(points, center)
        let n = Double(points.count)
        let meanRadius = points.reduce(0) { $0 + $1.distance(to: center) } / n
        guard meanRadius > 0, meanRadius.isFinite, center.isFinite else { return nil }
        self.center = center
        (a, b, c) = coefficients
        startAngle = angles[0]
        sweep = angles[angles.count - 1] - angles[0]
        fitError = (cost / n).squareRoot() / meanRadius
        let first = a + b * angles[0] + c * angles[0] * angles[0]
        let last = a + b * angles[angles.count - 1] + c * angles[angles.count - 1] * angles[angles.count - 1]
        growthPerTurn = abs(last - first) / max(abs(sweep) / (2 * .pi), 1e-9) / meanRadius
        // The parabola's vertex, if it lies between the ends, is where growth reverses.
        let direction: Double = last >= first ? 1 : -1
        let vertex = c != 0 ? -b / (2 * c) : .infinity
        if vertex > min(angles[0], angles[angles.count - 1]), vertex < max(angles[0], angles[angles.count - 1]) {
            let middle = a + b * vertex + c * vertex * vertex
            growthReversal = max(0, direction * (first - middle), direction * (middle - last)) / meanRadius
        } else {
            growthReversal = 0
        }
    }

    /// The angles of `points` round `center`, unwrapped from the first.
    static func angles(_ points: [Point], _ center: Point) -> [Double] {
        var angles = [Double]()
        angles.reserveCapacity(points.count)
        var previous = 0.0
        for (index, point) in points.enumerated() {
            let raw = atan2(point.y - center.y, point.x - center.x)
            previous = index == 0 ? raw : previous + remainder(raw - previous, 2 * .pi)
            angles.append(previous)
        }
        return angles
    }

    /// The best (a, b, c) for `center` by least squares, and the sum of squared residuals.
    static func radii(_ points: [Point], _ center: Point) -> ((Double, Double, Double), Double) {
        let angles = angles(points, center)
        var m = [[Double]](repeating: [0, 0, 0], count: 3), v = [0.0, 0, 0]
        for (point, theta) in zip(points, angles) {
            let r = point.distance(to: center)
            let row = [1, theta, theta * theta]
            for i in 0..<3 {
                v[i] += row[i] * r
                for j in 0..<3 { m[i][j] += row[i] * row[j] }
            }
        }
        let solution = solve(m, v) ?? [points.reduce(0) { $0 + $1.distance(to: center) } / Double(points.count), 0, 0]
        let (a, b, c) = (solution[0], solution[1], solution[2])
        var cost = 0.0
        for (point, theta) in zip(points, angles) {
            let residual = point.distance(to: center) - a - b * theta - c * theta * theta
            cost += residual * residual
        }
        return ((a, b, c), cost)
    }

    /// A damped Gauss–Newton step for the centre, with (a, b, c) free: the 5 × 5 normal
    /// equations of the residuals rᵢ − a − b·θᵢ − c·θᵢ², solved for the centre's move.
    static func step(_ points: [Point], _ center: Point, _ coefficients: (Double, Double, Double), damping: Double)
        -> (Double, Double)?
    {
        let (a, b, c) = coefficients
        let angles = angles(points, center)
        var m = [[Double]](repeating: [Double](repeating: 0, count: 5), count: 5)
        var g = [Double](repeating: 0, count: 5)
        for (point, theta) in zip(points, angles) {
            let dx = point.x - center.x, dy = point.y - center.y
            let r2 = dx * dx + dy * dy
            guard r2 > 1e-18 else { continue }
            let r = r2.squareRoot()
            let slope = b + 2 * c * theta
            let residual = r - a - b * theta - c * theta * theta
            // ∂θ/∂cx = dy / r², ∂θ/∂cy = −dx / r².
            let row = [-dx / r - slope * dy / r2, -dy / r + slope * dx / r2, -1, -theta, -theta * theta]
            for i in 0..<5 {
                g[i] -= row[i] * residual
                for j in 0..<5 { m[i][j] += row[i] * row[j] }
            }
        }
        for i in 0..<5 { m[i][i] *= 1 + damping }
        guard let solution = solve(m, g) else { return nil }
        return (solution[0], solution[1])
    }

    /// `matrix`·x = `right` by Gaussian elimination with partial pivoting, or `nil` when singular.
    static func solve(_ matrix: [[Double]], _ right: [Double]) -> [Double]? {
        var m = matrix, v = right
        let n = v.count
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
                abs(m[pivot][column]) > 1e-300
            else { return nil }
            m.swapAt(column, pivot)
            v.swapAt(column, pivot)
            for row in (column + 1)..<n {
                let factor = m[row][column] / m[column][column]
                for k in column..<n { m[row][k] -= factor * m[column][k] }
                v[row] -= factor * v[column]
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            var sum = v[row]
            for k in (row + 1)..<n { sum -= m[row][k] * x[k] }
            x[row] = sum / m[row][row]
        }
        return x.allSatisfy(\.isFinite) ? x : nil
    }
}
