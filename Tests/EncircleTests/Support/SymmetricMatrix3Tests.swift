import EncircleTestSupport
import Testing

@testable import Encircle

@Suite struct SymmetricMatrix3Tests {
    @Test func solvesASystem() throws {
        // [4 1 2; 1 3 0; 2 0 5]·(1, −2, 3) = (8, −5, 17).
        let matrix = SymmetricMatrix3(a00: 4, a01: 1, a02: 2, a11: 3, a12: 0, a22: 5)
        let (x0, x1, x2) = try #require(matrix.solve((8, -5, 17)))
        #expect(x0.isApproximatelyEqual(to: 1, absoluteTolerance: 1e-12))
        #expect(x1.isApproximatelyEqual(to: -2, absoluteTolerance: 1e-12))
        #expect(x2.isApproximatelyEqual(to: 3, absoluteTolerance: 1e-12))
        #expect(matrix.determinant.isApproximatelyEqual(to: 43, absoluteTolerance: 1e-12))
    }

    @Test func refusesASingularMatrix() {
        // The third row is the sum of the first two.
        let matrix = SymmetricMatrix3(a00: 1, a01: 2, a02: 3, a11: 1, a12: 3, a22: 6)
        #expect(matrix.solve((1, 2, 3)) == nil)
        #expect(SymmetricMatrix3(a00: .nan, a01: 0, a02: 0, a11: 1, a12: 0, a22: 1).solve((1, 1, 1)) == nil)
    }

    @Test func tellsPositiveDefiniteMatrices() {
        #expect(SymmetricMatrix3(a00: 4, a01: 1, a02: 2, a11: 3, a12: 0, a22: 5).isPositiveDefinite)
        // Indefinite: a saddle, as Newton's Hessian is far from a minimum.
        #expect(!SymmetricMatrix3(a00: 1, a01: 0, a02: 0, a11: -1, a12: 0, a22: 1).isPositiveDefinite)
        #expect(!SymmetricMatrix3(a00: 1, a01: 2, a02: 0, a11: 1, a12: 0, a22: 1).isPositiveDefinite)
        #expect(!SymmetricMatrix3(a00: 0, a01: 0, a02: 0, a11: 1, a12: 0, a22: 1).isPositiveDefinite)
    }
}
