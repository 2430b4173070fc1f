#if ULINKS_WATCH
    import Foundation
    import Testing
    import ULinksTestSupport
    import UniversalLinksWatch

    /// The webhook dispatcher against loopback receivers that speak HTTP (issue 37.5): connections in flight
    /// are bounded per receiver and in all, counted where they arrive.
    @Suite("Watch: webhook connections in flight")
    struct WebhookDispatcherTests {
        @Test(.timeLimit(.minutes(2))) func hangingReceiversHoldAtMostTheBoundedConnections() async throws {
            var receivers: [TestWebhookReceiver] = []
            for _ in 0..<12 { receivers.append(try await TestWebhookReceiver.start()) }
            defer { for receiver in receivers { Task { await receiver.stop() } } }
            let hanging = receivers.prefix(6)
            for receiver in hanging { receiver.mode.value = .hang }
            var configuration = WebhookDispatcher.Configuration()
            configuration.allowPrivateAddresses = true
            configuration.attempts = 1
            configuration.timeout = 1.5
            configuration.maximumConnections = 5
            configuration.connectionsPerReceiver = 1
            let dispatcher = WebhookDispatcher(configuration: configuration)
            // Three webhook URLs on each receiver: three queues (and before the fix three connections) each.
            let urls = receivers.flatMap { receiver in
                ["/hook", "/a", "/b"].map { "http://127.0.0.1:\(receiver.port)\($0)" }
            }
            let transition = WatchTransition(
                domain: "many.watch.test", from: .ok, to: .failing, at: Date(),
                reasons: [WatchReason(.httpStatus, "503")])
            await dispatcher.send(transition, to: urls)
            // Sample the receivers' open connections while the hanging ones hold theirs; a count held over
            // 100 ms (a connection closed by the client is seen closed a moment later).
            var samples: [Int] = []
            let start = ContinuousClock.now
            while ContinuousClock.now - start < .seconds(2) {
                samples.append(receivers.map { $0.connections.value.open.count }.reduce(0, +))
                try await Task.sleep(for: .milliseconds(10))
            }
            let most = samples.indices.map { samples[$0..<min($0 + 10, samples.count)].min() ?? 0 }.max() ?? 0
            await dispatcher.drain(within: 60)
            let peak = await dispatcher.peakConnections
            await dispatcher.shutdown()
            // At most the bound (the sampling can miss the hold on a loaded machine, so no lower bound here:
            // that every hanging receiver was reached is asserted by its request count below).
            #expect(most <= 5, "open connections at the receivers at once: \(most)")
            #expect(peak <= 5, "attempts in flight at once: \(peak)")
            for receiver in receivers {
                #expect(
                    receiver.connections.value.peak <= 1,
                    "receiver \(receiver.port): \(receiver.connections.value.peak) connections at once")
            }
            // The receivers that answer got every delivery despite the hanging ones; each hanging one was tried.
            for receiver in receivers.suffix(6) { #expect(receiver.posts.value.count == 3) }
            for receiver in hanging { #expect(receiver.requests.value == 3) }
            // Each connection is closed after its attempt: none is left open at the receivers.
            try await Task.sleep(for: .milliseconds(300))
            #expect(receivers.map { $0.connections.value.open.count }.reduce(0, +) == 0)
        }
    }
#endif
