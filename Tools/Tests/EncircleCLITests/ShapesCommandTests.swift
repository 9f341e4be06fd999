import Foundation
import Testing

@Suite struct ShapesCommandTests {
    let rectangle = CLI.fixtures + "/s04/medium/rectangle03.xml"
    let circle = CLI.fixtures + "/s04/medium/circle07.xml"
    let targets = CLI.repository + "/Guides/shape-targets.json"

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
        #expect(Set(geometry.keys) == ["kind", "vertices", "isSquare"])
        #expect(geometry["kind"] as? String == "rectangle")
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

    /// `--configuration` reads `ShapeRecognizer.Configuration` from JSON: the kinds left out are
    /// rejected, naming what the stroke would have been.
    @Test func configurationSetsTheRecognizer() throws {
        let file = try CLI.temporaryFile(#"{"allowedKinds": ["circle"], "minimumConfidence": 0.2}"#)
        defer { CLI.remove(temporaryFile: file) }
        let run = try CLI.run("shapes", circle, rectangle, "--configuration", file, "--format", "json")
        #expect(run.status == 0, "\(run.standardError)")
        let strokes = try #require((try run.json() as? [String: Any])?["strokes"] as? [[String: Any]])
        try #require(strokes.count == 2)
        #expect(strokes[0]["shape"] as? String == "circle")
        #expect(strokes[1]["shape"] is NSNull)
        let rejection = try #require(strokes[1]["rejection"] as? [String: Any])
        #expect(rejection["reason"] as? String == "kindNotAllowed")
        #expect(rejection["closest"] as? String == "rectangle")
        #expect(
            rejection["message"] as? String
                == "kind not allowed: it is a rectangle, which is not among the kinds allowed")
    }

    /// A setting out of its range, an unknown key or a file that is not there is a usage error
    /// naming the file and the problem, before any stroke is read.
    @Test(arguments: [
        (#"{"minimumConfidence": 2}"#, "minimumConfidence is 2; it must be from 0 to 1"),
        (
            #"{"minimumConfidenc": 0.2}"#,
            #"unknown key "minimumConfidenc" in ShapeRecognizer.Configuration; did you mean "minimumConfidence"?"#
        ),
    ])
    func aBadConfigurationIsAUsageErrorNamingTheFile(json: String, problem: String) throws {
        let file = try CLI.temporaryFile(json)
        defer { CLI.remove(temporaryFile: file) }
        let run = try CLI.run("shapes", circle, "--configuration", file)
        #expect(run.status == 2)
        #expect(run.standardError == "error: \(file): \(problem)\n")
        #expect(run.standardOutput.isEmpty)
    }

    @Test func textPrintsALinePerStrokeAndTheMatrix() throws {
        let run = try CLI.run("shapes", rectangle)
        #expect(run.status == 0)
        // The shape with its geometry (`RecognizedShape`'s description), not only its name.
        let line = try #require(run.standardOutput.split(separator: "\n").first { $0.contains("rectangle03.xml") })
        #expect(line.contains("rectangle03.xml (rectangle): rectangle: corners ("), "\(line)")
        #expect(line.contains(", confidence "), "\(line)")
        #expect(run.standardOutput.contains("label"))
    }

    /// Guides/CLI.md quotes a line `encircle shapes Data/drawn-shapes.jsonl` prints: it prints it.
    @Test func theGuidesExampleLineIsWhatItPrints() throws {
        let guide = try String(contentsOfFile: CLI.repository + "/Guides/CLI.md", encoding: .utf8)
            .split(whereSeparator: \.isNewline).joined(separator: " ")
        let command = "`encircle shapes Data/drawn-shapes.jsonl` prints `"
        let start = try #require(guide.range(of: command)).upperBound
        let quoted = String(guide[start...].prefix { $0 != "`" })
        #expect(quoted.hasPrefix("Data/drawn-shapes.jsonl:g1/circle-1-lap/1 (circle): circle: centre ("), "\(quoted)")
        let run = try CLI.run("shapes", CLI.repository + "/Data/drawn-shapes.jsonl")
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains(CLI.repository + "/" + quoted), "no line reads \(quoted)")
    }

    @Test func unreadableInputIsExitCode1() throws {
        let run = try CLI.run("shapes", "/nonexistent/strokes.json")
        #expect(run.status == 1)
        #expect(run.standardError.contains("/nonexistent/strokes.json"))
    }

    /// An arc, an S-curve and a spiral, drawn exactly, are named so; their JSON carries the kind
    /// and writes angles as `{"radians":..}`.
    @Test func arcsCurvesAndSpiralsHaveTheirGeometryWithAnglesInRadians() throws {
        let lines = try [
            ("arc", DrawnStroke.arc(radius: 150, fromDegrees: 200, toDegrees: 290)),
            ("curve", DrawnStroke.sCurve(radius: 60, sweepDegrees: 140)),
            ("spiral", DrawnStroke.spiral(turns: 2.5, startRadius: 15, endRadius: 110)),
        ].map { label, points in try DrawnStroke.jsonLine(label: label, points: points) }
        let path = try CLI.temporaryFile(lines.joined(separator: "\n"), name: "drawn.jsonl")
        defer { CLI.remove(temporaryFile: path) }
        let run = try CLI.run("shapes", path, "--format", "json")
        #expect(run.status == 0, "\(run.standardError)")
        let strokes = try #require((try run.json() as? [String: Any])?["strokes"] as? [[String: Any]])
        #expect(strokes.map { $0["shape"] as? String } == ["arc", "curve", "spiral"])
        let geometries = strokes.compactMap { $0["geometry"] as? [String: Any] }
        try #require(geometries.count == 3)
        #expect(geometries.map { $0["kind"] as? String } == ["arc", "curve", "spiral"])

        let arc = geometries[0]
        #expect(Self.radians(arc["startAngle"]) != nil)
        let arcSweep = try #require(Self.radians(arc["sweep"]))
        #expect(abs(arcSweep - .pi / 2) < 0.1, "the arc sweeps \(arcSweep) radians, drawn through π/2")
        #expect(abs((arc["radius"] as? Double ?? 0) - 150) < 5)

        let segments = try #require(geometries[1]["segments"] as? [[String: [String: Double]]])
        #expect(!segments.isEmpty)
        #expect(segments.allSatisfy { Set($0.keys) == ["from", "control1", "control2", "to"] })
        #expect(zip(segments, segments.dropFirst()).allSatisfy { $0["to"] == $1["from"] })
        #expect(geometries[1]["isClosed"] as? Bool == false)

        let spiral = geometries[2]
        let spiralSweep = try #require(Self.radians(spiral["sweep"]))
        #expect(
            abs(spiralSweep / (2 * .pi) - 2.5) < 0.1, "the spiral turns \(spiralSweep / (2 * .pi)) times, drawn 2.5")
        #expect(abs((spiral["startRadius"] as? Double ?? 0) - 15) < 5)
        #expect(abs((spiral["endRadius"] as? Double ?? 0) - 110) < 5)
    }

    /// `--targets` adds the table of how each group of labels meets its target; its figures are
    /// those of the strokes' own lines, and groups without strokes are left out.
    @Test func targetsPrintsHowEachGroupMeetsItsTarget() throws {
        let run = try CLI.run("shapes", CLI.fixtures, "--targets", targets)
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.split(separator: " ").prefix(3) == ["group", "target", "right"] })

        let json = try CLI.run("shapes", CLI.fixtures, "--format", "json")
        let strokes = try #require((try json.json() as? [String: Any])?["strokes"] as? [[String: Any]])
        let named = strokes.map { (label: $0["label"] as? String ?? "", shape: $0["shape"] as? String ?? "none") }
        let groups = try Self.groups(in: targets)
        try #require(groups.contains { $0.name == "circles" })
        for group in groups {
            let mine = named.filter { group.labels.contains($0.label) }
            let right = mine.filter { group.kinds.contains($0.shape) }.count
            // The table pads its columns and parts them with two spaces; names have single ones.
            let row = lines.first { $0.components(separatedBy: "  ").first == group.name }
            guard !mine.isEmpty else {
                #expect(row == nil, "\(group.name) has no strokes but a row: \(row ?? "")")
                continue
            }
            let found = try #require(row, "no row for \(group.name) in:\n\(run.standardOutput)")
            #expect(found.contains(" \(right)/\(mine.count) ("), "\(found)")
            let cells = found.split(separator: " ").filter { $0.wholeMatch(of: /\d+\/\d+/) != nil }
            let bySubject = cells.dropFirst().compactMap { Int($0.split(separator: "/")[0]) }
            #expect(bySubject.reduce(0, +) == right, "the subjects' counts do not add up: \(found)")
        }
    }

    /// A file that cannot be read, is no targets, or names a kind no shape has.
    @Test(arguments: [
        "/nonexistent/targets.json", #"{"groups":3}"#,
        #"{"groups":[{"name":"c","labels":["circle"],"kinds":["circel"]}]}"#,
    ])
    func unreadableTargetsIsExitCode1NamingTheFile(contents: String) throws {
        let isFile = contents.hasPrefix("/")
        let file = isFile ? contents : try CLI.temporaryFile(contents, name: "targets.json")
        defer { if !isFile { CLI.remove(temporaryFile: file) } }
        let run = try CLI.run("shapes", rectangle, "--targets", file)
        #expect(run.status == 1)
        #expect(run.standardError.contains(file), "\(run.standardError)")
        if contents.contains("circel") { #expect(run.standardError.contains(#"unknown kind "circel""#)) }
        #expect(run.standardOutput.isEmpty, "a stroke was named before the targets failed: \(run.standardOutput)")
    }

    /// The radians of an angle written `{"radians":..}`, or `nil`.
    static func radians(_ value: Any?) -> Double? {
        guard let angle = value as? [String: Any], angle.count == 1 else { return nil }
        return angle["radians"] as? Double
    }

    /// The groups of a targets file: name, labels and kinds.
    static func groups(in path: String) throws -> [(name: String, labels: [String], kinds: [String])] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let groups = object?["groups"] as? [[String: Any]] ?? []
        return groups.map {
            ($0["name"] as? String ?? "", $0["labels"] as? [String] ?? [], $0["kinds"] as? [String] ?? [])
        }
    }
}

/// Strokes drawn exactly, as a hand at a steady 120 Hz would draw them, one every few degrees.
enum DrawnStroke {
    typealias Points = [(x: Double, y: Double)]

    /// The arc of `radius` round (400, 300) from `fromDegrees` to `toDegrees` (clockwise on screen
    /// when `toDegrees` is the greater).
    static func arc(
        radius: Double, fromDegrees: Double, toDegrees: Double, centre: (x: Double, y: Double) = (400, 300)
    ) -> Points {
        let count = max(1, Int((abs(toDegrees - fromDegrees) / 3).rounded()))
        return (0...count).map { index in
            let angle = (fromDegrees + (toDegrees - fromDegrees) * Double(index) / Double(count)) * .pi / 180
            return (centre.x + radius * cos(angle), centre.y + radius * sin(angle))
        }
    }

    /// An S: an arc of `sweepDegrees` clockwise round a centre above (400, 300), then one as long
    /// anticlockwise round a centre below it, meeting smoothly at (400, 300).
    static func sCurve(radius: Double, sweepDegrees: Double) -> Points {
        let top = arc(radius: radius, fromDegrees: 90 - sweepDegrees, toDegrees: 90, centre: (400, 300 - radius))
        let bottom = arc(radius: radius, fromDegrees: -90, toDegrees: -90 - sweepDegrees, centre: (400, 300 + radius))
        return top + bottom.dropFirst()
    }

    /// An Archimedean spiral round (400, 300), clockwise on screen, its radius growing evenly.
    static func spiral(turns: Double, startRadius: Double, endRadius: Double) -> Points {
        let count = Int((turns * 360 / 5).rounded())
        return (0...count).map { index in
            let share = Double(index) / Double(count)
            let radius = startRadius + (endRadius - startRadius) * share
            let angle = turns * 2 * .pi * share
            return (400 + radius * cos(angle), 300 + radius * sin(angle))
        }
    }

    /// One line of a JSON Lines file of strokes: `{"label":..,"points":[[x,y,t],...]}`.
    static func jsonLine(label: String, points: Points) throws -> String {
        let samples = points.enumerated().map { index, point in [point.x, point.y, Double(index) / 120] }
        let data = try JSONSerialization.data(withJSONObject: ["label": label, "points": samples])
        return String(decoding: data, as: UTF8.self)
    }
}
