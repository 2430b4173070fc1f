extension ServingTable {
    /// This table with some files replaced: each update names a host and kind and its live file, or
    /// nil when it is no longer served. Hosts left with no file are dropped.
    func patched(
        _ updates: [(host: HostName, kind: FileKind, file: StoredFile?)], generation: Int64, cacheControl: String,
        metrics: ServerMetrics
    ) -> ServingTable {
        var hosts = self.hosts
        for update in updates {
            let name = update.host.value
            var entry = hosts[name] ?? Host(counters: metrics.counters(for: name))
            let prepared = update.file.map { PreparedFile($0, cacheControl: cacheControl) }
            switch update.kind {
            case .aasa: entry.aasa = prepared
            case .assetlinks: entry.assetlinks = prepared
            }
            hosts[name] = entry.aasa == nil && entry.assetlinks == nil ? nil : entry
        }
        return ServingTable(hosts: hosts, generation: generation)
    }
}
