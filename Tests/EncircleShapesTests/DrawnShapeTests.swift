import Encircle
import Foundation
import Testing

@testable import EncircleShapes

/// What a drawn shape says of itself beyond its geometry.
@Suite struct DrawnShapeTests {
    /// The four corners of a `width` × `height` rectangle centred at the origin, turned by
    /// `degrees`.
    static func corners(width: Double, height: Double, turnedBy degrees: Double) -> [Point] {
        let (c, s) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
        return [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { (x, y) in
            let (px, py) = (x * width / 2, y * height / 2)
            return Point(x: px * c - py * s, y: px * s + py * c)
        }
    }

    /// ◇ rather than □: a square turned 45° stands on a corner, upright or turned 10° it does not;
    /// a 2:1 rectangle turned 40° does; a diamond drawn upright does, and one lying on its side
    /// turned 45° does not.
    @Test func aRectangleOrADiamondStandsOnACornerWhenItsDiagonalsAreNearerTheAxes() {
        func rectangle(_ width: Double, _ height: Double, _ degrees: Double) -> DrawnShape {
            .rectangle(
                vertices: Self.corners(width: width, height: height, turnedBy: degrees), isSquare: width == height)
        }
        #expect(rectangle(100, 100, 45).standsOnCorner)
        #expect(!rectangle(100, 100, 0).standsOnCorner)
        #expect(!rectangle(100, 100, 10).standsOnCorner)
        #expect(rectangle(200, 100, 40).standsOnCorner)
        #expect(!rectangle(200, 100, 5).standsOnCorner)
        let upright = [Point(x: 0, y: -100), Point(x: 60, y: 0), Point(x: 0, y: 100), Point(x: -60, y: 0)]
        #expect(DrawnShape.diamond(vertices: upright).standsOnCorner)
        let lying = upright.map { Point(x: ($0.x - $0.y) / 2.0.squareRoot(), y: ($0.x + $0.y) / 2.0.squareRoot()) }
        #expect(!DrawnShape.diamond(vertices: lying).standsOnCorner)
    }

    @Test func noOtherShapeStandsOnACorner() {
        #expect(!DrawnShape.circle(center: .zero, radius: 10).standsOnCorner)
        #expect(!DrawnShape.polygon(vertices: Self.corners(width: 100, height: 100, turnedBy: 45)).standsOnCorner)
        #expect(!DrawnShape.rectangle(vertices: [], isSquare: false).standsOnCorner)
    }
}
