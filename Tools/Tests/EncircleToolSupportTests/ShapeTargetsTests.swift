import Encircle
import EncircleEvaluation
import EncircleShapes
import EncircleToolSupport
import Foundation
import Testing

/// Which shapes a group of targets counts as right.
@Suite struct ShapeTargetsTests {
    static let diamonds = ShapeTargets.Group(
        name: "diamonds", labels: ["diamond"], kinds: ["diamond", ShapeTargets.rectangleOnItsCorner], target: 0.96)

    /// A diamond group that names `rectangle on its corner` takes a square drawn ◇, not one drawn □.
    @Test func aRectangleOnItsCornerCountsWhereTheGroupNamesIt() {
        let onCorner = DrawnShape.rectangle(
            vertices: [Point(x: 0, y: -50), Point(x: 50, y: 0), Point(x: 0, y: 50), Point(x: -50, y: 0)], isSquare: true
        )
        let upright = DrawnShape.rectangle(
            vertices: [Point(x: -50, y: -50), Point(x: 50, y: -50), Point(x: 50, y: 50), Point(x: -50, y: 50)],
            isSquare: true)
        #expect(
            Self.diamonds.accepts(
                .diamond(vertices: [Point(x: 0, y: -80), Point(x: 40, y: 0), Point(x: 0, y: 80), Point(x: -40, y: 0)])))
        #expect(Self.diamonds.accepts(onCorner))
        #expect(!Self.diamonds.accepts(upright))
        #expect(!Self.diamonds.accepts(nil))
        let rectangles = ShapeTargets.Group(name: "rectangles", labels: ["rectangle"], kinds: ["rectangle"])
        #expect(rectangles.accepts(onCorner) && rectangles.accepts(upright))
        let anything = ShapeTargets.Group(name: "none of these", labels: ["x"], kinds: ["none"])
        #expect(anything.accepts(nil) && !anything.accepts(onCorner))
    }

    /// A kind no shape has, or no kind at all, would count nothing right, and a target over 1
    /// could never be met: each is refused, naming the group; the Guide's own targets have no
    /// problem.
    @Test func aMisspeltKindOrATargetThatIsNoShareIsRefused() throws {
        let misspelt = ShapeTargets(groups: [
            Self.diamonds, .init(name: "circles", labels: ["circle"], kinds: ["circel"]),
        ])
        #expect(
            misspelt.problem?.hasPrefix(#"groups[1] ("circles"): unknown kind "circel"; the kinds are line, "#) == true)
        let empty = ShapeTargets(groups: [.init(name: "circles", labels: ["circle"], kinds: [])])
        #expect(empty.problem?.hasPrefix(#"groups[0] ("circles") has no kinds"#) == true)
        let percent = ShapeTargets(groups: [.init(name: "circles", labels: ["circle"], kinds: ["circle"], target: 98)])
        #expect(percent.problem == #"groups[0] ("circles"): target 98.0; it must be a share from 0 to 1"#)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("targets.json")
        try JSONEncoder().encode(percent).write(to: file)
        #expect(throws: FileError(file: file.path, problem: percent.problem!)) { try ShapeTargets(contentsOf: file) }
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Guides/shape-targets.json")
        #expect(try ShapeTargets(contentsOf: guide).problem == nil)
    }

    /// The tally counts each group by ``ShapeTargets/Group/accepts(_:)``: a square drawn on its
    /// corner and labelled a diamond is named a rectangle, and counts.
    @Test func theTallyCountsARectangleOnItsCornerAsADiamond() {
        let corners = [Point(x: 100, y: 0), Point(x: 200, y: 100), Point(x: 100, y: 200), Point(x: 0, y: 100)]
        var points: [Point] = []
        for (a, b) in zip(corners, corners.dropFirst() + [corners[0]]) {
            for step in 0..<20 {
                let t = Double(step) / 20
                points.append(Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y)))
            }
        }
        let square = LabeledStroke(
            file: "square", label: "diamond", subject: "1", stroke: Stroke(points: points + [corners[0]]))
        let line = LabeledStroke(
            file: "line", label: "diamond", subject: "2",
            stroke: Stroke(points: [Point(x: 0, y: 0), Point(x: 100, y: 5), Point(x: 200, y: 0)]))
        let report = ShapeReport([square, line], recognizer: ShapeRecognizer())
        #expect(report.strokes[0].shapeName == "rectangle")
        let tally = ShapeTargets(groups: [Self.diamonds]).tally(report)
        #expect(tally[0].count.right == 1 && tally[0].count.total == 2)
        #expect(tally[0].bySubject["1"]?.right == 1 && tally[0].bySubject["2"]?.right == 0)
        #expect(!tally[0].meetsTarget)
    }
}
