import EncircleHardening
import Foundation
import Synchronization
import Testing

@Suite struct FuzzHarnessTests {
    /// Runs `check` on the bytes of `text` as a fuzz target does.
    private func problems(_ text: String, _ check: @escaping @Sendable (Data) async -> [String]) -> [String] {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            FuzzHarness.problems(inCopyOf: bytes.baseAddress!, count: bytes.count, check)
        }
    }

    @Test func givesWhatTheCheckFindsInACopyOfTheBytes() {
        #expect(problems("abc") { input in [String(decoding: input, as: UTF8.self)] } == ["abc"])
        #expect(problems("") { input in input.isEmpty ? [] : ["not empty"] } == [])
    }

    /// The check and its child tasks run on the calling thread, so that nothing of it runs on
    /// once the fuzz target returns.
    @Test func runsTheCheckAndItsChildTasksOnTheCallingThread() {
        let caller = pthread_self()
        let found = problems("x") { _ in
            await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<8 { group.addTask { pthread_equal(pthread_self(), caller) != 0 } }
                var problems = pthread_equal(pthread_self(), caller) != 0 ? [] : ["the check ran on another thread"]
                for await isCaller in group where !isCaller { problems.append("a child task ran on another thread") }
                return problems
            }
        }
        #expect(found == [])
    }

    /// When the harness returns, the task has released what the check captured: nothing else
    /// holds the canary.
    @Test func theCheckIsReleasedWhenTheHarnessReturns() {
        let released = Flag()
        let isReleased = Array("x".utf8).withUnsafeBufferPointer { bytes in
            let found = FuzzHarness.problems(
                inCopyOf: bytes.baseAddress!, count: bytes.count, Self.check(holding: Canary(released)))
            return found.isEmpty && released.isSet
        }
        #expect(isReleased)
    }

    private static func check(holding canary: Canary) -> @Sendable (Data) async -> [String] {
        { _ in withExtendedLifetime(canary) { [] } }
    }

    /// What the JSON Lines target checks, through the harness.
    @Test func streamsJSONLinesAsTheFuzzTargetDoes() {
        let text = #"{"label":"circle","points":[[1,2,0],[3,4,0.01]]}"# + "\nnot json\n"
        #expect(problems(text) { input in await Invariants.problems(readingJSONLines: input) } == [])
    }

    private final class Flag: Sendable {
        private let value = Mutex(false)
        var isSet: Bool { value.withLock { $0 } }
        func set() { value.withLock { $0 = true } }
    }

    private final class Canary: Sendable {
        let released: Flag
        init(_ released: Flag) { self.released = released }
        deinit { released.set() }
    }
}
