import Encircle
import EncircleHardening
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
        #expect(Invariants.problems(fuzzing: [0xFF, 0x80, 0x00, 0x20] + Array(repeating: 7, count: 60)) == [])
    }
}
