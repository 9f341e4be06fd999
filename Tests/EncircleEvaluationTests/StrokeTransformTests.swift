import Encircle
import EncircleEvaluation
import Testing

@Suite struct StrokeTransformTests {
    /// Every transform writes its spec: what `encircle --transform` reads back (the parsing is
    /// the tools', `EncircleToolSupportTests`' `StrokeTransformParsingTests`).
    @Test func descriptionIsTheSpec() {
        let specs: [(StrokeTransform, String)] = [
            (.mirror, "mirror"), (.rotate(.degrees(45)), "rotate:45"), (.rotate(.degrees(0.5)), "rotate:0.5"),
            (.scale(3), "scale:3"), (.thin(2), "thin:2"), (.densify(3), "densify:3"), (.jitter(0.25), "jitter:0.25"),
            (.reverse, "reverse"), (.swapPairs, "swap-pairs"), (.spike(share: 0.05, count: 1), "spike:0.05"),
            (.spike(share: 0.1, count: 3), "spike:0.1:3"), (.grid(1), "grid:1"), (.grid(0.5), "grid:0.5"),
        ]
        for (transform, spec) in specs { #expect(transform.description == spec) }
    }

    @Test func appliesInOrder() {
        let stroke = Stroke(points: (0..<9).map { Point(x: Double($0), y: 0) })
        let transforms: [StrokeTransform] = [.thin(2), .scale(2)]
        #expect(transforms.apply(to: stroke) == stroke.thinned(keepingEvery: 2).scaled(by: 2))
        #expect(StrokeTransform.mirror.apply(to: stroke) == stroke.mirrored())
        // Labelled strokes: each stroke's samples change, its file, label, subject and speed stay.
        let labeled = LabeledStroke(file: "a.json", label: "circle", subject: "s01", speed: "fast", stroke: stroke)
        let applied = transforms.apply(to: [labeled, labeled])
        #expect(applied.count == 2)
        #expect(applied.allSatisfy { $0.stroke == transforms.apply(to: stroke) })
        #expect(applied[0].file == "a.json" && applied[0].label == "circle")
        #expect(applied[0].subject == "s01" && applied[0].speed == "fast")
        #expect([StrokeTransform]().apply(to: [labeled]) == [labeled])
    }

    @Test func densifyPutsSamplesOnTheSamePath() {
        let stroke = Stroke(points: [Point(x: 0, y: 0), Point(x: 8, y: 0), Point(x: 8, y: 4)], interval: 0.1)
        let dense = StrokeTransform.densify(4).apply(to: stroke)
        #expect(dense == stroke.densified(by: 4))
        #expect(dense.samples.count == 9)
        #expect(dense.pathLength == stroke.pathLength)
    }

    @Test func jitterIsRepeatableAndHasTheRequestedSpread() throws {
        let stroke = Stroke(points: (0..<4000).map { Point(x: Double($0), y: 0) })
        let once = StrokeTransform.jitter(2).apply(to: stroke)
        #expect(once == StrokeTransform.jitter(2).apply(to: stroke))
        #expect(once.samples.map(\.time) == stroke.samples.map(\.time))
        let offsets = once.samples.map(\.y)
        let mean = offsets.reduce(0, +) / Double(offsets.count)
        let deviation = (offsets.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(offsets.count)).squareRoot()
        #expect(abs(mean) < 0.15)
        #expect(abs(deviation - 2) < 0.1)
        // A different stroke gets different noise; no noise leaves the stroke alone.
        let other = StrokeTransform.jitter(2).apply(to: stroke.translated(dx: 1, dy: 0))
        #expect(other.samples[0].y != once.samples[0].y)
        #expect(StrokeTransform.jitter(0).apply(to: stroke) == stroke)
    }

    @Test func swapPairsSwapsEachPairAndGivesItTheEarlierTime() {
        let stroke = Stroke(points: (0..<5).map { Point(x: Double($0), y: 0) }, interval: 0.01)
        let swapped = StrokeTransform.swapPairs.apply(to: stroke)
        #expect(swapped.samples.map(\.x) == [1, 0, 3, 2, 4])
        #expect(swapped.samples.map(\.time) == [0, 0, 0.02, 0.02, 0.04])
        // Without times, only the places change.
        let untimed = StrokeTransform.swapPairs.apply(to: Stroke(points: stroke.samples.map(\.point)))
        #expect(untimed.samples.map(\.x) == [1, 0, 3, 2, 4])
        #expect(untimed.samples.allSatisfy { $0.time == nil })
    }

    @Test func spikesMoveInteriorSamplesByAShareOfTheDiagonal() throws {
        // A 30 × 40 box: its diagonal is 50, so a spike of 0.1 moves a sample by 5.
        let stroke = Stroke(points: (0...40).map { Point(x: Double($0) * 0.75, y: Double($0)) }, interval: 0.01)
        let spiked = StrokeTransform.spike(share: 0.1, count: 3).apply(to: stroke)
        #expect(spiked == StrokeTransform.spike(share: 0.1, count: 3).apply(to: stroke))
        let moved = zip(stroke.samples, spiked.samples).enumerated().filter { $0.element.0 != $0.element.1 }
        #expect(moved.count == 3)
        for (index, (before, after)) in moved {
            #expect((2...38).contains(index), "never the first or last two")
            #expect(abs(before.point.distance(to: after.point) - 5) < 1e-9)
            #expect(before.time == after.time)
        }
        // A stroke too short to have interior samples, or a spike of 0, is left alone.
        let short = Stroke(points: (0..<4).map { Point(x: Double($0), y: 0) })
        #expect(StrokeTransform.spike(share: 0.1, count: 1).apply(to: short) == short)
        #expect(StrokeTransform.spike(share: 0, count: 2).apply(to: stroke) == stroke)
        // More spikes than interior samples: every interior sample moves once.
        let few = Stroke(points: (0..<7).map { Point(x: Double($0), y: Double($0 % 2)) })
        let all = StrokeTransform.spike(share: 0.2, count: 100).apply(to: few)
        #expect(zip(few.samples, all.samples).filter { $0 != $1 }.count == 3)
    }

    @Test func gridRoundsEveryCoordinateToItsStepAndKeepsTimes() {
        let stroke = Stroke(
            [Stroke.Sample(x: 0.4, y: -1.6, time: 0), Stroke.Sample(x: 2.5, y: 7.26, time: 0.01)])
        let pixels = StrokeTransform.grid(1).apply(to: stroke)
        #expect(pixels.samples.map(\.point) == [Point(x: 0, y: -2), Point(x: 3, y: 7)])
        #expect(pixels.samples.map(\.time) == [0, 0.01])
        let halves = StrokeTransform.grid(0.5).apply(to: stroke)
        #expect(halves.samples.map(\.point) == [Point(x: 0.5, y: -1.5), Point(x: 2.5, y: 7.5)])
    }
}
