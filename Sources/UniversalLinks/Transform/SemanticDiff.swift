/// The difference in behaviour between two association files: what changed rule by rule (``rules``,
/// with readable example URLs), and for a set of URLs (given ones plus URLs generated from both
/// files' patterns) which apps gained or lost which URLs, and where the app that opens changed. Not a
/// text diff: reordering keys or rewriting `paths` as equivalent `components` gives no difference.
public struct SemanticDiff: Sendable, Hashable, Codable {
    /// One URL whose decision changed for one app.
    public struct Change: Sendable, Hashable, Codable {
        public var url: String
        public var old: MatchDecision
        public var new: MatchDecision
    }

    /// The changes of one app, for one iOS version.
    public struct AppChanges: Sendable, Hashable, Codable {
        public var appID: String
        public var ios: Int
        /// URLs that now open the app and did not before.
        public var gained: [Change]
        /// URLs that opened the app and no longer do.
        public var lost: [Change]
        /// exclude <-> no_match: both open in the browser, but a different rule decides.
        public var other: [Change]
    }

    /// A URL whose opening app changed (all apps considered installed).
    public struct OpensChange: Sendable, Hashable, Codable {
        public var url: String
        public var ios: Int
        public var old: String?
        public var new: String?
    }

    public var urlsCompared: Int
    public var addedApps: [String]
    public var removedApps: [String]
    /// What changed rule by rule, for the apps in both files (with a few readable example URLs each):
    /// what a person acts on. The lists below are the decisions of every URL compared.
    public var rules: [RuleChange]
    public var apps: [AppChanges]
    public var opens: [OpensChange]

    public var isEmpty: Bool { addedApps.isEmpty && removedApps.isEmpty && apps.isEmpty && opens.isEmpty }

    /// Compares `old` and `new`.
    /// - Parameters:
    ///   - old: the file served now.
    ///   - new: the file about to replace it.
    ///   - oldSource: the text `old` was read from, so that decisions name the rule's line and column.
    ///   - newSource: the text `new` was read from.
    ///   - urls: URLs to compare besides the generated ones.
    ///   - domain: the host the files are served for; generated URLs use it, and given URLs are
    ///     checked against it (nil: each URL's own host, `example.com` for generated ones).
    ///   - generated: how many URLs to generate from each file's patterns.
    ///   - versions: the iOS versions whose decisions are compared.
    ///   - seed: the seed of the URL generator (the same seed generates the same URLs).
    ///   - examples: how many readable URLs each rule change names (built from its rules).
    public init(
        old: AssociationFile, new: AssociationFile, oldSource: SourceText? = nil, newSource: SourceText? = nil,
        urls: [String] = [], domain: String? = nil, generated: Int = 2000,
        versions: [IOSVersion] = IOSVersion.allCases, seed: UInt64 = 1, examples: Int = 3
    ) {
        let oldMatcher = AASAMatcher(file: old, source: oldSource)
        let newMatcher = AASAMatcher(file: new, source: newSource)
        var all = urls
        if generated > 0 {
            let host = domain ?? "example.com"
            all += URLGenerator(file: old, domain: host).urls(count: generated, seed: seed)
            all += URLGenerator(file: new, domain: host).urls(count: generated, seed: seed &+ 1)
        }
        var seen: Set<String> = []
        all = all.filter { seen.insert($0).inserted }
        urlsCompared = all.count
        addedApps = newMatcher.appIDs.filter { !oldMatcher.appIDs.contains($0) }
        removedApps = oldMatcher.appIDs.filter { !newMatcher.appIDs.contains($0) }
        var changes: [String: AppChanges] = [:]
        var order: [String] = []
        var opens: [OpensChange] = []
        let appIDs = oldMatcher.appIDs + newMatcher.appIDs.filter { !oldMatcher.appIDs.contains($0) }
        for ios in versions {
            for url in all {
                let a = oldMatcher.decide(url, domain: domain, ios: ios)
                let b = newMatcher.decide(url, domain: domain, ios: ios)
                if a.opens != b.opens {
                    opens.append(OpensChange(url: url, ios: ios.rawValue, old: a.opens, new: b.opens))
                }
                for id in appIDs {
                    let before = a.decision(for: id) ?? .noMatch
                    let after = b.decision(for: id) ?? .noMatch
                    guard before != after else { continue }
                    let key = "\(ios.rawValue) \(id)"
                    if changes[key] == nil {
                        changes[key] = AppChanges(appID: id, ios: ios.rawValue, gained: [], lost: [], other: [])
                        order.append(key)
                    }
                    let change = Change(url: url, old: before, new: after)
                    if after == .match {
                        changes[key]?.gained.append(change)
                    } else if before == .match {
                        changes[key]?.lost.append(change)
                    } else {
                        changes[key]?.other.append(change)
                    }
                }
            }
        }
        apps = order.compactMap { changes[$0] }
        self.opens = opens
        rules = Self.ruleChanges(
            old: old, new: new, oldMatcher: oldMatcher, newMatcher: newMatcher, domain: domain, versions: versions,
            examples: examples)
    }
}
