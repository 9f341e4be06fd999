import Encircle
import EncircleEvaluation
import EncircleTestSupport
import Foundation
import Testing

@testable import EncircleShapes

/// The targets on the 2,400 strokes of the $1 study (`Data/dollar1-s02-s06.json`): what each
/// label must be named, and how often. The recognizer learns nothing from data (its constants
/// are fixed and explained where they are defined), so a subject's strokes are judged by the
/// same recognizer whether or not the others' are held out: leave-one-subject-out changes
/// nothing. The Guide gives the figures per subject.
@Suite struct RealStrokeShapeTests {
    /// A label, the shapes that count as right for it, and the least share that must be.
    static let targets: [(labels: [String], right: Set<String>, least: Double)] = [
        (["circle"], ["circle"], 0.98),
        (["rectangle"], ["rectangle"], 0.95),
        (["triangle"], ["triangle"], 0.95),
        (["star"], ["star"], 0.90),
        (["caret", "v", "check", "left_sq_bracket", "right_sq_bracket"], ["polyline"], 0.90),
        // None of the others is snapped to a closed shape or a line.
        (
            ["arrow", "x", "delete_mark", "pigtail", "left_curly_brace", "right_curly_brace", "question_mark"],
            ["polyline", "arc", "none"], 0.95
        ),
    ]

    @Test func eachClassMeetsItsTarget() throws {
        let strokes = DevelopmentStrokes.entriesOrIssue()
        try #require(strokes.count == 2400)
        let recognizer = ShapeRecognizer()
        let names = strokes.map { recognizer.recognize($0.stroke).shape?.kind.rawValue ?? "none" }
        for (labels, right, least) in Self.targets {
            let indices = strokes.indices.filter { labels.contains(strokes[$0].label) }
            try #require(!indices.isEmpty, "no strokes labelled \(labels)")
            let share = Double(indices.count { right.contains(names[$0]) }) / Double(indices.count)
            #expect(share >= least, "\(labels): \(share)")
        }
    }

    /// A digitizer's faults on the real strokes: the closed shapes stay at least 93% right.
    @Test(arguments: ["swap-pairs", "spike:0.05", "spike:0.05:3"])
    func closedShapesSurviveFaults(fault: String) throws {
        let transform = try StrokeTransform(parsing: fault)
        let strokes = DevelopmentStrokes.entriesOrIssue().filter {
            ["circle", "rectangle", "triangle", "star"].contains($0.label)
        }
        try #require(strokes.count == 600)
        let right = strokes.count {
            ShapeRecognizer().recognize(transform.apply(to: $0.stroke)).shape?.kind.rawValue == $0.label
        }
        #expect(Double(right) / 600 >= 0.93, "\(fault): \(right)/600")
    }
}
