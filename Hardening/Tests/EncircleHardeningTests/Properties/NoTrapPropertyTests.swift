import Encircle
import EncircleHardening
import EncircleShapes
import Foundation
import PropertyBased
import Testing

/// Over a million generated strokes of every kind, degenerate ones included: no detector traps
/// and no number in any verdict is NaN; for one stroke in four, also none in
/// `CircleDetector.measurements(of:)`, and the recognizer agrees with the batch detector (the
/// promises of `Invariants.problems(detecting:configuration:checks:)`; those two checks cost
/// three detections more, and the fuzz targets make them on every input).
///
/// The shape recognizer, snapped and raw (and on one stroke in four also with
/// `FuzzedStroke.extremeShapes`), keeps its promises on fewer strokes of the same families
/// (`Invariants.problems(recognizingShapeOf:with:)`: one shape or one rejection, finite geometry
/// of every kind, JSON that reads back equal): it costs about thirty times the circle detector (it
/// fits every shape to a summary of up to 512 points), so a million strokes would take a quarter
/// of an hour.
///
/// `ENCIRCLE_PROPERTY_STROKES` sets the number of strokes for the detectors (default 1,000,000)
/// and `ENCIRCLE_PROPERTY_SHAPE_STROKES` for the shape recognizer (default 26,000), each shared
/// among the families; run in release mode (`swift test -c release --package-path Hardening`)
/// both take about 40 s on two cores.
@Suite struct NoTrapPropertyTests {
    static let strokeCount = count("ENCIRCLE_PROPERTY_STROKES", default: 1_000_000)
    static let shapeStrokeCount = count("ENCIRCLE_PROPERTY_SHAPE_STROKES", default: 26_000)

    static func count(_ variable: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[variable].flatMap { Int($0) } ?? value
    }

    @Test(arguments: AnyStroke.Family.allCases)
    func noTrapNoNaNAndTheRecognizerAgrees(family: AnyStroke.Family) async {
        let count = max(1, Self.strokeCount / AnyStroke.Family.allCases.count)
        await propertyCheck(count: count, input: AnyStroke.generator(family)) { generated in
            let problems = Invariants.problems(
                detecting: generated.stroke, configuration: generated.configuration,
                checks: generated.seed >> 60 & 3 == 0 ? .all : [])
            if !problems.isEmpty { Issue.record("\(problems.joined(separator: "\n"))") }
        }
    }

    @Test(arguments: AnyStroke.Family.allCases)
    func theShapeRecognizerKeepsItsPromises(family: AnyStroke.Family) async {
        let count = max(1, Self.shapeStrokeCount / AnyStroke.Family.allCases.count)
        await propertyCheck(count: count, input: AnyStroke.generator(family)) { generated in
            let problems = Invariants.problems(
                recognizingShapeOf: generated.stroke, with: generated.shapeRecognizers)
            if !problems.isEmpty { Issue.record("\(problems.joined(separator: "\n"))") }
        }
    }
}
