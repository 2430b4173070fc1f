#if ULINKS_SERVER
    import ArgumentParser
    import UniversalLinks
    import Foundation
    import UniversalLinksServer

    /// `ulinks serve --watch ...`: the watch inside the server (Docs/Watch.md, "Inside ulinks serve"). Off by
    /// default; every other `--watch-*` flag needs `--watch`.
    struct WatchServeOptions: ParsableArguments {
        @Flag(
            name: .customLong("watch"),
            help: "Watch the hosted domains through Apple's CDN and the domains registered at /admin/v1/watch.")
        var enabled = false

        @Option(
            name: .customLong("watch-interval"),
            help: ArgumentHelp("Seconds between two checks of one domain, across all replicas.", valueName: "SECONDS"))
        var interval: Double = 900

        @Option(
            name: .customLong("watch-cdn-base"),
            help: ArgumentHelp(
                "Apple's CDN base URL, https only, the domain appended (a stand-in for tests).", valueName: "URL"))
        var cdnBase: String = ServerWatchConfiguration.appleCDNBase

        @Flag(
            name: .customLong("watch-allow-private"),
            help: "Check registered domains and POST webhooks on loopback, private and link-local addresses.")
        var allowPrivate = false

        @Option(
            name: .customLong("watch-ca"),
            help: ArgumentHelp("A PEM file of extra trusted root certificates for the checks.", valueName: "FILE"))
        var caFile: String?

        @Option(
            name: .customLong("watch-resolve"),
            help: ArgumentHelp("Connect to ADDR:PORT for HOST in the checks (repeatable).", valueName: "host=addr:port")
        )
        var resolve: [String] = []

        @Option(
            name: .customLong("watch-webhook"),
            help: ArgumentHelp("POST every domain's transitions as JSON to this URL (repeatable).", valueName: "URL"))
        var webhooks: [String] = []

        @Option(
            name: .customLong("watch-timeout"),
            help: ArgumentHelp("Deadline of one domain's check.", valueName: "SECONDS"))
        var timeout: Double = 10

        @Option(
            name: .customLong("watch-concurrency"), help: ArgumentHelp("Domains checked at once.", valueName: "N"))
        var concurrency: Int = 16

        @Option(
            name: .customLong("watch-cdn-grace"),
            help: ArgumentHelp(
                "Seconds Apple's CDN copy may differ from the origin before cdn-stale.", valueName: "SECONDS"))
        var cdnGrace: Double = 86_400

        @Option(
            name: .customLong("watch-max-domains"),
            help: ArgumentHelp(
                "Domains watched at most (hosted first, then registered); bounds /metrics.", valueName: "N"))
        var maximumDomains: Int = 10_000

        @Option(name: .customLong("watch-webhook-backoff"), help: .hidden)
        var webhookBackoff: Double = 2

        @Flag(
            name: .customLong("watch-webhook-causes"),
            help:
                "Also POST changes of cause (a domain that stays failing for other reasons) to the --watch-webhook URLs."
        )
        var webhookCauses = false

        @Flag(
            name: .customLong("watch-alert-first"),
            help: "Alert every domain's first state; by default only a failing first state is, the others recorded.")
        var alertFirst = false

        func validate() throws {
            guard enabled else {
                let given =
                    interval != 900 || allowPrivate || caFile != nil || !resolve.isEmpty || !webhooks.isEmpty
                    || cdnBase != ServerWatchConfiguration.appleCDNBase || webhookCauses || alertFirst
                if given { throw CLI.usageError(Message("error.serve.watch-options")) }
                return
            }
            guard interval >= 0.1, interval <= 86_400 * 7 else {
                throw CLI.usageError(Message("error.serve.watch-interval"))
            }
            guard timeout > 0, timeout <= 300 else {
                throw CLI.usageError(Message("error.serve.watch-timeout"))
            }
            guard (1...256).contains(concurrency) else {
                throw CLI.usageError(Message("error.serve.watch-concurrency"))
            }
            guard (1...100_000).contains(maximumDomains) else {
                throw CLI.usageError(Message("error.serve.watch-max-domains"))
            }
            guard cdnGrace >= 0, cdnGrace.isFinite else {
                throw CLI.usageError(Message("error.serve.watch-cdn-grace"))
            }
            try OptionRange.seconds(cdnGrace, "--watch-cdn-grace", 0...31_536_000)
            try OptionRange.seconds(webhookBackoff, "--watch-webhook-backoff", 0...300)
            _ = try configuration()
        }

        /// The server's watch settings; nil without `--watch`.
        func configuration() throws -> ServerWatchConfiguration? {
            guard enabled else { return nil }
            let replica = "\(ProcessInfo.processInfo.hostName)/\(ProcessInfo.processInfo.processIdentifier)"
            var configuration = ServerWatchConfiguration(interval: interval, replica: replica)
            do {
                try configuration.read(resolve: resolve, caFile: caFile, cdnBase: cdnBase, webhooks: webhooks)
            } catch {
                throw ValidationError(error.description)
            }
            configuration.allowPrivateAddresses = allowPrivate
            configuration.timeout = timeout
            configuration.concurrency = concurrency
            configuration.cdnGrace = cdnGrace
            configuration.maximumDomains = maximumDomains
            configuration.webhookBackoff = webhookBackoff
            configuration.webhookCauses = webhookCauses
            configuration.alertFirstStates = alertFirst
            return configuration
        }
    }
#endif
