import Encircle
import EncircleEvaluation
import Foundation
import Testing

@Suite struct StrokeJSONLinesTests {
    private func read(_ text: String, file: String = "big.jsonl") -> StrokeLoader.Result {
        StrokeJSONLines.strokes(from: Data(text.utf8), file: file)
    }

    /// The one problem of a one-line file, as the loader words it.
    private func problem(_ line: String) -> String? {
        let result = read(line)
        #expect(result.strokes.isEmpty, "\(line)")
        return result.errors.map(\.description).first
    }

    @Test func readsEachFormOfAPoint() throws {
        let result = read(
            """
            {"label":"circle","subject":"2","speed":"fast","points":[[1,2,0],[3,4,0.016],[5,6,null],[7,8]]}
            {"label":"v","points":[{"x":1,"y":2,"t":0},{"t":0.5,"y":-4e2,"x":3.25},{"x":5,"y":6,"t":null}]}
            """)
        #expect(result.errors.isEmpty)
        #expect(result.strokes.map(\.file) == ["big.jsonl:1", "big.jsonl:2"])
        #expect(result.strokes.map(\.label) == ["circle", "v"])
        #expect(result.strokes.map(\.subject) == ["2", nil])
        #expect(result.strokes.map(\.speed) == ["fast", nil])
        #expect(
            result.strokes[0].stroke.samples == [
                Stroke.Sample(x: 1, y: 2, time: 0), Stroke.Sample(x: 3, y: 4, time: 0.016), Stroke.Sample(x: 5, y: 6),
                Stroke.Sample(x: 7, y: 8),
            ])
        #expect(
            result.strokes[1].stroke.samples == [
                Stroke.Sample(x: 1, y: 2, time: 0), Stroke.Sample(x: 3.25, y: -400, time: 0.5),
                Stroke.Sample(x: 5, y: 6),
            ])
    }

    @Test func labelSubjectAndSpeedMayComeFromTheFileKey() {
        let result = read(
            """
            {"file":"s03/slow/arrow07.xml","points":[[1,2]]}
            {"file":"s03/slow/arrow08.xml","label":"star","subject":4,"speed":"fast","points":[[1,2]]}
            """)
        #expect(result.errors.isEmpty)
        #expect(result.strokes.map(\.file) == ["big.jsonl:s03/slow/arrow07.xml", "big.jsonl:s03/slow/arrow08.xml"])
        #expect(result.strokes.map(\.label) == ["arrow", "star"])
        #expect(result.strokes.map(\.subject) == ["3", "4"])
        #expect(result.strokes.map(\.speed) == ["slow", "fast"])
    }

    @Test func skipsBlankLinesUnknownKeysAndLineEndings() {
        let text =
            "\u{FEFF}{\"label\":\"v\",\"note\":{\"a\":[1,{\"b\":null}],\"c\":\"x\\\"y\"},\"ok\":true,\"points\":[[1,2]]}\r\n"
            + "\n   \t\r\n" + #"  { "label" : "x" , "points" : [ [ 1 , 2 , 0.5 ] ] , "more" : [false, -0.5e-3] }  "#
        let result = read(text)
        #expect(result.errors.isEmpty)
        #expect(result.strokes.map(\.label) == ["v", "x"])
        #expect(result.strokes.map(\.file) == ["big.jsonl:1", "big.jsonl:4"])
    }

    @Test func decodesEscapes() {
        let result = read(#"{"label":"caf\u00e9 \"q\" \\ \/ \ud83d\ude00\n","points":[[1,2]]}"#)
        #expect(result.strokes.map(\.label) == ["café \"q\" \\ / 😀\n"])
    }

    /// Numbers equal what Swift's own correctly rounded parser makes of them, on the fast path
    /// and off it.
    @Test func numbersAreCorrectlyRounded() throws {
        let numbers = [
            "0", "-0", "1", "-1", "0.1", "0.016", "123.456", "1e3", "1E-3", "2.5e+2", "9007199254740993",
            "0.30000000000000004", "1.7976931348623157e308", "5e-324", "123456789012345678901234567890",
            "0.000000000000000000000000000001", "3.14159265358979323846264338327950288", "4.9e-324", "1e22", "1e23",
            "-66.123456789012345",
        ]
        for number in numbers {
            let result = read(#"{"label":"v","points":[["# + number + "," + number + "]]}")
            let sample = try #require(result.strokes.first?.stroke.samples.first, "\(number)")
            #expect(sample.x.bitPattern == Double(number)?.bitPattern, "\(number)")
        }
    }

    @Test func namesEveryBrokenLineByFileAndLine() {
        let result = read(
            """
            {"label":"v","points":[[1,2]]}

            {"label":"v","points":[[1,"two"]]}
            {"label":"v","points":[[1,2]]}
            """)
        #expect(result.strokes.map(\.file) == ["big.jsonl:1", "big.jsonl:4"])
        #expect(result.errors.map(\.description) == ["big.jsonl:3: sample 0 is not [x, y] or [x, y, t] with numbers"])
    }

    @Test func saysWhatIsWrongWithEachMalformedLine() {
        let point1 = "big.jsonl:1: sample 0 is not [x, y] or [x, y, t] with numbers"
        #expect(problem("[1,2]") == "big.jsonl:1: entry is not an object")
        #expect(problem(#"{"label":"v"}"#) == #"big.jsonl:1: missing "points" array"#)
        #expect(problem(#"{"label":"v","points":{"x":1}}"#) == #"big.jsonl:1: missing "points" array"#)
        #expect(problem(#"{"label":"v","points":[]}"#) == #"big.jsonl:1: "points" is empty"#)
        #expect(problem(#"{"label":"v","points":[[1]]}"#) == point1)
        #expect(problem(#"{"label":"v","points":[[1,2,3,4]]}"#) == point1)
        #expect(problem(#"{"label":"v","points":[[1,null]]}"#) == point1)
        #expect(problem(#"{"label":"v","points":[{"x":1}]}"#) == point1)
        #expect(problem(#"{"label":"v","points":["1,2"]}"#) == point1)
        #expect(problem(#"{"label":"v","points":[[1,1e400]]}"#) == point1)
        #expect(
            problem(#"{"label":"v","points":[[1,2],[3,4,"now"]]}"#) == "big.jsonl:1: sample 1: t is not a number")
        #expect(
            problem(#"{"label":"v","points":[{"x":1,"y":2,"t":true}]}"#) == "big.jsonl:1: sample 0: t is not a number")
        #expect(problem(#"{"label":7,"points":[[1,2]]}"#) == #"big.jsonl:1: "label" is not a string"#)
        #expect(problem(#"{"label":"v","speed":1,"points":[[1,2]]}"#) == #"big.jsonl:1: "speed" is not a string"#)
        #expect(
            problem(#"{"label":"v","subject":1.5,"points":[[1,2]]}"#)
                == #"big.jsonl:1: "subject" is not a string or a whole number"#)
        #expect(
            problem(#"{"points":[[1,2]]}"#) == #"big.jsonl:1: missing "label" (or a "file" to take it from)"#)
    }

    /// A line that is not JSON is named by its line; Foundation's decoder says no more on Linux.
    @Test func syntaxErrorsAreNamedByTheirLine() {
        let deep =
            #"{"label":"v","x":"# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
            + #","points":[[1,2]]}"#
        for line in [
            "{", "nonsense", #"{"label":"v","points":[[1,2]]} x"#, #"{"label":"v" "points":[[1,2]]}"#,
            #"{"label":"v,"points":[[1,2]]}"#, #"{"label":"v","x":tru,"points":[[1,2]]}"#,
            #"{"label":"v","points":[[1,2]"#, #"{"label":"v","points":[[1,,2]]}"#, #"{"label":"v","points":[[+1,2]]}"#,
            deep,
        ] {
            #expect(problem(line) == "big.jsonl:1: not valid JSON", "\(line)")
        }
        // Numbers are checked as they are read: one that is not JSON is a point that is not one.
        for number in ["01", "1.", "1e", "-"] {
            let line = "{\"label\":\"v\",\"points\":[[\(number),2]]}"
            #expect(problem(line) == "big.jsonl:1: sample 0 is not [x, y] or [x, y, t] with numbers", "\(number)")
        }
    }

    /// What Foundation's decoder forgives: a trailing comma, and a broken value it never reads.
    @Test func readsWhatFoundationsDecoderReads() {
        let result = read(
            """
            {"label":"v","points":[[1,2],],}
            {"label":"v","note":"\\q \u{1}","points":[[1,2]]}
            """)
        #expect(result.errors.isEmpty)
        #expect(result.strokes.map(\.stroke.samples) == Array(repeating: [Stroke.Sample(x: 1, y: 2)], count: 2))
    }

    @Test func loaderReadsJSONLinesByName() {
        let result = StrokeLoader.load(data: Data(#"{"label":"v","points":[[1,2]]}"#.utf8), name: "upload.jsonl")
        #expect(result.errors.isEmpty)
        #expect(result.strokes.map(\.file) == ["upload.jsonl:1"])
        #expect(StrokeJSONLines.isJSONLines(name: "a/B.NDJSON"))
        #expect(!StrokeJSONLines.isJSONLines(name: "a.json"))
    }

    /// Seeded mutations of valid lines (bytes changed, dropped, repeated; cut short) never trap,
    /// and every line reads as a stroke of finite samples or as an error naming the file and
    /// line; a stroke has the points that Foundation's other reader, JSONSerialization, finds.
    @Test func mutatedLinesReadAsStrokesOrNamedErrors() throws {
        let valid = [
            #"{"label":"circle","subject":"2","speed":"fast","points":[[1.5,-2e1,0],[3,4,0.016],[5,6,null]]}"#,
            #"{"file":"s03/slow/v01.xml","points":[{"x":1,"y":2,"t":0.5},{"t":null,"x":3,"y":4}],"extra":[true,{"a":"\u00e9"}]}"#,
        ]
        let alphabet = Array(#"{}[],:"\-+.eE0123456789 nulltruefalsexyt"#.utf8)
        var mutator = SeededLineMutator(seed: 0x5EED, alphabet: alphabet)
        for round in 0..<4000 {
            var bytes = mutator.mutated(valid[round % valid.count], maximumEdits: 4)
            bytes.removeAll { $0 == 0x0A }
            let read = StrokeJSONLines.strokes(from: [0x0A] + bytes, file: "f.jsonl")
            let line = String(decoding: bytes, as: UTF8.self)
            #expect(read.strokes.count + read.errors.count == 1, "\(line)")
            for stroke in read.strokes {
                #expect(stroke.file.hasPrefix("f.jsonl:"), "\(line)")
                #expect(!stroke.stroke.samples.isEmpty, "\(line)")
                #expect(
                    stroke.stroke.samples.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.time?.isFinite ?? true },
                    "\(line)")
            }
            for error in read.errors {
                #expect(error.file == "f.jsonl:2" && !error.problem.isEmpty, "\(line)")
            }
            // Where Foundation's JSONSerialization reads the line too, a stroke has its points.
            guard let stroke = read.strokes.first,
                let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
                let points = object["points"] as? [Any]
            else { continue }
            let coordinates = points.map { point -> [Double?] in
                if let values = point as? [Any] { return values.prefix(2).map { $0 as? Double } }
                let object = point as? [String: Any]
                return [object?["x"] as? Double, object?["y"] as? Double]
            }
            #expect(stroke.stroke.samples.map { [$0.x, $0.y] } == coordinates, "\(line)")
        }
    }
}
