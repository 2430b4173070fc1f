#if ULINKS_WATCH
    import Foundation
    import Testing
    import UniversalLinksChecker
    @testable import UniversalLinksWatch

    /// Issue 37 item 4: a lookup of a watched domain has the check's deadline, and a shutdown does not wait for
    /// it. The slow resolver is a stand-in (the machine's resolver cannot be made slow from a test): a lookup
    /// that answers after an hour. No wall-clock bound is asserted (at the start of a full run the cooperative
    /// pool is queued deep with other tests): an answer at all is the proof, since without the deadline the
    /// lookup's hour would run into the test's time limit, and the answer must be the deadline's.
    @Suite("Watch: address lookups have a deadline", .timeLimit(.minutes(2)))
    struct WatchLookupTests {
        static let slow: @Sendable (String) async -> AddressPolicy.Pinning = { _ in
            try? await Task.sleep(for: .seconds(3600))
            return .pinned("192.0.2.1")
        }

        @Test func aSlowLookupEndsAtItsDeadline() async throws {
            let answer = await WatchEngine.pin("slow.example", within: 0.3, lookup: Self.slow)
            #expect(answer == .refused(WatchPins.lookupTimedOut))
            let fast = await WatchEngine.pin("fast.example", within: 5) { _ in .pinned("192.0.2.2") }
            #expect(fast == .pinned("192.0.2.2"))
        }

        @Test func cancellingDoesNotWaitForTheLookup() async throws {
            // The deadline (an hour) is past the time limit too: only the cancellation can end the wait.
            let lookup = Task { await WatchEngine.pin("slow.example", within: 3600, lookup: Self.slow) }
            try await Task.sleep(for: .milliseconds(200))
            lookup.cancel()
            #expect(await lookup.value == .refused(WatchPins.lookupTimedOut))
        }
    }
#endif
