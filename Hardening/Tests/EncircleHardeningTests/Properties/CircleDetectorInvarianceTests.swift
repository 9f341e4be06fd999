import Encircle
import Foundation
import PropertyBased
import Testing

/// The detector's verdict — circle or not, and why not — does not depend on where, how big, at
/// what angle, when, or from which point a stroke is drawn (`CircleDetector`'s documentation
/// promises it). Checked on clean strokes, comfortably inside or outside every limit.
@Suite struct CircleDetectorInvarianceTests {
    static let cases = 400
    let detector = CircleDetector()

    /// The default configuration with time limits the clean strokes keep comfortably (they take
    /// at most 10 s, with 10 ms between samples).
    static let timed: CircleDetector.Configuration = {
        var configuration = CircleDetector.Configuration.default
        configuration.maximumDuration = 30
        configuration.maximumPause = 1
        return configuration
    }()

    @Test func cleanStrokesGetTheirFamilysVerdict() async {
        await propertyCheck(count: Self.cases, input: CleanStroke.generator) { clean in
            let verdict = detector.detect(in: clean.stroke).verdict
            #expect((verdict == .circle(.circle)) == clean.isCircle, "\(verdict)")
            if case .line = clean { #expect(verdict == .rejected(.noRoundShape)) }
        }
    }

    @Test func translationKeepsTheVerdict() async {
        await propertyCheck(
            count: Self.cases, input: CleanStroke.generator, Gen.double(in: -1e5...1e5), Gen.double(in: -1e5...1e5)
        ) { clean, dx, dy in
            let stroke = clean.stroke
            #expect(
                detector.detect(in: stroke.translated(dx: dx, dy: dy)).verdict == detector.detect(in: stroke).verdict)
        }
    }

    @Test func rotationKeepsTheVerdict() async {
        await propertyCheck(
            count: Self.cases, input: CleanStroke.generator, Gen.double(in: 0...(2 * .pi)),
            Gen.double(in: -1000...1000)
        ) { clean, angle, pivotOffset in
            let stroke = clean.stroke
            let pivot = Point(x: pivotOffset, y: -pivotOffset / 2)
            let rotated = stroke.rotated(by: .radians(angle), around: pivot)
            #expect(detector.detect(in: rotated).verdict == detector.detect(in: stroke).verdict)
        }
    }

    /// Scales from 0.01 to 1000 times, but never below 30 pt across (3 × the minimum size).
    @Test func uniformScaleKeepsTheVerdict() async {
        await propertyCheck(count: Self.cases, input: CleanStroke.generator, Gen.double(in: 0...1)) { clean, share in
            let stroke = clean.stroke
            let box = stroke.boundingBox ?? Rect(x: 0, y: 0, width: 1, height: 1)
            let size = max(box.width, box.height)
            let low = max(0.01, 3 * CircleDetector.Configuration.default.minimumSize / size), high = 1000.0
            let factor = exp(log(low) + share * (log(high) - log(low)))
            let scaled = stroke.scaled(by: factor)
            #expect(
                detector.detect(in: scaled).verdict == detector.detect(in: stroke).verdict, "scaled by \(factor)")
        }
    }

    @Test func timeShiftKeepsTheVerdict() async throws {
        let detector = try CircleDetector(configuration: Self.timed)
        await propertyCheck(count: Self.cases, input: CleanStroke.generator, Gen.double(in: -1e6...1e6)) {
            clean, shift in
            let stroke = clean.stroke
            #expect(detector.detect(in: stroke.timeShifted(by: shift)).verdict == detector.detect(in: stroke).verdict)
        }
    }

    @Test func startPointOfAClosedLoopKeepsTheVerdict() async {
        await propertyCheck(count: Self.cases, input: CleanStroke.closedLoopGenerator, Gen.int(in: 1...10_000)) {
            clean, offset in
            guard let loop = clean.closedLoop else { return }
            let start = 1 + offset % (loop.count - 2)
            let verdict = detector.detect(in: loop).verdict
            #expect((verdict == .circle(.circle)) == clean.isCircle, "\(verdict)")
            #expect(
                detector.detect(in: loop.startingAt(sample: start)).verdict == verdict, "started at sample \(start)")
        }
    }
}
