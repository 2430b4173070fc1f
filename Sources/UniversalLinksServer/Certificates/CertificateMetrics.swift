import Foundation

/// The certificate lines of `/metrics` (with automatic certificates; empty otherwise), read from
/// the store so every replica reports the same: expiry per host and failed orders in a row.
enum CertificateMetrics {
    static func render(_ service: AssociationService, now: Date = Date()) async -> String {
        guard let store = service.store as? any CertificateStore,
            let states = try? await store.certificateStates(), !states.isEmpty
        else { return "" }
        var out =
            "# HELP ulinks_certificate_expiry_seconds Seconds until the served certificate expires (negative: expired).\n# TYPE ulinks_certificate_expiry_seconds gauge\n"
        for state in states {
            guard let until = state.validUntil else { continue }
            out += "ulinks_certificate_expiry_seconds{host=\"\(state.host)\"} \(Int(until.timeIntervalSince(now)))\n"
        }
        out +=
            "# HELP ulinks_acme_failures Failed certificate orders in a row per host (0 after a success).\n# TYPE ulinks_acme_failures gauge\n"
        for state in states {
            out += "ulinks_acme_failures{host=\"\(state.host)\"} \(state.failures)\n"
        }
        return out
    }
}
