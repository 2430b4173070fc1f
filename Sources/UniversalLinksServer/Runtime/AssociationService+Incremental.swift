extension AssociationService {
    /// Most changes applied one by one; beyond this a full rebuild is cheaper.
    static let incrementalLimit: Int64 = 1000

    /// Brings the served table up to the store's change `current`: when the table is a little
    /// behind, only the files named by the change log since its generation are fetched and
    /// re-prepared (a publish on another replica costs one file, not the whole table, which
    /// matters at 100,000 domains); otherwise a full ``reload()``.
    func reloadChanges(upTo current: Int64) async throws {
        let applied = try await reloadLock.run { () -> Bool in
            // Concurrent callers: another may have brought the table up to (or past) the `current`
            // this one saw while it waited for the lock. Asked again, the store says whether anything
            // is left; a table ahead of `current` used to mean a full rebuild per publish (at 10,000
            // domains a storm of publishes from 4 clients fell to 9 a second).
            var latest = current
            if current <= state.table.generation {
                latest = try await storeCall("last_change_id") { [store] in try await store.lastChangeID() }
            }
            return try await patchFromLog(upTo: latest)
        }
        if !applied { try await reload() }
    }

    /// Serves the change `id` a notification names (``StoreSync``). Nothing to do, without asking the
    /// store, when the table already has it: this replica's own publish (served as it committed, see
    /// ``serveOwnPublish(_:)``), or an earlier catch-up that read the change log past it. A burst of
    /// notifications thus costs one read of the log, not one per change.
    func catchUp(toChange id: Int64) async throws {
        let applied = try await reloadLock.run { () -> Bool in
            guard id > state.table.generation else { return true }
            return try await patchFromLog(upTo: id)
        }
        if !applied { try await reload() }
    }

    /// With ``reloadLock`` held: the table brought to change `latest` from the change log; false when
    /// only a full rebuild can (too far behind, or the log no longer reaches back to the table).
    func patchFromLog(upTo latest: Int64) async throws -> Bool {
        let table = state.table
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
        install(
            table.patched(updates, generation: newest, cacheControl: configuration.cacheControl, metrics: metrics),
            files: updates.count)
        return true
    }

    /// With ``reloadLock`` held, right after this replica committed `change`: the table patched with
    /// the file just written, no store call, when the change is the next one after the table's
    /// generation. Publishes on this replica hold the lock from before their write to here, so
    /// nothing read into the table can be newer than a change that follows it; a gap (a change by
    /// another replica, a rollback or delete in between) is read from the log. False when only a
    /// full rebuild can serve it.
    func serveOwnPublish(_ change: PublishedChange) async throws -> Bool {
        let table = state.table
        guard let id = change.changeID else {
            let latest = try await storeCall("last_change_id") { [store] in try await store.lastChangeID() }
            return try await patchFromLog(upTo: latest)
        }
        if id <= table.generation { return true }
        guard table.generation >= 0, id == table.generation + 1 else { return try await patchFromLog(upTo: id) }
        serveOwnWrite(change, generation: id)
        return true
    }

    /// With ``reloadLock`` held: the table patched with the file `change` wrote, at `generation`. Without
    /// one (the table could not be brought up to `change`: the store stopped answering), at the table's
    /// own generation, which stays behind, so the next poll still reads every change since (this one
    /// included, to the same file).
    func serveOwnWrite(_ change: PublishedChange, generation: Int64? = nil) {
        let table = state.table
        let record = change.record
        install(
            table.patched(
                [(record.host, record.kind, change.file)], generation: generation ?? table.generation,
                cacheControl: configuration.cacheControl, metrics: metrics), files: 1)
    }

    private func install(_ patched: ServingTable, files: Int) {
        guard state.install(patched) else { return }
        metrics.recordReload()
        logger.debug("serving table patched", metadata: ["generation": "\(patched.generation)", "files": "\(files)"])
    }
}
