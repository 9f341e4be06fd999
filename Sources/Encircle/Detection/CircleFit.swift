#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Least-squares circle fitting: an algebraic (Kåsa) fit refined by Newton's method on the
/// geometric distances.
///
/// The algebraic fit (Kåsa 1976) solves a 3×3 linear system and is exact for points on a circle,
/// but biased toward small radii on short arcs; refining it on Σ(|pᵢ − c| − r)² removes the bias
/// (Chernov, *Circular and Linear Regression*, 2010). Gauss–Newton alone converges only linearly
/// when the points do not lie on a circle: on the development strokes two fits in three were
/// still moving after ten steps. Newton's method, with the second-order term of the distances,
/// converges quadratically near the minimum (four or five steps); where its Hessian is not
/// positive definite (far from a minimum) the step is Gauss–Newton's, which always descends.
package enum CircleFit {
    /// The step, relative to the radius, below which the refinement has converged.
    static let convergence = 1e-10

    /// Fits a circle to `points`, or returns `nil` when they are (nearly) collinear or degenerate.
    ///
    /// - Complexity: O(*n*) time, O(1) memory.
    package static func fit(
        _ points: UnsafeBufferPointer<Point>, iterations: Int = CircleDefinition.circleRefinementSteps
    ) -> PlaneCircle? {
        guard var circle = algebraicFit(points) else { return nil }
        for _ in 0..<iterations {
            guard let refined = refinementStep(points, from: circle) else { break }
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

    /// One step on the geometric residuals rᵢ = |pᵢ − c| − r: Newton's where the Hessian is
    /// positive definite, else Gauss–Newton's. `nil` when neither system can be solved.
    static func refinementStep(_ points: UnsafeBufferPointer<Point>, from circle: PlaneCircle) -> PlaneCircle? {
        // Gauss–Newton's normal matrix JᵀJ (J rows (−ux, −uy, −1)) and right side −Jᵀr; and the
        // second-order term Σ rᵢ ∇²dᵢ, with ∇²dᵢ = (I − uᵢuᵢᵀ)/dᵢ for the centre (none for r).
        // Since ux² + uy² = 1, the sums of uy² follow from those of ux² and the count.
        var m00 = 0.0, m01 = 0.0, m02 = 0.0, m12 = 0.0, m22 = 0.0
        var g0 = 0.0, g1 = 0.0, g2 = 0.0
        var s = 0.0, sxx = 0.0, sxy = 0.0
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
            m12 += uy
            m22 += 1
            g0 += ux * residual
            g1 += uy * residual
            g2 += residual
            let weight = residual * inverse, weightX = weight * ux
            s += weight
            sxx += weightX * ux
            sxy += weightX * uy
        }
        let m11 = m22 - m00
        let downhill = (g0, g1, g2)  // −∇ of ½Σrᵢ²
        let h00 = m00 + s - sxx, h01 = m01 - sxy, h11 = m11 + sxx
        let hessian = SymmetricMatrix3(a00: h00, a01: h01, a02: m02, a11: h11, a12: m12, a22: m22)
        if hessian.isPositiveDefinite, let newton = step(from: circle, solving: hessian, downhill) { return newton }
        let normal = SymmetricMatrix3(a00: m00, a01: m01, a02: m02, a11: m11, a12: m12, a22: m22)
        return step(from: circle, solving: normal, downhill)
    }

    /// `circle` moved by δ = (Δcx, Δcy, Δr) solving `matrix`·δ = `right`; `nil` when the
    /// system is singular or the result is not a circle.
    private static func step(
        from circle: PlaneCircle, solving matrix: SymmetricMatrix3, _ right: (Double, Double, Double)
    ) -> PlaneCircle? {
        guard let (d0, d1, d2) = matrix.solve(right) else { return nil }
        let refined = PlaneCircle(
            center: Point(x: circle.center.x + d0, y: circle.center.y + d1), radius: circle.radius + d2)
        guard refined.center.isFinite, refined.radius.isFinite, refined.radius > 0 else { return nil }
        return refined
    }
}
