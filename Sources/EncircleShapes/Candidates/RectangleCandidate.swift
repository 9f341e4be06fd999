import Encircle
import Foundation

/// A rectangle: a closed outline of four straight sides whose corners are near right angles and,
/// when it stands on a corner, whose diagonals are equal (else it is a diamond). A square is one
/// whose sides are nearly equal; on its corner it is still a square, not a diamond.
enum RectangleCandidate: ShapeCandidate {
    static let kind = DrawnShape.Kind.rectangle
    /// Standing on a corner, a rectangle's longer diagonal is at most this much longer than its
    /// shorter one: a rhombus 200 × 260 is 1.3, a square drawn on its corner nearer 1.
    static let maximumDiagonalRatio = 1.2
    /// Every corner of a rectangle lies within this many degrees of a right angle (an isosceles
    /// trapezoid also has equal diagonals).
    static let rightAngleTolerance = 25.0

    static func fit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        let (fourSides, tests) = ShapeTest.closedOutline(summary, configuration, sides: 4)
        guard let vertices = fourSides else { return CandidateFit(kind: kind, shape: nil, tests: tests) }
        let diagonals = Quadrilateral(vertices)
        let worstAngle = Quadrilateral.interiorAngles(vertices).map { abs($0 - 90) }.max() ?? 0
        let rectangleTests: [ShapeTest] = [
            // Standing on a corner, unequal diagonals are a diamond's; level, a sloppy rectangle's.
            .atMost(maximumDiagonalRatio, diagonals.standsOnCorner ? diagonals.lengthRatio : 1, ideal: 1, .looseFit) {
                "it stands on a corner and its diagonals differ \(Words.number($0)):1 (a rectangle's at most \(Words.number($1)):1)"
            },
            .atMost(rightAngleTolerance, worstAngle, .looseFit) {
                "a corner is \(Words.degrees($0)) off a right angle (a rectangle's at most \(Words.degrees($1)))"
            },
        ]
        // A square is a square whether or not its corners are snapped.
        let snapped = ShapeSnapping.rectangle(vertices)
        return CandidateFit(
            kind: kind,
            shape: .rectangle(vertices: configuration.snaps ? snapped.vertices : vertices, isSquare: snapped.isSquare),
            tests: rectangleTests + tests)
    }
}
