import Foundation
import UniversalLinks
import UniversalLinksChecker
import UniversalLinksWatch

/// The watched domains as the admin API and the console show them, read from the store.
enum WatchListing {
    /// One domain: where it comes from, its state and what its last check saw.
    struct Summary: Encodable {
        var domain: String
        /// Served by this server (its origin is the server itself).
        var hosted: Bool
        /// Registered through `PUT /admin/v1/watch/{domain}`.
        var registered: Bool
        /// `unknown` until the first check.
        var state: WatchState
        var since: Date?
        var checkedAt: Date?
        var reasons: [WatchReason]
        var certificateExpiry: Date?
        /// The `Age` of Apple's CDN copy at the last check, seconds.
        var cdnAge: Int?
        /// Hosted domains: how long Apple's CDN took to serve the live version, once it does.
        var cdnPropagationSeconds: Double?
    }

    /// One transition with its report and what changed since the one before.
    struct HistoryItem: Encodable {
        var transition: WatchTransition
        var report: DomainReport?
        var changes: [String]

        enum CodingKeys: String, CodingKey { case report, changes }

        /// The transition's fields, plus `report` and `changes`.
        func encode(to encoder: any Encoder) throws {
            try transition.encode(to: encoder)
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(report, forKey: .report)
            try c.encode(changes, forKey: .changes)
        }
    }

    /// `GET /admin/v1/watch/{domain}`.
    struct Detail: Encodable {
        var domain: Summary
        var registration: WatchRegistrationBody?
        /// Oldest first.
        var history: [HistoryItem]
    }

    struct Listing {
        var domains: [Summary]
    }

    /// The watched domains: the hosted ones, each for every file it serves (its apple-app-site-association,
    /// assetlinks.json and webauthn file; a host that serves no AASA and is not registered is not asked
    /// for one), then the others registered, `limit` together (what ``ServerWatch`` checks).
    static func watched(_ table: ServingTable, _ registrations: [WatchRegistration], limit: Int)
        -> (hosted: [WatchTarget], registered: [WatchTarget])
    {
        let byDomain = Dictionary(registrations.map { ($0.domain, $0.target) }, uniquingKeysWith: { a, _ in a })
        let hostedNames = table.hostNames.filter { table.host($0)?.isWatched == true }.sorted()
        let hostedSet = Set(hostedNames)
        let hosted = hostedNames.prefix(max(0, limit)).map { name in
            var target = byDomain[name] ?? WatchTarget(domain: name)
            let files = table.host(name)
            // A file served here is watched as its readers read it: its absence is then a breakage.
            if files?.webauthn != nil { target.webauthn = true }
            if files?.assetlinks != nil && target.android == nil { target.android = StatementQuery() }
            if files?.aasa == nil && byDomain[name] == nil { target.aasa = false }
            return target
        }
        let registered = registrations.filter { !hostedSet.contains($0.domain) }.prefix(max(0, limit - hosted.count))
            .map(\.target)
        return (Array(hosted), Array(registered))
    }

    /// A stored reason with its message rendered in `localizer`'s language (the JSON carries the text).
    static func rendered(_ reason: WatchReason, _ localizer: Localizer) -> WatchReason {
        localizer.language == .english ? reason : WatchReason(reason.id, localizer.rendered(reason.message))
    }

    /// `localizer`: the language of the reasons' messages (`Accept-Language`; stored as values).
    static func load(_ service: AssociationService, _ store: any ServerWatchStore, _ localizer: Localizer = .english)
        async throws -> Listing
    {
        let registrations = try await store.watchRegistrations()
        let registered = Set(registrations.map(\.domain))
        let (hosted, others) = watched(
            service.state.table, registrations, limit: service.configuration.watch?.maximumDomains ?? 0)
        let records = try await store.records()
        let facts = try await store.watchFacts()
        let propagation = try await store.liveCDNPropagation()
        let hostedSet = Set(hosted.map(\.domain))
        let domains = (hosted + others).map(\.domain).sorted().map { domain in
            let record = records[domain]
            return Summary(
                domain: domain, hosted: hostedSet.contains(domain), registered: registered.contains(domain),
                state: record?.state ?? .unknown, since: record?.since, checkedAt: record?.checkedAt,
                reasons: (record?.reasons ?? []).map { rendered($0, localizer) },
                certificateExpiry: facts[domain]?.certificateExpiry,
                cdnAge: facts[domain]?.cdnAge, cdnPropagationSeconds: propagation[domain])
        }
        return Listing(domains: domains)
    }

    static func detail(
        _ service: AssociationService, _ store: any ServerWatchStore, domain: String, limit: Int,
        _ localizer: Localizer = .english
    ) async throws -> Detail? {
        let listing = try await load(service, store, localizer)
        guard let summary = listing.domains.first(where: { $0.domain == domain }) else { return nil }
        let registration = try await store.watchRegistration(domain: domain)
        // One more than shown: the first shown transition's changes need the report before it.
        let entries = try await store.history(domain: domain, limit: limit + 1)
        var items: [HistoryItem] = []
        for (index, entry) in entries.enumerated() {
            let previous = index > 0 ? entries[index - 1] : nil
            items.append(
                HistoryItem(
                    // What each check saw and its fix in the request's language (ids and statuses never
                    // change); the changes compare the stored English reports.
                    transition: entry.transition, report: entry.report?.localized(localizer),
                    changes: WatchReportChanges.between(
                        previous?.report, entry.report, transition: entry.transition, previous: previous?.transition,
                        localizer: localizer)))
        }
        return Detail(
            domain: summary, registration: registration.map(WatchRegistrationBody.init),
            history: Array(items.suffix(limit)))
    }
}
