import Testing

@testable import EncircleEvaluation

@Suite struct OrderedTasksTests {
    /// Counts the items being worked on and remembers the most at once.
    actor Running {
        private var count = 0
        private(set) var most = 0

        func enter() {
            count += 1
            most = max(most, count)
        }

        func leave() { count -= 1 }
    }

    /// Results come back in the items' order, with at most `workers` running and `capacity` in
    /// flight, however long each item takes; with one worker, one at a time.
    @Test(arguments: [(1, 1), (3, 6), (4, 4)])
    func keepsOrderAndBounds(workers: Int, capacity: Int) async {
        let running = Running()
        var produced = 0, consumed: [Int] = [], mostInFlight = 0
        await OrderedTasks.run(
            workers: workers, capacity: capacity,
            produce: { emit in
                for item in 0..<200 {
                    await emit(item)
                    produced += 1
                    mostInFlight = max(mostInFlight, produced - consumed.count)
                }
            },
            work: { item in
                await running.enter()
                // Items finish out of order: later ones often sooner.
                for _ in 0..<(item * 7919 % 13) { await Task.yield() }
                await running.leave()
                return item
            },
            consume: { consumed.append($0) })
        #expect(consumed == Array(0..<200))
        #expect(await running.most <= workers)
        #expect(mostInFlight <= capacity)
    }
}
