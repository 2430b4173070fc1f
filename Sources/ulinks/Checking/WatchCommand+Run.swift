#if ULINKS_WATCH
    import ArgumentParser
    import Foundation
    import UniversalLinks
    import UniversalLinksChecker
    import UniversalLinksWatch

    extension WatchCommand {
        /// `--once`: every domain at once (no spreading), one line per domain, then the webhooks' deliveries
        /// (bounded by their retries) and the exit status.
        func runOnce(_ engine: WatchEngine, targets: [WatchTarget], dispatcher: WebhookDispatcher) async throws {
            let (webhooks, causes) = (self.webhooks, webhookCauses)
            let format = self.format
            let localizer = language.localizer
            var results: [WatchState] = []
            var unchecked = 0
            _ = try await engine.round(targets, spread: false) { result in
                results.append(result.state)
                if result.report.status == .unreachable { unchecked += 1 }
                switch format {
                case .json: if let line = try? CLI.json(result, pretty: false) { CLI.write(line + "\n") }
                case .text: CLI.write(Self.text(result, localizer))
                }
                if result.alert, let transition = result.transition {
                    await dispatcher.send(
                        transition, to: result.target.webhooks(for: transition, all: webhooks, causes: causes))
                }
            }
            await dispatcher.drain(within: Self.drainSeconds(dispatcherConfiguration()))
            if !results.isEmpty && unchecked == results.count { throw ExitCode(2) }
            if results.contains(.failing) { throw ExitCode(1) }
        }

        /// Rounds until SIGINT or SIGTERM: one event per transition on standard output, one line per round on
        /// standard error.
        func runContinuously(_ engine: WatchEngine, targets: [WatchTarget], dispatcher: WebhookDispatcher) async throws
        {
            let (webhooks, causes) = (self.webhooks, webhookCauses)
            let format = self.format
            let localizer = language.localizer
            let run = Task {
                try await engine.run(targets) { summary in
                    CLI.writeError(Self.text(summary, localizer))
                } onTransition: { transition, target in
                    switch format {
                    case .json: if let line = try? CLI.json(transition, pretty: false) { CLI.write(line + "\n") }
                    case .text: CLI.write(Self.text(transition, localizer))
                    }
                    await dispatcher.send(
                        transition, to: target.webhooks(for: transition, all: webhooks, causes: causes))
                }
            }
            let signals = SignalHandler([SIGINT, SIGTERM]) { run.cancel() }
            defer { signals.cancel() }
            try await run.value
            // Deliveries under way get a moment to finish (well within the 5 s a service manager usually
            // allows after SIGTERM); the rest are dropped with the process.
            await dispatcher.drain(within: 2)
        }

        /// How long `--once` waits for its webhooks: every attempt and backoff of one delivery, plus a margin.
        static func drainSeconds(_ configuration: WebhookDispatcher.Configuration) -> Double {
            let attempts = Double(max(1, configuration.attempts))
            let backoff = (0..<max(0, configuration.attempts - 1)).reduce(0.0) { sum, k in
                sum + min(configuration.backoff * pow(2, Double(k)), 300)
            }
            return attempts * configuration.timeout + backoff + 5
        }

        /// A line of the webhooks' log (a delivery that failed, was dropped or refused) in the chosen language.
        static func webhookLine(_ line: Message, _ localizer: Localizer) -> String { localizer.render(line) }

        /// `example.com: failing` and a line per reason.
        static func text(_ result: WatchResult, _ localizer: Localizer) -> String {
            "\(result.domain): \(result.state.word(localizer))\n" + lines(result.record.reasons, localizer)
        }

        /// `2026-11-20T03:12:00.000Z example.com: ok -> failing` and a line per reason; for a change of cause
        /// `2026-11-20T03:12:00.000Z example.com: still failing, for other reasons (was: content-type, not-json)`.
        static func text(_ transition: WatchTransition, _ localizer: Localizer) -> String {
            guard transition.isCauseChange else {
                return
                    "\(WatchTime.string(transition.at)) \(transition.domain): \(transition.from.word(localizer)) -> \(transition.to.word(localizer))\n"
                    + lines(transition.reasons, localizer)
            }
            let previous = (transition.previousReasons ?? []).map(\.id.rawValue).joined(separator: ", ")
            return localizer.text(
                "watch.event.reasons",
                [
                    "at": WatchTime.string(transition.at), "domain": transition.domain,
                    "state": transition.to.word(localizer), "previous": previous,
                ]) + "\n" + lines(transition.reasons, localizer)
        }

        /// `  redirect: 301 to https://www.example.com/...: not followed`, a line per reason (the id as it is).
        static func lines(_ reasons: [WatchReason], _ localizer: Localizer) -> String {
            reasons.map { "  \($0.id.rawValue): \(localizer.render($0.message))\n" }.joined()
        }

        /// `round 3: 10000 domains in 41.2 s, 2026-11-20T03:30:00.010Z to 2026-11-20T03:30:41.210Z (ok 9990, warning 7,
        /// failing 3; 2 transitions)`.
        static func text(_ summary: WatchRoundSummary, _ localizer: Localizer) -> String {
            let states = localizer.text(
                "watch.round.states",
                [
                    "ok": "\(summary.states[.ok] ?? 0)", "warning": "\(summary.states[.warning] ?? 0)",
                    "failing": "\(summary.states[.failing] ?? 0)",
                ])
            return localizer.text(
                "watch.round",
                [
                    "number": "\(summary.number)",
                    "domains": localizer.text("watch.round.domains", count: summary.checked),
                    "seconds": String(format: "%.1f", summary.seconds), "started": WatchTime.string(summary.started),
                    "finished": WatchTime.string(summary.finished), "states": states,
                    "transitions": localizer.text("watch.round.transitions", count: summary.transitions),
                ]) + extras(summary, localizer) + "\n"
        }

        /// What the round line adds when it happened: changes of cause, first states recorded without an
        /// alert, a schedule running late (at least a second).
        static func extras(_ summary: WatchRoundSummary, _ localizer: Localizer) -> String {
            var parts: [String] = []
            if summary.causeChanges > 0 {
                parts.append(localizer.text("watch.round.causes", count: summary.causeChanges))
            }
            if summary.firstStates > 0 {
                parts.append(localizer.text("watch.round.first-states", count: summary.firstStates))
            }
            if summary.late >= 1 {
                parts.append(localizer.text("watch.round.late", ["seconds": String(format: "%.1f", summary.late)]))
            }
            return parts.map { "; " + $0 }.joined()
        }
    }
#endif
