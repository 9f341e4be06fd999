import EncircleEvaluation
import EncircleHardening
import Foundation
import Testing

/// Inputs on which `FuzzGestureLogXML` found `GestureLogXML` breaking a promise.
@Suite struct GestureLogXMLRegressionTests {
    /// Foundation's XMLParser on Linux traps (SIGILL) when an element or attribute name is not
    /// valid UTF-8 and the delegate receives element starts. Found as the artifact below, reduced
    /// by libFuzzer to the five bytes `<\xFF\xFFe>`.
    static let minimized = Data([0x3C, 0xFF, 0xFF, 0x65, 0x3E])
    static let artifact = Data(
        base64Encoded:
            "PEdlc3R1cmUhTnVtUHSNwt3L3d+ykmxsc2Vjb25kcz0iMzMiPgo8UG9pbnQgWD0iMCIgWT0iMCIvPgo8UGdpbnQgWD0iMTAwIiBZ"
            + "PSIwIi8+CjxQb2ludCAgU3ViamXjdD0iIjEwMCIvPgo8UG9pbnQgWD0iMCIgWT0iMCIvPgo8L0dlc3R1cmU+Cg==")!
    /// An attribute name with a byte that is not UTF-8 (0xFF), on line 3.
    static let attributeName =
        Data("<Gesture>\n<Point X=\"1\" Y=\"2\"/>\n<Point ".utf8) + Data([0xFF])
        + Data("=\"3\"/>\n</Gesture>\n".utf8)

    /// Foundation's XMLParser on Linux also reads missing strings through null pointers
    /// (SIGSEGV): the data of a processing instruction without data — found as the artifact
    /// below, reduced to `<?x?>` — and, checked by hand once that was found, the default value of
    /// an `#IMPLIED` attribute, the identifiers of a notation and the public identifier of an
    /// unparsed entity in a document type definition.
    static let processingInstructionArtifact = Data(
        base64Encoded:
            "PD94bS41dmVlLWlvPz4NCjxHZXN0PD94bWwgdyI+DQogIDxQb2ludDAuNSIgWT0iMjAiICIgLz4NCiAgPFBrVD0iMi4wZTAiIC8i"
            + "MC4yNS0gLz4NCiAgPFBvaW50IC4wZTAiIC8+DQo8L0dlc3R1Pg0KPC9HZXN0cmU+DXVyZQo+DQo=")!
    static let crashingInputs: [Data] =
        [minimized, artifact, attributeName, processingInstructionArtifact]
        + [
            "<?x?>", "<Gesture>\n<?pi?><Point X=\"1\" Y=\"2\"/></Gesture>",
            "<!DOCTYPE G [<!ATTLIST G a CDATA #IMPLIED>]><G/>", #"<!DOCTYPE G [<!NOTATION n SYSTEM "x">]><G/>"#,
            #"<!DOCTYPE G [<!NOTATION n PUBLIC "p">]><G/>"#, #"<!DOCTYPE G [<!ENTITY e SYSTEM "x" NDATA n>]><G/>"#,
        ].map { Data($0.utf8) }

    @Test func inputsThatCrashFoundationsParserDoNotTrap() async {
        await #expect(processExitsWith: .success) {
            for data in GestureLogXMLRegressionTests.crashingInputs {
                _ = StrokeLoader.load(data: data, name: "fuzz.xml")
            }
        }
    }

    @Test(arguments: [
        ("<?x?>", "unsupported XML at line 1: a processing instruction without data (<?x?>)"),
        (
            "<Gesture>\n<?pi?><Point X=\"1\" Y=\"2\"/></Gesture>",
            "unsupported XML at line 2: a processing instruction without data (<?pi?>)"
        ),
        (
            "<?xml version=\"1.0\"?>\r\n<!DOCTYPE G [<!ATTLIST G a CDATA #IMPLIED>]><G/>",
            "unsupported XML at line 2: a document type declaration (<!DOCTYPE …>)"
        ),
        (
            "<?xml version='1.0' encoding='UTF-16'?><Gesture/>",
            "unsupported encoding \"UTF-16\" (gesture logs are UTF-8)"
        ),
        ("<\0G\0/\0>\0", "not UTF-8 text: line 1 has a NUL byte"),
    ])
    func unsupportedXMLIsALoadError(text: String, problem: String) {
        let loaded = StrokeLoader.load(data: Data(text.utf8), name: "s02/fast/circle01.xml")
        #expect(loaded.strokes.isEmpty)
        #expect(loaded.errors.map(\.description) == ["s02/fast/circle01.xml: " + problem])
        #expect(Invariants.problems(loadingGestureLog: Data(text.utf8)) == [])
    }

    @Test func processingInstructionsWithDataCommentsAndDeclarationsStillLoad() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <?xml-stylesheet href="log.css"?>
            <!-- a comment -->
            <Gesture Name="circle01"><?pi with data?><Point X="1" Y="2" T="0"/></Gesture>
            """
        let loaded = try Self.stroke(Data(text.utf8))
        #expect(loaded.stroke.samples == [.init(x: 1, y: 2, time: 0)])
        #expect(Invariants.problems(loadingGestureLog: Data(text.utf8)) == [])
    }

    @Test(arguments: [(minimized, 1), (artifact, 1), (attributeName, 3)])
    func nameThatIsNotUTF8IsALoadError(data: Data, line: Int) {
        let loaded = StrokeLoader.load(data: data, name: "s02/fast/circle01.xml")
        #expect(loaded.strokes.isEmpty)
        #expect(
            loaded.errors.map(\.description) == [
                "s02/fast/circle01.xml: not UTF-8 text: line \(line) has a byte sequence that is not UTF-8"
            ])
        #expect(Invariants.problems(loadingGestureLog: data) == [])
    }

    @Test func validUTF8BeyondASCIIStillLoads() throws {
        let text = "\u{FEFF}<Gesture Name=\"cercle\" Subject=\"Zoë\">\r\n<Point X=\"1\" Y=\"2\" T=\"0\"/>\r\n</Gesture>"
        let loaded = try Self.stroke(Data(text.utf8))
        #expect(loaded.subject == "Zoë")
        #expect(loaded.stroke.samples == [.init(x: 1, y: 2, time: 0)])
    }

    /// The one stroke `StrokeLoader` reads from `data` as `s02/fast/circle01.xml`.
    static func stroke(_ data: Data) throws -> LabeledStroke {
        let loaded = StrokeLoader.load(data: data, name: "s02/fast/circle01.xml")
        #expect(loaded.errors.isEmpty, "\(loaded.errors)")
        return try #require(loaded.strokes.first)
    }
}
