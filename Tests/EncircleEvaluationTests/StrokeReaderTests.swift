import Encircle
import Foundation
import Testing

@testable import EncircleEvaluation

@Suite struct StrokeReaderTests {
    private func loadAll(_ reader: StrokeReader) async -> (
        batches: Int, result: (strokes: [LabeledStroke], errors: [LoadError])
    ) {
        var batches = 0
        var result: (strokes: [LabeledStroke], errors: [LoadError]) = ([], [])
        await reader.forEachBatch { batch in
            batches += 1
            let loaded = batch.load()
            result.strokes += loaded.strokes
            result.errors += loaded.errors
        }
        return (batches, result)
    }

    /// A file larger than a read block, cut into batches of whole lines with their numbers kept.
    @Test func cutsJSONLinesIntoBatchesOfWholeLines() async throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        let points = (0..<400).map { "[\($0),\($0 * 2),\(Double($0) / 100)]" }.joined(separator: ",")
        var lines = (1...1000).map { #"{"label":"l\#($0)","points":["# + points + "]}" }
        lines[499] = #"{"label":"broken","points":[]}"#
        let path = try Fixtures.write(lines.joined(separator: "\n"), to: "big.jsonl", in: folder)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0 > 3 << 20)

        let read = await loadAll(StrokeReader(paths: [path], linesPerBatch: 64))
        #expect(read.batches == 16)
        #expect(read.result.strokes.count == 999)
        #expect(read.result.strokes.map(\.file) == (1...1000).filter { $0 != 500 }.map { "\(path):\($0)" })
        #expect(read.result.strokes.map(\.label) == (1...1000).filter { $0 != 500 }.map { "l\($0)" })
        #expect(read.result.errors.map(\.description) == ["\(path):500: \"points\" is empty"])
        #expect(read.result.strokes.allSatisfy { $0.stroke.count == 400 })
        #expect(await loadAll(StrokeReader(paths: [path], bytesPerBatch: 1)).batches == 1000)
    }

    /// A bundle streams in batches of whole entries, read a few bytes at a time, and gives
    /// exactly what the whole file gives, broken entries and all.
    @Test func streamsABundleAsTheWholeFileReadsIt() async throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        let path = try Fixtures.write(BundleTexts.tricky, to: "tricky.json", in: folder)
        let whole = await StrokeLoader().load([path])
        #expect(whole.strokes.map(\.file) == ["s02/fast/circle01.xml", "#2", "#4"].map { path + ":" + $0 })
        #expect(whole.strokes.map(\.label) == ["circle", "v", #"x"]}"#])
        #expect(whole.strokes[1].stroke.samples == [Stroke.Sample(x: 5, y: 6), Stroke.Sample(x: 7, y: 8)])
        #expect(
            whole.errors.map(\.description) == [
                path + ":#3: not valid JSON (the entry begun at line 9, column 3)",
                path + ":#5: entry is not an object",
            ])
        for blockSize in [1, 2, 3, 7, 64, 1 << 20] {
            for linesPerBatch in [1, 2, 1024] {
                var reader = StrokeReader(paths: [path], linesPerBatch: linesPerBatch)
                reader.blockSize = blockSize
                let read = await loadAll(reader)
                #expect(read.result.strokes == whole.strokes, "block \(blockSize), batch \(linesPerBatch)")
                #expect(read.result.errors == whole.errors, "block \(blockSize), batch \(linesPerBatch)")
                #expect(read.batches == (5 + linesPerBatch - 1) / linesPerBatch)
            }
        }
    }

    /// Writes `bytes` to `path`, then expects the file to stream (`blockSize` bytes a block, two
    /// entries a batch) exactly as it reads whole; returns the whole read.
    private func expectStreamsAsReadWhole(
        _ bytes: [UInt8], at path: String, blockSize: Int, _ context: String
    ) async throws -> (strokes: [LabeledStroke], errors: [LoadError]) {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let whole = await StrokeLoader().load([path])
        var reader = StrokeReader(paths: [path], linesPerBatch: 2)
        reader.blockSize = blockSize
        let read = await loadAll(reader)
        #expect(read.result.strokes == whole.strokes, "\(context)")
        #expect(read.result.errors == whole.errors, "\(context)")
        return whole
    }

    /// Cut anywhere, a bundle streams as it reads whole: the entries before the cut, then one
    /// error saying where the file ends (or, cut before its array, whatever the whole read says).
    @Test func aBundleCutAnywhereStreamsAsItReadsWhole() async throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        let bytes = Array(BundleTexts.tricky.utf8)
        for length in 0..<bytes.count {
            let path = folder + "/cut.json"
            let whole = try await expectStreamsAsReadWhole(
                Array(bytes[..<length]), at: path, blockSize: 5, "cut at \(length)")
            #expect(whole.errors.last?.file == path, "cut at \(length)")
        }
        let cut = String(decoding: bytes[..<(bytes.count - 80)], as: UTF8.self)
        let path = try Fixtures.write(cut, to: "end.json", in: folder)
        let read = await loadAll(StrokeReader(paths: [path])).result
        #expect(read.strokes.count == 2)
        #expect(
            read.errors.last?.description == path
                + ": not valid JSON: the file ends in entry 4, begun at line 10, column 3")
    }

    /// Whatever one byte is changed to, a bundle streams as it reads whole.
    @Test func aMutatedBundleStreamsAsItReadsWhole() async throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        let original = Array(BundleTexts.tricky.utf8)
        let replacements = Array(#"{}[],:"\ 7xn"#.utf8) + [0x0A]
        var state: UInt64 = 1
        var outcomes = Set<String>()
        for _ in 0..<400 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var bytes = original
            let position = Int((state >> 33) % UInt64(bytes.count))
            bytes[position] = replacements[Int((state >> 17) % UInt64(replacements.count))]
            let whole = try await expectStreamsAsReadWhole(
                bytes, at: folder + "/mutated.json", blockSize: 3, "byte \(position) -> \(bytes[position])")
            outcomes.insert("\(whole.strokes.count) \(whole.errors.map { $0.problem.prefix(20) })")
        }
        // The mutations reach the entries, the structure and the keys before the array.
        #expect(outcomes.count > 10)
    }

    /// A break in the structure stops a streamed bundle where it is, after the entries before
    /// it, as it stops the whole read; an empty bundle gives nothing.
    @Test func aBrokenBundleStopsWhereItBreaks() async throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        let entry = #"{"label":"v","points":[[1,2],[3,4]]}"#
        let entries = Array(repeating: entry, count: 10)
        let broken =
            #"{"format":"encircle-strokes","strokes":["# + "\n" + entries[..<6].joined(separator: ",\n")
            + "\n" + entries[6...].joined(separator: ",\n") + "\n]}\n"
        let path = try Fixtures.write(broken, to: "broken.json", in: folder)
        let empty = try Fixtures.write(#"{"format":"encircle-strokes","strokes":[ ]}"#, to: "empty.json", in: folder)
        var reader = StrokeReader(paths: [path, empty], linesPerBatch: 4)
        reader.blockSize = 16
        let read = await loadAll(reader).result
        #expect(read.strokes.map(\.file) == (1...6).map { "\(path):#\($0)" })
        #expect(
            read.errors.map(\.description) == [
                path + ": not valid JSON: expected ',' or ']' after entry 6 at line 8, column 1, found '{'"
            ])
        let whole = await StrokeLoader().load([path, empty])
        #expect(read.strokes == whole.strokes && read.errors == whole.errors)
    }

    /// The project's bundle streams in batches of entries and reads as it does whole.
    @Test func streamsTheProjectBundle() async throws {
        let whole = try Fixtures.development()
        var reader = StrokeReader(paths: [Fixtures.repository + "/Data/dollar1-s02-s06.json"], linesPerBatch: 100)
        reader.blockSize = 4096
        let read = await loadAll(reader)
        #expect(read.batches == 24)
        #expect(read.result.strokes == whole)
        #expect(read.result.errors.isEmpty)
    }

    /// Folders stream the same strokes and errors, in the same order, as the loader gives.
    @Test func readsWhatTheLoaderLoads() async throws {
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
        _ = try Fixtures.strokes(in: paths[3])

        let loaded = await StrokeLoader().load(paths)
        let read = await loadAll(StrokeReader(paths: paths))
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
