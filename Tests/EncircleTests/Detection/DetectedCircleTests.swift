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

    /// A stroke round `center`, from `start` on by `sweep`, `a` across and `b` down, 60 samples a
    /// second.
    static func round(
        center: Point = Point(x: 200, y: 300), a: Double, b: Double, sweep: Double = 360, start: Double = 0
    ) -> Stroke {
        let points = (0...72).map { step in
            let angle = (start + sweep * Double(step) / 72) * Double.pi / 180
            return Point(x: center.x + a * cos(angle), y: center.y + b * sin(angle))
        }
        return Stroke(points: points, interval: 1.0 / 60)
    }

    /// `print(circle)` says what was drawn, as a rejection says why not: the shape, its centre and
    /// size to one decimal, the direction, the sweep and the confidence.
    @Test func describesWhatWasDrawn() throws {
        var configuration = CircleDetector.Configuration()
        configuration.acceptedShapes = [.circle, .ellipse, .arc]
        let detector = try CircleDetector(configuration: configuration)
        func number(_ value: Double) -> String { NumberText.plain(value, fractionDigits: 1) }

        let circle = try detector.detect(in: Self.round(a: 80, b: 80)).get()
        #expect(abs(circle.radius - 80) < 0.2)
        #expect(
            circle.description
                == "circle: centre (200, 300), radius \(number(circle.radius)), clockwise, swept 360°, confidence 1")
        #expect("\(circle)" == circle.description)

        let ellipse = try detector.detect(in: Self.round(a: 200, b: 80).reversedDirection()).get()
        #expect(ellipse.shape == .ellipse)
        #expect(
            ellipse.description
                == "ellipse: centre (200, 300), semi-axes \(number(ellipse.ellipse.semiMajorAxis)) and "
                + "\(number(ellipse.ellipse.semiMinorAxis)) tilted 0°, counterclockwise, swept 360°, confidence 1")

        let arc = try detector.detect(in: Self.round(a: 80, b: 80, sweep: 240, start: 90)).get()
        #expect(arc.shape == .arc)
        // Angles as the result gives them, from -180° to 180°: 330° reads -30°.
        #expect(
            arc.description
                == "arc: centre (200, 300), radius \(number(arc.radius)), clockwise, swept 240° from 90° to -30°, "
                + "confidence \(NumberText.plain(arc.confidence))")
    }
}
