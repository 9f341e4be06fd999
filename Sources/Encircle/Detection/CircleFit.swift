#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Least-squares circle fitting: an algebraic (Kåsa) fit refined by Gauss–Newton on the
/// geometric distances.
///
/// The algebraic fit (Kåsa 1976) solves a 3×3 linear system and is exact for points on a circle,
/// but biased toward small radii on short arcs; a few Gauss–Newton steps on Σ(|pᵢ − c| − r)²
/// remove the bias (Chernov, *Circular and Linear Regression*, 2010).
enum CircleFit {
    /// The step, relative to the radius, below which Gauss–Newton has converged.
    static let convergence = 1e-10

    /// Fits a circle to `points`, or returns `nil` when they are (nearly) collinear or degenerate.
    ///
    /// - Complexity: O(*n*) time, O(1) memory.
    static func fit(_ points: UnsafeBufferPointer<Point>, iterations: Int = 10) -> PlaneCircle? {
        guard var circle = algebraicFit(points) else { return nil }
        for _ in 0..<iterations {
            guard let refined = gaussNewtonStep(points, from: circle) else { break }
            let moved = refined.center.distance(to: circle.center) + abs(refined.radius - circle.radius)
            circle = refined
            // Converged once a step moves the circle by less than 10⁻¹⁰ of its radius: far below
            // anything the checks can tell apart (they compare at 10⁻⁹ and print 0.1°).
            if moved <= Self.convergence * max(circle.radius, 1) { break }
        }
        return circle.radius.isFinite && circle.radius > 0 ? circle : nil
    }

    /// The mean of `points`; the origin when there are none.
    static func mean(of points: UnsafeBufferPointer<Point>) -> Point {
        guard !points.isEmpty else { return .zero }
        var x = 0.0, y = 0.0
        for p in points {
            x += p.x
            y += p.y
        }
        return Point(x: x / Double(points.count), y: y / Double(points.count))
    }

    /// Kåsa's fit: minimises Σ(x² + y² + Dx + Ey + F)² on coordinates centred at the mean.
    static func algebraicFit(_ points: UnsafeBufferPointer<Point>) -> PlaneCircle? {
        guard points.count >= 3 else { return nil }
        let n = Double(points.count)
        let mean = mean(of: points), mx = mean.x, my = mean.y
        var sxx = 0.0, sxy = 0.0, syy = 0.0, sxz = 0.0, syz = 0.0
        for p in points {
            let x = p.x - mx, y = p.y - my, z = x * x + y * y
            sxx += x * x
            sxy += x * y
            syy += y * y
            sxz += x * z
            syz += y * z
        }
        // Centred: [sxx sxy; sxy syy]·(a, b) = ½(sxz, syz), with (a, b) the centre offset.
        let det = sxx * syy - sxy * sxy
        let scale = max(sxx * syy, sxy * sxy)
        guard det > 1e-12 * scale, scale > 0 else { return nil }
        let a = (sxz * syy - syz * sxy) / (2 * det)
        let b = (syz * sxx - sxz * sxy) / (2 * det)
        let radius = ((sxx + syy) / n + a * a + b * b).squareRoot()
        let circle = PlaneCircle(center: Point(x: mx + a, y: my + b), radius: radius)
        return circle.center.isFinite && radius.isFinite ? circle : nil
    }

    /// One Gauss–Newton step on the geometric residuals |pᵢ − c| − r.
    static func gaussNewtonStep(_ points: UnsafeBufferPointer<Point>, from circle: PlaneCircle) -> PlaneCircle? {
        // Normal equations JᵀJ δ = −Jᵀres with J rows (−ux, −uy, −1).
        var m00 = 0.0, m01 = 0.0, m02 = 0.0, m11 = 0.0, m12 = 0.0, m22 = 0.0
        var g0 = 0.0, g1 = 0.0, g2 = 0.0
        for p in points {
            let dx = p.x - circle.center.x, dy = p.y - circle.center.y
            let squared = dx * dx + dy * dy
            let d = squared.isNormal ? squared.squareRoot() : dx.hypot(dy)
            guard d > 0 else { continue }
            let inverse = 1 / d
            let ux = dx * inverse, uy = dy * inverse, residual = d - circle.radius
            m00 += ux * ux
            m01 += ux * uy
            m02 += ux
            m11 += uy * uy
            m12 += uy
            m22 += 1
            g0 += ux * residual
            g1 += uy * residual
            g2 += residual
        }
        // Solve [m]·δ = g by Cramer's rule, δ = (Δcx, Δcy, Δr).
        let det =
            m00 * (m11 * m22 - m12 * m12) - m01 * (m01 * m22 - m12 * m02) + m02 * (m01 * m12 - m11 * m02)
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        let d0 = (g0 * (m11 * m22 - m12 * m12) - m01 * (g1 * m22 - m12 * g2) + m02 * (g1 * m12 - m11 * g2)) / det
        let d1 = (m00 * (g1 * m22 - m12 * g2) - g0 * (m01 * m22 - m12 * m02) + m02 * (m01 * g2 - g1 * m02)) / det
        let d2 = (m00 * (m11 * g2 - g1 * m12) - m01 * (m01 * g2 - g1 * m02) + g0 * (m01 * m12 - m11 * m02)) / det
        let refined = PlaneCircle(
            center: Point(x: circle.center.x + d0, y: circle.center.y + d1), radius: circle.radius + d2)
        guard refined.center.isFinite, refined.radius.isFinite, refined.radius > 0 else { return nil }
        return refined
    }
}
