import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

@Suite struct CircledAreaTests {
    typealias Fixtures = SelectionFixtures

    @Test func aLassoIsTheLoopAsDrawn() {
        let area = CircledArea(Fixtures.square)
        #expect(area.contains(Point(x: 50, y: 50)))
        #expect(area.contains(Point(x: 1, y: 99)))
        #expect(!area.contains(Point(x: 150, y: 50)))
        #expect(!area.contains(Point(x: -1, y: 50)))
        #expect(!area.contains(Point(x: 50, y: 100.5)))
    }

    @Test func aCIsClosedByTheChordAcrossItsGap() {
        let area = CircledArea(Fixtures.letterC)
        #expect(area.contains(Point(x: 95, y: 50)))
        #expect(area.contains(Point(x: 50, y: 50)))
        #expect(!area.contains(Point(x: 105, y: 50)))
    }

    @Test func aUSurroundsItsArmsAndBaseButNotItsNotch() {
        let area = CircledArea(Fixtures.letterU)
        #expect(area.contains(Point(x: 15, y: 50)))  // left arm
        #expect(area.contains(Point(x: 85, y: 10)))  // right arm
        #expect(area.contains(Point(x: 50, y: 85)))  // base
        #expect(!area.contains(Point(x: 50, y: 30)))  // notch
        #expect(!area.contains(Point(x: 50, y: 69)))  // notch, just above the base
    }

    @Test func aCircleTracedTwiceSurroundsItsInsideOnce() {
        let area = CircledArea(Fixtures.circleTracedTwice)
        // The winding number is 2 inside: even-odd would call the centre outside.
        #expect(area.contains(Point(x: 100, y: 100)))
        #expect(area.contains(Point(x: 140, y: 100)))
        #expect(!area.contains(Point(x: 100, y: 160)))
        #expect(!area.contains(Point(x: 140, y: 140)))  // 56.6 from the centre
    }

    /// Worked out in the ellipse's own coordinates: along = (dx + dy)·0.7071 / 50,
    /// across = (dy − dx)·0.7071 / 20, inside where along² + across² ≤ 1.
    @Test func aCircleSelectsByItsTiltedEllipseNotByTheStroke() throws {
        // The stroke is a square: with a circle given, it is not read.
        let area = CircledArea(Fixtures.square, circle: try Fixtures.detectedCircle())
        #expect(area.contains(Point(x: 100, y: 100)))  // the centre
        #expect(area.contains(Point(x: 130, y: 130)))  // along 0.849 on the major axis
        #expect(area.contains(Point(x: 125, y: 100)))  // 0.354² + 0.884² = 0.906
        #expect(!area.contains(Point(x: 130, y: 100)))  // 0.424² + 1.061² = 1.305
        #expect(!area.contains(Point(x: 130, y: 70)))  // across 2.12 on the minor axis
        #expect(!area.contains(Point(x: 50, y: 50)))  // inside the square, outside the ellipse
    }

    @Test func anArcSelectsByItsCircle() throws {
        let circle = PlaneCircle(center: Point(x: 100, y: 100), radius: 30)
        let area = CircledArea(Fixtures.square, circle: try Fixtures.detectedCircle(circle: circle))
        // 28 from the centre: inside the circle, outside the tilted ellipse (0.396² + 0.990²).
        #expect(area.contains(Point(x: 100, y: 128)))
        #expect(!area.contains(Point(x: 100, y: 131)))
    }

    @Test func pointsAgreeWithTheStrokeAndTheDetectedCircle() throws {
        let strokes: [Stroke] = [
            Fixtures.square, Fixtures.letterU, Fixtures.circleTracedTwice, .figureEight(), .spiral(),
            .circle(noise: 6, seed: 7), .square(noise: 3, seed: 2),
        ]
        let circles = [
            try Fixtures.detectedCircle(),
            try Fixtures.detectedCircle(circle: PlaneCircle(center: Point(x: 100, y: 100), radius: 30)),
        ]
        let lassos = strokes.map { CircledArea($0) }
        let shapes = circles.map { CircledArea(.empty, circle: $0) }
        var inside = Array(repeating: 0, count: strokes.count), checked = 0
        for x in stride(from: -20.0, through: 260, by: 3.5) {
            for y in stride(from: -20.0, through: 340, by: 3.5) {
                let point = Point(x: x, y: y)
                for index in strokes.indices {
                    let selected = lassos[index].contains(point)
                    #expect(selected == strokes[index].encloses(point), "\(point)")
                    if selected { inside[index] += 1 }
                }
                for (area, circle) in zip(shapes, circles) {
                    #expect(area.contains(point) == circle.contains(point), "\(point)")
                }
                checked += 1
            }
        }
        // The grid reaches both sides of every loop.
        #expect(inside.allSatisfy { $0 > 50 && $0 < checked - 50 }, "\(inside) of \(checked)")
    }

    @Test func degenerateStrokesSelectNothing() {
        let strokes: [Stroke] = [
            .empty,
            Stroke(points: [Point(x: 0, y: 0), Point(x: 100, y: 100)]),
            Stroke(points: Fixtures.square.map(\.point) + [Point(x: .nan, y: 50)]),
            Stroke(points: Fixtures.square.map(\.point) + [Point(x: 50, y: .infinity)]),
        ]
        for stroke in strokes {
            let area = CircledArea(stroke)
            #expect(area.boundary == .nothing)
            #expect(!area.contains(Point(x: 50, y: 50)))
            #expect(!area.contains(Rect(x: 40, y: 40, width: 1, height: 1), .overlapping))
        }
    }

    @Test func aCircleThatCannotBeMeasuredSelectsNothing() throws {
        var flat = Fixtures.tiltedEllipse
        flat.semiMinorAxis = 0
        var lost = Fixtures.tiltedEllipse
        lost.center = Point(x: .nan, y: 100)
        var spun = Fixtures.tiltedEllipse
        spun.rotation = .radians(.infinity)
        for ellipse in [flat, lost, spun] {
            // Not the lasso either: the circle says the stroke is round, and this one is not measurable.
            let area = CircledArea(Fixtures.square, circle: try Fixtures.detectedCircle(ellipse: ellipse))
            #expect(area.boundary == .nothing)
            #expect(!area.contains(Point(x: 100, y: 100)))
        }
        let pointlessArc = try Fixtures.detectedCircle(circle: PlaneCircle(center: Point(x: 100, y: 100), radius: .nan))
        #expect(CircledArea(Fixtures.square, circle: pointlessArc).boundary == .nothing)
    }

    @Test func pointsThatAreNotFiniteAreNotSelected() throws {
        for area in [CircledArea(Fixtures.square), CircledArea(.empty, circle: try Fixtures.detectedCircle())] {
            #expect(!area.contains(Point(x: .nan, y: 50)))
            #expect(!area.contains(Point(x: 50, y: -.infinity)))
        }
    }
}
