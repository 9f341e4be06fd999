import Encircle
import EncircleTestSupport
import EncircleTouch
import Foundation
import Testing

/// The samples of the article "Recognizing a Circle While It Is Drawn"
/// (`Sources/Encircle/Documentation.docc/Articles/LiveRecognition.md`), run and checked.
///
/// Each test copies one or more of the article's samples verbatim and then asserts what the
/// article says of them. ``everyRunnableSampleIsInThisFile()`` fails when a sample in the
/// article (other than those marked "Apple only") is not found here line for line, so the
/// article cannot drift from code that runs.
@Suite struct LiveRecognitionArticleTests {
    @Test func theRecognizerRecognizesTheCircleWhenTheFingerLifts() {
        let points = (0...48).map { step in
            let angle = Double(step) / 48 * 2 * Double.pi
            return Point(x: 160 + 60 * cos(angle), y: 240 + 60 * sin(angle))
        }
        let events = points.enumerated().map { step, point in
            TouchEvent(
                step == 0 ? .began : (step == 48 ? .ended : .moved),
                touch: 1, location: point, time: Double(step) / 60)
        }

        // The states the article names, event by event.
        var watched = CircleRecognizer()
        for event in events.dropLast() {
            #expect(watched.handle(event) == .possible)
        }
        guard case .recognized = watched.handle(events[48]) else {
            Issue.record("not recognized: \(watched.state)")
            return
        }

        var recognizer = CircleRecognizer()
        for event in events {
            recognizer.handle(event)  // .possible until the finger lifts, then .recognized
        }
        let radius = recognizer.result?.radius  // 60, to within 0.2 pt
        recognizer.handle(TouchEvent(.began, touch: 2, location: Point(x: 10, y: 10), time: 5))
        let next = recognizer.state  // .possible: the next stroke has begun

        #expect(radius.map { abs($0 - 60) < 0.2 } == true)
        #expect(next == .possible)
        #expect(recognizer.result == nil)
        #expect(recognizer.sampleCount == 1)

        var pen = CircleRecognizer(ignoresExtraTouches: true)

        #expect(pen.ignoresExtraTouches)
        for event in events {
            pen.handle(event)
            pen.handle(TouchEvent(.moved, touch: 9, location: Point(x: 0, y: 0), time: event.time))
        }
        #expect(pen.result.map { abs($0.radius - 60) < 0.2 } == true)
    }

    @Test func aZigzagFailsAtItsSecondCornerBeforeTheFingerLifts() {
        var zigzag = CircleRecognizer()
        zigzag.handle(TouchEvent(.began, touch: 1, location: Point(x: 100, y: 100), time: 0))
        for step in 1...40 {
            // Right 100 pt, back left 100 pt and down 40 pt, then right 200 pt.
            let back = Double(min(max(step - 10, 0), 10))
            let x = 100 + Double(min(step, 10)) * 10 - back * 10 + Double(max(step - 20, 0)) * 10
            let y = 100 + back * 4
            zigzag.handle(TouchEvent(.moved, touch: 1, location: Point(x: x, y: y), time: Double(step) / 60))
        }
        let reason = zigzag.rejection?.reason  // .sharpCorner, and the finger has not lifted

        #expect(reason == .sharpCorner)
        // Decided before the last sample: not every one of the 41 samples was needed.
        #expect(zigzag.sampleCount < 41)
        #expect(zigzag.progress == 0)
    }

    @Test func aVeeFailsWhenTheFingerLifts() {
        // Its one sharp turn may yet prove a hook where the pen landed, until the stroke ends.
        var vee = CircleRecognizer()
        vee.handle(TouchEvent(.began, touch: 1, location: Point(x: 100, y: 100), time: 0))
        for step in 1...20 {
            let x = 100 + Double(step) * 2
            let y = step <= 10 ? 100 + Double(step) * 8 : 260 - Double(step) * 8
            vee.handle(TouchEvent(.moved, touch: 1, location: Point(x: x, y: y), time: Double(step) / 60))
        }
        #expect(vee.state == .possible)
        vee.handle(TouchEvent(.ended, touch: 1, location: Point(x: 140, y: 100), time: 1))
        #expect(vee.rejection?.reason == .sharpCorner)
        #expect(!vee.isClosedEnough)
    }

    @Test func oneTouchStreamDrivesEveryTracker() throws {
        let points = (0...48).map { step in
            let angle = Double(step) / 48 * 2 * Double.pi
            return Point(x: 160 + 60 * cos(angle), y: 240 + 60 * sin(angle))
        }
        let events = points.enumerated().map { step, point in
            TouchEvent(
                step == 0 ? .began : (step == 48 ? .ended : .moved),
                touch: 1, location: point, time: Double(step) / 60)
        }

        var circle = CircleRecognizer()
        var wheel = RotationTracker(center: Point(x: 160, y: 240))
        var drag = DragOutTracker(classifier: SwipeClassifier(directions: [.up]))
        for event in events {
            circle.handle(event)
            wheel.handle(event)
            drag.handle(event)
        }
        // circle.result?.direction: .clockwise
        // wheel.rotation.degrees: 360, one clockwise turn
        // drag.state: .none, not an upward swipe

        #expect(circle.result?.direction == .clockwise)
        #expect(abs(wheel.rotation.degrees - 360) < 1e-9)
        #expect(drag.state == .none)

        // With every direction allowed, the circle's first 16 points read as a downward swipe.
        var anyDirection = DragOutTracker()
        var firstDrag: Int?
        for (step, event) in events.enumerated() {
            if case .dragging(.down, _) = anyDirection.handle(event), firstDrag == nil { firstDrag = step }
        }
        let step = try #require(firstDrag)
        #expect(abs(points[step].y - points[0].y) >= 16)
        #expect(abs(points[step - 1].y - points[0].y) < 16)
    }

    @Test func progressFillsWhileDrawingAndEmptiesOnFailure() {
        let points = (0...48).map { step in
            let angle = Double(step) / 48 * 2 * Double.pi
            return Point(x: 160 + 60 * cos(angle), y: 240 + 60 * sin(angle))
        }
        let events = points.enumerated().map { step, point in
            TouchEvent(
                step == 0 ? .began : (step == 48 ? .ended : .moved),
                touch: 1, location: point, time: Double(step) / 60)
        }

        var ring = CircleRecognizer()
        var fills: [Double] = []
        for event in events {
            ring.handle(event)
            fills.append(ring.progress)
        }
        // fills[24], half way round: about 0.4 (the centre of a half circle lies off the circle's)
        // fills[40], 300° round: about 0.7
        // fills[41] to fills[48]: 1, closed enough, then recognized

        #expect(abs(fills[24] - 0.4) < 0.05)
        #expect(abs(fills[40] - 0.7) < 0.05)
        #expect(fills[41...].allSatisfy { $0 == 1 })
        #expect(fills[..<41].allSatisfy { $0 < 1 })
        #expect(zip(fills, fills.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(ring.result != nil)
    }

    @Test func aSquaresRingNeverFillsHalfwayAndEmptiesWhenItFails() {
        let corners = [
            Point(x: 100, y: 100), Point(x: 220, y: 100), Point(x: 220, y: 220), Point(x: 100, y: 220),
            Point(x: 100, y: 100),
        ]
        var points: [Point] = []
        for (from, to) in zip(corners, corners.dropFirst()) {
            for step in 0..<12 {
                let share = Double(step) / 12
                points.append(Point(x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share))
            }
        }
        points.append(corners[0])
        var square = CircleRecognizer()
        var highest = 0.0
        for (step, point) in points.enumerated() {
            let phase: TouchEvent.Phase = step == 0 ? .began : (step == points.count - 1 ? .ended : .moved)
            square.handle(TouchEvent(phase, touch: 1, location: point, time: Double(step) / 60))
            highest = max(highest, square.progress)
        }
        #expect(highest > 0 && highest < 0.5)
        #expect(square.rejection?.reason == .cornerCount)
        #expect(square.progress == 0)
    }

    @Test func isClosedEnoughTurnsTrueOnceBeforeTheFingerLifts() {
        let points = (0...48).map { step in
            let angle = Double(step) / 48 * 2 * Double.pi
            return Point(x: 160 + 60 * cos(angle), y: 240 + 60 * sin(angle))
        }
        let events = points.enumerated().map { step, point in
            TouchEvent(
                step == 0 ? .began : (step == 48 ? .ended : .moved),
                touch: 1, location: point, time: Double(step) / 60)
        }

        var closing = CircleRecognizer()
        var haptics = 0
        for event in events {
            let wasClosed = closing.isClosedEnough
            closing.handle(event)
            if closing.isClosedEnough && !wasClosed {
                haptics += 1  // once, at 307.5° round, before the finger lifts
            }
        }

        #expect(haptics == 1)
        // The moment it closed: the first sample that reads closed enough, and its angle round.
        var probe = CircleRecognizer()
        var closedAt: Int?
        for (step, event) in events.enumerated() {
            probe.handle(event)
            if probe.isClosedEnough, closedAt == nil { closedAt = step }
        }
        #expect(closedAt.map { abs(Double($0) / 48 * 360 - 307.5) < 1e-9 } == true)
        #expect(closedAt.map { $0 < 48 } == true)
    }

    @Test func isClosedEnoughTurnsFalseAgainForATail() throws {
        var recognizer = CircleRecognizer()
        var step = 0
        func send(_ point: Point, _ phase: TouchEvent.Phase = .moved) {
            recognizer.handle(TouchEvent(phase, touch: 1, location: point, time: Double(step) / 60))
            step += 1
        }
        for index in 0...46 {
            let angle = Double(index) / 48 * 2 * Double.pi
            send(Point(x: 160 + 60 * cos(angle), y: 240 + 60 * sin(angle)), index == 0 ? .began : .moved)
        }
        #expect(recognizer.isClosedEnough)
        // Draw on, straight out of the circle: a tail no circle has.
        let exit = Point(x: 160 + 60 * cos(46.0 / 48 * 2 * .pi), y: 240 + 60 * sin(46.0 / 48 * 2 * .pi))
        for index in 1...30 { send(Point(x: exit.x + Double(index) * 4, y: exit.y - Double(index) * 4)) }
        #expect(!recognizer.isClosedEnough)
        #expect(recognizer.state == .possible)
        #expect(recognizer.progress < 1)
    }

    @Test func theIdleTimeoutFailsARestingFinger() throws {
        var configuration = CircleDetector.Configuration.default
        configuration.maximumPause = 0.5
        var resting = CircleRecognizer(detector: try CircleDetector(configuration: configuration))
        resting.handle(TouchEvent(.began, touch: 1, location: Point(x: 220, y: 240), time: 10))
        let early = resting.checkIdle(at: 10.4)  // .possible: 0.4 s is within the limit
        let late = resting.checkIdle(at: 10.75)  // .failed: "idle: paused 0.75 s (limit 0.5 s)"

        #expect(early == .possible)
        guard case .failed(let rejection) = late else {
            Issue.record("not failed: \(late)")
            return
        }
        #expect(rejection.reason == .idle)
        #expect(rejection.message == "idle: paused 0.75 s (limit 0.5 s)")
    }

    @Test func anInvalidPauseLimitThrowsAndTheDefaultNeverIdles() {
        var configuration = CircleDetector.Configuration.default
        configuration.maximumPause = 0
        #expect(throws: ConfigurationError(key: "maximumPause", value: "0", allowed: "greater than 0")) {
            try CircleDetector(configuration: configuration)
        }
        #expect(CircleDetector().configuration.maximumPause == nil)

        var recognizer = CircleRecognizer()
        recognizer.handle(TouchEvent(.began, touch: 1, location: Point(x: 220, y: 240), time: 10))
        #expect(recognizer.checkIdle(at: 1e6) == .possible)
    }

    @Test func batchAndStreamingReachTheSameVerdict() {
        let points = (0...48).map { step in
            let angle = Double(step) / 48 * 2 * Double.pi
            return Point(x: 160 + 60 * cos(angle), y: 240 + 60 * sin(angle))
        }

        let stroke = Stroke(points: points, interval: 1.0 / 60)
        let batch = CircleDetector().detect(in: stroke)
        let (streamed, consumed) = CircleRecognizer.replay(stroke)
        // batch and streamed are both .recognized, with the same circle; consumed is 49

        guard case .recognized(let expected) = batch, case .recognized(let circle) = streamed else {
            Issue.record("batch \(batch), streamed \(streamed)")
            return
        }
        #expect(abs(circle.center.x - expected.center.x) < 1e-9)
        #expect(abs(circle.center.y - expected.center.y) < 1e-9)
        #expect(abs(circle.radius - expected.radius) < 1e-9)
        #expect(abs(circle.confidence - expected.confidence) < 1e-9)
        #expect(circle.shape == expected.shape)
        #expect(consumed == points.count)
    }

    @Test func everyRunnableSampleIsInThisFile() throws {
        try ArticleSamples.expectEveryRunnableSample(of: "LiveRecognition", isIn: #filePath)
    }
}
