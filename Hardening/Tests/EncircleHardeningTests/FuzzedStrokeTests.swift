import Encircle
import EncircleHardening
import EncircleShapes
import Testing

@Suite struct FuzzedStrokeTests {
    @Test func readsEveryKindOfSample() {
        var bytes: [UInt8] = [0b00_0000, 0, 0, 8]  // no timestamps, absolute, default, no script; scale 1; 8 samples
        bytes += [0] + ByteReader.bytes(int16: 80) + ByteReader.bytes(int16: -4)  // (10, -0.5)
        bytes += [4]  // the previous point again
        bytes += [5, 0x7F, 0xC0, 0, 0, 0x3F, 0x80, 0, 0]  // Float bits: NaN, 1
        bytes += [6] + ByteReader.bytes(float64: 1e300) + ByteReader.bytes(float64: -.infinity)
        bytes += [7, 3, 1]  // special values 0 and +∞
        bytes += [11] + ByteReader.bytes(int16: 8) + ByteReader.bytes(int16: 16)  // kind 3 is plain too: (1, 2)
        let input = FuzzedStroke(bytes: bytes)
        let points = input.stroke.samples.map(\.point)
        #expect(points.count == 6, "reading stops at the end of the bytes, before 8 samples")
        #expect(points[0] == Point(x: 10, y: -0.5))
        #expect(points[1] == points[0])
        #expect(points[2].x.isNaN && points[2].y == 1)
        #expect(points[3] == Point(x: 1e300, y: -.infinity))
        #expect(points[4] == Point(x: 0, y: .infinity))
        #expect(points[5] == Point(x: 1, y: 2))
        #expect(input.stroke.samples.allSatisfy { $0.time == nil })
        #expect(input.configuration == .default)
        #expect(input.script.isEmpty)
    }

    @Test func relativeScaledAndSteadilyTimed() {
        // Steady timestamps, relative coordinates, configuration 1 (arcs), scale 2^(4/2) = 4.
        var bytes: [UInt8] = [0b0_1101, 4, 0, 3, 20]  // interval 20 ms
        for _ in 0..<3 { bytes += [0] + ByteReader.bytes(int16: 8) + ByteReader.bytes(int16: -8) }
        let input = FuzzedStroke(bytes: bytes)
        #expect(input.stroke.samples.map(\.point) == [Point(x: 4, y: -4), Point(x: 8, y: -8), Point(x: 12, y: -12)])
        #expect(input.stroke.samples.map(\.time) == [0, 0.02, 0.04])
        #expect(input.configuration == FuzzedStroke.configurations[1])
        #expect(input.configuration.minimumSweep == .degrees(180))
    }

    @Test func timeStepsMayRunBackwardsAndTimesMayBeAnything() {
        // The first sample is at 0 and reads no step.
        var stepped: [UInt8] = [0b10, 0, 0, 3, 4]
        for step: Int8 in [10, -20] {
            stepped += [4, UInt8(bitPattern: step)]
        }
        #expect(FuzzedStroke(bytes: stepped).stroke.samples.map(\.time) == [0, 0.01, -0.01])
        let raw: [UInt8] = [0b11, 0, 0, 1, 4] + ByteReader.bytes(float64: .nan)
        #expect(FuzzedStroke(bytes: raw).stroke[0].time?.isNaN == true)
    }

    @Test func scriptFollowsTheSamplesWhenFlagged() {
        let bytes: [UInt8] = [0b10_0000, 0, 0, 1, 4, TouchStep.began.byte, TouchStep.reset.byte, 0x2E]
        let input = FuzzedStroke(bytes: bytes)
        #expect(input.stroke.count == 1)
        #expect(input.script == [.began, .reset, .checkIdle(after: 5)])
    }

    @Test func bit6AddsTheExtremeShapeRecognizer() throws {
        let extreme = try ShapeRecognizer(configuration: FuzzedStroke.extremeShapes)
        #expect(FuzzedStroke(bytes: [0, 0, 0, 0]).shapeRecognizers == Invariants.shapeRecognizers)
        #expect(FuzzedStroke(bytes: [0b100_0000]).shapeRecognizers == Invariants.shapeRecognizers + [extreme])
        let stroke = Stroke(points: [Point(x: 1, y: 2), Point(x: 3, y: 4)])
        let input = FuzzedStroke(bytes: FuzzedStroke.bytes(encoding: stroke, configuration: 1, extremeShapes: true))
        #expect(input.stroke == stroke && input.configuration == FuzzedStroke.configurations[1])
        #expect(input.shapeRecognizers.last == extreme)
    }

    @Test func anyBytesAreAnInput() {
        #expect(FuzzedStroke(bytes: []).stroke.isEmpty)
        let count = FuzzedStroke(bytes: [0, 0, 0xFF, 0xFF] + Array(repeating: 4, count: 5000)).stroke.count
        #expect(count == FuzzedStroke.maximumSampleCount)
    }

    @Test func encodedStrokesReadBack() {
        let timed = Stroke([
            .init(x: 1.5, y: -2, time: 0), .init(x: 0.1, y: 1e9, time: 0.016), .init(x: 5000, y: 3, time: 0.033),
        ])
        let script: [TouchStep] = [.began, .moved, .ended]
        let input = FuzzedStroke(bytes: FuzzedStroke.bytes(encoding: timed, configuration: 2, script: script))
        #expect(input.stroke == timed)
        #expect(input.configuration == FuzzedStroke.configurations[2])
        #expect(input.script == script)
        let untimed = Stroke(points: [Point(x: 1, y: 2), Point(x: .nan, y: 0)])
        let read = FuzzedStroke(bytes: FuzzedStroke.bytes(encoding: untimed)).stroke
        #expect(read.count == 2 && read[0] == untimed[0] && read[1].x.isNaN && read[1].time == nil)
    }
}
