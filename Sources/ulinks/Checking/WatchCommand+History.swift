#if ULINKS_WATCH
    import ArgumentParser
    import Foundation
    import UniversalLinks
    import UniversalLinksChecker
    import UniversalLinksWatch

    extension WatchCommand {
        /// The most transitions `--history` prints (the newest).
        static let historyLimit = 10_000

        /// `--history DOMAIN --state FILE`: the domain's state and transitions, oldest first. The file is read,
        /// never created.
        func printHistory(domain: String, state path: String) async throws {
            let localizer = language.localizer
            guard FileManager.default.fileExists(atPath: path) else {
                throw CLIError(Message("watch.error.no-state-file", texts: ["path": path]))
            }
            let store: SQLiteWatchStore
            do {
                store = try await SQLiteWatchStore.open(path: path)
            } catch let error as WatchStoreError {
                throw CLIError("--state \(error.message)")
            }
            let host = DomainChecker.normalizedHost(domain)
            let record: WatchRecord?
            let entries: [WatchHistoryEntry]
            do {
                record = try await store.records()[host]
                entries = try await store.history(domain: host, limit: Self.historyLimit)
                try? await store.close()
            } catch {
                try? await store.close()
                throw CLIError("--state \((error as? WatchStoreError)?.message ?? .verbatim("\(error)"))")
            }
            guard let record else {
                throw CLIError(Message("watch.error.no-history", texts: ["path": path, "domain": host]))
            }
            switch format {
            case .json:
                CLI.write(try CLI.json(WatchHistory(record: record, transitions: entries), pretty: false) + "\n")
            case .text:
                CLI.write(Self.text(record, entries, localizer))
            }
        }

        static func text(_ record: WatchRecord, _ entries: [WatchHistoryEntry], _ localizer: Localizer) -> String {
            var out =
                localizer.text(
                    "watch.history.state",
                    [
                        "domain": record.domain, "state": record.state.word(localizer),
                        "since": WatchTime.string(record.since), "checked": WatchTime.string(record.checkedAt),
                    ]) + "\n"
            out += lines(record.reasons, localizer)
            out += localizer.text("watch.history.count", count: entries.count) + "\n"
            for entry in entries {
                let t = entry.transition
                let ids = t.reasons.map(\.id.rawValue).joined(separator: ", ")
                out +=
                    "  \(WatchTime.string(t.at))  \(t.from.word(localizer)) -> \(t.to.word(localizer))\(ids.isEmpty ? "" : "  (\(ids))")\n"
            }
            return out
        }
    }

    /// `--history --format json`: `{"domain", "state", "since", "checkedAt", "reasons", "transitions": [{"event",
    /// "domain", "from", "to", "at", "reasons", "report"}]}`.
    struct WatchHistory: Encodable {
        var record: WatchRecord
        var transitions: [WatchHistoryEntry]

        enum CodingKeys: String, CodingKey { case domain, state, since, checkedAt, reasons, transitions }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(record.domain, forKey: .domain)
            try c.encode(record.state, forKey: .state)
            try c.encode(WatchTime.string(record.since), forKey: .since)
            try c.encode(WatchTime.string(record.checkedAt), forKey: .checkedAt)
            try c.encode(record.reasons, forKey: .reasons)
            try c.encode(transitions, forKey: .transitions)
        }
    }
#endif
