import Encircle
import Foundation
import Testing

@Suite struct DetectCommandTests {
    let circle = CLI.fixtures + "/s02/fast/circle01.xml"
    let rectangle = CLI.fixtures + "/s04/medium/rectangle03.xml"

    static let keys: Set = [
        "file", "detector", "isCircle", "shape", "confidence", "limitedBy", "circle", "rejection", "details",
    ]

    @Test func printsOneObjectForOneFile() throws {
        let run = try CLI.run("detect", circle, "--detector", "sadun", "--format", "json")
        #expect(run.status == 0)
        let object = try #require(try run.json() as? [String: Any])
        #expect(Set(object.keys) == Self.keys)
        #expect(object["file"] as? String == circle)
        #expect(object["detector"] as? String == "sadun")
        let isCircle = try #require(object["isCircle"] as? Bool)
        #expect((object["circle"] is NSNull) != isCircle)
        #expect((object["rejection"] is NSNull) == isCircle)
    }

    /// Encircle's verdicts: shape and confidence at the top level, the circle or the rejection.
    @Test func jsonHasShapeConfidenceCircleAndRejection() throws {
        let run = try CLI.run("detect", circle, rectangle, "--format", "json")
        #expect(run.status == 0, "\(run.standardError)")
        let array = try #require(try run.json() as? [[String: Any]])
        try #require(array.count == 2)
        let (accepted, rejected) = (array[0], array[1])
        #expect(array.allSatisfy { Set($0.keys) == Self.keys })
        #expect(array.allSatisfy { $0["detector"] as? String == "encircle" })

        #expect(accepted["isCircle"] as? Bool == true)
        #expect(accepted["shape"] as? String == "circle")
        #expect((0...1).contains(try #require(accepted["confidence"] as? Double)))
        let limitedBy = try #require(accepted["limitedBy"] as? String)
        #expect(CircleDetector.Check(rawValue: limitedBy) != nil, "\(limitedBy)")
        let drawn = try #require(accepted["circle"] as? [String: Any])
        #expect(Set(drawn.keys) == ["center", "radius"])
        #expect(Set(try #require(drawn["center"] as? [String: Any]).keys) == ["x", "y"])
        #expect(try #require(drawn["radius"] as? Double) > 0)
        #expect(accepted["rejection"] is NSNull)
        #expect((accepted["details"] as? [String: Any])?["confidence"] as? Double == accepted["confidence"] as? Double)

        #expect(rejected["isCircle"] as? Bool == false)
        #expect(rejected["shape"] is NSNull)
        #expect(rejected["confidence"] is NSNull)
        #expect(rejected["limitedBy"] is NSNull)
        #expect(rejected["circle"] is NSNull)
        let rejection = try #require(rejected["rejection"] as? [String: Any])
        #expect(Set(rejection.keys) == ["reason", "message", "measured", "limit"])
        #expect(rejection["reason"] is String && rejection["message"] is String)
    }

    @Test func readsTheTemplateSet() throws {
        let run = try CLI.run("detect", CLI.templates, "--format", "json")
        #expect(run.status == 0, "\(run.standardError)")
        let array = try #require(try run.json() as? [[String: Any]])
        #expect(array.count == 16)
        #expect(array.first?["file"] as? String == CLI.templates + ":triangle")
        #expect(
            array.filter { $0["isCircle"] as? Bool == true }.map { $0["file"] as? String } == [
                CLI.templates + ":circle"
            ])
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
        #expect(run.standardError.contains(broken + #": sample 0: Y="NaN" is not a finite number"#))
        let array = try #require(try run.json() as? [[String: Any]])
        #expect(array.map { $0["file"] as? String } == [circle])
    }

    /// `--transform` changes each stroke before it is judged, in the order given, as in
    /// `evaluate`: twice the size is twice the radius; drawn the other way round, the circle
    /// turns the other way; a hundredth of twice the size is under the minimum size.
    @Test func transformsChangeEachStrokeFirst() throws {
        func found(_ transforms: String...) throws -> (radius: Double, direction: String) {
            let run = try CLI.run(["detect", circle, "--format", "json"] + transforms.flatMap { ["--transform", $0] })
            #expect(run.status == 0, "\(run.standardError)")
            let object = try #require(try run.json() as? [String: Any])
            return (
                try #require((object["circle"] as? [String: Any])?["radius"] as? Double),
                try #require((object["details"] as? [String: Any])?["direction"] as? String)
            )
        }
        let recorded = try found()
        #expect(abs(try found("scale:2").radius - 2 * recorded.radius) <= 1e-9 * recorded.radius)
        #expect(recorded.direction == "counterclockwise")
        #expect(try found("reverse").direction == "clockwise")

        let shrunk = try CLI.run(
            "detect", circle, "--transform", "scale:2", "--transform", "scale:0.01", "--format", "json")
        let rejection = try #require((try shrunk.json() as? [String: Any])?["rejection"] as? [String: Any])
        #expect(rejection["reason"] as? String == "tooSmall")
    }

    @Test func anUnknownTransformIsAUsageErrorNamingIt() throws {
        let run = try CLI.run("detect", circle, "--transform", "reverse", "--transform", "bad:1")
        #expect(run.status == 2)
        let expected =
            #"Error: invalid transform "bad:1": expected mirror, rotate:DEG, scale:F, thin:K, densify:K, "#
            + "jitter:SD, reverse, swap-pairs, spike:F[:N] or grid:Q"
        #expect(run.standardError.split(separator: "\n").first.map(String.init) == expected)
        #expect(run.standardOutput.isEmpty)
    }
}
