import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

@Suite struct DetectedCircleTests {
    /// The scenario of the cookbook's recipe: items scattered on a grid, the person draws an oval
    /// round some of them. A 1.6:1 oval tilted 30° is a circle by the detector's definition.
    let center = Point(x: 200, y: 200)
    let oval: PlaneEllipse
    let stroke: Stroke

    init() {
        oval = PlaneEllipse(center: center, semiMajorAxis: 120, semiMinorAxis: 75, rotation: .degrees(30))
        stroke = .circle(
            center: center, radius: 75, count: 96, turns: 1.05, aspect: 1.6, tilt: .degrees(30), noise: 1.5, seed: 7)
    }

    /// Grid items, each with whether it lies inside the drawn oval; items within 6 pt of the
    /// ink are left out, since a person's intent there is a coin toss.
    func items() -> [(position: Point, isInside: Bool)] {
        var items: [(Point, Bool)] = []
        for row in 0..<21 {
            for column in 0..<21 {
                let p = Point(x: Double(column) * 20, y: Double(row) * 20)
                var larger = oval, smaller = oval
                larger.semiMajorAxis += 6
                larger.semiMinorAxis += 6
                smaller.semiMajorAxis -= 6
                smaller.semiMinorAxis -= 6
                if smaller.contains(p) {
                    items.append((p, true))
                } else if !larger.contains(p) {
                    items.append((p, false))
                }
            }
        }
        return items
    }

    @Test func aTiltedOvalSelectsExactlyTheItemsItSurrounds() throws {
        let circle = try CircleDetector().detect(in: stroke).get()
        #expect(circle.shape == .circle)
        let items = items()
        let inside = items.filter(\.isInside)
        #expect(inside.count > 40)
        for item in items {
            #expect(circle.contains(item.position) == item.isInside, "item at \(item.position)")
        }
        // What the centre and radius alone would have selected differs: the reason for contains.
        let byRadius = items.filter { circle.circle.contains($0.position) }
        #expect(byRadius.map(\.position) != inside.map(\.position))
    }

    @Test func theStrokeEnclosesTheSameItems() {
        for item in items() {
            #expect(stroke.encloses(item.position) == item.isInside, "item at \(item.position)")
        }
    }

    @Test func anArcContainsWhatItsCircleContains() throws {
        var configuration = CircleDetector.Configuration()
        configuration.acceptedShapes = [.circle, .arc]
        let detector = try CircleDetector(configuration: configuration)
        let arc = Stroke.arc(center: center, radius: 80, count: 64, sweep: .degrees(240))
        let circle = try detector.detect(in: arc).get()
        #expect(circle.shape == .arc)
        #expect(circle.contains(center))
        #expect(circle.contains(Point(x: center.x - 78, y: center.y)))
        #expect(!circle.contains(Point(x: center.x + 82, y: center.y)))
    }
}
