import Foundation
import Testing

/// `-` as a PATH reads standard input, in every subcommand that reads strokes; its form (a $1
/// log, one JSON stroke, a bundle, JSON Lines) is told from its content, as it has no name.
@Suite struct StandardInputTests {
    let circle = CLI.fixtures + "/s02/fast/circle01.xml"

    /// Three JSON Lines strokes: a circle, a square and a line, named by their `file`.
    static let lines = Data(
        """
        {"file":"a/circle1.json","points":\(polygon(sides: 48))}
        {"file":"b/rectangle1.json","points":[[0,0],[25,0],[50,0],[75,0],[100,0],[100,25],[100,50],[100,75],[100,100],[75,100],[50,100],[25,100],[0,100],[0,75],[0,50],[0,25],[0,0]]}
        {"file":"c/line1.json","points":[[0,0],[20,5],[40,10],[60,15],[80,20],[100,25]]}

        """.utf8)

    static func polygon(sides: Int) -> String {
        let points = (0...sides).map { step in
            let angle = Double(step) / Double(sides) * 2 * .pi
            return "[\(100 + 60 * cos(angle)),\(100 + 60 * sin(angle))]"
        }
        return "[" + points.joined(separator: ",") + "]"
    }

    @Test func detectReadsAGestureLogFromStandardInput() throws {
        let fromFile = try CLI.run("detect", circle, "--format", "json")
        let piped = try CLI.run(
            ["detect", "-", "--format", "json"], input: Data(contentsOf: URL(fileURLWithPath: circle)))
        #expect(piped.status == 0, "\(piped.standardError)")
        let file = try #require(try fromFile.json() as? [String: Any])
        let object = try #require(try piped.json() as? [String: Any])
        #expect(object["file"] as? String == "-")
        #expect(object["isCircle"] as? Bool == true)
        #expect(object["confidence"] as? Double == file["confidence"] as? Double)
    }

    @Test func detectTellsJSONLinesFromTheirFirstLine() throws {
        let run = try CLI.run(["detect", "-", "--format", "json"], input: Self.lines)
        #expect(run.status == 0, "\(run.standardError)")
        let array = try #require(try run.json() as? [[String: Any]])
        #expect(array.map { $0["file"] as? String } == ["-:a/circle1.json", "-:b/rectangle1.json", "-:c/line1.json"])
        #expect(array.map { $0["isCircle"] as? Bool } == [true, false, false])
    }

    @Test func aPrettyPrintedStrokeIsOneStroke() throws {
        let stroke = Data("{\n  \"points\": \(Self.polygon(sides: 40))\n}\n".utf8)
        let run = try CLI.run(["detect", "-"], input: stroke)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("-: circle (encircle)"), "\(run.standardOutput)")
    }

    @Test func shapesClassifyAndEvaluateReadStandardInput() throws {
        let shapes = try CLI.run(["shapes", "-", "--format", "json"], input: Self.lines)
        #expect(shapes.status == 0, "\(shapes.standardError)")
        let classify = try CLI.run(["classify", "-", "--format", "json"], input: Self.lines)
        #expect(classify.status == 0, "\(classify.standardError)")
        #expect((try classify.json() as? [String: Any])?["strokes"] as? Int == 3)
        let evaluate = try CLI.run(["evaluate", "-", "--format", "json"], input: Self.lines)
        #expect(evaluate.status == 0, "\(evaluate.standardError)")
        let rows = try #require((try evaluate.json() as? [String: Any])?["detectors"] as? [[String: Any]])
        #expect(rows.first?["strokes"] as? Int == 3)
    }

    @Test func nothingOnStandardInputIsAnInputError() throws {
        let run = try CLI.run(["detect", "-"], input: Data())
        #expect(run.status == 1)
        #expect(run.standardError.contains("-: empty file"), "\(run.standardError)")
    }
}
