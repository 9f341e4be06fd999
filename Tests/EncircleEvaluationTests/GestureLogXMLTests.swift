import Encircle
import Foundation
import Testing

@testable import EncircleEvaluation

@Suite struct GestureLogXMLTests {
    private func load(_ text: String, name: String = "circle01.xml") throws(LoadError) -> LabeledStroke {
        try GestureLogXML.stroke(from: Data(text.utf8), file: name)
    }

    private func problem(_ text: String, name: String = "circle01.xml") -> String? {
        do {
            _ = try load(text, name: name)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsRealLogWithByteOrderMarkAndCRLF() throws {
        let file = Fixtures.dollar1 + "/s02/fast/circle01.xml"
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(data.starts(with: [0xEF, 0xBB, 0xBF]))
        let loaded = try GestureLogXML.stroke(from: data, file: file)
        #expect(loaded.label == "circle")
        #expect(loaded.subject == "2")
        #expect(loaded.speed == "fast")
        #expect(loaded.stroke.count == 44)
        #expect(loaded.stroke.first == Stroke.Sample(x: 134, y: 163, time: 0))
        #expect(loaded.stroke[1] == Stroke.Sample(x: 133, y: 160, time: 0.016))
        // Millseconds="432": the timestamps span 432 ms.
        #expect(loaded.stroke.duration.map { abs($0 - 0.432) < 1e-9 } == true)
    }

    @Test func readsEveryFixture() async {
        let loaded = await StrokeLoader().load([Fixtures.dollar1])
        #expect(loaded.errors.isEmpty)
        #expect(loaded.strokes.map(\.label) == ["circle", "circle", "rectangle", "question_mark"])
        #expect(loaded.strokes.map(\.speed) == ["fast", "medium", "medium", "slow"])
        #expect(loaded.strokes.map(\.subject) == ["2", "4", "4", "6"])
        #expect(loaded.strokes.map(\.stroke.count) == [44, 92, 119, 68])
    }

    @Test func readsSecondsWithFractionAndNoAttributes() throws {
        let loaded = try load(
            """
            <Gesture Name="circle"><Point X="1" Y="2" T="12.500" /><Point X="3.5" Y="4" T="12.516" />
            <Point X="5" Y="6" T="12.532" /></Gesture>
            """)
        #expect(loaded.stroke.samples.map(\.x) == [1, 3.5, 5])
        #expect(loaded.stroke.samples.compactMap(\.time).map { ($0 * 1000).rounded() } == [0, 16, 32])
        #expect(loaded.subject == nil)
        #expect(loaded.speed == nil)
    }

    @Test func readsMillisecondsWithoutTheDurationAttribute() throws {
        let loaded = try load(
            #"<Gesture><Point X="1" Y="2" T="1000" /><Point X="3" Y="4" T="1016" /><Point X="5" Y="6" T="1033" /></Gesture>"#
        )
        #expect(loaded.stroke.duration.map { abs($0 - 0.033) < 1e-12 } == true)
    }

    @Test func readsLogWithoutTimes() throws {
        let loaded = try load(#"<Gesture Name="x"><Point X="1" Y="2" /><Point X="3" Y="4" /></Gesture>"#)
        #expect(loaded.stroke.samples == [Stroke.Sample(x: 1, y: 2), Stroke.Sample(x: 3, y: 4)])
        #expect(loaded.stroke.duration == nil)
    }

    @Test func readsLogWithoutByteOrderMarkOrDeclaration() throws {
        let loaded = try load("<Gesture Subject=\"7\" Speed=\"slow\">\n<Point X=\"1\" Y=\"2\" T=\"5\"/>\n</Gesture>\n")
        #expect(loaded.subject == "7")
        #expect(loaded.speed == "slow")
        #expect(loaded.stroke.samples == [Stroke.Sample(x: 1, y: 2, time: 0)])
    }

    @Test func reportsTruncatedXML() {
        let text = #"<?xml version="1.0"?><Gesture Name="circle01"><Point X="1" Y="2" T="3" /><Point X="4" "#
        #expect(problem(text) == "circle01.xml: truncated XML: <Point> opened at line 1 is never closed")
        let cut =
            "\u{FEFF}<?xml version=\"1.0\"?>\r\n<Gesture Name=\"circle01\">\r\n  <Point X=\"1\" Y=\"2\" T=\"3\" />\r\n"
        #expect(problem(cut) == "circle01.xml: truncated XML: <Gesture> opened at line 2 is never closed")
    }

    @Test func reportsMissingCoordinate() {
        #expect(
            problem(#"<Gesture><Point X="1" Y="2" /><Point X="3" /></Gesture>"#)
                == "circle01.xml: sample 1 has no Y attribute")
        #expect(problem(#"<Gesture><Point Y="1" /></Gesture>"#) == "circle01.xml: sample 0 has no X attribute")
    }

    @Test func reportsTextInNumbers() {
        #expect(
            problem(#"<Gesture><Point X="1" Y="two" T="0" /></Gesture>"#)
                == #"circle01.xml: sample 0: Y="two" is not a number"#)
        #expect(
            problem(#"<Gesture><Point X="1" Y="2" T="soon" /></Gesture>"#)
                == #"circle01.xml: sample 0: T="soon" is not a number"#)
    }

    @Test func reportsNonFiniteNumbers() {
        #expect(
            problem(#"<Gesture><Point X="NaN" Y="2" /></Gesture>"#)
                == #"circle01.xml: sample 0: X="NaN" is not a finite number"#)
        #expect(
            problem(#"<Gesture><Point X="1" Y="-inf" /></Gesture>"#)
                == #"circle01.xml: sample 0: Y="-inf" is not a finite number"#)
    }

    @Test func reportsEmptyFileAndMissingParts() {
        #expect(problem("") == "circle01.xml: empty file")
        #expect(problem(" \r\n") == "circle01.xml: empty file")
        #expect(problem("<Gesture Name=\"c\"></Gesture>") == "circle01.xml: <Gesture> has no <Point> elements")
        #expect(problem("<Strokes/>") == "circle01.xml: no <Gesture> element")
        #expect(problem("not xml at all")?.hasPrefix("circle01.xml: not well-formed XML") == true)
    }

    /// Foundation's parser on Linux gives a bare code: the error says where, and what, in words.
    @Test func wordsWhatIsNotWellFormed() {
        let malformed = "not well-formed XML at line"
        #expect(
            problem("<Gesture>\n  <Point X=\"1\" Y=\"2\"/>\n  < Point/>\n</Gesture>")
                == "circle01.xml: \(malformed) 3, column 4: a name is required here (after '<', '</' or in an attribute)"
        )
        #expect(
            problem("not xml at all")
                == "circle01.xml: \(malformed) 1, column 1: no element where the document should begin: it is not XML")
        #expect(
            problem("<Gesture>\n  <Point X=\"1\" Y=\"2\"/>\n  <!-- a -- b -->\n</Gesture>")
                == "circle01.xml: \(malformed) 4, column 11: '--' inside a comment")
        #expect(
            problem("<Gesture>\n  <Point X=\"1\" X=\"2\" Y=\"3\"/>\n</Gesture>")
                == "circle01.xml: \(malformed) 3, column 11: an attribute given twice in one element")
        #expect(GestureLogXML.words(forParserError: 9999) == "XML error 9999")
    }

    @Test func infersTimestampUnits() {
        // The declared duration wins.
        #expect(
            TimestampUnit.infer(timestamps: [0, 0.2, 0.4], declaredDuration: 400, textHasFraction: true) == .seconds)
        #expect(
            TimestampUnit.infer(timestamps: [0, 200, 400], declaredDuration: 400, textHasFraction: false)
                == .milliseconds)
        // Then the median step: 8 ms steps in ms, 8 ms steps in s.
        #expect(
            TimestampUnit.infer(timestamps: [100, 108, 116], declaredDuration: nil, textHasFraction: false)
                == .milliseconds)
        #expect(
            TimestampUnit.infer(timestamps: [100, 100.008, 100.016], declaredDuration: nil, textHasFraction: true)
                == .seconds)
        // Whole seconds at 1 Hz would be impossible touch sampling: milliseconds.
        #expect(
            TimestampUnit.infer(timestamps: [3, 4, 5], declaredDuration: nil, textHasFraction: false) == .milliseconds)
        // No positive step: the text decides.
        #expect(TimestampUnit.infer(timestamps: [7.5], declaredDuration: nil, textHasFraction: true) == .seconds)
        #expect(TimestampUnit.infer(timestamps: [], declaredDuration: nil, textHasFraction: false) == .milliseconds)
    }
}
