/// A symmetric 3×3 matrix, solved by Cramer's rule: the normal equations of ``CircleFit``'s
/// refinement steps.
struct SymmetricMatrix3 {
    // Row by row, upper triangle.
    var a00, a01, a02, a11, a12, a22: Double

    var determinant: Double {
        a00 * (a11 * a22 - a12 * a12) - a01 * (a01 * a22 - a12 * a02) + a02 * (a01 * a12 - a11 * a02)
    }

    /// Whether every leading minor is positive (Sylvester's criterion).
    var isPositiveDefinite: Bool { a00 > 0 && a00 * a11 - a01 * a01 > 0 && determinant > 0 }

    /// x with self·x = b; `nil` when the matrix is (nearly) singular.
    /// - Complexity: O(1).
    func solve(_ b: (Double, Double, Double)) -> (Double, Double, Double)? {
        let det = determinant
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        let (b0, b1, b2) = b
        let x0 = (b0 * (a11 * a22 - a12 * a12) - a01 * (b1 * a22 - a12 * b2) + a02 * (b1 * a12 - a11 * b2)) / det
        let x1 = (a00 * (b1 * a22 - a12 * b2) - b0 * (a01 * a22 - a12 * a02) + a02 * (a01 * b2 - b1 * a02)) / det
        let x2 = (a00 * (a11 * b2 - b1 * a12) - a01 * (a01 * b2 - b1 * a02) + b0 * (a01 * a12 - a11 * a02)) / det
        return (x0, x1, x2)
    }
}
