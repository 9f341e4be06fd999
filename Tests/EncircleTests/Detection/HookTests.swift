import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

/// A short hook where the pen lands or lifts is neither a corner, nor a tail, nor part of the
/// sweep — in batch and streaming alike, at any scale — while a sharp turn further in still is a
/// corner.
@Suite struct HookTests {
    /// A circle of `radius` round the origin, 340° clockwise from angle 0, drawn in 2° steps,
    /// with a flick before its start and/or after its end: `hook` points long, turning
    /// `hookTurn` degrees into the circle (or out of it).
    static func hookedCircle(
        radius: Double = 200, hookLength: Double = 36, hookTurn: Double = 146, atStart: Bool = true,
        atEnd: Bool = false
    ) -> Stroke {
        let sweep = 340.0
        var points = stride(from: 0.0, through: sweep, by: 2).map { degrees -> Point in
            let radians = degrees * .pi / 180
            return Point(x: radius * cos(radians), y: radius * sin(radians))
        }
        // The tangent at an angle, in the drawing direction, turned back by `hookTurn`.
        func flick(from point: Point, tangentDegrees: Double, turnedBy turn: Double, outward: Bool) -> [Point] {
            let heading = (tangentDegrees + (outward ? turn : 180 - turn)) * .pi / 180
            return (1...6).map { step in
                let along = hookLength * Double(step) / 6
                return Point(x: point.x + along * cos(heading), y: point.y + along * sin(heading))
            }
        }
        if atStart {
            // Drawn towards the start, the flick then turns `hookTurn` into the circle's tangent (90°).
            points.insert(
                contentsOf: flick(from: points[0], tangentDegrees: 90, turnedBy: hookTurn, outward: false).reversed(),
                at: 0)
        }
        if atEnd {
            points += flick(
                from: points[points.count - 1], tangentDegrees: sweep + 90, turnedBy: hookTurn, outward: true)
        }
        return Stroke(points: points, interval: 1.0 / 120)
    }

    private static let detector = CircleDetector()

    @Test(arguments: [(true, false), (false, true), (true, true)])
    func aCircleWithAHookIsACircle(atStart: Bool, atEnd: Bool) throws {
        for scale in [0.25, 1, 8] {
            for turn in [100.0, 146, 175] {
                let stroke = Self.hookedCircle(
                    radius: 200 * scale, hookLength: 36 * scale, hookTurn: turn, atStart: atStart, atEnd: atEnd)
                let verdict = Self.detector.detect(in: stroke)
                #expect(verdict.isRecognized, "scale \(scale), turn \(turn)°: \(String(describing: verdict.rejection))")
                let streamed = CircleRecognizer.replay(stroke, detector: Self.detector)
                #expect(streamed.state.isRecognized(as: verdict), "streaming: \(streamed.state)")
                #expect(streamed.consumed == stroke.count, "streaming waits for the end to judge a hook")
            }
        }
    }

    @Test func theHookIsNotPartOfTheFittedCircle() throws {
        let circle = try #require(Self.detector.detect(in: Self.hookedCircle(hookLength: 60, atEnd: true)).recognized)
        #expect(abs(circle.radius - 200) < 2, "radius \(circle.radius)")
        #expect(circle.center.distance(to: .zero) < 2, "centre \(circle.center)")
        #expect(circle.measurements.tailDeviation < 0.15)
    }

    @Test func aLongerFlickIsATail() {
        // A flick half the radius long reaches beyond a hook (15% of the 400 pt diagonal).
        let stroke = Self.hookedCircle(hookLength: 160, hookTurn: 120)
        #expect(!Self.detector.detect(in: stroke).isRecognized)
        #expect(!CircleRecognizer.replay(stroke, detector: Self.detector).state.isRecognizedCircle)
    }

    @Test func aCornerFarFromTheEndsIsStillACorner() {
        // A triangle drawn from the middle of a side, and from a corner with a flick at the end.
        let a = Point(x: 0, y: 0), b = Point(x: 300, y: 0), c = Point(x: 150, y: 260)
        let middle = Point(x: 150, y: 0)
        for stroke in [
            Stroke.polyline([middle, b, c, a, middle], perSide: 40),
            Stroke.polyline([a, b, c, a, Point(x: 20, y: 30)], perSide: 40),
        ] {
            #expect(!Self.detector.detect(in: stroke).isRecognized)
            #expect(!CircleRecognizer.replay(stroke, detector: Self.detector).state.isRecognizedCircle)
        }
    }
}

extension CircleRecognizer.State {
    fileprivate var isRecognizedCircle: Bool {
        if case .recognized = self { return true }
        return false
    }

    /// Whether the recognizer recognized the same circle as `verdict`.
    fileprivate func isRecognized(as verdict: Detection<DetectedCircle>) -> Bool {
        if case .recognized(let circle) = self { return circle == verdict.recognized }
        return verdict.recognized == nil
    }
}
