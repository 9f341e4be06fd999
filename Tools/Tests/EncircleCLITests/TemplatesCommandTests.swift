import Foundation
import Testing

@Suite struct TemplatesCommandTests {
    @Test func learnsKExamplesOfEveryGestureDeterministically() throws {
        let output = try CLI.temporaryFile("", name: "templates.json")
        defer { CLI.remove(temporaryFile: output) }
        let run = try CLI.run("templates", "learn", CLI.bundle, "--per-gesture", "3", "--output", output)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "wrote 48 templates of 16 gestures to \(output)\n")
        let first = try Data(contentsOf: URL(fileURLWithPath: output))
        let json = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
        let templates = try #require(json["templates"] as? [[String: Any]])
        #expect(templates.count == 48)
        #expect(templates.first?["name"] as? String == "arrow")
        #expect((json["configuration"] as? [String: Any])?["matcher"] as? String == "dollar1")

        let again = try CLI.run("templates", "learn", CLI.bundle, "--per-gesture", "3", "--output", output)
        #expect(again.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == first)

        let classify = try CLI.run("classify", CLI.fixtures, "--templates", output, "--format", "json")
        #expect(classify.status == 0, "\(classify.standardError)")
        #expect((try classify.json() as? [String: Any])?["strokes"] as? Int == 4)
    }

    @Test func usageErrorsExitWithTwo() throws {
        let zero = try CLI.run("templates", "learn", CLI.fixtures, "--per-gesture", "0", "--output", "/tmp/unused.json")
        #expect(zero.status == 2)
        #expect(zero.standardError.contains("perGesture is 0; it must be at least 1"))
        #expect(try CLI.run("templates", "learn", CLI.fixtures).status == 2)
    }

    @Test func anUnwritableOutputExitsWithOne() throws {
        let run = try CLI.run("templates", "learn", CLI.fixtures, "--output", "/nonexistent/folder/t.json")
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("error: /nonexistent/folder/t.json: cannot write the templates"))
    }
}
