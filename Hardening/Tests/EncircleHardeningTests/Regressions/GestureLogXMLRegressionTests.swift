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

    @Test func nameThatIsNotUTF8DoesNotTrap() async {
        await #expect(processExitsWith: .success) {
            _ = try? GestureLogXML.stroke(from: GestureLogXMLRegressionTests.minimized, file: "fuzz.xml")
            _ = try? GestureLogXML.stroke(from: GestureLogXMLRegressionTests.attributeName, file: "fuzz.xml")
        }
    }

    @Test(arguments: [(minimized, 1), (artifact, 1), (attributeName, 3)])
    func nameThatIsNotUTF8IsALoadError(data: Data, line: Int) {
        #expect(
            throws: LoadError(
                file: "s02/fast/circle01.xml",
                problem: "not UTF-8 text: line \(line) has a byte sequence that is not UTF-8")
        ) {
            try GestureLogXML.stroke(from: data, file: "s02/fast/circle01.xml")
        }
        #expect(Invariants.problems(loadingGestureLog: data) == [])
    }

    @Test func validUTF8BeyondASCIIStillLoads() throws {
        let text = "\u{FEFF}<Gesture Name=\"cercle\" Subject=\"Zoë\">\r\n<Point X=\"1\" Y=\"2\" T=\"0\"/>\r\n</Gesture>"
        let loaded = try GestureLogXML.stroke(from: Data(text.utf8), file: "s02/fast/circle01.xml")
        #expect(loaded.subject == "Zoë")
        #expect(loaded.stroke.samples == [.init(x: 1, y: 2, time: 0)])
    }
}
