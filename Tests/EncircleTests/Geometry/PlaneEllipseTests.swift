import Foundation
import Testing

@testable import Encircle

@Suite struct PlaneEllipseTests {
    /// A 2:1 ellipse whose major axis points 30° clockwise from the x axis (screen convention).
    let ellipse = PlaneEllipse(
        center: Point(x: 100, y: 100), semiMajorAxis: 80, semiMinorAxis: 40, rotation: .degrees(30))

    func point(along angle: PlaneAngle, at distance: Double) -> Point {
        Point(
            x: ellipse.center.x + distance * cos(angle.radians), y: ellipse.center.y + distance * sin(angle.radians))
    }

    @Test func containsPointsAlongTheRotatedMajorAxisToItsEnd() {
        #expect(ellipse.contains(ellipse.center))
        #expect(ellipse.contains(point(along: .degrees(30), at: 79)))
        #expect(ellipse.contains(point(along: .degrees(210), at: 79)))
        #expect(!ellipse.contains(point(along: .degrees(30), at: 81)))
    }

    @Test func excludesPointsBeyondTheMinorAxis() {
        #expect(ellipse.contains(point(along: .degrees(120), at: 39)))
        #expect(!ellipse.contains(point(along: .degrees(120), at: 41)))
        // Where an unrotated ellipse would reach 80 along x, this one reaches far less.
        #expect(!ellipse.contains(point(along: .degrees(0), at: 70)))
    }

    @Test func degenerateEllipsesAndPointsContainNothing() {
        var flat = ellipse
        flat.semiMinorAxis = 0
        #expect(!flat.contains(flat.center))
        var infinite = ellipse
        infinite.semiMajorAxis = .infinity
        #expect(!infinite.contains(infinite.center))
        #expect(!ellipse.contains(Point(x: .nan, y: 100)))
        #expect(!ellipse.contains(Point(x: .infinity, y: 100)))
    }

    @Test func geometryTextGivesCentreSemiAxesAndTilt() {
        #expect(ellipse.geometryText == "centre (100, 100), semi-axes 80 and 40 tilted 30°")
    }
}
