import Encircle
import EncircleTestSupport
import Foundation
import Testing

@testable import EncircleShapes

/// The targets of `Guides/shape-targets.json` on the development sets: the $1 study, EDS-1, SIGN's
/// writers 1 to 6, and the shapes drawn by six made-up hands (`Data/drawn-shapes.jsonl`). The
/// recognizer learns nothing from data (its constants are fixed and explained where they are
/// defined), so leaving one person out changes nothing: each person's strokes are judged as a new
/// person's would be. `encircle shapes PATH --targets Guides/shape-targets.json` prints the
/// figures per person; `Guides/Shapes.md` has them. How the shapes bear a digitizer's faults is
/// measured with the evaluation's transforms, in `EncircleEvaluationTests`.
@Suite struct RealStrokeShapeTests {
    /// A group of `Guides/shape-targets.json`: the labels of its strokes, the shapes' names (or
    /// `none`) that count as right for them, and the least share that must be right.
    struct Group: Decodable {
        var name: String
        var labels: [String]
        var kinds: [String]
        var target: Double?

        /// Whether `shape` counts as right: its kind's name (`none` for none), or a rectangle
        /// standing on a corner where the group names `rectangle on its corner`.
        func accepts(_ shape: DrawnShape?) -> Bool {
            kinds.contains(shape?.kind.rawValue ?? "none")
                || (shape?.kind == .rectangle && shape?.standsOnCorner == true
                    && kinds.contains("rectangle on its corner"))
        }
    }

    static let targets: [Group]? = {
        struct Targets: Decodable { var groups: [Group] }
        let url = DevelopmentSets.folder.deletingLastPathComponent().appendingPathComponent("Guides/shape-targets.json")
        return try? JSONDecoder().decode(Targets.self, from: Data(contentsOf: url)).groups
    }()

    /// Groups that miss their target on a set, with why: the figure is still checked not to fall.
    static let knownMisses: [DevelopmentSets.Set: [String: (least: Double, why: String)]] = [
        .sign: [
            "circles": (
                0.949, "43 of SIGN's 1,200 circles are flatter than 1.9:1: ellipses, by the definition of a circle"
            )
        ],
        .drawnShapes: [
            "arcs": (0.85, "arcs of 30° bow 6.6%, as much as SIGN's lines (up to 9%): they are named lines")
        ],
    ]

    @Test(arguments: DevelopmentSets.Set.allCases)
    func eachGroupMeetsItsTarget(set: DevelopmentSets.Set) throws {
        let targets = try #require(Self.targets, "Guides/shape-targets.json cannot be read")
        let recognizer = ShapeRecognizer()
        // The name each stroke is given, by label: a shape's kind, or `none`.
        let named = try DevelopmentSets.load(set).map {
            (label: $0.label, shape: recognizer.recognize($0.stroke).shape)
        }
        var judged = 0
        for group in targets {
            let strokes = named.filter { group.labels.contains($0.label) }
            guard !strokes.isEmpty else { continue }
            judged += 1
            let right = strokes.count { group.accepts($0.shape) }
            let share = Double(right) / Double(strokes.count)
            let meetsTarget = share >= group.target ?? 0
            if let miss = Self.knownMisses[set]?[group.name] {
                #expect(share >= miss.least, "\(set.rawValue), \(group.name): \(share)")
                withKnownIssue("\(set.rawValue), \(group.name): \(miss.why)") {
                    #expect(meetsTarget, "\(share)")
                }
            } else {
                #expect(meetsTarget, "\(set.rawValue), \(group.name): \(right)/\(strokes.count)")
            }
        }
        #expect(judged > 0, "no group has strokes in \(set.rawValue)")
    }

    /// The generated arcs of 90° and more are named arcs (not curves), at least nine in ten.
    @Test func generatedArcsOfNinetyDegreesOrMoreAreArcs() throws {
        let arcs = try DevelopmentSets.load(.drawnShapes).filter { stroke in
            guard stroke.label == "arc", let degrees = Int(stroke.file.split(separator: "arc-").last?.prefix(3) ?? "")
            else { return false }
            return degrees >= 90
        }
        try #require(arcs.count >= 100)
        let named = arcs.count { ShapeRecognizer().recognize($0.stroke).shape?.kind == .arc }
        #expect(Double(named) / Double(arcs.count) >= 0.9, "\(named)/\(arcs.count)")
    }
}
