import Foundation
import Synchronization

/// How a libFuzzer target runs a check that is `async` (``EncircleEvaluation/StrokeLoader``
/// reads files asynchronously) from its synchronous callback.
///
/// libFuzzer owns the bytes it passes and reuses them once the callback returns; between inputs
/// it counts what was allocated and freed and, when more was allocated, runs LeakSanitizer.
/// So when the callback returns, the check must have ended: the input copied, the check run,
/// and its task, with everything it captured, released. The check runs here as a task on an
/// executor that is the calling thread (``CallingThread``): its child tasks run there too, and
/// when its last job returns, the task has ended (a task releases its closure before it
/// completes, within that job). Waiting instead on a semaphore that the task signalled from
/// inside itself let the callback return while the task still held the input, and once made
/// LeakSanitizer report a leak that never reproduced.
///
/// ```swift
/// @_cdecl("LLVMFuzzerTestOneInput")
/// public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
///     FuzzHarness.check(data, size) { input in await Invariants.problems(readingJSONLines: input) }
/// }
/// ```
public enum FuzzHarness {
    /// Checks one input: `check` on a copy of the `count` bytes at `bytes`, run to its end on
    /// this thread; traps with every broken promise, so that libFuzzer keeps the input.
    ///
    /// - Returns: 0, what libFuzzer expects of a callback that returns.
    /// - Complexity: That of `check`.
    public static func check(
        _ bytes: UnsafePointer<UInt8>, _ count: Int, _ check: @escaping @Sendable (Data) async -> [String]
    ) -> CInt {
        let problems = self.problems(inCopyOf: bytes, count: count, check)
        if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
        return 0
    }

    /// What `check` finds in a copy of the `count` bytes at `bytes`, run on this thread; when it
    /// returns, the task that ran `check` has ended and released the copy.
    ///
    /// It blocks the calling thread until the check has ended: it is meant for libFuzzer's own
    /// thread (tests call it too), not for a task, whose thread other tasks may be waiting for.
    ///
    /// - Complexity: That of `check`.
    public static func problems(
        inCopyOf bytes: UnsafePointer<UInt8>, count: Int, _ check: @escaping @Sendable (Data) async -> [String]
    ) -> [String] {
        let input = Data(bytes: bytes, count: count)  // owned: libFuzzer reuses its buffer
        let thread = CallingThread()
        let outcome = Outcome()
        Task(executorPreference: thread) {
            let found = await check(input)
            // The task's last statement: once the job that runs it returns, the task has ended.
            outcome.problems.withLock { $0 = found }
        }
        thread.runJobs { outcome.problems.withLock { $0 != nil } }
        return outcome.problems.withLock { $0 ?? [] }
    }

    /// Where the task leaves what it found.
    private final class Outcome: Sendable {
        let problems = Mutex<[String]?>(nil)
    }

    /// A task executor whose jobs run on the thread that calls ``runJobs(until:)``.
    private final class CallingThread: TaskExecutor, @unchecked Sendable {
        // @unchecked: `jobs` is only touched with `condition` locked.
        private let condition = NSCondition()
        private var jobs: [UnownedJob] = []

        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            condition.lock()
            jobs.append(job)
            condition.signal()
            condition.unlock()
        }

        /// Runs the jobs sent here, waiting for each, until `isDone` after one of them; then any
        /// left, so that no job outlives the call.
        func runJobs(until isDone: () -> Bool) {
            while let job = nextJob(waiting: !isDone()) {
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
        }

        private func nextJob(waiting: Bool) -> UnownedJob? {
            condition.lock()
            defer { condition.unlock() }
            while waiting, jobs.isEmpty { condition.wait() }
            return jobs.isEmpty ? nil : jobs.removeFirst()
        }
    }
}
