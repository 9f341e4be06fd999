import Encircle
import EncircleHardening
import Foundation
import PropertyBased
import Testing

/// Over a million generated strokes of every kind, degenerate ones included: no detector traps
/// and no number in any verdict is NaN; for one stroke in four, also none in
/// `CircleDetector.measurements(of:)`, and the recognizer agrees with the batch detector (the
/// promises of `Invariants.problems(detecting:configuration:checks:)`; those two checks cost
/// three detections more, and the fuzz targets make them on every input). The shape recognizer,
/// snapped and raw, names a shape or a rejection with finite geometry for every stroke
/// (`Invariants.problems(recognizingShapeOf:)`).
///
/// `ENCIRCLE_PROPERTY_STROKES` sets the number of strokes (default 1,000,000), shared among the
/// families; run in release mode (`swift test -c release --package-path Hardening`) it takes
/// about a minute on two cores.
@Suite struct NoTrapPropertyTests {
    static let strokeCount =
        ProcessInfo.processInfo.environment["ENCIRCLE_PROPERTY_STROKES"].flatMap { Int($0) } ?? 1_000_000

    @Test(arguments: AnyStroke.Family.allCases)
    func noTrapNoNaNAndTheRecognizerAgrees(family: AnyStroke.Family) async {
        let count = max(1, Self.strokeCount / AnyStroke.Family.allCases.count)
        await propertyCheck(count: count, input: AnyStroke.generator(family)) { generated in
            let problems =
                Invariants.problems(
                    detecting: generated.stroke, configuration: generated.configuration,
                    checks: generated.seed >> 60 & 3 == 0 ? .all : [])
                + Invariants.problems(recognizingShapeOf: generated.stroke)
            if !problems.isEmpty { Issue.record("\(problems.joined(separator: "\n"))") }
        }
    }
}
