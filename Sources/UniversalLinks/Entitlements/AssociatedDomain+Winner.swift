extension Collection where Element == AssociatedDomain {
    /// The entry that decides `host` for `service`: an exact entry first, then the wildcard with the
    /// longest (most specific) suffix; nil when none covers it.
    public func winner(for host: String, service: AssociatedDomain.Service = .applinks) -> AssociatedDomain? {
        let candidates = filter { $0.service == service && $0.covers(host: host) }
        if let exact = candidates.first(where: { !$0.isWildcard }) { return exact }
        return candidates.max { $0.host.count < $1.host.count }
    }

    /// The distinct hosts the files are fetched from, in entry order.
    public var fetchHosts: [String] {
        var seen = Set<String>()
        return compactMap { seen.insert($0.fetchHost).inserted ? $0.fetchHost : nil }
    }
}
