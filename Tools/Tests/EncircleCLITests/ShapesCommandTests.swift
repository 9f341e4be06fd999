import Foundation
import Testing

@Suite struct ShapesCommandTests {
    let rectangle = CLI.fixtures + "/s04/medium/rectangle03.xml"
    let circle = CLI.fixtures + "/s02/fast/circle01.xml"

    static let strokeKeys: Set = ["file", "label", "shape", "geometry", "confidence", "runnerUp", "rejection"]

    @Test func jsonHasTheStrokesAndTheConfusionMatrix() throws {
        let run = try CLI.run("shapes", circle, rectangle, "--format", "json")
        #expect(run.status == 0, "\(run.standardError)")
        let object = try #require(try run.json() as? [String: Any])
        #expect(Set(object.keys) == ["strokes", "confusion"])
        let strokes = try #require(object["strokes"] as? [[String: Any]])
        try #require(strokes.count == 2)
        #expect(strokes.allSatisfy { Set($0.keys) == Self.strokeKeys })
        #expect(strokes.map { $0["label"] as? String } == ["circle", "rectangle"])
        #expect(strokes.map { $0["shape"] as? String } == ["circle", "rectangle"])
        let geometry = try #require(strokes[1]["geometry"] as? [String: Any])
        #expect(Set(geometry.keys) == ["vertices", "isSquare"])
        #expect((geometry["vertices"] as? [[String: Double]])?.count == 4)
        let confusion = try #require(object["confusion"] as? [String: [String: Int]])
        #expect(confusion == ["circle": ["circle": 1], "rectangle": ["rectangle": 1]])
    }

    @Test func rawKeepsTheFittedGeometry() throws {
        let snapped = try #require(try CLI.run("shapes", rectangle, "--format", "json").json() as? [String: Any])
        let raw = try #require(try CLI.run("shapes", rectangle, "--format", "json", "--raw").json() as? [String: Any])
        func vertices(_ object: [String: Any]) -> [[String: Double]]? {
            ((object["strokes"] as? [[String: Any]])?.first?["geometry"] as? [String: Any])?["vertices"]
                as? [[String: Double]]
        }
        let a = try #require(vertices(snapped)), b = try #require(vertices(raw))
        #expect(a.count == 4 && b.count == 4)
        #expect(a != b)
    }

    @Test func textPrintsALinePerStrokeAndTheMatrix() throws {
        let run = try CLI.run("shapes", rectangle)
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("rectangle03.xml (rectangle): rectangle"))
        #expect(run.standardOutput.contains("label"))
    }

    @Test func unreadableInputIsExitCode1() throws {
        let run = try CLI.run("shapes", "/nonexistent/strokes.json")
        #expect(run.status == 1)
        #expect(run.standardError.contains("/nonexistent/strokes.json"))
    }
}
