import Encircle
import EncircleEvaluation
import EncircleTestSupport
import Foundation
import Testing

/// The core's tests read the development data with the core's `Codable` `Stroke` alone
/// (`EncircleTestSupport`): they read the strokes, labels and subjects that ``StrokeLoader``
/// reads, so that their figures are those of `encircle evaluate`.
@Suite struct TestSupportDataTests {
    @Test(arguments: DevelopmentSets.Set.allCases)
    func developmentSetsReadAsTheLoaderReads(set: DevelopmentSets.Set) throws {
        let path = DevelopmentSets.folder.appendingPathComponent(set.rawValue).path
        let loaded = StrokeLoader.loadFile(path)
        #expect(loaded.errors.isEmpty, "\(loaded.errors)")
        let read = try DevelopmentSets.load(set)
        #expect(read.count == loaded.strokes.count)
        for (entry, labeled) in zip(read, loaded.strokes) {
            #expect(entry.stroke == labeled.stroke, "\(labeled.file)")
            #expect(entry.label == labeled.label, "\(labeled.file)")
            #expect(entry.subject == labeled.subject, "\(labeled.file)")
            #expect(entry.speed == labeled.speed, "\(labeled.file)")
            // The loader names a stroke `PATH:FILE`; the test support `SET:FILE`.
            #expect(path + entry.file.dropFirst(set.rawValue.count) == labeled.file)
        }
    }

    @Test func shapeStrokesReadAsTheLoaderReads() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: ShapeStrokes.folder.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        try #require(!names.isEmpty)
        for name in names {
            let loaded = StrokeLoader.loadFile(ShapeStrokes.folder.appendingPathComponent(name).path)
            #expect(loaded.errors.isEmpty, "\(name): \(loaded.errors)")
            #expect(
                try ShapeStrokes.load(String(name.dropLast(".json".count))) == loaded.strokes.first?.stroke, "\(name)")
        }
    }

    @Test func developmentStrokesReadAsTheLoaderReads() throws {
        let loaded = StrokeLoader.loadFile(DevelopmentStrokes.url.path)
        let read = try DevelopmentStrokes.load()
        try #require(read.count == loaded.strokes.count)
        for (entry, labeled) in zip(read, loaded.strokes) {
            #expect(entry.stroke == labeled.stroke, "\(labeled.file)")
            #expect(entry.label == labeled.label && entry.subject == labeled.subject && entry.speed == labeled.speed)
        }
    }
}
