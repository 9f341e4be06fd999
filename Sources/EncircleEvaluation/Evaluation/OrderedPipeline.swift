import Foundation

/// Work spread over worker threads with results handed back in the order the items were made,
/// and a fixed number of items in flight: memory stays bounded whatever the number of items.
///
/// The calling thread produces the items and consumes the results; `workers` threads run
/// `work`. An item counts as in flight from the moment it is produced until its result has
/// been consumed, so at most `capacity` items and results exist at any time.
///
/// ```swift
/// OrderedPipeline.run(
///     workers: 2, capacity: 4,
///     produce: { emit in for chunk in chunks { emit(chunk) } },
///     work: { chunk in judge(chunk) },
///     consume: { tally.merge($0) })   // in the chunks' order
/// ```
final class OrderedPipeline<Item: Sendable, Output: Sendable>: @unchecked Sendable {
    // Every stored property below is read and written only with `condition` locked.
    private let condition = NSCondition()
    private var queue: [(sequence: Int, item: Item)] = []
    private var results: [Int: Output] = [:]
    private var produced = 0
    private var consumed = 0
    private var finished = false
    private let capacity: Int
    private let work: @Sendable (Item) -> Output

    private init(capacity: Int, work: @escaping @Sendable (Item) -> Output) {
        self.capacity = max(capacity, 1)
        self.work = work
    }

    /// The number of worker threads that uses every core.
    static var everyCore: Int { max(ProcessInfo.processInfo.activeProcessorCount, 1) }

    /// Runs the pipeline until `produce` returns and every result has been consumed.
    ///
    /// - Parameters:
    ///   - workers: Threads that run `work`; with 1 or fewer, everything runs on the calling
    ///     thread, one item at a time.
    ///   - capacity: Items in flight at most (at least 1).
    ///   - produce: Calls its argument with each item, in order, on the calling thread; the call
    ///     blocks while `capacity` items are in flight.
    ///   - work: Turns an item into its result, on a worker thread.
    ///   - consume: Receives the results in the items' order, on the calling thread.
    static func run(
        workers: Int, capacity: Int, produce: ((Item) -> Void) -> Void, work: @escaping @Sendable (Item) -> Output,
        consume: (Output) -> Void
    ) {
        // `produce` and `consume` never run at the same time: `consume` is called from inside
        // `produce`'s calls, on the same thread.
        withoutActuallyEscaping(consume) { consume in
            guard workers > 1 else {
                produce { consume(work($0)) }
                return
            }
            runOnWorkers(workers, capacity: capacity, produce: produce, work: work, consume: consume)
        }
    }

    private static func runOnWorkers(
        _ workers: Int, capacity: Int, produce: ((Item) -> Void) -> Void, work: @escaping @Sendable (Item) -> Output,
        consume: @escaping (Output) -> Void
    ) {
        let pipeline = OrderedPipeline(capacity: capacity, work: work)
        let done = DispatchGroup()
        for _ in 0..<workers {
            done.enter()
            let thread = Thread {
                pipeline.serve()
                done.leave()
            }
            // The size of a main thread's stack, so that detectors behave as on the main thread.
            thread.stackSize = 8 << 20
            thread.start()
        }
        produce { pipeline.emit($0, consume: consume) }
        pipeline.finish(consume: consume)
        done.wait()
    }

    /// Queues `item`, first consuming the results that are ready, and waiting while the
    /// pipeline is full.
    private func emit(_ item: Item, consume: (Output) -> Void) {
        condition.lock()
        while true {
            while let output = results.removeValue(forKey: consumed) {
                consumed += 1
                condition.unlock()
                consume(output)
                condition.lock()
            }
            if produced - consumed < capacity { break }
            condition.wait()
        }
        queue.append((produced, item))
        produced += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Tells the workers that no more items come, and consumes the remaining results in order.
    private func finish(consume: (Output) -> Void) {
        condition.lock()
        finished = true
        condition.broadcast()
        while consumed < produced {
            if let output = results.removeValue(forKey: consumed) {
                consumed += 1
                condition.unlock()
                consume(output)
                condition.lock()
            } else {
                condition.wait()
            }
        }
        condition.unlock()
    }

    /// A worker's loop: takes items until the queue is empty and production has finished.
    private func serve() {
        condition.lock()
        while true {
            if !queue.isEmpty {
                let (sequence, item) = queue.removeFirst()
                condition.unlock()
                let output = work(item)
                condition.lock()
                results[sequence] = output
                condition.broadcast()
            } else if finished {
                break
            } else {
                condition.wait()
            }
        }
        condition.unlock()
    }
}
