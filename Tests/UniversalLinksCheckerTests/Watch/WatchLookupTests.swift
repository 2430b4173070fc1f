#if ULINKS_WATCH
    import Foundation
    import Testing
    import UniversalLinksChecker
    @testable import UniversalLinksWatch

    /// Issue 37 item 4: a lookup of a watched domain has the check's deadline, and a shutdown does not wait for
    /// it. The slow resolver is a stand-in (the machine's resolver cannot be made slow from a test): a lookup
    /// that sleeps 30 s.
    @Suite("Watch: address lookups have a deadline")
    struct WatchLookupTests {
        static let slow: @Sendable (String) async -> AddressPolicy.Pinning = { _ in
            try? await Task.sleep(for: .seconds(30))
            return .pinned("192.0.2.1")
        }

        @Test func aSlowLookupEndsAtItsDeadline() async throws {
            let clock = ContinuousClock()
            let start = clock.now
            let answer = await WatchEngine.pin("slow.example", within: 0.3, lookup: Self.slow)
            #expect(answer == .refused(WatchPins.lookupTimedOut))
            #expect(clock.now - start < .seconds(5), "\(clock.now - start)")
            let fast = await WatchEngine.pin("fast.example", within: 5) { _ in .pinned("192.0.2.2") }
            #expect(fast == .pinned("192.0.2.2"))
        }

        @Test func cancellingDoesNotWaitForTheLookup() async throws {
            let clock = ContinuousClock()
            let start = clock.now
            let lookup = Task { await WatchEngine.pin("slow.example", within: 60, lookup: Self.slow) }
            try await Task.sleep(for: .milliseconds(200))
            lookup.cancel()
            #expect(await lookup.value == .refused(WatchPins.lookupTimedOut))
            #expect(clock.now - start < .seconds(5), "\(clock.now - start)")
        }
    }
#endif
