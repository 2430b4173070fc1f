extension ServingTable {
    /// Changed hosts kept beside the shared base before they are merged into a new one: a patch
    /// copies at most this many entries, and one in this many patches pays for a whole copy.
    static let compactionLimit = 1024

    /// This table with some files replaced: each update names a host and kind and its live file, or
    /// nil when it is no longer served. Hosts left with no file are dropped. Costs the updates and a
    /// copy of the recent changes, not the table (see ``recent``).
    func patched(
        _ updates: [(host: HostName, kind: FileKind, file: StoredFile?)], generation: Int64, cacheControl: String,
        metrics: ServerMetrics
    ) -> ServingTable {
        var recent = self.recent
        var fileCount = self.fileCount
        for update in updates {
            let key = update.host.value
            let before = recent[key] ?? base[key]
            let after = Self.entry(
                before, key, setting: update.kind, to: update.file, cacheControl: cacheControl, metrics: metrics)
            fileCount += Self.files(after) - Self.files(before)
            recent[key] = .some(after)
        }
        guard recent.count > Self.compactionLimit else {
            return ServingTable(base: base, recent: recent, generation: generation, fileCount: fileCount)
        }
        var merged = base
        for (key, entry) in recent { merged[key] = entry }
        return ServingTable(base: merged, recent: [:], generation: generation, fileCount: fileCount)
    }

    private static func files(_ entry: Host?) -> Int {
        entry?.fileCount ?? 0
    }
}
