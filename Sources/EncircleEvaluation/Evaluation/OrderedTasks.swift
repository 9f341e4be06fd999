import Foundation

/// Work spread over child tasks with results handed back in the order the items were made,
/// and a fixed number of items in flight: memory stays bounded whatever the number of items.
/// The one way this module runs work concurrently (loading, evaluation, generation).
///
/// `produce` hands items to its argument in order; each runs `work` in a child task of a task
/// group, at most `workers` at a time; `consume` gets the results in the items' order, in the
/// calling task. An item counts as in flight from the moment it is produced until its result
/// has been consumed, so at most `capacity` items and results exist at any time: producing
/// waits for results while the pipeline is full.
///
/// ```swift
/// await OrderedTasks.run(
///     workers: 2, capacity: 4,
///     produce: { emit in for chunk in chunks { await emit(chunk) } },
///     work: { chunk in judge(chunk) },
///     consume: { tally.merge($0) })   // in the chunks' order
/// ```
enum OrderedTasks {
    /// The number of workers that uses every core.
    static var everyCore: Int { max(ProcessInfo.processInfo.activeProcessorCount, 1) }

    /// Runs the pipeline until `produce` returns and every result has been consumed.
    ///
    /// - Parameters:
    ///   - workers: Child tasks that run `work` at once; with 1 or fewer, everything runs in the
    ///     calling task, one item at a time.
    ///   - capacity: Items in flight at most (at least `workers`).
    ///   - produce: Calls its argument with each item, in order; the call returns once the item
    ///     is started (consuming the results that are ready, and waiting while the pipeline is
    ///     full).
    ///   - work: Turns an item into its result, in a child task.
    ///   - consume: Receives the results in the items' order, in the calling task.
    static func run<Item: Sendable, Output: Sendable>(
        workers: Int, capacity: Int, produce: ((Item) async -> Void) async -> Void,
        work: @escaping @Sendable (Item) async -> Output, consume: (Output) async -> Void
    ) async {
        // `produce` and `consume` never run at the same time: `consume` is called from inside
        // `produce`'s calls, in the same task.
        await withoutActuallyEscaping(consume) { consume in
            guard workers > 1 else {
                await produce { await consume(await work($0)) }
                return
            }
            await withTaskGroup(of: (Int, Output).self) { group in
                var started = 0  // items produced
                var returned = 0  // results taken from the group
                var consumed = 0  // results handed to `consume`
                var ready: [Int: Output] = [:]  // returned out of order, not yet consumed
                /// Takes results from the group while `workers` run or `limit` are in flight,
                /// consuming those whose turn has come.
                func wait(below limit: Int) async {
                    while started - returned >= workers || started - consumed >= limit,
                        let (index, output) = await group.next()
                    {
                        returned += 1
                        ready[index] = output
                        while let output = ready.removeValue(forKey: consumed) {
                            consumed += 1
                            await consume(output)
                        }
                    }
                }
                await produce { item in
                    await wait(below: max(capacity, workers))
                    let index = started
                    group.addTask { (index, await work(item)) }
                    started += 1
                }
                await wait(below: 1)
            }
        }
    }
}
