import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle
@testable import EncircleTemplates

/// The reference $1 on real strokes: best template, score and indicative angle as the reference
/// JavaScript computes them (ported line by line in `Scripts/dollar1-reference.py`, which prints
/// these values).
@Suite struct DollarOneGoldenValueTests {
    static var strokes: [DevelopmentStrokes.Entry] { DevelopmentStrokes.entriesOrIssue() }

    @Test(arguments: [
        ("s02/fast/arrow01.xml", "arrow", 0.8469632088067583, -0.6969609168168198),
        ("s03/medium/circle05.xml", "circle", 0.8973408936879642, 1.6915462684087705),
        ("s04/slow/star10.xml", "star", 0.909003900805143, -1.035640993475079),
        ("s06/fast/question_mark03.xml", "caret", 0.8597490343801096, -0.21967003971049126),
        ("s05/medium/check07.xml", "check", 0.9142286301541033, -0.02101991216031626),
    ])
    func matchesTheReference(file: String, name: String, score: Double, indicativeAngle: Double) throws {
        let entry = try #require(Self.strokes.first { $0.file == file }, "no stroke \(file)")
        let recognizer = try TemplateRecognizer(
            templates: GestureTemplate.dollarOneTemplates, configuration: .dollarOneReference)
        let match = try recognizer.recognize(entry.stroke).get()
        #expect(match.name == name)
        #expect(abs(match.score - score) < 1e-9, "\(match.score)")
        let resampled = UnistrokeGeometry.resample(entry.stroke.map(\.point))
        #expect(resampled.count == 64)
        #expect(abs(UnistrokeGeometry.indicativeAngle(resampled) - indicativeAngle) < 1e-9)
    }
}
