import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

@Suite struct CircledAreaFrameRuleTests {
    typealias Fixtures = SelectionFixtures

    /// A frame and whether it is selected `.inside` and `.overlapping`.
    struct Case: CustomTestStringConvertible {
        var name: String
        var frame: Rect
        var inside: Bool
        var overlapping: Bool
        var testDescription: String { name }

        init(_ name: String, _ frame: Rect, inside: Bool, overlapping: Bool) {
            self.name = name
            self.frame = frame
            self.inside = inside
            self.overlapping = overlapping
        }
    }

    private func expect(_ area: CircledArea, _ cases: [Case], sourceLocation: SourceLocation = #_sourceLocation) {
        for item in cases {
            #expect(area.contains(item.frame, .inside) == item.inside, "\(item.name)", sourceLocation: sourceLocation)
            #expect(
                area.contains(item.frame, .overlapping) == item.overlapping, "\(item.name)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func framesAgainstASquareLoop() {
        expect(
            CircledArea(Fixtures.square),
            [
                Case("inside", Rect(x: 10, y: 10, width: 20, height: 20), inside: true, overlapping: true),
                Case("crossing", Rect(x: 90, y: 40, width: 20, height: 20), inside: false, overlapping: true),
                Case("enclosing", Rect(x: -10, y: -10, width: 120, height: 120), inside: false, overlapping: true),
                Case("outside", Rect(x: 200, y: 200, width: 10, height: 10), inside: false, overlapping: false),
                Case("touching", Rect(x: 100, y: 40, width: 10, height: 10), inside: false, overlapping: true),
                Case("a point", Rect(x: 50, y: 50, width: 0, height: 0), inside: true, overlapping: true),
                Case("a line", Rect(x: 10, y: 50, width: 80, height: 0), inside: true, overlapping: true),
            ])
    }

    @Test func framesAgainstAConcaveU() {
        expect(
            CircledArea(Fixtures.letterU),
            [
                Case("in the notch", Rect(x: 40, y: 10, width: 20, height: 20), inside: false, overlapping: false),
                Case("along the base", Rect(x: 10, y: 80, width: 80, height: 10), inside: true, overlapping: true),
                // All four corners are in the arms; the notch's sides cross the frame.
                Case("across the notch", Rect(x: 10, y: 40, width: 80, height: 10), inside: false, overlapping: true),
                Case("in an arm", Rect(x: 5, y: 5, width: 20, height: 60), inside: true, overlapping: true),
            ])
    }

    @Test func framesAgainstAC() {
        expect(
            CircledArea(Fixtures.letterC),
            [
                Case(
                    "across the gap's chord", Rect(x: 90, y: 40, width: 20, height: 20), inside: false,
                    overlapping: true),
                Case("in the gap", Rect(x: 80, y: 40, width: 15, height: 20), inside: true, overlapping: true),
            ])
    }

    @Test func framesAgainstACircleTracedTwice() {
        // Both laps lie 49.97 to 50 from the centre.
        expect(
            CircledArea(Fixtures.circleTracedTwice),
            [
                Case(
                    "inside", Rect(center: Point(x: 100, y: 100), width: 20, height: 20), inside: true,
                    overlapping: true),
                Case("crossing", Rect(x: 140, y: 90, width: 20, height: 20), inside: false, overlapping: true),
                Case("enclosing", Rect(x: 0, y: 0, width: 200, height: 200), inside: false, overlapping: true),
                // In the loop's bounding box, 56.6 from the centre at its nearest.
                Case(
                    "in the box's corner", Rect(x: 140, y: 140, width: 20, height: 20), inside: false,
                    overlapping: false),
            ])
    }

    /// In the ellipse's coordinates, along = (dx + dy)·0.7071 / 50 and across = (dy − dx)·0.7071 / 20;
    /// its bounding box is 38.08 either side of the centre.
    @Test func framesAgainstATiltedEllipse() throws {
        expect(
            CircledArea(Fixtures.square, circle: try Fixtures.detectedCircle()),
            [
                Case(
                    "inside", Rect(center: Point(x: 100, y: 100), width: 10, height: 10), inside: true,
                    overlapping: true),
                // (120, 120) is in (along 0.566); (140, 120) is not (0.849² + 0.707²).
                Case("crossing", Rect(x: 120, y: 120, width: 20, height: 20), inside: false, overlapping: true),
                Case("enclosing", Rect(x: 0, y: 0, width: 200, height: 200), inside: false, overlapping: true),
                // In the ellipse's bounding box, off its minor axis: |across| ≥ 2.12 everywhere.
                Case(
                    "in the box's corner", Rect(x: 130, y: 62, width: 8, height: 8), inside: false, overlapping: false),
                // Corners far outside, the centre outside, but the side x = 128 passes (128, 128).
                Case("a strip across", Rect(x: 128, y: 0, width: 2, height: 200), inside: false, overlapping: true),
                // The ellipse reaches x = 100 + √1450 = 138.08.
                Case(
                    "grazing its right end", Rect(x: 138, y: 0, width: 10, height: 200), inside: false,
                    overlapping: true),
                Case(
                    "past its right end", Rect(x: 138.2, y: 0, width: 10, height: 200), inside: false,
                    overlapping: false),
            ])
    }

    @Test func framesAgainstAnArc() throws {
        let circle = PlaneCircle(center: Point(x: 100, y: 100), radius: 30)
        expect(
            CircledArea(Fixtures.square, circle: try Fixtures.detectedCircle(circle: circle)),
            [
                Case("inside", Rect(x: 90, y: 90, width: 20, height: 20), inside: true, overlapping: true),
                Case("crossing", Rect(x: 125, y: 95, width: 10, height: 10), inside: false, overlapping: true),
                Case("a strip across", Rect(x: 120, y: 0, width: 2, height: 200), inside: false, overlapping: true),
                Case("beside", Rect(x: 131, y: 0, width: 10, height: 200), inside: false, overlapping: false),
            ])
    }

    @Test func framesThatCannotBeMeasuredAreNotSelected() throws {
        let frames = [
            Rect(x: .nan, y: 40, width: 10, height: 10), Rect(x: 40, y: 40, width: .nan, height: 10),
            Rect(x: 40, y: 40, width: -10, height: 10), Rect(x: 40, y: 40, width: 10, height: .infinity),
            Rect(x: 1e308, y: 40, width: 1e308, height: 10),
        ]
        for area in [CircledArea(Fixtures.square), CircledArea(.empty, circle: try Fixtures.detectedCircle())] {
            for frame in frames {
                #expect(!area.contains(frame, .inside), "\(frame)")
                #expect(!area.contains(frame, .overlapping), "\(frame)")
            }
        }
    }

    /// Random frames against random loops and the ellipse, checked against points spread over
    /// each frame: a frame inside has all of them in the area, a frame with one in the area
    /// overlaps it.
    @Test func framesAgreeWithThePointsInThem() throws {
        // Each area with the box its frames start in: its loop's, or the ellipse's, reaching 30 beyond.
        let loops: [Stroke] = [
            .square(noise: 4, seed: 3), Fixtures.letterU, Fixtures.circleTracedTwice, .figureEight(), .spiral(),
        ]
        var areas = loops.map { (CircledArea($0), $0.boundingBox!) }
        areas.append(
            (CircledArea(.empty, circle: try Fixtures.detectedCircle()), Rect(x: 60, y: 60, width: 80, height: 80)))
        var random = SeededGenerator(seed: 11)
        var counts = (inside: 0, overlapping: 0, apart: 0)
        for (area, box) in areas {
            for _ in 0..<300 {
                let frame = Rect(
                    x: Double.random(in: box.minX - 30...box.maxX + 30, using: &random),
                    y: Double.random(in: box.minY - 30...box.maxY + 30, using: &random),
                    width: Double.random(in: 0...30, using: &random), height: Double.random(in: 0...30, using: &random))
                let inside = area.contains(frame, .inside)
                let overlapping = area.contains(frame, .overlapping)
                var points: [Point] = []
                for i in 0...8 {
                    let x = frame.minX + frame.width * Double(i) / 8
                    for j in 0...8 { points.append(Point(x: x, y: frame.minY + frame.height * Double(j) / 8)) }
                }
                let selected = points.filter { area.contains($0) }
                if inside { #expect(selected.count == points.count, "\(frame)") }
                if !selected.isEmpty { #expect(overlapping, "\(frame)") }
                #expect(!inside || overlapping)
                if inside {
                    counts.inside += 1
                } else if overlapping {
                    counts.overlapping += 1
                } else {
                    counts.apart += 1
                }
            }
        }
        #expect(counts.inside > 100 && counts.overlapping > 100 && counts.apart > 100, "\(counts)")
    }
}
