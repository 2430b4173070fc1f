extension ServingTable {
    /// This table with some files replaced: each update names a host and kind and its live file, or
    /// nil when it is no longer served. Hosts left with no file are dropped.
    func patched(
        _ updates: [(host: HostName, kind: FileKind, file: StoredFile?)], generation: Int64, cacheControl: String,
        metrics: ServerMetrics
    ) -> ServingTable {
        var builder = Builder(hosts: hosts, cacheControl: cacheControl, metrics: metrics)
        for update in updates { builder.set(update.host.value, update.kind, update.file) }
        return builder.table(generation: generation)
    }
}
