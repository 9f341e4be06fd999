import Encircle
import EncircleEvaluation
import Foundation
import Testing

@Suite struct StrokeLoaderTests {
    @Test func searchesFoldersRecursivelyInSortedOrderAndNamesBrokenFiles() throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        try Fixtures.write(#"{"points":[{"x":1,"y":2},{"x":3,"y":4}]}"#, to: "b/star02.json", in: folder)
        try Fixtures.write(#"<Gesture><Point X="1" Y="2"/></Gesture>"#, to: "a/circle01.xml", in: folder)
        try Fixtures.write(#"<Gesture><Point X="1" Y="oops"/></Gesture>"#, to: "a/circle02.xml", in: folder)
        try Fixtures.write("ignored", to: "a/notes.txt", in: folder)

        let loaded = StrokeLoader().load([folder, folder + "/missing.xml"])
        #expect(loaded.strokes.map(\.file) == [folder + "/a/circle01.xml", folder + "/b/star02.json"])
        #expect(
            loaded.errors.map(\.description) == [
                folder + "/missing.xml: no such file or directory",
                folder + #"/a/circle02.xml: point 1: Y="oops" is not a number"#,
            ])
    }

    @Test func readsExplicitFileWhateverItsExtension() throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        let xml = try Fixtures.write(#"<Gesture><Point X="1" Y="2"/></Gesture>"#, to: "circle.log", in: folder)
        let json = try Fixtures.write(#"{"points":[{"x":1,"y":2}]}"#, to: "v.txt", in: folder)
        let loaded = StrokeLoader().load([xml, json])
        #expect(loaded.errors.isEmpty)
        #expect(loaded.strokes.map(\.label) == ["circle", "v"])
    }

    /// The XML logs and the project's bundle hold the same strokes (only with the shared data).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: sharedData)))
    func xmlLogsMatchTheBundle() throws {
        let xml = StrokeLoader().load([Self.sharedData])
        let bundle = StrokeLoader().load([Fixtures.repository + "/Data/dollar1-s02-s06.json"])
        #expect(xml.errors.isEmpty)
        try #require(xml.strokes.count == 2400 && bundle.strokes.count == 2400)
        for (fromXML, fromBundle) in zip(xml.strokes, bundle.strokes) {
            #expect(fromXML.file.hasSuffix(String(fromBundle.file.split(separator: ":").last!)))
            #expect(fromXML.label == fromBundle.label)
            #expect(fromXML.subject == fromBundle.subject)
            #expect(fromXML.speed == fromBundle.speed)
            #expect(fromXML.stroke.samples.map(\.point) == fromBundle.stroke.samples.map(\.point))
            let times = zip(fromXML.stroke.samples, fromBundle.stroke.samples).map { abs($0.time! - $1.time!) }
            #expect(times.allSatisfy { $0 < 1e-9 })
        }
    }

    static let sharedData = Fixtures.repository + "/../shared/datasets/dollar1-s02-s06"
}
