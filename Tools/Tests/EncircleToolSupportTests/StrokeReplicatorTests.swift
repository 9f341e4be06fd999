import Encircle
import EncircleEvaluation
import EncircleToolSupport
import Foundation
import Testing

@Suite struct StrokeReplicatorTests {
    /// The first 100 development strokes.
    static func sources() throws -> [LabeledStroke] { Array(try Fixtures.development().prefix(100)) }

    private func lines(_ replicator: StrokeReplicator, count: Int) async -> [UInt8] {
        var bytes: [UInt8] = []
        _ = await replicator.writeLines(count: count) { bytes += $0 }
        return bytes
    }

    @Test func theSameSeedWritesTheSameStrokes() async throws {
        let replicator = try #require(StrokeReplicator(sources: try Self.sources(), seed: 1))
        let first = await lines(replicator, count: 3000)
        #expect(await first == lines(replicator, count: 3000))
        let other = try #require(StrokeReplicator(sources: try Self.sources(), seed: 2))
        #expect(await first != lines(other, count: 3000))
        // Written on every core, in order, as one replica after another.
        var expected: [UInt8] = []
        for index in 0..<3000 {
            StrokeJSONLinesWriter.append(
                replicator.replica(index), to: &expected, coordinateDecimals: 2, timeDecimals: 3)
        }
        #expect(first == expected)
    }

    @Test func labelsSubjectsAndSpeedsCarryOver() async throws {
        let sources = try Self.sources()
        let replicator = try #require(StrokeReplicator(sources: sources, seed: 3, transforms: [.thin(2)]))
        let read = StrokeLoader.load(data: Data(await lines(replicator, count: 250)), name: "generated.jsonl")
        #expect(read.errors.isEmpty)
        #expect(read.strokes.count == 250)
        for (index, stroke) in read.strokes.enumerated() {
            let source = sources[index % sources.count]
            #expect(stroke.label == source.label)
            #expect(stroke.subject == source.subject)
            #expect(stroke.speed == source.speed)
            #expect(stroke.stroke.count == (source.stroke.count + 1) / 2 + (source.stroke.count % 2 == 0 ? 1 : 0))
            #expect(stroke.stroke != source.stroke)
        }
    }

    @Test func variesWithinTheDocumentedRanges() throws {
        let replicator = try #require(StrokeReplicator(sources: try Self.sources(), seed: 5))
        var mirrored = 0
        for index in 0..<1000 {
            var variation = replicator.variation(index)
            if variation.first == .mirror {
                mirrored += 1
                variation.removeFirst()
            }
            guard case .rotate(let angle) = variation[0], case .scale(let factor) = variation[1],
                case .jitter(let deviation) = variation[2], variation.count == 3
            else {
                Issue.record("unexpected variation \(variation)")
                continue
            }
            #expect(angle.degrees >= 0 && angle.degrees < 360)
            #expect(factor >= 0.5 && factor <= 2)
            #expect(deviation >= 0 && deviation <= 0.5)
        }
        #expect((400...600).contains(mirrored))
        #expect(StrokeReplicator(sources: [], seed: 1) == nil)
    }
}
