import Testing

@testable import UniversalLinks

/// The drain at exit of `ulinks mcp` and of the webhook deliveries: it returns when the work ends or
/// its deadline passes, whichever is first, without polling. Each test has a minute; a wait that missed
/// its wake-up would sit out its 600 s limit and fail on that.
@Suite(.timeLimit(.minutes(1))) struct IdleSignalTests {
    /// `task`'s end; cancelled with the test (at its time limit), so a wait that missed its wake-up fails
    /// the test instead of holding it for 600 s.
    func ended(_ task: Task<Void, Never>) async {
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

    @Test func aWaitEndsWhenTheWorkEnds() async {
        let signal = IdleSignal()
        signal.update(idle: false)
        let waiters = (0..<50).map { _ in Task { await signal.wait(within: .seconds(600)) } }
        // Some waiters suspend before the work ends, some may only start after: both must return.
        await Task.yield()
        signal.update(idle: true)
        for waiter in waiters { await ended(waiter) }
    }

    @Test func idleWorkIsNotWaitedFor() async {
        let signal = IdleSignal()
        await signal.wait(within: .seconds(600))
        signal.update(idle: false)
        signal.update(idle: true)
        await signal.wait(within: .seconds(600))
    }

    @Test func hungWorkIsWaitedForUntilTheLimit() async {
        let signal = IdleSignal()
        signal.update(idle: false)
        let clock = ContinuousClock()
        let start = clock.now
        await signal.wait(within: .milliseconds(300))
        // Not before the limit: the work never ended.
        #expect(clock.now - start >= .milliseconds(300))
        // A zero limit returns at once, and the signal still works afterwards.
        await signal.wait(within: .zero)
        let later = Task { await signal.wait(within: .seconds(600)) }
        signal.update(idle: true)
        await ended(later)
    }

    @Test func aCancelledWaitReturns() async {
        let signal = IdleSignal()
        signal.update(idle: false)
        let waiter = Task { await signal.wait(within: .seconds(600)) }
        waiter.cancel()
        await waiter.value
        // Work that starts again after being idle is waited for again.
        signal.update(idle: true)
        signal.update(idle: false)
        let next = Task { await signal.wait(within: .seconds(600)) }
        await Task.yield()
        signal.update(idle: true)
        await ended(next)
    }
}
