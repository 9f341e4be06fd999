import Encircle
import EncircleEvaluation
import Foundation
import Testing

@Suite struct StrokeReaderTests {
    private func loadAll(_ reader: StrokeReader) -> (
        batches: Int, result: (strokes: [LabeledStroke], errors: [LoadError])
    ) {
        var batches = 0
        var result: (strokes: [LabeledStroke], errors: [LoadError]) = ([], [])
        reader.forEachBatch { batch in
            batches += 1
            let loaded = batch.load()
            result.strokes += loaded.strokes
            result.errors += loaded.errors
        }
        return (batches, result)
    }

    /// A file larger than a read block, cut into batches of whole lines with their numbers kept.
    @Test func cutsJSONLinesIntoBatchesOfWholeLines() throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        let points = (0..<400).map { "[\($0),\($0 * 2),\(Double($0) / 100)]" }.joined(separator: ",")
        var lines = (1...1000).map { #"{"label":"l\#($0)","points":["# + points + "]}" }
        lines[499] = #"{"label":"broken","points":[]}"#
        let path = try Fixtures.write(lines.joined(separator: "\n"), to: "big.jsonl", in: folder)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0 > 3 << 20)

        let read = loadAll(StrokeReader(paths: [path], linesPerBatch: 64))
        #expect(read.batches == 16)
        #expect(read.result.strokes.count == 999)
        #expect(read.result.strokes.map(\.file) == (1...1000).filter { $0 != 500 }.map { "\(path):\($0)" })
        #expect(read.result.strokes.map(\.label) == (1...1000).filter { $0 != 500 }.map { "l\($0)" })
        #expect(read.result.errors.map(\.description) == ["\(path):500: \"points\" is empty"])
        #expect(read.result.strokes.allSatisfy { $0.stroke.count == 400 })
        #expect(loadAll(StrokeReader(paths: [path], bytesPerBatch: 1)).batches == 1000)
    }

    /// Folders stream the same strokes and errors, in the same order, as the loader gives.
    @Test func readsWhatTheLoaderLoads() throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        try Fixtures.write(#"{"points":[{"x":1,"y":2},{"x":3,"y":4}]}"#, to: "b/star02.json", in: folder)
        try Fixtures.write(#"<Gesture><Point X="1" Y="2"/></Gesture>"#, to: "a/circle01.xml", in: folder)
        try Fixtures.write(#"<Gesture><Point X="1" Y="oops"/></Gesture>"#, to: "a/circle02.xml", in: folder)
        try Fixtures.write("{\"label\":\"v\",\"points\":[[1,2]]}\nnot json\n", to: "a-b/v.jsonl", in: folder)
        try Fixtures.write("ignored", to: "a/notes.txt", in: folder)
        let paths = [
            folder, folder + "/missing.xml", Fixtures.dollar1, Fixtures.repository + "/Data/dollar1-templates.json",
        ]

        let loaded = StrokeLoader().load(paths)
        let read = loadAll(StrokeReader(paths: paths, filesPerBatch: 2))
        #expect(read.result.strokes == loaded.strokes)
        #expect(read.result.errors == loaded.errors)
        #expect(read.batches > 4)
        #expect(loaded.strokes.count == 3 + 4 + 16)
        #expect(
            loaded.strokes.prefix(3).map(\.file) == [
                folder + "/a-b/v.jsonl:1", folder + "/a/circle01.xml", folder + "/b/star02.json",
            ])
        #expect(
            loaded.errors.map(\.file) == [
                folder + "/missing.xml", folder + "/a-b/v.jsonl:2", folder + "/a/circle02.xml",
            ]
        )
    }
}
