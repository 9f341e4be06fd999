import Foundation
import Testing

@Suite struct DetectCommandTests {
    let circle = CLI.fixtures + "/s02/fast/circle01.xml"
    let rectangle = CLI.fixtures + "/s04/medium/rectangle03.xml"

    @Test func printsOneObjectForOneFile() throws {
        let run = try CLI.run("detect", circle, "--detector", "sadun", "--format", "json")
        #expect(run.status == 0)
        let object = try #require(try run.json() as? [String: Any])
        #expect(Set(object.keys).isSuperset(of: ["file", "detector", "isCircle", "circle", "rejection", "details"]))
        #expect(object["file"] as? String == circle)
        #expect(object["detector"] as? String == "sadun")
        let isCircle = try #require(object["isCircle"] as? Bool)
        #expect((object["circle"] is NSNull) != isCircle)
        #expect((object["rejection"] is NSNull) == isCircle)
    }

    @Test func printsAnArrayForSeveralFiles() throws {
        let run = try CLI.run("detect", circle, rectangle, "--detector", "lamarche", "--format", "json")
        #expect(run.status == 0)
        let array = try #require(try run.json() as? [[String: Any]])
        #expect(array.map { $0["file"] as? String } == [circle, rectangle])
        #expect(array.allSatisfy { $0["detector"] as? String == "lamarche" })
    }

    @Test func textNamesFileAndVerdict() throws {
        let run = try CLI.run("detect", rectangle, "--detector", "sadun")
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix(rectangle + ": "))
        #expect(run.standardOutput.contains("(sadun)"))
    }

    @Test func unknownDetectorIsAUsageErrorListingTheKnownOnes() throws {
        let run = try CLI.run("detect", circle, "--detector", "hough")
        #expect(run.status == 2)
        #expect(run.standardError.contains(#"unknown detector "hough""#))
        #expect(run.standardError.contains("sadun"))
        #expect(run.standardError.contains("lamarche"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test func badFormatAndMissingFileAreUsageErrors() throws {
        #expect(try CLI.run("detect", circle, "--format", "yaml").status == 2)
        #expect(try CLI.run("detect").status == 2)
        #expect(try CLI.run("frobnicate").status == 2)
    }

    @Test func malformedFileIsNamedAndTheOthersAreStillJudged() throws {
        let folder = try CLI.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let broken = folder + "/circle09.xml"
        try Data(#"<Gesture><Point X="1" Y="NaN" /></Gesture>"#.utf8).write(to: URL(fileURLWithPath: broken))
        let run = try CLI.run("detect", broken, circle, "--detector", "sadun", "--format", "json")
        #expect(run.status == 1)
        #expect(run.standardError.contains(broken + #": point 1: Y="NaN" is not a finite number"#))
        let array = try #require(try run.json() as? [[String: Any]])
        #expect(array.map { $0["file"] as? String } == [circle])
    }
}
