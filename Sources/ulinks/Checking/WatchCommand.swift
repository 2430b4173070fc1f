#if ULINKS_WATCH
    import ArgumentParser
    import Foundation
    import UniversalLinks
    import UniversalLinksChecker
    import UniversalLinksWatch

    /// `ulinks watch`: the checks of `ulinks check`, round after round, one event per change of a domain's
    /// state (Docs/Watch.md).
    struct WatchCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "watch",
            abstract: "Check domains on a schedule and report each change of their state (ok, warning, failing).",
            discussion: """
                Every --interval seconds (starts spread over the interval) each domain is checked as `ulinks check` \
                checks it, and its state is the worst of its reasons (redirect, content-type, tls-expiring, \
                tls-invalid, not-json, app-missing, expectation, cdn-stale, cdn-failure, cdn-redirect, unreachable, \
                ...; Docs/Watch.md). Without --once: runs until SIGINT or SIGTERM and prints one event per change \
                of state (the first check of a domain is a change from unknown, alerted only when failing unless \
                --alert-first) and per change of cause (the same state for other reasons); --webhook POSTs the \
                changes of state, and the changes of cause with --webhook-causes. With --once: \
                one round, one JSON object per domain with --format json; exit status 0 when every domain is ok or \
                warning, 1 when any is failing, 2 when none could be checked, 64 usage error. \
                --history DOMAIN --state FILE prints a domain's transitions.
                """
        )

        @OptionGroup var target: CheckOptions

        @Option(
            name: .customLong("expect"),
            help: ArgumentHelp(
                "URL=APPID: this URL must open that app; URL=browser: it must open no app (repeatable).",
                valueName: "url=app"))
        var expect: [String] = []

        @Option(
            name: .customLong("expect-android"),
            help: ArgumentHelp(
                "URL=PACKAGE or URL=browser, decided against assetlinks.json as Android 15+ does (repeatable).",
                valueName: "url=package"))
        var expectAndroid: [String] = []

        @Option(
            help: ArgumentHelp(
                "Seconds between rounds (fractions allowed, at least 0.1); each round's starts are spread over the interval.",
                valueName: "seconds"))
        var interval: Double = 900

        @Flag(help: "One round, then exit (no waiting: every domain is checked at once, --concurrency at a time).")
        var once = false

        @Option(help: "Output format: text or json (one JSON object per line).")
        var format: OutputFormat = .text

        @Option(
            name: .customLong("webhook"),
            help: ArgumentHelp(
                "POST each transition as JSON to this URL (repeatable; Slack-compatible \"text\").", valueName: "url"))
        var webhooks: [String] = []

        @Flag(
            name: .customLong("webhook-causes"),
            help:
                "Also POST changes of cause to the --webhook URLs: a domain that stays failing (or warning) for other reasons."
        )
        var webhookCauses = false

        @Flag(
            help:
                "Also watch /.well-known/webauthn as browsers read it: the domain serves one, so its absence or breakage is a webauthn reason."
        )
        var webauthn = false

        @Flag(
            name: .customLong("no-aasa"),
            help:
                "Read no apple-app-site-association: watch the connection, the certificate and the files asked for (--android, --webauthn) of a domain that serves none."
        )
        var noAASA = false

        @Flag(
            name: .customLong("alert-first"),
            help:
                "Print and POST every domain's first state; by default only a failing first state is alerted, the others recorded."
        )
        var alertFirst = false

        @Flag(
            name: .customLong("allow-private"),
            help: "Check domains and POST webhooks on loopback, private and link-local addresses.")
        var allowPrivate = false

        @Option(
            help: ArgumentHelp(
                "An SQLite file keeping each domain's state and transitions (created if missing): a restart does not alert again.",
                valueName: "file"))
        var state: String?

        @Option(help: ArgumentHelp("Print DOMAIN's transitions from --state FILE, and exit.", valueName: "domain"))
        var history: String?

        @Option(
            name: .customLong("cdn-grace"),
            help: ArgumentHelp(
                "Seconds Apple's CDN copy may differ from the origin before cdn-stale.", valueName: "seconds"))
        var cdnGrace: Double = 86_400

        @Flag(
            name: .customLong("list-reasons"), help: "List every reason id with the state it gives and when, and exit.")
        var listReasons = false

        @Option(name: .customLong("webhook-backoff"), help: .hidden)
        var webhookBackoff: Double = 2

        @Option(name: .customLong("webhook-timeout"), help: .hidden)
        var webhookTimeout: Double = 10

        mutating func validate() throws {
            if listReasons { return }
            let localizer = language.localizer
            if history != nil {
                guard state != nil else { throw ValidationError(localizer.text("watch.error.history-needs-state")) }
                return
            }
            if target.domains.isEmpty && target.domainsFile == nil {
                throw ValidationError(localizer.text("watch.error.no-domain"))
            }
            guard interval.isFinite, interval >= 0.1 else {
                throw ValidationError(localizer.text("watch.error.interval"))
            }
            guard cdnGrace.isFinite, cdnGrace >= 0 else {
                throw ValidationError(localizer.text("watch.error.cdn-grace"))
            }
            guard webhookBackoff.isFinite, webhookBackoff >= 0, webhookTimeout.isFinite, webhookTimeout > 0 else {
                throw ValidationError(localizer.text("watch.error.webhook-timing"))
            }
            try OptionRange.seconds(interval, "--interval", 0.1...Self.maximumInterval)
            try OptionRange.seconds(cdnGrace, "--cdn-grace", 0...Self.maximumCDNGrace)
            try OptionRange.seconds(webhookBackoff, "--webhook-backoff", 0...Self.maximumWebhookSeconds)
            try OptionRange.seconds(webhookTimeout, "--webhook-timeout", 0...Self.maximumWebhookSeconds, positive: true)
            let expectations = try expectations()
            if noAASA,
                target.cdn || WatchTarget.asksOfTheAASA(app: target.app, urls: target.urls, expectations: expectations)
            {
                throw CLI.usageError(
                    "--no-aasa reads no apple-app-site-association: drop --app, --url, --expect and --cdn, or drop --no-aasa"
                )
            }
            for url in webhooks {
                do { _ = try HTTPURL(url) } catch {
                    throw ValidationError(
                        localizer.text(
                            "watch.error.webhook-url-reason", ["url": url, "reason": localizer.render(error.message)]))
                }
            }
        }

        /// A week between rounds at most (`--interval`), as `serve --watch-interval`.
        static let maximumInterval: Double = 604_800
        /// A year of CDN lag at most (`--cdn-grace`, `serve --watch-cdn-grace`).
        static let maximumCDNGrace: Double = 31_536_000
        /// The webhook sender doubles its backoff up to 5 minutes: no first backoff or attempt is longer.
        static let maximumWebhookSeconds: Double = 300

        /// `--expect` and `--expect-android`, read.
        func expectations() throws -> [WatchExpectation] {
            do {
                return try expect.map { try WatchExpectation(parsing: $0, platform: .ios) }
                    + expectAndroid.map { try WatchExpectation(parsing: $0, platform: .android) }
            } catch let error as WatchExpectationError {
                throw CLI.usageError(
                    Message("watch.error.expect", ["text": .text(error.text), "reason": .message(error.reason)]))
            } catch {
                throw CLI.usageError("--expect: \(error)")
            }
        }

        @OptionGroup var language: LanguageOptions

        func run() async throws {
            if listReasons {
                let width = (WatchReasonID.allCases.map(\.rawValue.count).max() ?? 16) + 2
                for id in WatchReasonID.allCases {
                    CLI.write(
                        id.rawValue.padding(toWidth: width)
                            + id.severity.rawValue.padding(toWidth: 9)
                            + id.summary(language.localizer) + "\n"
                    )
                }
                return
            }
            if let history, let state {
                try await printHistory(domain: history, state: state)
                return
            }
            let targets = try watchTargets()
            try await refusePrivateConfiguration()
            let store: any WatchStore
            var sqlite: SQLiteWatchStore?
            if let state {
                do {
                    sqlite = try await SQLiteWatchStore.open(path: state)
                } catch let error as WatchStoreError {
                    throw CLIError("--state \(error.message)")
                }
                store = sqlite ?? MemoryWatchStore()
            } else {
                store = MemoryWatchStore()
            }
            let configuration = WatchConfiguration(
                checker: try target.checkerOptions(), concurrency: target.concurrency, cdn: target.cdn,
                schedule: WatchSchedule(interval: interval), cdnGrace: cdnGrace, allowPrivateAddresses: allowPrivate,
                alertFirstStates: alertFirst)
            let engine = WatchEngine(configuration: configuration, store: store)
            let localizer = language.localizer
            let dispatcher = WebhookDispatcher(configuration: dispatcherConfiguration()) {
                CLI.writeError("ulinks watch: \(Self.webhookLine($0, localizer))\n")
            }
            do {
                if once {
                    try await runOnce(engine, targets: targets, dispatcher: dispatcher)
                } else {
                    try await runContinuously(engine, targets: targets, dispatcher: dispatcher)
                }
            } catch {
                await dispatcher.shutdown()
                try? await sqlite?.close()
                throw error
            }
            await dispatcher.shutdown()
            try? await sqlite?.close()
        }

        func dispatcherConfiguration() -> WebhookDispatcher.Configuration {
            var configuration = WebhookDispatcher.Configuration()
            configuration.allowPrivateAddresses = allowPrivate
            configuration.backoff = webhookBackoff
            configuration.timeout = webhookTimeout
            return configuration
        }

        /// One target per domain (the first of repeated ones), with its sample URLs and expectations.
        private func watchTargets() throws -> [WatchTarget] {
            let all = try target.allDomains()
            let localizer = language.localizer
            guard !all.isEmpty else { throw ValidationError(localizer.text("watch.error.no-domains")) }
            let expectations = try expectations()
            let batch = all.count > 1
            var seen: Set<String> = []
            var targets: [WatchTarget] = []
            for domain in all {
                let host = DomainChecker.normalizedHost(domain)
                guard seen.insert(host).inserted else { continue }
                targets.append(
                    WatchTarget(
                        domain: host, app: target.app, urls: target.urls(for: domain, batch: batch),
                        expectations: expectations.filter { $0.host == host }, android: target.androidQuery,
                        webauthn: webauthn, aasa: !noAASA))
            }
            if let stray = expectations.first(where: { !seen.contains($0.host) }) {
                throw ValidationError(
                    localizer.text("watch.error.stray-expect", ["expectation": "\(stray)", "domain": stray.host]))
            }
            return targets
        }

        /// Webhooks and the CDN base on non-public addresses are a mistake unless --allow-private says otherwise.
        /// A `--resolve` mapping of the CDN base's host is the user's own (``AddressPolicy/pin(_:mapping:)``);
        /// webhooks are delivered at their real address, so their mappings do not count.
        private func refusePrivateConfiguration() async throws {
            guard !allowPrivate else { return }
            let resolve = try target.checkerOptions().resolve
            var hosts = webhooks.compactMap { URLComponents(string: $0)?.host }.map {
                ("--webhook", $0, nil as ResolveOverride?)
            }
            if target.cdn, let host = URLComponents(string: target.cdnBase)?.host {
                hosts.append(("--cdn-base", host, resolve[host.lowercased()]))
            }
            for (option, host, mapping) in hosts {
                if case .refused(let address) = await AddressPolicy.pin(host, mapping: mapping) {
                    throw ValidationError(
                        language.localizer.text(
                            "watch.error.private", ["option": option, "host": host, "address": address]))
                }
            }
        }
    }
#endif
