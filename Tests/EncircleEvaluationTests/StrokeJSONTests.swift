import Encircle
import EncircleEvaluation
import Foundation
import Testing

@Suite struct StrokeJSONTests {
    private func read(_ text: String, file: String = "circle03.json") throws(LoadError) -> StrokeLoader.Result {
        try StrokeJSON.strokes(from: Data(text.utf8), file: file)
    }

    @Test func readsSingleStroke() throws {
        let result = try read(#"{"points":[{"x":1,"y":2,"t":0.016},{"x":3,"y":4}]}"#)
        #expect(result.errors.isEmpty)
        #expect(result.strokes.count == 1)
        #expect(result.strokes[0].label == "circle")
        #expect(
            result.strokes[0].stroke.samples == [Stroke.Sample(x: 1, y: 2, time: 0.016), Stroke.Sample(x: 3, y: 4)])
    }

    @Test func singleStrokeMayNameItsLabel() throws {
        let result = try read(#"{"label":"star","speed":"fast","points":[{"x":1,"y":2}]}"#)
        #expect(result.strokes[0].label == "star")
        #expect(result.strokes[0].speed == "fast")
    }

    @Test func readsBundleAndKeepsGoodEntriesWhenOneIsBroken() throws {
        let text = """
            {"format":"encircle-strokes","source":"test","strokes":[
            {"file":"s02/fast/circle01.xml","label":"circle","subject":"2","speed":"fast","points":[[1,2,0.0],[3,4,0.01]]},
            {"file":"s02/fast/star01.xml","label":"star","points":[[1,"x",0.0]]},
            {"file":"s03/slow/v01.xml","points":[[5,6],[7,8,null]]}
            ]}
            """
        let result = try read(text, file: "bundle.json")
        #expect(result.strokes.map(\.file) == ["bundle.json:s02/fast/circle01.xml", "bundle.json:s03/slow/v01.xml"])
        #expect(result.strokes.map(\.label) == ["circle", "v"])
        #expect(result.strokes.map(\.subject) == ["2", "3"])
        #expect(result.strokes.map(\.speed) == ["fast", "slow"])
        #expect(result.strokes[1].stroke.samples == [Stroke.Sample(x: 5, y: 6), Stroke.Sample(x: 7, y: 8)])
        #expect(result.errors.count == 1)
        #expect(
            result.errors.map(\.description) == [
                "bundle.json:s02/fast/star01.xml: sample 0 is not [x, y] or [x, y, t] with numbers"
            ])
    }

    @Test func rejectsWhatIsNotAStroke() {
        func problem(_ text: String) -> String? {
            do {
                _ = try read(text)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(problem("") == "circle03.json: empty file")
        #expect(problem("{\"points\":[")?.hasPrefix("circle03.json: not valid JSON") == true)
        #expect(problem(#"{"points":[{"x":"one","y":2}]}"#)?.hasPrefix("circle03.json: not a stroke") == true)
        #expect(problem(#"{"format":"svg"}"#) == #"circle03.json: unknown format "svg" (expected "encircle-strokes")"#)
        #expect(problem("[1]") == #"circle03.json: not a JSON object with "points", "strokes" or "templates""#)
        #expect(problem(#"{"templates":{}}"#) == #"circle03.json: not a template set: "templates" is not an array"#)
    }

    @Test func readsTemplatesAsLabelledStrokesWithoutTimes() throws {
        let text = """
            {"source":"test","templates":[
            {"name":"triangle","points":[[137,139],[135,141.5]]},
            {"name":"star","points":[[1,"x"]]},
            {"points":[[1,2]]},
            {"name":"left square bracket","points":[[5,6],[7,8],[9,10]]}
            ]}
            """
        let result = try read(text, file: "templates.json")
        #expect(result.strokes.map(\.label) == ["triangle", "left square bracket"])
        #expect(result.strokes.map(\.file) == ["templates.json:triangle", "templates.json:left square bracket"])
        #expect(result.strokes.allSatisfy { $0.subject == nil && $0.speed == nil })
        #expect(result.strokes[0].stroke.samples == [Stroke.Sample(x: 137, y: 139), Stroke.Sample(x: 135, y: 141.5)])
        #expect(result.strokes.allSatisfy { $0.stroke.samples.allSatisfy { $0.time == nil } })
        #expect(
            result.errors.map(\.description) == [
                "templates.json:star: sample 0 is not [x, y] or [x, y, t] with numbers",
                #"templates.json:#3: missing "name""#,
            ])
    }

    @Test func readsTheProjectTemplates() async throws {
        let file = Fixtures.repository + "/Data/dollar1-templates.json"
        let result = await StrokeLoader().load([file])
        #expect(result.errors.isEmpty)
        #expect(
            result.strokes.map(\.label) == [
                "triangle", "x", "rectangle", "circle", "check", "caret", "zig-zag", "arrow", "left square bracket",
                "right square bracket", "v", "delete", "left curly brace", "right curly brace", "star", "pigtail",
            ])
        #expect(result.strokes.map(\.file) == result.strokes.map { file + ":" + $0.label })
        #expect(result.strokes.filter(\.isPositive).count == 1)
        #expect(result.strokes.allSatisfy { $0.stroke.count >= 6 && $0.stroke.duration == nil })
        // The same points as the file, read independently.
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
        let templates = try #require((object as? [String: Any])?["templates"] as? [[String: Any]])
        let counts = templates.map { ($0["points"] as? [Any])?.count }
        #expect(result.strokes.map(\.stroke.count) == counts)
    }

    @Test func readsTheProjectBundle() async throws {
        let file = Fixtures.repository + "/Data/dollar1-s02-s06.json"
        let result = await StrokeLoader().load([file])
        #expect(result.errors.isEmpty)
        #expect(result.strokes.count == 2400)
        #expect(result.strokes.filter(\.isPositive).count == 150)
        #expect(Set(result.strokes.map(\.label)).count == 16)
        #expect(Set(result.strokes.compactMap(\.speed)) == ["fast", "medium", "slow"])
        // Every stroke as the file says, read independently.
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
        let entries = try #require((object as? [String: Any])?["strokes"] as? [[String: Any]])
        #expect(result.strokes.map(\.file) == entries.map { file + ":" + ($0["file"] as? String ?? "") })
        #expect(result.strokes.map(\.label) == entries.map { $0["label"] as? String })
        #expect(result.strokes.map(\.subject) == entries.map { $0["subject"] as? String })
        #expect(result.strokes.map(\.speed) == entries.map { $0["speed"] as? String })
        let samples = entries.map { entry in
            ((entry["points"] as? [[Any]]) ?? []).map { point in
                Stroke.Sample(
                    x: point[0] as? Double ?? .nan, y: point[1] as? Double ?? .nan,
                    time: point.count > 2 ? point[2] as? Double : nil)
            }
        }
        #expect(result.strokes.map(\.stroke.samples) == samples)
    }

    /// A syntax error inside an entry breaks that entry only, named by its position and placed
    /// where it begins; a break around the entries is the file's error, placed by line and
    /// column, after the entries before it.
    @Test func bundleSyntaxErrorsSayWhere() throws {
        let text = """
            {"format":"encircle-strokes","strokes":[
            {"file":"s02/fast/circle01.xml","points":[[1,2],[3,4]]},
            {"file":"s02/fast/v01.xml","points":[[1,2] [3,4]]},
            {"points":[[1,2],[3,4]],"file":"s02/fast/v02.xml" "label":"v"},
            {"label":"v","points":[[1,2],[3,4]]}
            {"label":"v","points":[[1,2],[3,4]]}
            ]}
            """
        let result = try read(text, file: "b.json")
        #expect(result.strokes.map(\.file) == ["b.json:s02/fast/circle01.xml", "b.json:#4"])
        #expect(
            result.errors.map(\.description) == [
                "b.json:#2: not valid JSON (the entry begun at line 3, column 1)",
                "b.json:#3: not valid JSON (the entry begun at line 4, column 1)",
                "b.json: not valid JSON: expected ',' or ']' after entry 4 at line 6, column 1, found '{'",
            ])
    }

    /// A bundle is known by its keys in order: a `"strokes"` array after no other `"format"`.
    @Test func bundleIsKnownByItsKeysInOrder() throws {
        func problem(_ text: String) -> String? {
            do {
                return try read(text, file: "b.json").errors.map(\.description).joined(separator: "; ")
            } catch {
                return error.description
            }
        }
        #expect(problem(#"{"strokes":5}"#) == #"b.json: not an encircle-strokes bundle: "strokes" is not an array"#)
        #expect(
            problem(#"{"format":"svg","strokes":[]}"#) == #"b.json: unknown format "svg" (expected "encircle-strokes")"#
        )
        #expect(
            problem(#"{"strokes":[],"format":"svg"}"#) == #"b.json: unknown format "svg" (expected "encircle-strokes")"#
        )
        #expect(problem(#"{"format":7,"strokes":[{"label":"v","points":[[1,2]]}],"source":{"a":[]}}"#) == "")
        #expect(problem("{\"source\":[1,,2],\"strokes\":[]}") == "b.json: not valid JSON")
    }
}
