#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Direct least-squares ellipse fitting: the conic A·x² + B·xy + C·y² + D·x + E·y + F = 0 that
/// minimises the algebraic distance to the points subject to 4AC − B² = 1, so the answer is
/// always an ellipse (Fitzgibbon, Pilu & Fisher, "Direct least squares fitting of ellipses",
/// 1999), solved in the numerically stable form of Halíř & Flusser (1998).
///
/// Unlike the second-moment ellipse, which reads evenly spaced points on a flat ellipse as
/// rounder than they are, the direct fit recovers an exact ellipse's true axes and rotation.
enum EllipseFit {
    /// A fitted conic in the coordinates it was fitted in, with the ellipse it describes.
    struct Result {
        /// The ellipse: centre, semi-axes, rotation of the major axis.
        var ellipse: PlaneEllipse
        /// Coefficients (A, B, C, D, E, F) in normalised coordinates, scaled so that the value
        /// at the centre is −1 (negative inside, positive outside).
        var coefficients: (Double, Double, Double, Double, Double, Double)
        /// The normalisation: x' = (x − origin.x) / scale.
        var origin: Point
        var scale: Double

        /// First-order (Sampson) distance from `point` to the ellipse, in points: |Q| / |∇Q|.
        ///
        /// - Complexity: O(1).
        func distance(to point: Point) -> Double {
            let (a, b, c, d, e, f) = coefficients
            let inverse = 1 / scale
            let x = (point.x - origin.x) * inverse, y = (point.y - origin.y) * inverse
            let value = a * x * x + b * x * y + c * y * y + d * x + e * y + f
            let gx = 2 * a * x + b * y + d, gy = b * x + 2 * c * y + e
            // Normalised coordinates: the gradient's square cannot overflow.
            let gradient = (gx * gx + gy * gy).squareRoot()
            guard gradient > 0 else { return ellipse.semiMinorAxis }
            return Swift.abs(value) / gradient * scale
        }
    }

    /// Fits an ellipse to `points`, or returns `nil` when they are too few, (nearly) collinear,
    /// or best described by a hyperbola or parabola.
    ///
    /// - Complexity: O(*n*) time, O(1) memory.
    static func fit(_ points: UnsafeBufferPointer<Point>) -> Result? {
        guard points.count >= 5 else { return nil }
        // Normalise: centre on the mean, unit RMS distance, so the scatter matrix is well scaled.
        let mean = CircleFit.mean(of: points)
        var spread = 0.0
        for p in points { spread += (p.x - mean.x) * (p.x - mean.x) + (p.y - mean.y) * (p.y - mean.y) }
        let scale = (spread / Double(points.count)).squareRoot()
        guard scale > 0, scale.isFinite else { return nil }
        // Scatter matrices of D1 = [x², xy, y²] and D2 = [x, y, 1]: S1 = D1ᵀD1, S2 = D1ᵀD2 and
        // S3 = D2ᵀD2. The three share most of their entries, and S1 and S3 are symmetric: each
        // distinct product is summed once, 17 sums a point where the outer products took 27.
        // x²·y and xy·x (likewise x²·y² and xy·xy, xy·y and y²·x) are one moment rounded two
        // ways: both are kept, where the outer products had them, so the fit is theirs to the bit.
        var x4 = 0.0, x3y = 0.0, x2y2 = 0.0, xyxy = 0.0, xy3 = 0.0, y4 = 0.0
        var x3 = 0.0, x2y = 0.0, xyx = 0.0, xyy = 0.0, y2x = 0.0, y3 = 0.0
        var sxx = 0.0, sxy = 0.0, syy = 0.0, sx = 0.0, sy = 0.0
        let inverseScale = 1 / scale
        for p in points {
            let x = (p.x - mean.x) * inverseScale, y = (p.y - mean.y) * inverseScale
            let xx = x * x, xy = x * y, yy = y * y
            x4 += xx * xx
            x3y += xx * xy
            x2y2 += xx * yy
            xyxy += xy * xy
            xy3 += xy * yy
            y4 += yy * yy
            x3 += xx * x
            x2y += xx * y
            xyx += xy * x
            xyy += xy * y
            y2x += yy * x
            y3 += yy * y
            sxx += xx
            sxy += xy
            syy += yy
            sx += x
            sy += y
        }
        let s1 = Matrix3(rows: (x4, x3y, x2y2), (x3y, xyxy, xy3), (x2y2, xy3, y4))
        let s2 = Matrix3(rows: (x3, x2y, sxx), (xyx, xyy, sxy), (y2x, y3, syy))
        let s3 = Matrix3(rows: (sxx, sxy, sx), (sxy, syy, sy), (sx, sy, Double(points.count)))
        guard let s3Inverse = s3.inverse else { return nil }
        let t = -(s3Inverse * s2.transposed)  // a2 = T·a1
        let reduced = s1 + s2 * t
        // Premultiply by the inverse of the constraint matrix [[0,0,2],[0,-1,0],[2,0,0]].
        let (r0, r1, r2) = (reduced.row(0), reduced.row(1), reduced.row(2))
        let m = Matrix3(rows: (r2.0 / 2, r2.1 / 2, r2.2 / 2), (-r1.0, -r1.1, -r1.2), (r0.0 / 2, r0.1 / 2, r0.2 / 2))
        var best: (Double, Double, Double)?
        for eigenvalue in m.realEigenvalues() {
            guard let v = m.nullVector(shiftedBy: eigenvalue) else { continue }
            // The ellipse solution is the one with 4AC − B² > 0.
            let condition = 4 * v.0 * v.2 - v.1 * v.1
            if condition > 0 {
                best = v
                break
            }
        }
        guard let (a, b, c) = best else { return nil }
        let (d, e, f) = t.applied(to: (a, b, c))
        return result(coefficients: (a, b, c, d, e, f), origin: mean, scale: scale)
    }

    /// The ellipse of a conic given in normalised coordinates.
    private static func result(
        coefficients: (Double, Double, Double, Double, Double, Double), origin: Point, scale: Double
    ) -> Result? {
        var (a, b, c, d, e, f) = coefficients
        let denominator = b * b - 4 * a * c
        guard denominator < 0 else { return nil }
        let x0 = (2 * c * d - b * e) / denominator
        let y0 = (2 * a * e - b * d) / denominator
        let centerValue = f + (d * x0 + e * y0) / 2
        guard centerValue != 0, centerValue.isFinite else { return nil }
        // Scale so that the value at the centre is −1: then the quadratic form is positive definite.
        let factor = -1 / centerValue
        (a, b, c, d, e, f) = (a * factor, b * factor, c * factor, d * factor, e * factor, f * factor)
        let mid = (a + c) / 2, radius = (((a - c) / 2) * ((a - c) / 2) + (b / 2) * (b / 2)).squareRoot()
        let small = mid - radius, large = mid + radius
        guard small > 0, large > 0 else { return nil }
        let semiMajor = (1 / small).squareRoot() * scale
        let semiMinor = (1 / large).squareRoot() * scale
        // The largest eigenvalue's axis is at ½·atan2(B, A − C); the major axis is perpendicular.
        var rotation = 0.5 * atan2(b, a - c) + .pi / 2
        if rotation > .pi / 2 { rotation -= .pi }
        let ellipse = PlaneEllipse(
            center: Point(x: origin.x + x0 * scale, y: origin.y + y0 * scale), semiMajorAxis: semiMajor,
            semiMinorAxis: semiMinor, rotation: .radians(radius > 0 ? rotation : 0))
        guard ellipse.center.isFinite, semiMajor.isFinite, semiMinor.isFinite else { return nil }
        return Result(ellipse: ellipse, coefficients: (a, b, c, d, e, f), origin: origin, scale: scale)
    }
}

/// A 3×3 matrix of doubles, row-major: just what the ellipse fit needs.
struct Matrix3 {
    var m: (Double, Double, Double, Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0, 0, 0, 0)

    init() {}

    init(rows r0: (Double, Double, Double), _ r1: (Double, Double, Double), _ r2: (Double, Double, Double)) {
        m = (r0.0, r0.1, r0.2, r1.0, r1.1, r1.2, r2.0, r2.1, r2.2)
    }

    func row(_ i: Int) -> (Double, Double, Double) {
        switch i {
        case 0: (m.0, m.1, m.2)
        case 1: (m.3, m.4, m.5)
        default: (m.6, m.7, m.8)
        }
    }

    var transposed: Matrix3 {
        Matrix3(rows: (m.0, m.3, m.6), (m.1, m.4, m.7), (m.2, m.5, m.8))
    }

    var determinant: Double {
        m.0 * (m.4 * m.8 - m.5 * m.7) - m.1 * (m.3 * m.8 - m.5 * m.6) + m.2 * (m.3 * m.7 - m.4 * m.6)
    }

    var inverse: Matrix3? {
        let det = determinant
        let largest = Swift.max(
            Swift.abs(m.0), Swift.abs(m.1), Swift.abs(m.2), Swift.abs(m.3), Swift.abs(m.4), Swift.abs(m.5),
            Swift.abs(m.6), Swift.abs(m.7), Swift.abs(m.8))
        guard det.isFinite, Swift.abs(det) > 1e-12 * largest * largest * largest, largest > 0 else { return nil }
        let r = 1 / det
        return Matrix3(
            rows: ((m.4 * m.8 - m.5 * m.7) * r, (m.2 * m.7 - m.1 * m.8) * r, (m.1 * m.5 - m.2 * m.4) * r),
            ((m.5 * m.6 - m.3 * m.8) * r, (m.0 * m.8 - m.2 * m.6) * r, (m.2 * m.3 - m.0 * m.5) * r),
            ((m.3 * m.7 - m.4 * m.6) * r, (m.1 * m.6 - m.0 * m.7) * r, (m.0 * m.4 - m.1 * m.3) * r))
    }

    func applied(to v: (Double, Double, Double)) -> (Double, Double, Double) {
        (
            m.0 * v.0 + m.1 * v.1 + m.2 * v.2, m.3 * v.0 + m.4 * v.1 + m.5 * v.2,
            m.6 * v.0 + m.7 * v.1 + m.8 * v.2
        )
    }

    static func * (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
        let c = rhs.transposed
        func dot(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
            a.0 * b.0 + a.1 * b.1 + a.2 * b.2
        }
        let r = (lhs.row(0), lhs.row(1), lhs.row(2)), k = (c.row(0), c.row(1), c.row(2))
        return Matrix3(
            rows: (dot(r.0, k.0), dot(r.0, k.1), dot(r.0, k.2)), (dot(r.1, k.0), dot(r.1, k.1), dot(r.1, k.2)),
            (dot(r.2, k.0), dot(r.2, k.1), dot(r.2, k.2)))
    }

    static func + (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
        let a = lhs.m, b = rhs.m
        var sum = Matrix3()
        sum.m = (a.0 + b.0, a.1 + b.1, a.2 + b.2, a.3 + b.3, a.4 + b.4, a.5 + b.5, a.6 + b.6, a.7 + b.7, a.8 + b.8)
        return sum
    }

    static prefix func - (matrix: Matrix3) -> Matrix3 {
        let a = matrix.m
        var negated = Matrix3()
        negated.m = (-a.0, -a.1, -a.2, -a.3, -a.4, -a.5, -a.6, -a.7, -a.8)
        return negated
    }

    /// The real roots of the characteristic polynomial λ³ − tr·λ² + c₁·λ − det.
    func realEigenvalues() -> RealRoots {
        let trace = m.0 + m.4 + m.8
        let minors = (m.0 * m.4 - m.1 * m.3) + (m.0 * m.8 - m.2 * m.6) + (m.4 * m.8 - m.5 * m.7)
        return Self.realRoots(ofCubicWith: -trace, minors, -determinant)
    }

    /// A unit vector v with (M − λI)·v ≈ 0: the longest cross product of two rows of M − λI.
    func nullVector(shiftedBy lambda: Double) -> (Double, Double, Double)? {
        let r0 = (m.0 - lambda, m.1, m.2), r1 = (m.3, m.4 - lambda, m.5), r2 = (m.6, m.7, m.8 - lambda)
        func cross(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> (Double, Double, Double) {
            (a.1 * b.2 - a.2 * b.1, a.2 * b.0 - a.0 * b.2, a.0 * b.1 - a.1 * b.0)
        }
        var best = (0.0, 0.0, 0.0), bestNorm = 0.0
        func consider(_ v: (Double, Double, Double)) {
            let norm = (v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot()
            if norm > bestNorm {
                best = v
                bestNorm = norm
            }
        }
        consider(cross(r0, r1))
        consider(cross(r0, r2))
        consider(cross(r1, r2))
        guard bestNorm > 0, bestNorm.isFinite else { return nil }
        return (best.0 / bestNorm, best.1 / bestNorm, best.2 / bestNorm)
    }

    /// Real roots of x³ + a·x² + b·x + c, by the trigonometric method when there are three and
    /// Cardano's formula when there is one.
    static func realRoots(ofCubicWith a: Double, _ b: Double, _ c: Double) -> RealRoots {
        let q = (a * a - 3 * b) / 9
        let r = (2 * a * a * a - 9 * a * b + 27 * c) / 54
        guard q.isFinite, r.isFinite else { return RealRoots() }
        if r * r < q * q * q {
            let theta = acos(Swift.min(Swift.max(r / (q * q * q).squareRoot(), -1), 1))
            let s = -2 * q.squareRoot()
            return RealRoots(
                s * cos(theta / 3) - a / 3, s * cos((theta + 2 * .pi) / 3) - a / 3,
                s * cos((theta - 2 * .pi) / 3) - a / 3)
        }
        let big = -(r >= 0 ? 1.0 : -1.0) * cbrt(Swift.abs(r) + (r * r - q * q * q).squareRoot())
        let small = big != 0 ? q / big : 0
        return RealRoots((big + small) - a / 3)
    }
}

/// The real roots of a cubic, none to three, held inline: the ellipse fit runs while a stroke
/// is drawn, where nothing is allocated.
struct RealRoots: RandomAccessCollection {
    private let values: (Double, Double, Double)
    let endIndex: Int
    var startIndex: Int { 0 }

    /// No roots.
    init() {
        values = (0, 0, 0)
        endIndex = 0
    }

    /// One root.
    init(_ root: Double) {
        values = (root, 0, 0)
        endIndex = 1
    }

    /// Three roots.
    init(_ first: Double, _ second: Double, _ third: Double) {
        values = (first, second, third)
        endIndex = 3
    }

    subscript(position: Int) -> Double {
        switch position {
        case 0: values.0
        case 1: values.1
        default: values.2
        }
    }
}
