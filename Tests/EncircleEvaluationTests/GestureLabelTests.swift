import EncircleEvaluation
import Foundation
import Testing

@Suite struct GestureLabelTests {
    @Test(arguments: [
        ("circle01.xml", "circle"),
        ("s02/fast/left_curly_brace10.xml", "left_curly_brace"),
        ("/tmp/x/question_mark7.json", "question_mark"),
        ("v.xml", "v"),
        ("star", "star"),
        ("07.json", "07"),
        ("circle2a.xml", "circle2a"),
        ("shape201.xml", "shape"),
        // Two digits after - or _ are an index; other digits after them are part of the name.
        ("Data/shapes/circle-1-laps-03.json", "circle-1-laps"),
        ("ellipse-1.5-01.json", "ellipse-1.5"),
        ("circle_07.xml", "circle"),
        ("-07.json", "-07"),
        ("Data/shapes/circle-1-laps.json", "circle-1-laps"),
        ("Data/shapes/circle-10-laps.json", "circle-10-laps"),
        ("Data/shapes/ellipse-1.5.json", "ellipse-1.5"),
        ("Data/shapes/ellipse-2.json", "ellipse-2"),
        ("Data/shapes/arc-180.json", "arc-180"),
        ("Data/shapes/square-2-laps.json", "square-2-laps"),
    ])
    func labelIsFileNameWithoutExtensionAndIndex(path: String, label: String) {
        #expect(GestureLabel.label(forFile: path) == label)
    }

    /// The 2,400 strokes of the $1 study keep the labels they were packed with, which the
    /// accuracy figures count by: each file name gives its stroke's label.
    @Test func developmentStrokesKeepTheirLabels() async throws {
        let bundle = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Data/dollar1-s02-s06.json").path
        let loaded = StrokeLoader.loadFile(bundle)
        #expect(loaded.errors.isEmpty)
        #expect(loaded.strokes.count == 2400)
        var labels: Set<String> = []
        for stroke in loaded.strokes {
            let file = try #require(stroke.file.split(separator: ":").last.map(String.init))
            #expect(GestureLabel.label(forFile: file) == stroke.label, "\(stroke.file)")
            labels.insert(stroke.label)
        }
        #expect(labels.count == 16)
        #expect(labels.contains(GestureLabel.positive))
    }

    @Test func subjectAndSpeedComeFromFolders() {
        let parts = GestureLabel.subjectAndSpeed(forFile: "data/dollar1/s02/fast/circle01.xml")
        #expect(parts.subject == "2")
        #expect(parts.speed == "fast")
        let bare = GestureLabel.subjectAndSpeed(forFile: "logs/s10/circle01.xml")
        #expect(bare.subject == "10")
        #expect(bare.speed == nil)
        let none = GestureLabel.subjectAndSpeed(forFile: "circle01.xml")
        #expect(none.subject == nil)
        #expect(none.speed == nil)
    }
}
