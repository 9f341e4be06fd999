import Encircle
import Foundation
import Testing

@testable import EncirclePlayground

@Suite struct RecordingStoreTests {
    @Test func savesListsReadsAndDeletes() async throws {
        let store = try Fixture.temporaryStore()
        defer { Fixture.removeStore(store) }
        let circle = try Fixture.circle(), square = try Fixture.square()
        let first = try await store.save(circle, label: "circle", verdict: "circle")
        let second = try await store.save(square, label: "rectangle", verdict: nil)
        #expect(second > first)

        let summaries = try await store.summaries()
        #expect(summaries.map(\.id) == [second, first], "newest first")
        #expect(summaries.map(\.label) == ["rectangle", "circle"])
        #expect(summaries.map(\.points) == [square.count, circle.count])
        #expect(summaries.map(\.verdict) == [nil, "circle"])

        let read = try #require(try await store.stroke(id: first))
        #expect(read.stroke == circle)
        #expect(read.label == "circle")
        #expect(try await store.strokes(after: nil, limit: 10).map(\.id) == [first, second], "oldest first")

        #expect(try await store.delete(id: first))
        #expect(try await store.delete(id: first) == false)
        #expect(try await store.stroke(id: first) == nil)
        #expect(try await store.summaries().map(\.id) == [second])
    }

    /// Batch after batch, each stroke once and in order, across the batches' edges and the
    /// points limit, without a stroke deleted in between.
    @Test func readsStrokesInBatchesInOrder() async throws {
        let store = try Fixture.temporaryStore()
        defer { Fixture.removeStore(store) }
        let circle = try Fixture.circle()
        var ids: [Int64] = []
        for index in 0..<8 { ids.append(try await store.save(circle, label: "c\(index)", verdict: nil)) }
        #expect(try await store.delete(id: ids[4]))
        ids.remove(at: 4)

        func batches(limit: Int, maximumPoints: Int = .max) async throws -> [[Int64]] {
            var batches: [[Int64]] = []
            var batch = try await store.strokes(after: nil, limit: limit, maximumPoints: maximumPoints)
            while let last = batch.last {
                batches.append(batch.map(\.id))
                batch = try await store.strokes(after: last.id, limit: limit, maximumPoints: maximumPoints)
            }
            return batches
        }
        #expect(try await batches(limit: 3) == [Array(ids[0..<3]), Array(ids[3..<6]), Array(ids[6...])])
        #expect(try await batches(limit: 100) == [ids])
        #expect(
            try await batches(limit: 100, maximumPoints: 2 * circle.count) == [
                [ids[0], ids[1]], [ids[2], ids[3]], [ids[4], ids[5]], [ids[6]],
            ])
        #expect(
            try await batches(limit: 100, maximumPoints: 1) == ids.map { [$0] }, "a stroke over the points comes alone")
        #expect(try await store.strokes(after: nil, limit: 3).map(\.label) == ["c0", "c1", "c2"])
        #expect(try await store.strokes(after: ids.last, limit: 3).isEmpty)
        #expect(try await store.strokes(after: nil, limit: 0).isEmpty)
        #expect(try await store.strokes(after: nil, limit: -1).isEmpty, "not SQLite's \"no limit\"")
    }

    @Test func keepsStrokesAcrossReopening() async throws {
        let store = try Fixture.temporaryStore()
        defer { Fixture.removeStore(store) }
        let id = try await store.save(try Fixture.circle(), label: "circle", verdict: nil)
        let reopened = try RecordingStore(path: store.path)
        #expect(try await reopened.stroke(id: id)?.stroke == (try Fixture.circle()))
    }

    @Test func samplesWithoutTimesStayWithoutTimes() async throws {
        let store = try Fixture.temporaryStore()
        defer { Fixture.removeStore(store) }
        let stroke = Stroke([Stroke.Sample(x: 1, y: 2), Stroke.Sample(x: 3.25, y: -4, time: 0.5)])
        let id = try await store.save(stroke, label: "dot", verdict: nil)
        #expect(try await store.stroke(id: id)?.stroke == stroke)
    }

    @Test func usesWalAndFullSynchronousWrites() async throws {
        let store = try Fixture.temporaryStore()
        defer { Fixture.removeStore(store) }
        #expect(try await store.pragma("journal_mode") == "wal")
        #expect(try await store.pragma("synchronous") == "2", "2 is FULL")
    }

    @Test func defaultPathFollowsXdgDataHome() {
        #expect(
            RecordingStore.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])
                == "/data/encircle/recordings.sqlite")
        #expect(
            RecordingStore.defaultPath(environment: ["HOME": "/home/u"])
                == "/home/u/.local/share/encircle/recordings.sqlite")
        #expect(
            RecordingStore.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"])
                == "/home/u/.local/share/encircle/recordings.sqlite", "a relative XDG_DATA_HOME is ignored")
    }

    @Test func unopenableDatabaseThrowsNamingIt() {
        #expect {
            _ = try RecordingStore(path: "/proc/encircle/recordings.sqlite")
        } throws: { error in
            "\(error)".contains("/proc/encircle/recordings.sqlite")
        }
    }
}
