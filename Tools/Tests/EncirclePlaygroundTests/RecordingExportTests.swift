import Encircle
import EncircleEvaluation
import EncircleToolSupport
import Foundation
import HummingbirdTesting
import NIOCore
import Testing

@testable import EncirclePlayground

@Suite struct RecordingExportTests {
    /// The archive of `store` and the chunks it was sent in.
    static func export(_ store: RecordingStore) async throws -> (archive: [UInt8], chunks: [Int]) {
        var archive: [UInt8] = [], chunks: [Int] = []
        try await RecordingExport.write(from: store) { chunk in
            archive += Array(buffer: chunk)
            chunks.append(chunk.readableBytes)
        }
        return (archive, chunks)
    }

    /// The XML `encircle evaluate` reads for `stroke`, as the archive should hold it.
    static func xml(_ stroke: Stroke, _ name: String, _ label: String) -> [UInt8] {
        Array(GestureLogWriter.document(of: stroke, name: name, label: label).utf8)
    }

    @Test func numbersFilesPerLabel() {
        var names = RecordingExport.FileNames()
        let files = ["circle", "x", "circle"].map { names.next(for: $0) }
        #expect(files.map(\.path) == ["circle/circle01.xml", "x/x01.xml", "circle/circle02.xml"])
        #expect(files.map(\.name) == ["circle01", "x01", "circle02"])
        var many = RecordingExport.FileNames()
        #expect((1...100).map { _ in many.next(for: "o").path }.last == "o/o100.xml")
    }

    /// More strokes than a batch holds, each once, numbered per label across the batches, sent
    /// in chunks of at least 64 KiB but the last.
    @Test func streamsEveryStrokeInChunks() async throws {
        let store = try Fixture.temporaryStore()
        defer { Fixture.removeStore(store) }
        let circle = try Fixture.circle(), square = try Fixture.square()
        let count = RecordingExport.batchSize + 44
        for index in 0..<count {
            _ = try await store.save(
                index % 3 == 0 ? square : circle, label: index % 3 == 0 ? "square" : "circle", verdict: nil)
        }
        let (bytes, chunks) = try await Self.export(store)
        let archive = try ZipReading(bytes)
        var names = RecordingExport.FileNames()
        let expected = (0..<count).map { index in
            let label = index % 3 == 0 ? "square" : "circle"
            let file = names.next(for: label)
            return (file.path, Self.xml(index % 3 == 0 ? square : circle, file.name, label))
        }
        #expect(archive.entries.map(\.name) == expected.map(\.0))
        #expect(archive.entries.map(\.contents) == expected.map(\.1))
        #expect(chunks.count > 2)
        #expect(chunks.dropLast().allSatisfy { $0 >= RecordingExport.chunkBytes }, "\(chunks)")
        let largest = expected.map { 30 + $0.0.utf8.count + $0.1.count }.max() ?? 0
        #expect(chunks.allSatisfy { $0 < RecordingExport.chunkBytes + largest }, "\(chunks)")
    }

    @Test func emptyStoreExportsAnEmptyArchive() async throws {
        let store = try Fixture.temporaryStore()
        defer { Fixture.removeStore(store) }
        let (bytes, _) = try await Self.export(store)
        #expect(try ZipReading(bytes).entries.isEmpty)
    }

    /// Exported, unzipped by Python's `zipfile` and loaded as `encircle evaluate` loads a folder:
    /// the same labels, points and times (re-based to 0 s).
    @Test func roundTripsThroughZipAndTheLoader() async throws {
        let store = try Fixture.temporaryStore()
        defer { Fixture.removeStore(store) }
        let circle = try Fixture.circle(), square = try Fixture.square()
        let untimed = Stroke(points: [Point(x: 0, y: 0), Point(x: 10.5, y: 3), Point(x: 20, y: -7.25)])
        for (label, stroke) in [("circle", circle), ("square", square), ("circle", circle), ("shape2", untimed)] {
            _ = try await store.save(stroke, label: label, verdict: nil)
        }
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        try Data(try await Self.export(store).archive).write(to: URL(fileURLWithPath: folder + "/recordings.zip"))
        _ = try Python.run(
            "import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])",
            [folder + "/recordings.zip", folder + "/out"])

        let loaded = await StrokeLoader().load([folder + "/out"])
        #expect(loaded.errors.isEmpty, "\(loaded.errors)")
        let byFile = Dictionary(uniqueKeysWithValues: loaded.strokes.map { ($0.file, $0) })
        let expected: [(String, String, Stroke)] = [
            ("circle/circle01.xml", "circle", circle), ("square/square01.xml", "square", square),
            ("circle/circle02.xml", "circle", circle), ("shape2/shape201.xml", "shape2", untimed),
        ]
        #expect(loaded.strokes.count == expected.count)
        for (path, label, stroke) in expected {
            let read = try #require(byFile[folder + "/out/" + path], "\(path) missing")
            #expect(read.label == label)
            #expect(read.stroke.samples.map(\.point) == stroke.samples.map(\.point))
            let origin = stroke.samples.first?.time ?? 0
            for (got, sent) in zip(read.stroke.samples, stroke.samples) {
                switch (got.time, sent.time) {
                case (nil, nil): break
                case (let got?, let sent?): #expect(abs(got - (sent - origin)) < 1e-9)
                default: Issue.record("time \(String(describing: got.time)) for \(String(describing: sent.time))")
                }
            }
        }
    }

    /// Over a real HTTP connection, where the archive goes out in chunks as it is made.
    @Test func exportRouteStreamsAValidArchive() async throws {
        let circle = try Fixture.circle(), square = try Fixture.square()
        try await Fixture.withPlayground(.live) { client, store in
            _ = try await store.save(circle, label: "circle", verdict: nil)
            _ = try await store.save(square, label: "square", verdict: "rejected")
            try await client.execute(uri: "/api/strokes/export", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/zip")
                #expect(response.headers[.cacheControl] == "no-cache")
                #expect(response.headers[.contentDisposition] == "attachment; filename=\"encircle-recordings.zip\"")
                let archive = try ZipReading(Array(buffer: response.body))
                #expect(archive.entries.map(\.name) == ["circle/circle01.xml", "square/square01.xml"])
                #expect(
                    archive.entries.map(\.contents)
                        == [Self.xml(circle, "circle01", "circle"), Self.xml(square, "square01", "square")])
            }
        }
    }
}
