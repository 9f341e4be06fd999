import Encircle
import EncircleEvaluation
import EncircleToolSupport
import Foundation
import Testing

@Suite struct GestureLogWriterTests {
    /// The one stroke `StrokeLoader` reads from `data`, called `file`.
    private func read(_ data: Data, file: String) throws -> LabeledStroke {
        let loaded = StrokeLoader.load(data: data, name: file)
        #expect(loaded.errors.isEmpty, "\(loaded.errors)")
        return try #require(loaded.strokes.first)
    }

    private func roundTrip(_ stroke: Stroke, name: String, label: String) throws -> LabeledStroke {
        let xml = GestureLogWriter.document(of: stroke, name: name, label: label)
        return try read(Data(xml.utf8), file: "out/\(label)/\(name).xml")
    }

    /// A real log written and read back: the same points and times.
    @Test func realLogRoundTrips() throws {
        let original = try read(
            Data(contentsOf: URL(fileURLWithPath: Fixtures.dollar1 + "/s02/fast/circle01.xml")), file: "circle01.xml")
        let read = try roundTrip(original.stroke, name: "circle01", label: "circle")
        #expect(read.label == "circle")
        #expect(read.stroke.samples.map(\.point) == original.stroke.samples.map(\.point))
        for (got, sent) in zip(read.stroke.samples, original.stroke.samples) {
            #expect(abs((got.time ?? .nan) - (sent.time ?? .nan)) < 1e-9)
        }
    }

    /// Times in seconds from any origin come back re-based to 0 s, whatever their step.
    @Test(arguments: [0.004, 0.016, 0.1])
    func timesComeBackInSeconds(step: Double) throws {
        let stroke = Stroke((0..<20).map { Stroke.Sample(x: Double($0), y: 0.5, time: 1000.25 + Double($0) * step) })
        let read = try roundTrip(stroke, name: "line01", label: "line")
        for (index, sample) in read.stroke.samples.enumerated() {
            #expect(abs((sample.time ?? .nan) - Double(index) * step) < 1e-9)
        }
    }

    @Test func untimedSamplesAndOneSampleStrokes() throws {
        let untimed = Stroke(points: [Point(x: 1e-5, y: -3), Point(x: 123456.789, y: 0.1)])
        #expect(try roundTrip(untimed, name: "a01", label: "a").stroke == untimed)
        let dot = Stroke([Stroke.Sample(x: 5, y: 6, time: 3)])
        #expect(try roundTrip(dot, name: "dot01", label: "dot").stroke == Stroke([Stroke.Sample(x: 5, y: 6, time: 0)]))
    }

    /// The `Label` attribute keeps a label that ends in digits, which the file name cannot.
    @Test func labelEndingInDigitsSurvives() throws {
        let stroke = Stroke(points: [Point(x: 0, y: 0), Point(x: 1, y: 1)])
        #expect(try roundTrip(stroke, name: "shape201", label: "shape2").label == "shape2")
    }

    @Test func escapesAttributeText() throws {
        let xml = GestureLogWriter.document(of: Stroke(points: [Point(x: 0, y: 0)]), name: "a\"<&>", label: "b")
        #expect(xml.contains("Name=\"a&quot;&lt;&amp;&gt;\""))
        #expect(try read(Data(xml.utf8), file: "b01.xml").label == "b")
    }
}
