import Encircle
import EncircleHardening
import EncircleShapes
import Foundation
import Testing

@Suite struct InvariantsTests {
    /// A clean circle: 65 samples, radius 50, 10 ms apart.
    static let circle = Stroke.ellipse(center: Point(x: 100, y: 100), radius: 50, count: 65)

    @Test func ordinaryAndDegenerateStrokesKeepEveryPromise() {
        let strokes = [
            Self.circle, .empty, Stroke(points: [Point(x: 1, y: 1)]),
            Stroke(points: [Point(x: .nan, y: 0), .zero, .zero]),
            Self.circle.reversedDirection(), Stroke(points: Self.circle.samples.map(\.point)),
        ]
        for stroke in strokes {
            #expect(Invariants.problems(detecting: stroke) == [])
            #expect(Invariants.problems(detecting: stroke, checks: []) == [])
        }
    }

    @Test func theShapeProbesDrawWhatTheyAreNamed() {
        let kinds = Invariants.shapeConfigurationProbes.map { ShapeRecognizer().recognize($0).shape?.kind }
        #expect(kinds == [.circle, .rectangle, nil, .spiral, .helix, .curve, .arc])
        for probe in Invariants.shapeConfigurationProbes {
            #expect(Invariants.problems(recognizingShapeOf: probe) == [])
        }
    }

    @Test func aBrokenShapeIsReportedByName() {
        let a = Point(x: 0, y: 0), b = Point(x: 10, y: 0), c = Point(x: 20, y: 5)
        let segments = [
            CubicBezier(from: a, control1: a, control2: b, to: b),
            CubicBezier(from: c, control1: Point(x: .nan, y: 0), control2: c, to: c),
        ]
        let curve = ShapeRecognition.recognized(
            RecognizedShape(shape: .curve(segments: segments, isClosed: true), confidence: 0.5, runnerUp: .curve))
        #expect(
            Invariants.problems(of: curve) == [
                "recognized.curve.segments[1].control1.x is not a finite number",
                "the runner-up is the shape's own kind, curve",
                "curve: segment 1 starts at (20.0, 5.0), not where segment 0 ends, (10.0, 0.0)",
                "curve: closed, but it ends at (20.0, 5.0), not where it starts, (0.0, 0.0)",
                "does not encode as JSON: "
                    + "\(Result { try JSONEncoder().encode(curve) }.failure.map { "\($0)" } ?? "it did")",
            ])
        let triangle = ShapeRecognition.recognized(RecognizedShape(shape: .triangle(vertices: [a, b]), confidence: 1))
        var strict = ShapeRecognizer.Configuration.default
        strict.allowedKinds = [.circle]
        strict.minimumConfidence = 1
        #expect(
            Invariants.problems(of: triangle, under: strict) == [
                "named triangle, which is not among the allowed kinds", "triangle: 2 vertices",
            ])
        let rejection = ShapeRecognition.rejected(
            ShapeRejection(reason: .tooSmall, measured: .infinity, limit: 10, message: "too small: nan pt across"))
        #expect(
            Invariants.problems(of: rejection) == [
                "rejected.measured is not a finite number",
                "rejected.message \"too small: nan pt across\" is not a finite number",
                "does not encode as JSON: "
                    + "\(Result { try JSONEncoder().encode(rejection) }.failure.map { "\($0)" } ?? "it did")",
            ])
    }

    @Test func timedSamplesFillMissingTimes() {
        let stroke = Stroke([
            .init(x: 0, y: 0), .init(x: 1, y: 0, time: 5), .init(x: 2, y: 0), .init(x: 3, y: 0, time: 4),
        ])
        let times = Invariants.timedSamples(of: stroke).map(\.time)
        #expect(times == [0, 5, 5 + Invariants.eventInterval, 4])
    }

    @Test func touchEventsOfOneTouch() {
        let events = Invariants.touchEvents(for: Stroke(points: [.zero, Point(x: 1, y: 0), Point(x: 2, y: 0)]))
        #expect(events.map(\.phase) == [.began, .moved, .ended])
        #expect(events.map(\.touch) == [1, 1, 1])
        #expect(Invariants.touchEvents(for: Stroke(points: [Point.zero])).map(\.phase) == [.began, .ended])
        #expect(Invariants.touchEvents(for: .empty) == [])
    }

    @Test func aRecognizerThatDisagreesIsReported() {
        let detector = CircleDetector()
        #expect(Invariants.problems(recognizing: Self.circle, with: detector) == [])
        let wrong = Detection<DetectedCircle>.rejected(
            CircleRejection(
                reason: .notClosed, measured: 10, limit: 300, message: "not closed: swept 10° of the required 300°"))
        let problems = Invariants.problems(recognizing: Self.circle, with: detector, expecting: wrong)
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("CircleRecognizer: recognized a circle at (100") == true)
        #expect(
            problems.first?.hasSuffix(
                "after began/moved/ended of 65 samples, but CircleDetector rejected: not closed: swept 10° of the required 300°"
            )
                == true)
    }

    @Test func aTouchUpWhereTheLastMoveWasCountsOnce() {
        var samples = Self.circle.samples
        samples.append(samples[samples.count - 1])
        #expect(Invariants.problems(recognizing: Stroke(samples), with: CircleDetector()) == [])
    }

    @Test func scriptsKeepTheRecognizersPromises() throws {
        var timed = CircleDetector.Configuration.default
        timed.maximumPause = 0.1
        let detector = try CircleDetector(configuration: timed)
        let scripts: [[TouchStep]] = [
            [.began] + Array(repeating: .moved, count: 70) + [.ended, .moved, .cancelled],
            [.began, .moved, .secondTouch, .moved, .reset, .moved, .moved, .cancelled, .ended],
            [.secondTouch, .moved, .ended, .reset, .began, .checkIdle(after: 1), .checkIdle(after: 3), .moved],
            [.began, .movedInPlace, .checkIdle(after: 30), .checkIdle(after: 31), .reset, .reset],
        ]
        for script in scripts {
            #expect(Invariants.problems(scripting: script, over: Self.circle, with: detector) == [])
            #expect(Invariants.problems(scripting: script, over: .empty, with: detector) == [])
        }
    }

    @Test func loadersKeepTheirPromisesOnGoodFiles() {
        let xml = #"<Gesture><Point X="1" Y="2" T="100"/><Point X="3" Y="4" T="116"/></Gesture>"#
        #expect(Invariants.problems(loadingGestureLog: Data(xml.utf8)) == [])
        #expect(Invariants.problems(loadingGestureLog: Data("<Gesture>".utf8)) == [])
        let json = #"{"points":[{"x":1,"y":2,"t":0},{"x":3,"y":4}]}"#
        #expect(Invariants.problems(decodingStrokeJSON: Data(json.utf8)) == [])
        #expect(Invariants.problems(decodingStrokeJSON: Data("[1".utf8)) == [])
        #expect(Invariants.problems(decodingConfiguration: Data(#"{"maximumPause":-1}"#.utf8)) == [])
        #expect(Invariants.problems(decodingConfiguration: Data(#"{"maximumCurveSegments":0}"#.utf8)) == [])
        #expect(Invariants.problems(decodingConfiguration: Data(#"{"snaps":false,"closureGap":1}"#.utf8)) == [])
        #expect(Invariants.problems(decodingConfiguration: Data("{}".utf8)) == [])
        #expect(Invariants.problems(fuzzing: [0xFF, 0x80, 0x00, 0x20] + Array(repeating: 7, count: 60)) == [])
    }
}

extension Result {
    /// The error, or `nil` on success.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
