import Foundation
import Testing

@testable import Encircle
@testable import EncircleTouch

@Suite struct CircularHitAreaTests {
    @Test func squareBoundsHitOnlyTheInscribedCircle() {
        let area = CircularHitArea(inscribedIn: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(area.circle == PlaneCircle(center: Point(x: 50, y: 50), radius: 50))
        #expect(area.contains(Point(x: 50, y: 50)))
        #expect(area.contains(Point(x: 80, y: 80)))  // 42.4 pt from the centre
        #expect(!area.contains(Point(x: 0, y: 0)))  // a corner of the box, outside the circle
        #expect(!area.contains(Point(x: 90, y: 90)))
        #expect(!area.contains(Point(x: 150, y: 50)))
    }

    @Test(arguments: [Point(x: 50, y: 0), Point(x: 100, y: 50), Point(x: 50, y: 100), Point(x: 0, y: 50)])
    func theEdgeIsInside(edge: Point) {
        let area = CircularHitArea(inscribedIn: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(area.contains(edge))
        let outward = Point(x: 50 + (edge.x - 50) * 1.000_001, y: 50 + (edge.y - 50) * 1.000_001)
        #expect(!area.contains(outward))
    }

    @Test func nonSquareBoundsUseTheShorterSide() {
        let wide = CircularHitArea(inscribedIn: Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(wide.circle == PlaneCircle(center: Point(x: 100, y: 50), radius: 50))
        #expect(wide.contains(Point(x: 150, y: 50)))
        #expect(!wide.contains(Point(x: 151, y: 50)))  // inside the view, outside the circle
        #expect(!wide.contains(Point(x: 10, y: 50)))

        let tall = CircularHitArea(inscribedIn: Rect(x: 20, y: 30, width: 40, height: 300))
        #expect(tall.circle == PlaneCircle(center: Point(x: 40, y: 180), radius: 20))
        #expect(tall.contains(Point(x: 40, y: 200)))
        #expect(!tall.contains(Point(x: 40, y: 201)))
    }

    @Test func negativeSizesAreTakenByMagnitude() {
        let flipped = CircularHitArea(inscribedIn: Rect(x: 100, y: 100, width: -100, height: -100))
        #expect(flipped.circle == PlaneCircle(center: Point(x: 50, y: 50), radius: 50))
        #expect(flipped.contains(Point(x: 50, y: 50)))
    }

    @Test func anyCircleWorks() {
        let area = CircularHitArea(circle: PlaneCircle(center: Point(x: -20, y: 300), radius: 7.5))
        #expect(area.contains(Point(x: -20, y: 292.5)))
        #expect(area.contains(Point(x: -15, y: 305)))  // 7.07 pt away
        #expect(!area.contains(Point(x: -20, y: 292.4)))
    }

    @Test func degenerateInputNeverHits() {
        let area = CircularHitArea(inscribedIn: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(!area.contains(Point(x: .nan, y: 50)))
        #expect(!area.contains(Point(x: 50, y: .nan)))
        #expect(!area.contains(Point(x: .infinity, y: 50)))
        #expect(!CircularHitArea(circle: PlaneCircle(center: .zero, radius: .nan)).contains(.zero))
        #expect(!CircularHitArea(circle: PlaneCircle(center: .zero, radius: -5)).contains(.zero))
        #expect(!CircularHitArea(circle: PlaneCircle(center: Point(x: .nan, y: 0), radius: 5)).contains(.zero))
        let empty = CircularHitArea(inscribedIn: Rect(x: 10, y: 10, width: 0, height: 50))
        #expect(empty.contains(Point(x: 10, y: 35)))  // a zero-radius circle contains its centre only
        #expect(!empty.contains(Point(x: 10, y: 35.001)))
    }

    @Test func nonFiniteCirclesNeverTrapAndHitAsDocumented() {
        // A centre that is not finite never hits, whatever the radius.
        for center in [Point(x: .infinity, y: 0), Point(x: 0, y: -.infinity), Point(x: .nan, y: .nan)] {
            #expect(!CircularHitArea(circle: PlaneCircle(center: center, radius: .infinity)).contains(.zero))
        }
        // An infinite radius contains every finite point, and still no non-finite one.
        let everything = CircularHitArea(circle: PlaneCircle(center: .zero, radius: .infinity))
        #expect(everything.contains(Point(x: -1e308, y: 1e308)))
        #expect(!everything.contains(Point(x: .infinity, y: 0)))
        // Bounds that are not finite give a circle that never hits.
        #expect(!CircularHitArea(inscribedIn: Rect(x: 0, y: 0, width: .nan, height: 10)).contains(Point(x: 0, y: 5)))
        #expect(!CircularHitArea(inscribedIn: Rect(x: .infinity, y: 0, width: 10, height: 10)).contains(.zero))
    }

    /// The documentation's `point(inside:with:)`, with `CGRect` and `CGPoint` (Foundation provides
    /// them on Linux too).
    @Test func theDocumentationExampleHolds() {
        let bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
        func pointInside(_ point: CGPoint) -> Bool {
            CircularHitArea(inscribedIn: Rect(bounds)).contains(Point(point))
        }
        #expect(pointInside(CGPoint(x: 22, y: 22)))
        #expect(pointInside(CGPoint(x: 22, y: 0)))
        #expect(!pointInside(CGPoint(x: 2, y: 2)))  // the corner of the square, outside the circle
    }
}
