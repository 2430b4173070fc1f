import Foundation
import UniversalLinksWatch

/// The watch's lines of `/metrics` (`ulinks serve --watch`; empty otherwise), read from the store so that
/// every replica reports the same. One `domain` label, at most `--watch-max-domains` domains (10,000 by
/// default): a bounded label set. Documented in Docs/Watch.md with alert rules.
enum WatchMetrics {
    static func render(_ service: AssociationService, now: Date = Date()) async -> String {
        guard service.configuration.watch != nil, let store = service.store as? any ServerWatchStore,
            let listing = try? await service.storeCall("watch_metrics", { try await WatchListing.load(service, store) })
        else { return "" }
        let domains = listing.domains
        var out = ""
        func gauge(_ name: String, _ help: String, _ value: (WatchListing.Summary) -> Double?) {
            out += "# HELP \(name) \(help)\n# TYPE \(name) gauge\n"
            for domain in domains {
                guard let number = value(domain), number.isFinite else { continue }
                let text = number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
                out += "\(name){domain=\"\(ServerMetrics.escape(domain.domain))\"} \(text)\n"
            }
        }
        gauge("ulinks_watch_state", "Watched domain's state: 0 ok, 1 warning, 2 failing (absent until checked).") {
            switch $0.state {
            case .ok: 0
            case .warning: 1
            case .failing: 2
            case .unknown: nil
            }
        }
        gauge("ulinks_watch_last_check_timestamp_seconds", "When the domain was last checked (Unix time).") {
            $0.checkedAt?.timeIntervalSince1970.rounded()
        }
        gauge(
            "ulinks_watch_certificate_expiry_seconds",
            "Seconds from now until the certificate seen at the last check expires (negative: expired)."
        ) { $0.certificateExpiry.map { $0.timeIntervalSince(now).rounded() } }
        gauge("ulinks_watch_cdn_age_seconds", "Age header of Apple's CDN copy at the last check.") {
            $0.cdnAge.map(Double.init)
        }
        gauge(
            "ulinks_watch_cdn_propagation_seconds",
            "Hosted domains: seconds from the live version's publish until Apple's CDN first served it."
        ) { $0.cdnPropagationSeconds.map { ($0 * 1000).rounded() / 1000 } }
        out += "# HELP ulinks_watch_domains Watched domains by state.\n# TYPE ulinks_watch_domains gauge\n"
        for state in WatchState.allCases {
            out += "ulinks_watch_domains{state=\"\(state.rawValue)\"} \(domains.filter { $0.state == state }.count)\n"
        }
        if let status = service.configuration.watch?.status {
            let late = (status.lateness * 1000).rounded() / 1000
            out +=
                "# HELP ulinks_watch_schedule_lateness_seconds Seconds the due checks of this replica wait past their time (0: on time).\n# TYPE ulinks_watch_schedule_lateness_seconds gauge\nulinks_watch_schedule_lateness_seconds \(late)\n"
        }
        return out
    }
}
