extension AssociationService {
    /// Most changes applied one by one; beyond this a full rebuild is cheaper.
    static let incrementalLimit: Int64 = 1000

    /// Brings the served table up to the store's change `current`: when the table is a little
    /// behind, only the files named by the change log since its generation are fetched and
    /// re-prepared (a publish on another replica costs one file, not the whole table, which
    /// matters at 100,000 domains); otherwise a full ``reload()``.
    func reloadChanges(upTo current: Int64) async throws {
        let applied = try await reloadLock.run { () -> Bool in
            let table = state.table
            // Concurrent publishes: another caller may have brought the table up to (or past) the
            // `current` this one saw while it waited for the lock. Asked again, the store says
            // whether anything is left; a table ahead of `current` used to mean a full rebuild
            // per publish (at 10,000 domains a storm of publishes from 4 clients fell to 9 a second).
            var latest = current
            if current <= table.generation {
                latest = try await storeCall("last_change_id") { [store] in try await store.lastChangeID() }
            }
            if latest == table.generation { return true }
            let behind = latest - table.generation
            guard table.generation >= 0, behind > 0, behind <= Self.incrementalLimit else { return false }
            // Ids may have gaps (a rolled-back PostgreSQL sequence value), so ask for a margin and
            // check the oldest one returned is already in the table.
            let limit = Int(behind) + 32
            let changes = try await storeCall("changes") { [store] in try await store.changes(host: nil, limit: limit) }
            let newer = changes.filter { $0.id > table.generation }
            guard newer.count < changes.count || changes.count < limit else { return false }
            guard let newest = newer.map(\.id).max() else { return true }
            var seen = Set<String>()
            var updates: [(host: HostName, kind: FileKind, file: StoredFile?)] = []
            for change in newer where seen.insert(change.host.value + "\u{0}" + change.kind.rawValue).inserted {
                let file = try await storeCall("file") { [store] in
                    try await store.file(host: change.host, kind: change.kind, version: nil)
                }
                updates.append((change.host, change.kind, file))
            }
            let patched = table.patched(
                updates, generation: newest, cacheControl: configuration.cacheControl, metrics: metrics)
            if state.install(patched) {
                metrics.recordReload()
                logger.debug(
                    "serving table patched", metadata: ["generation": "\(newest)", "files": "\(updates.count)"])
            }
            return true
        }
        if !applied { try await reload() }
    }
}
