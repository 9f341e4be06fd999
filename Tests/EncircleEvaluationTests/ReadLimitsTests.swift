import Encircle
import Foundation
import Testing

@testable import EncircleEvaluation

@Suite struct ReadLimitsTests {
    @Test func defaultsAre16MiBPerStrokeAnd16GiBPerFile() {
        #expect(ReadLimits.default.maximumStrokeBytes == 16 << 20)
        #expect(ReadLimits.default.maximumFileBytes == 16 << 30)
        #expect(ReadLimits.default.names == ReadLimits.Names(stroke: "maximumStrokeBytes", file: "maximumFileBytes"))
    }

    @Test func aLimitBelowOneByteIsAnErrorNamedAsTheNamesSay() {
        #expect(throws: ConfigurationError(key: "maximumStrokeBytes", value: "0", allowed: "at least 1")) {
            try ReadLimits(maximumStrokeBytes: 0).validate()
        }
        let named = ReadLimits(maximumFileBytes: -5, strokeSetting: "--stroke", fileSetting: "--file")
        #expect(throws: ConfigurationError(key: "--file", value: "-5", allowed: "at least 1")) { try named.validate() }
        #expect(throws: Never.self) { try ReadLimits(maximumStrokeBytes: 1, maximumFileBytes: 1).validate() }
    }

    /// Reads `paths` with `limits`, `blockSize` bytes at a time.
    private func readAll(
        _ paths: [String], limits: ReadLimits, blockSize: Int = 1 << 20
    ) async -> (strokes: [String], errors: [String]) {
        var reader = StrokeReader(paths: paths, linesPerBatch: 2, limits: limits)
        reader.blockSize = blockSize
        var read: (strokes: [String], errors: [String]) = ([], [])
        await reader.forEachBatch { batch in
            let loaded = batch.load()
            read.strokes += loaded.strokes.map(\.file)
            read.errors += loaded.errors.map(\.description)
        }
        return read
    }

    /// `/dev/zero` never ends and holds no line feed: the limit per stroke stops it, whatever
    /// the form its name says it is.
    @Test func aDeviceThatNeverEndsIsStoppedByTheLimitPerStroke() async throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        let limits = ReadLimits(maximumStrokeBytes: 64 << 10)
        let limit = "(the limit per stroke: maximumStrokeBytes)"
        for name in ["zero.jsonl", "zero.xml"] {
            try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: "/dev/zero")
        }
        let read = await readAll(["/dev/zero", folder + "/zero.jsonl", folder + "/zero.xml"], limits: limits)
        #expect(read.strokes.isEmpty)
        #expect(
            read.errors == [
                "/dev/zero: more than 64 KiB without a whole stroke \(limit)",
                folder + "/zero.jsonl: line 1 is longer than 64 KiB \(limit); the file is read no further",
                folder + "/zero.xml: longer than 64 KiB, the most a file read whole may hold \(limit)",
            ])
        // With a limit per file below it, that limit stops the device.
        let file = await readAll(
            ["/dev/zero"], limits: ReadLimits(maximumStrokeBytes: 64 << 10, maximumFileBytes: 1000))
        #expect(
            file.errors == [
                "/dev/zero: longer than 1000 bytes (the limit per file: maximumFileBytes); the file is read no further"
            ])
    }

    /// A file cut by the limit per file gives the lines that lie whole within it, then the
    /// error, whatever the block size; a file exactly as long reads whole.
    @Test func theLimitPerFileKeepsTheLinesWithinIt() async throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        let line = #"{"label":"v","points":[[1,2]]}"#  // 30 bytes and a line feed
        let path = try Fixtures.write(
            Array(repeating: line, count: 4).joined(separator: "\n"), to: "v.jsonl", in: folder)
        let cut = "\(path): longer than 70 bytes (the limit per file: maximumFileBytes); the file is read no further"
        for blockSize in [1, 7, 31, 64, 1 << 20] {
            let read = await readAll([path], limits: ReadLimits(maximumFileBytes: 70), blockSize: blockSize)
            #expect(read.strokes == [path + ":1", path + ":2"], "block \(blockSize)")
            #expect(read.errors == [cut], "block \(blockSize)")
            let exact = await readAll([path], limits: ReadLimits(maximumFileBytes: 4 * 31 - 1), blockSize: blockSize)
            #expect(exact.strokes.count == 4 && exact.errors.isEmpty, "block \(blockSize)")
        }
    }

    /// A line past the limit per stroke stops its file after the lines before it; the next
    /// file is still read. A file read whole is held to the same limit.
    @Test func aStrokePastTheLimitStopsOnlyItsFile() async throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        let short = #"{"label":"v","points":[[1,2]]}"#
        let long = #"{"label":"v","points":[[1,2],[3,4],[5,6]]}"#
        let lines = try Fixtures.write([short, long, short].joined(separator: "\n"), to: "a.jsonl", in: folder)
        let single = try Fixtures.write(#"{"points":[{"x":1,"y":2},{"x":3,"y":4}]}"#, to: "b.json", in: folder)
        let bundle = try Fixtures.write(#"{"strokes":["# + short + "," + long + "]}", to: "c.json", in: folder)
        let xml = try Fixtures.write(
            #"<Gesture><Point X="1" Y="2"/><Point X="3" Y="4"/></Gesture>"#, to: "d.xml", in: folder)
        let fits = try Fixtures.write(short, to: "e.jsonl", in: folder)
        let limit = "32 bytes (the limit per stroke: maximumStrokeBytes)"
        for blockSize in [1, 5, 1 << 20] {
            let read = await readAll(
                [lines, single, bundle, xml, fits], limits: ReadLimits(maximumStrokeBytes: 32), blockSize: blockSize)
            #expect(read.strokes == [lines + ":1", bundle + ":#1", fits + ":1"], "block \(blockSize)")
            #expect(
                read.errors == [
                    lines + ": line 2 is longer than \(limit); the file is read no further",
                    single + ": more than 32 bytes without a whole stroke (the limit per stroke: maximumStrokeBytes)",
                    bundle
                        + ": entry 2, begun at line 1, column 44, is longer than \(limit); the file is read no further",
                    xml + ": longer than 32 bytes, the most a file read whole may hold (the limit per stroke: "
                        + "maximumStrokeBytes)",
                ], "block \(blockSize)")
        }
    }

    /// What is read whole besides strokes (a configuration, a template set) is held to the
    /// limit per stroke, and a folder is named as such.
    @Test func contentsOfAFileReadWhole() throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        let path = try Fixtures.write("0123456789", to: "ten.json", in: folder)
        #expect(try ReadLimits(maximumStrokeBytes: 10).contentsOfFile(path) == Data("0123456789".utf8))
        #expect(
            throws: LoadError(
                file: path,
                problem: "longer than 9 bytes, the most a file read whole may hold (the limit per stroke: --stroke)")
        ) {
            try ReadLimits(maximumStrokeBytes: 9, strokeSetting: "--stroke", fileSetting: "--file")
                .contentsOfFile(path)
        }
        #expect(throws: LoadError(file: folder, problem: "cannot read: Is a directory")) {
            try ReadLimits().contentsOfFile(folder)
        }
        let configuration = try Fixtures.write(#"{"maximumAspectRatio": 1.5}"#, to: "limits.json", in: folder)
        #expect(throws: LoadError.self) {
            try CircleDetector.Configuration(
                contentsOf: URL(fileURLWithPath: configuration), limits: ReadLimits(maximumStrokeBytes: 8))
        }
    }
}
