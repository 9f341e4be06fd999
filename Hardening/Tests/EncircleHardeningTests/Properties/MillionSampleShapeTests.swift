import Encircle
import EncircleHardening
import EncircleShapes
import Foundation
import Testing

/// Strokes of a million samples: the shape recognizer's cost is linear in the samples and what
/// it fits is bounded (a summary of at most 512 points), so a stroke this long is named as a
/// short one is, without trapping and with every promise kept. Correctness only, never timing
/// (`Benchmarks/` times it). Run in a child process (an exit test), so that a trap fails this
/// test rather than the whole run.
@Suite struct MillionSampleShapeTests {
    static let sampleCount = 1_000_000

    /// Three laps of a circle of radius 100 pt, counter-clockwise on screen, untimed.
    static func threeLaps() -> Stroke {
        let step = 3 * 2 * Double.pi / Double(sampleCount - 1)
        return Stroke(
            points: (0..<sampleCount).map { index in
                Point(x: 200 + 100 * cos(step * Double(index)), y: 200 - 100 * sin(step * Double(index)))
            })
    }

    /// A random walk of steps up to 1 pt on each axis, 1 ms apart: a scribble about a thousand
    /// points across.
    static func randomWalk() -> Stroke {
        var random = SplitMix64(seed: 2026)
        var point = Point(x: 500, y: 500)
        return Stroke(
            points: (0..<sampleCount).map { _ in
                point = Point(x: point.x + random.jitter(), y: point.y + random.jitter())
                return point
            }, interval: 0.001)
    }

    /// A spiral from 10 to 200 pt in four turns and a helix of 4 loops of 60 pt along 400 pt.
    static func spiralAndHelix() -> [(Stroke, DrawnShape.Kind)] {
        let spiral = Stroke.spiral(
            center: Point(x: 300, y: 300), radius: 10, growth: 19 / 4, laps: 4, count: sampleCount)
        let helix = Stroke.helix(
            start: Point(x: 100, y: 300), radius: 60, turns: 4, advance: 100, count: sampleCount)
        return [(spiral, .spiral), (helix, .helix)]
    }

    /// What is wrong with the recognitions of the long strokes, one line each.
    static func problems() -> [String] {
        var problems: [String] = []
        let cases = [(threeLaps(), DrawnShape.Kind?.some(.circle)), (randomWalk(), nil)] + spiralAndHelix()
        for (stroke, kind) in cases {
            problems += Invariants.problems(recognizingShapeOf: stroke)
            let recognition = ShapeRecognizer().recognize(stroke)
            if let kind, recognition.shape?.kind != kind {
                problems.append("a \(kind) of \(stroke.count) samples: \(recognition)")
            }
            if kind == nil {
                // A scribble is no shape; it is read, not refused as input.
                let reason = recognition.rejection?.reason
                if reason == nil || [.invalidInput, .outOfRange, .tooSmall].contains(reason) {
                    problems.append("a random walk of \(stroke.count) samples: \(recognition)")
                }
            }
        }
        return problems
    }

    @Test func aMillionSamplesAreNamedWithoutTrapping() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let problems = MillionSampleShapeTests.problems()
            guard problems.isEmpty else {
                FileHandle.standardError.write(Data(problems.joined(separator: "\n").utf8))
                exit(1)
            }
        }
        // The problems, or the trap's report.
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errors.isEmpty, "\(errors)")
    }
}
