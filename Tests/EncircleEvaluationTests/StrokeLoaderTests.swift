import Encircle
import EncircleEvaluation
import Foundation
import Testing

@Suite struct StrokeLoaderTests {
    @Test func searchesFoldersRecursivelyInSortedOrderAndNamesBrokenFiles() async throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        try Fixtures.write(#"{"points":[{"x":1,"y":2},{"x":3,"y":4}]}"#, to: "b/star02.json", in: folder)
        try Fixtures.write(#"<Gesture><Point X="1" Y="2"/></Gesture>"#, to: "a/circle01.xml", in: folder)
        try Fixtures.write(#"<Gesture><Point X="1" Y="oops"/></Gesture>"#, to: "a/circle02.xml", in: folder)
        try Fixtures.write("ignored", to: "a/notes.txt", in: folder)

        let loaded = await StrokeLoader().load([folder, folder + "/missing.xml"])
        #expect(loaded.strokes.map(\.file) == [folder + "/a/circle01.xml", folder + "/b/star02.json"])
        #expect(
            loaded.errors.map(\.description) == [
                folder + "/missing.xml: no such file or directory",
                folder + #"/a/circle02.xml: sample 0: Y="oops" is not a number"#,
            ])
    }

    /// A loop of symbolic links is named as such, given by name or found in a folder; a link to
    /// nothing in a folder is passed over.
    @Test func namesASymbolicLinkLoop() async throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        try Fixtures.write(#"{"points":[{"x":1,"y":2}],"label":"v"}"#, to: "a/v.json", in: folder)
        let links = FileManager.default
        try links.createSymbolicLink(atPath: folder + "/a/loop.json", withDestinationPath: folder + "/a/loop2.json")
        try links.createSymbolicLink(atPath: folder + "/a/loop2.json", withDestinationPath: folder + "/a/loop.json")
        try links.createSymbolicLink(atPath: folder + "/a/gone.json", withDestinationPath: folder + "/nothing.json")
        let loaded = await StrokeLoader().load([folder + "/a/loop.json", folder])
        #expect(loaded.strokes.map(\.file) == [folder + "/a/v.json"])
        #expect(
            loaded.errors.map(\.description) == [
                folder + "/a/loop.json: cannot read: symbolic link loop",
                folder + "/a/loop.json: cannot read: symbolic link loop",
                folder + "/a/loop2.json: cannot read: symbolic link loop",
            ])
    }

    @Test func readsExplicitFileWhateverItsExtension() async throws {
        let folder = try Fixtures.scratchFolder()
        defer { Fixtures.remove(folder) }
        let xml = try Fixtures.write(#"<Gesture><Point X="1" Y="2"/></Gesture>"#, to: "circle.log", in: folder)
        let json = try Fixtures.write(#"{"points":[{"x":1,"y":2}]}"#, to: "v.txt", in: folder)
        let loaded = await StrokeLoader().load([xml, json])
        #expect(loaded.errors.isEmpty)
        #expect(loaded.strokes.map(\.label) == ["circle", "v"])
    }

    @Test func loadsEachFormFromMemory() throws {
        let xml = StrokeLoader.load(
            data: Data(#"<Gesture Subject="7"><Point X="1" Y="2" T="0"/><Point X="3" Y="4" T="16"/></Gesture>"#.utf8),
            name: "upload/circle01")
        #expect(xml.errors.isEmpty)
        #expect(xml.strokes.map(\.label) == ["circle"])
        #expect(xml.strokes.map(\.subject) == ["7"])
        #expect(
            xml.strokes.first?.stroke.samples == [
                Stroke.Sample(x: 1, y: 2, time: 0), Stroke.Sample(x: 3, y: 4, time: 0.016),
            ])

        let single = StrokeLoader.load(data: Data(#"  {"points":[{"x":1,"y":2}],"label":"v"}"#.utf8), name: "request")
        #expect(single.errors.isEmpty)
        #expect(single.strokes.map(\.file) == ["request"])
        #expect(single.strokes.map(\.label) == ["v"])

        let bundle = StrokeLoader.load(
            data: Data(
                #"{"format":"encircle-strokes","strokes":[{"file":"s03/fast/star01.xml","points":[[1,2,0]]}]}"#.utf8),
            name: "posted")
        #expect(bundle.strokes.map(\.file) == ["posted:s03/fast/star01.xml"])
        #expect(bundle.strokes.map(\.label) == ["star"])
        #expect(bundle.strokes.map(\.subject) == ["3"])

        let templates = StrokeLoader.load(
            data: Data(#"{"templates":[{"name":"circle","points":[[1,2],[3,4]]}]}"#.utf8), name: "set")
        #expect(templates.strokes.map(\.file) == ["set:circle"])
        #expect(templates.strokes.map(\.isPositive) == [true])
    }

    @Test func formatFromMemoryFollowsTheNameThenTheFirstCharacter() {
        let xml = Data("\u{FEFF}\n <Gesture><Point X=\"1\" Y=\"2\"/></Gesture>".utf8)
        #expect(StrokeLoader.load(data: xml, name: "a").strokes.count == 1)
        // A name ending in .json is read as JSON whatever the content.
        #expect(
            StrokeLoader.load(data: xml, name: "a.json").errors.map(\.description).first?.hasPrefix(
                "a.json: not valid JSON") == true)
        #expect(StrokeLoader.load(data: Data(), name: "empty").errors.map(\.description) == ["empty: empty file"])
    }

    /// Every file the project carries in `Data/` loads through the public loader.
    @Test func everyDataFileLoads() async throws {
        let folder = Fixtures.repository + "/Data"
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 3)
        for file in files {
            let loaded = StrokeLoader.loadFile(folder + "/" + file)
            #expect(loaded.errors.isEmpty, "\(file): \(loaded.errors)")
            #expect(!loaded.strokes.isEmpty, "\(file)")
        }
        #expect(await StrokeLoader().load([folder]).errors.isEmpty)
    }

    /// The XML logs and the project's bundle hold the same strokes. The 2,400 XML logs of the
    /// $1 study are not in the repository: set `ENCIRCLE_DOLLAR1_XML` to their folder to run it.
    @Test(.enabled(if: xmlLogs != nil))
    func xmlLogsMatchTheBundle() async throws {
        let xml = await StrokeLoader().load([try #require(Self.xmlLogs)])
        let bundle = await StrokeLoader().load([Fixtures.repository + "/Data/dollar1-s02-s06.json"])
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

    static let xmlLogs = ProcessInfo.processInfo.environment["ENCIRCLE_DOLLAR1_XML"]
}
