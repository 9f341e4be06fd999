import Encircle
import EncircleEvaluation
import EncircleToolSupport
import Foundation
import Testing

@Suite struct StrokeJSONLinesWriterTests {
    /// Every development stroke, written and read back exactly.
    @Test func writesWhatItReads() throws {
        let development = try Fixtures.development()
        var bytes: [UInt8] = []
        for stroke in development { #expect(StrokeJSONLinesWriter.append(stroke, to: &bytes)) }
        let read = StrokeLoader.load(data: Data(bytes), name: "dev.jsonl")
        #expect(read.errors.isEmpty)
        #expect(read.strokes.count == 2400)
        #expect(read.strokes.map(\.stroke) == development.map(\.stroke))
        #expect(read.strokes.map(\.label) == development.map(\.label))
        #expect(read.strokes.map(\.subject) == development.map(\.subject))
        #expect(read.strokes.map(\.speed) == development.map(\.speed))
    }

    @Test func roundsWhenAsked() {
        var bytes: [UInt8] = []
        let stroke = LabeledStroke(
            file: "a", label: "say \"hi\"\n",
            stroke: Stroke([.init(x: 1.005, y: -0.004, time: 0.0126), .init(x: 2, y: 3)]))
        #expect(StrokeJSONLinesWriter.append(stroke, to: &bytes, coordinateDecimals: 2, timeDecimals: 3))
        #expect(
            String(decoding: bytes, as: UTF8.self) == #"{"label":"say \"hi\"\u000a","points":[[1,0,0.013],[2,3]]}"#
                + "\n")
        let broken = LabeledStroke(file: "a", label: "v", stroke: Stroke([.init(x: .nan, y: 0)]))
        #expect(!StrokeJSONLinesWriter.append(broken, to: &bytes))
        #expect(bytes.last == 0x0A)
    }
}
