import Encircle

/// A diamond: a closed outline of four straight sides whose diagonals cross at right angles
/// at their middles (a rhombus). Ranked after the rectangle, so a square on its corner, whose
/// diagonals are also equal, is a square.
enum DiamondCandidate: ShapeCandidate {
    static let kind = DrawnShape.Kind.diamond
    /// The diagonals of a diamond cross within this many degrees of a right angle.
    static let perpendicularTolerance = 15.0
    /// …and each passes within this share of their mean length of the other's middle (a kite's
    /// do not).
    static let maximumMiddleOffset = 0.15

    static func fit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        let (fourSides, tests) = ShapeTest.closedOutline(summary, configuration, sides: 4)
        guard let vertices = fourSides else { return CandidateFit(kind: kind, shape: nil, tests: tests) }
        let diagonals = Quadrilateral(vertices)
        let diamondTests = [
            ShapeTest.atMost(perpendicularTolerance, abs(90 - diagonals.crossingAngle), .looseFit) {
                "its diagonals cross \(Words.degrees($0)) off a right angle (a diamond's at most \(Words.degrees($1)))"
            },
            .atMost(maximumMiddleOffset, diagonals.middleOffset, .looseFit) {
                "its diagonals' middles lie \(Words.percent($0)) of their length apart (a diamond's at most \(Words.percent($1)))"
            },
        ]
        let shape = DrawnShape.diamond(vertices: configuration.snaps ? ShapeSnapping.diamond(vertices) : vertices)
        return CandidateFit(kind: kind, shape: shape, tests: diamondTests + tests)
    }
}
