import Encircle
import Foundation
import Testing

@testable import EncircleEvaluation

@Suite struct PlainEntryReaderTests {
    typealias Entry = StrokeJSON.Entry

    /// The entry the plain reader reads from `line`, or `nil`.
    static func plain(_ line: [UInt8]) -> Entry? {
        var reader = StrokeJSON.PlainEntryReader()
        return line.withUnsafeBufferPointer { reader.entry(in: $0) }
    }

    /// What `JSONDecoder` alone makes of `line`, as the loader read every line before the plain
    /// reader: the entry, or the words of its problem.
    static func decoded(_ line: [UInt8]) -> Result<Entry, DecodingProblem> {
        do {
            return .success(try JSONDecoder().decode(Entry.self, from: Data(line)))
        } catch let problem as StrokeJSON.EntryProblem {
            return .failure(DecodingProblem(words: problem.problem))
        } catch {
            return .failure(DecodingProblem(words: JSONProblem.syntax(error)))
        }
    }

    struct DecodingProblem: Error, Equatable {
        var words: String
    }

    /// Whether `a` and `b` are the same entry, every number to the bit (`-0` is not `0`).
    static func same(_ a: Entry, _ b: Entry) -> Bool {
        func bits(_ sample: Stroke.Sample) -> [UInt64?] {
            [sample.x.bitPattern, sample.y.bitPattern, sample.time?.bitPattern]
        }
        return a.file == b.file && a.label == b.label && a.subject == b.subject && a.speed == b.speed
            && a.samples.map(bits) == b.samples.map(bits)
    }

    /// Expects the plain reader to read `line` as `JSONDecoder` does.
    static func expectReadAsTheDecoderReads(_ line: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let text = String(decoding: line, as: UTF8.self)
        guard let plain = plain(line) else {
            Issue.record("not read plainly: \(text)", sourceLocation: sourceLocation)
            return
        }
        switch decoded(line) {
        case .success(let entry):
            #expect(same(plain, entry), "\(text)", sourceLocation: sourceLocation)
        case .failure(let problem):
            Issue.record("read plainly, but the decoder says \(problem.words): \(text)", sourceLocation: sourceLocation)
        }
    }

    /// Every line of every JSON Lines file in `Data/`.
    @Test func readsEveryLineOfTheDataAsTheDecoderDoes() throws {
        let folder = Fixtures.repository + "/Data"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".jsonl") }
        #expect(files.count >= 3, "\(files)")
        for file in files.sorted() {
            let lines = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file)).split(separator: 0x0A)
            #expect(lines.count >= 700, "\(file)")
            for line in lines { Self.expectReadAsTheDecoderReads(Array(line)) }
        }
    }

    /// Every entry of the development bundle, `Data/dollar1-s02-s06.json`.
    @Test func readsEveryEntryOfTheBundleAsTheDecoderDoes() throws {
        let bytes = Array(
            try Data(contentsOf: URL(fileURLWithPath: Fixtures.repository + "/Data/dollar1-s02-s06.json")))
        var scanner = StrokeJSONScanner(form: .bundle)
        let spans = bytes.withUnsafeBufferPointer { scanner.spans(in: $0, base: 0, isEnd: true) }
        #expect(scanner.isOfForm == true && scanner.failure == nil)
        #expect(spans.count == 2400)
        for span in spans { Self.expectReadAsTheDecoderReads(Array(bytes[span.range])) }
    }

    @Test(arguments: [
        // Exponents, negative zero, tiny and huge numbers, integers.
        #"{"label":"v","points":[[1e2,-4E-2,2.5e+1],[1.5E3,0.5e-1],[1e22,1e23,1e-22]]}"#,
        #"{"label":"v","points":[[-0,-0.0,-0.000],[0,0.0]]}"#,
        #"{"label":"v","points":[[-1e-300,1e-300,-2.2250738585072014e-308],[1.7976931348623157e308,-1e308]]}"#,
        #"{"label":"v","points":[[481,-7,0],[9007199254740993,123456789012345678901234567890,18446744073709551616]]}"#,
        #"{"label":"v","points":[[0.1,0.2,0.30000000000000004],[-66.123456789012345,3.14159265358979323846264338]]}"#,
        // White space wherever JSON allows it.
        "\t{ \"label\" : \"v\" ,\r\n \"points\" : [ [ 1 , 2 , null ] ,\n[3,4] ] } \r",
        // Other keys, in any order, with values of every kind.
        #"{"note":{"a":[1,{"b":null}],"c":"x"},"points":[[1,2]],"ok":true,"label":"v","n":-1.5e-3,"z":1e999}"#,
        #"{"points":[[1,2]],"file":"s02/fast/arrow01.xml","speed":null,"subject":12,"e":[],"o":{},"f":false}"#,
        #"{"subject":"7","speed":"slow","file":"g1/arc/1","label":"arc","points":[[1,2]]}"#,
        #"{"file":"s03/medium/circle01.xml","subject":null,"points":[[1,2]]}"#,
        #"{"label":null,"file":"circle02.xml","subject":-3,"points":[[1,2]]}"#,
        // Points of two and three numbers, a null time, objects with and without a time.
        #"{"label":"v","points":[[1,2],[3,4,5],[6,7,null],{"x":1,"y":2},{"t":null,"y":2,"x":1},{"y":-2,"t":0.5,"x":1}]}"#,
        #"{"label":"v","points":[{"x":1,"y":2,"w":[1,{"t":2}],"label":"no"}]}"#,
        // Strings holding brackets, braces, commas, colons and letters outside ASCII.
        #"{"label":"[v]","file":"a{b}/c],[d:e.xml","note":"]}{[","points":[[1,2]]}"#,
        #"{"label":"café ✓ 😀","subject":"Zoë","points":[[1,2]]}"#,
    ])
    func readsTrickyLinesAsTheDecoderDoes(_ line: String) {
        Self.expectReadAsTheDecoderReads(Array(line.utf8))
    }

    /// Lines the decoder reads that the plain reader leaves to it: the loader reads them as
    /// before, through the decoder.
    @Test(arguments: [
        #"{"l\u0061bel":"v","points":[[1,2]]}"#, #"{"label":"a\"b","points":[[1,2]]}"#,
        #"{"label":"v","note":"\\q","points":[[1,2]]}"#, #"{"label":"v","points":[[1,2],]}"#,
        #"{"label":"v","points":[[1,2]],}"#, #"{"label":"a","label":"b","points":[[1,2]]}"#,
        #"{"label":"v","points":[[1,2]],"points":[[3,4]]}"#, #"{"label":"v","points":[{"x":1,"x":5,"y":2}]}"#,
        #"{"label":"v","subject":2.0,"points":[[1,2]]}"#, #"{"label":"v","subject":1e2,"points":[[1,2]]}"#,
        #"{"label":"v","points":[[5e-324,-0e5,1e-310]]}"#, #"{"label":"v","points":[[0.0e5,1]]}"#,
        #"{"label":"v","n":01,"points":[[1,2]]}"#, #"{"label":"v","n":[1,],"points":[[1,2]]}"#,
        #"{"label":"v","Ｌabel":"x","points":[[1,2]]}"#,
        #"{"label":"v","deep":"# + String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
            + #","points":[[1,2]]}"#,
    ])
    func leavesUnusualFormsToTheDecoder(_ line: String) throws {
        let bytes = Array(line.utf8)
        #expect(Self.plain(bytes) == nil)
        let entry = try Self.decoded(bytes).get()
        let loaded = StrokeJSONLines.strokes(from: bytes, file: "f.jsonl")
        #expect(loaded.errors.isEmpty)
        let stroke = try #require(loaded.strokes.first)
        #expect(stroke.stroke.samples.map(\.x.bitPattern) == entry.samples.map(\.x.bitPattern))
    }

    /// A broken line is the decoder's to word, as it was before the plain reader.
    @Test(arguments: [
        ("[1,2]", "entry is not an object"), (#"{"label":"v"}"#, #"missing "points" array"#),
        (#"{"label":"v","points":[]}"#, #""points" is empty"#),
        (#"{"label":"v","points":[[1]]}"#, "sample 0 is not [x, y] or [x, y, t] with numbers"),
        (#"{"label":"v","points":[[1,2,3,4]]}"#, "sample 0 is not [x, y] or [x, y, t] with numbers"),
        (#"{"label":"v","points":[[1e400,2]]}"#, "sample 0 is not [x, y] or [x, y, t] with numbers"),
        (#"{"label":"v","points":[[1e-400,2]]}"#, "sample 0 is not [x, y] or [x, y, t] with numbers"),
        (#"{"label":"v","points":[[0e5,2]]}"#, "sample 0 is not [x, y] or [x, y, t] with numbers"),
        (#"{"label":"v","points":[[01,2]]}"#, "sample 0 is not [x, y] or [x, y, t] with numbers"),
        (#"{"label":"v","points":[{"x":1}]}"#, "sample 0 is not [x, y] or [x, y, t] with numbers"),
        (#"{"label":"v","points":[[1,2],[3,4,1e999]]}"#, "sample 1: t is not a number"),
        (#"{"label":"v","points":[[1,2,"now"]]}"#, "sample 0: t is not a number"),
        (#"{"label":7,"points":[[1,2]]}"#, #""label" is not a string"#),
        (#"{"label":"v","subject":1.5,"points":[[1,2]]}"#, #""subject" is not a string or a whole number"#),
        (#"{"label":"v","subject":true,"points":[[1,2]]}"#, #""subject" is not a string or a whole number"#),
        (#"{"label":"v","points":[[1,2]]} x"#, "not valid JSON"),
        (#"{"label":"v","x":tru,"points":[[1,2]]}"#, "not valid JSON"),
        (#"{"label":"v" "points":[[1,2]]}"#, "not valid JSON"), (#"{"label":"v","points":[[1,2]"#, "not valid JSON"),
    ])
    func leavesBrokenLinesToTheDecoder(_ line: String, problem: String) {
        let bytes = Array(line.utf8)
        #expect(Self.plain(bytes) == nil)
        let loaded = StrokeJSONLines.strokes(from: bytes, file: "f.jsonl")
        #expect(loaded.strokes.isEmpty)
        #expect(loaded.errors.map(\.description) == ["f.jsonl:1: " + problem])
        guard case .failure(let decoded) = Self.decoded(bytes) else {
            Issue.record("the decoder reads it: \(line)")
            return
        }
        #expect(decoded.words == problem)
    }

    /// Strokes as writers write them, in every form, with numbers of every kind and white space
    /// anywhere: all read plainly, all as the decoder reads them.
    @Test func readsRandomLinesAsTheDecoderDoes() {
        var generator = SystemRandomNumberGenerator()
        func space() -> String { ["", "", " ", "\t", "\r\n "][Int.random(in: 0..<5, using: &generator)] }
        func number() -> String {
            let value = Double.random(in: -1e4...1e4, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: return value.description
            case 1: return String(format: "%.\(Int.random(in: 0...4, using: &generator))f", value)
            case 2: return String(Int.random(in: -100_000...100_000, using: &generator))
            case 3: return String(format: "%.6e", value)
            default:
                return Double(bitPattern: UInt64.random(in: (0x0010 << 48)...(0x7FE0 << 48), using: &generator))
                    .description
            }
        }
        for _ in 0..<500 {
            let points = (0..<Int.random(in: 1...40, using: &generator)).map { _ -> String in
                let (x, y, t) = (number(), number(), number())
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: return "[\(x),\(y)]"
                case 1: return "[\(space())\(x)\(space()),\(y),\(space())\(t)]"
                case 2: return "[\(x),\(y),null]"
                case 3: return #"{"x":\#(x),"y":\#(y)}"#
                default: return #"{\#(space())"t"\#(space()):\#(t),"y":\#(y),"x":\#(x)}"#
                }
            }
            var members = [
                #""label":"circle""#, #""points":\#(space())[\#(points.joined(separator: ","))]"#,
                #""subject":\#(Int.random(in: 0...30, using: &generator))"#, #""speed":"fast""#,
                #""extra":[{"a":null}]"#,
            ]
            members.shuffle(using: &generator)
            let line = "{" + members.joined(separator: space() + "," + space()) + "}"
            Self.expectReadAsTheDecoderReads(Array(line.utf8))
        }
    }

    /// Seeded mutations of plain lines (bytes changed, dropped, added; cut short): whatever the
    /// plain reader reads, the decoder reads the same; and it still reads most untouched lines.
    @Test func neverReadsWhatTheDecoderReadsOtherwise() {
        let valid = [
            #"{"label":"circle","subject":"2","speed":"fast","points":[[1.5,-2e1,0],[3,4,0.016],[5,6,null]]}"#,
            #"{"file":"s03/slow/v01.xml","points":[{"x":1,"y":2,"t":0.5},{"t":null,"x":3,"y":4}],"extra":[true,{"a":"é"}]}"#,
            #"{"label":"v","subject":12,"points":[[-0,0.25,1e-3],[10,-0.5]],"n":null}"#,
        ]
        let alphabet = Array(#"{}[],:"\-+.eE0123456789 nulltruefalsexyt"#.utf8) + [0x09, 0x00, 0xC3, 0xFF]
        var mutator = SeededLineMutator(seed: 0x5EED_F00D, alphabet: alphabet)
        var readPlainly = 0
        for round in 0..<20_000 {
            let bytes = mutator.mutated(valid[round % valid.count], maximumEdits: 3)
            guard let plain = Self.plain(bytes) else { continue }
            readPlainly += 1
            let text = String(decoding: bytes, as: UTF8.self)
            switch Self.decoded(bytes) {
            case .success(let entry): #expect(Self.same(plain, entry), "\(text)")
            case .failure(let problem): Issue.record("read plainly, but the decoder says \(problem.words): \(text)")
            }
        }
        #expect(readPlainly > 2000)
    }
}
