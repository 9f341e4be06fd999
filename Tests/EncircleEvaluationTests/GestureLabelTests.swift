import EncircleEvaluation
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
    ])
    func labelIsFileNameWithoutExtensionAndTrailingDigits(path: String, label: String) {
        #expect(GestureLabel.label(forFile: path) == label)
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
