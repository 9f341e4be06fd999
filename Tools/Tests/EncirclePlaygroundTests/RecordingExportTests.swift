import Encircle
import EncircleEvaluation
import Foundation
import Testing

@testable import EncirclePlayground

@Suite struct RecordingExportTests {
    static func recorded(_ id: Int64, _ label: String, _ stroke: Stroke) -> RecordedStroke {
        RecordedStroke(id: id, label: label, createdAt: Date(), verdict: nil, stroke: stroke)
    }

    @Test func numbersFilesPerLabel() throws {
        let dot = Stroke([Stroke.Sample(x: 1, y: 1)])
        let strokes = [Self.recorded(1, "circle", dot), Self.recorded(2, "x", dot), Self.recorded(3, "circle", dot)]
        let files = RecordingExport.files(for: strokes)
        #expect(files.map(\.path) == ["circle/circle01.xml", "x/x01.xml", "circle/circle02.xml"])
        #expect(files.map(\.name) == ["circle01", "x01", "circle02"])
        let many = (1...100).map { Self.recorded(Int64($0), "o", dot) }
        #expect(RecordingExport.files(for: many).last?.path == "o/o100.xml")
    }

    /// Exported, unzipped by Python's `zipfile` and loaded as `encircle evaluate` loads a folder:
    /// the same labels, points and times (re-based to 0 s).
    @Test func roundTripsThroughZipAndTheLoader() async throws {
        let circle = try Fixture.circle(), square = try Fixture.square()
        let untimed = Stroke(points: [Point(x: 0, y: 0), Point(x: 10.5, y: 3), Point(x: 20, y: -7.25)])
        let strokes = [
            Self.recorded(1, "circle", circle), Self.recorded(2, "square", square),
            Self.recorded(3, "circle", circle), Self.recorded(4, "shape2", untimed),
        ]
        let folder = NSTemporaryDirectory() + "encircle-export-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let archive = try RecordingExport.archive(of: strokes)
        try archive.write(to: URL(fileURLWithPath: folder + "/recordings.zip"))
        #expect(try Python.run(["-m", "zipfile", "-e", folder + "/recordings.zip", folder + "/out"]) == 0)

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
}
