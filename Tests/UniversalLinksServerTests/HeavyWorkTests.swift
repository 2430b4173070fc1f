import Testing

@testable import UniversalLinksServer

/// The line for expensive requests: a turn handed to the first in line when one finishes, a full line
/// refused at once, a cancelled wait leaving the line. Waits are on continuations (no thread blocked).
@Suite struct HeavyWorkTests {
    /// A gate a running body waits at until the test opens it.
    actor Gate {
        private var continuation: CheckedContinuation<Void, Never>?
        private var opened = false

        func wait() async {
            guard !opened else { return }
            await withCheckedContinuation { continuation = $0 }
        }

        func open() {
            opened = true
            continuation?.resume()
            continuation = nil
        }
    }

    @Test func theFirstInLineGetsTheTurnAndAFullLineIsRefused() async throws {
        let (work, gate, first) = await Self.oneTurnTaken()
        let events = Events()
        let second = Task {
            try await work.run {
                await events.add("second ran"); return 2
            }
        }
        // The second is in line (not refused, not run); a third finds the line full.
        try await Task.sleep(for: .milliseconds(50))
        #expect(await !events.contains("second ran"))
        await #expect(throws: HeavyWork.Busy.self) { try await work.run { 3 } }
        await gate.open()
        #expect(try await first.value == 1)
        #expect(try await second.value == 2)
        // Both turns are free again.
        #expect(try await work.run { 4 } == 4)
    }

    @Test func aCancelledWaitLeavesTheLine() async throws {
        let (work, gate, first) = await Self.oneTurnTaken()
        let waiting = Task { try await work.run { 2 } }
        try await Task.sleep(for: .milliseconds(50))
        waiting.cancel()
        await #expect(throws: HeavyWork.Busy.self) { try await waiting.value }
        // Its place is free: another request can wait and gets the turn.
        let next = Task { try await work.run { 5 } }
        await gate.open()
        #expect(try await first.value == 1)
        #expect(try await next.value == 5)
    }

    /// A request whose turn does not come within the patience is refused, and leaves the line.
    @Test func aWaitPastThePatienceIsRefused() async throws {
        let (work, gate, first) = await Self.oneTurnTaken()
        let start = ContinuousClock.now
        await #expect(throws: HeavyWork.Busy.self) { try await work.run { 2 } }
        #expect(ContinuousClock.now - start >= HeavyWork.patience)
        await gate.open()
        #expect(try await first.value == 1)
        #expect(try await work.run { 3 } == 3)
    }

    /// A line of one turn and one place, the turn taken by a request that holds it until `gate` opens.
    static func oneTurnTaken() async -> (HeavyWork, Gate, Task<Int, any Error>) {
        let work = HeavyWork(limit: 1, waitingLimit: 1)
        let gate = Gate()
        let events = Events()
        let first = Task {
            try await work.run {
                await events.add("first started"); await gate.wait(); return 1
            }
        }
        while await !events.contains("first started") { await Task.yield() }
        return (work, gate, first)
    }

    actor Events {
        var names: [String] = []
        func add(_ name: String) { names.append(name) }
        func contains(_ name: String) -> Bool { names.contains(name) }
    }
}
