import Encircle
import EncircleEvaluation
import Testing

@Suite struct StrokeTransformTests {
    @Test(arguments: [
        ("mirror", StrokeTransform.mirror),
        ("rotate:30", .rotate(.degrees(30))),
        ("rotate:-12.5", .rotate(.degrees(-12.5))),
        ("scale:2.5", .scale(2.5)),
        ("thin:3", .thin(3)),
        ("ROTATE:90", .rotate(.degrees(90))),
        ("densify:4", .densify(4)),
        ("jitter:1.5", .jitter(1.5)),
        ("jitter:0", .jitter(0)),
        ("reverse", .reverse),
        ("swap-pairs", .swapPairs),
        ("spike:0.05", .spike(share: 0.05, count: 1)),
        ("spike:0.1:3", .spike(share: 0.1, count: 3)),
    ])
    func parsesSpecs(spec: String, transform: StrokeTransform) throws {
        #expect(try StrokeTransform(parsing: spec) == transform)
    }

    @Test(arguments: [
        (
            "flip",
            #"invalid transform "flip": expected mirror, rotate:DEG, scale:F, thin:K, densify:K, jitter:SD, reverse, swap-pairs or spike:F[:N]"#
        ),
        (
            "",
            #"invalid transform "": expected mirror, rotate:DEG, scale:F, thin:K, densify:K, jitter:SD, reverse, swap-pairs or spike:F[:N]"#
        ),
        ("mirror:2", #"invalid transform "mirror:2": mirror takes no argument"#),
        ("reverse:1", #"invalid transform "reverse:1": reverse takes no argument"#),
        ("rotate", #"invalid transform "rotate": DEG must be a finite number of degrees, as in rotate:30"#),
        ("rotate:nan", #"invalid transform "rotate:nan": DEG must be a finite number of degrees, as in rotate:30"#),
        ("scale:0", #"invalid transform "scale:0": F must be a finite number above 0, as in scale:2.5"#),
        ("scale:-1", #"invalid transform "scale:-1": F must be a finite number above 0, as in scale:2.5"#),
        ("thin:0", #"invalid transform "thin:0": K must be a whole number of at least 1, as in thin:2"#),
        ("thin:1.5", #"invalid transform "thin:1.5": K must be a whole number of at least 1, as in thin:2"#),
        ("densify:0", #"invalid transform "densify:0": K must be a whole number from 1 to 1000, as in densify:4"#),
        (
            "densify:5000",
            #"invalid transform "densify:5000": K must be a whole number from 1 to 1000, as in densify:4"#
        ),
        ("jitter", #"invalid transform "jitter": SD must be a finite number of points of at least 0, as in jitter:1"#),
        (
            "jitter:-1",
            #"invalid transform "jitter:-1": SD must be a finite number of points of at least 0, as in jitter:1"#
        ),
        ("swap-pairs:2", #"invalid transform "swap-pairs:2": swap-pairs takes no argument"#),
        (
            "spike",
            #"invalid transform "spike": F must be a finite number of at least 0 and N a whole number from 1 to 1000, as in spike:0.05:3"#
        ),
        (
            "spike:0.1:0",
            #"invalid transform "spike:0.1:0": F must be a finite number of at least 0 and N a whole number from 1 to 1000, as in spike:0.05:3"#
        ),
        (
            "spike:-1",
            #"invalid transform "spike:-1": F must be a finite number of at least 0 and N a whole number from 1 to 1000, as in spike:0.05:3"#
        ),
        (
            "jitter:inf",
            #"invalid transform "jitter:inf": SD must be a finite number of points of at least 0, as in jitter:1"#
        ),
    ])
    func rejectsInvalidSpecsWithClearMessage(spec: String, message: String) {
        #expect(throws: InvalidTransformError.self) { try StrokeTransform(parsing: spec) }
        do {
            _ = try StrokeTransform(parsing: spec)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func descriptionParsesBack() throws {
        let transforms: [StrokeTransform] = [
            .mirror, .rotate(.degrees(45)), .rotate(.degrees(0.5)), .scale(3), .thin(2), .densify(3), .jitter(0.25),
            .reverse, .swapPairs, .spike(share: 0.05, count: 1), .spike(share: 0.1, count: 3),
        ]
        for transform in transforms {
            #expect(try StrokeTransform(parsing: transform.description) == transform)
        }
    }

    @Test func appliesInOrder() {
        let stroke = Stroke(points: (0..<9).map { Point(x: Double($0), y: 0) })
        let transforms: [StrokeTransform] = [.thin(2), .scale(2)]
        #expect(transforms.apply(to: stroke) == stroke.thinned(keepingEvery: 2).scaled(by: 2))
        #expect(StrokeTransform.mirror.apply(to: stroke) == stroke.mirrored())
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
}
