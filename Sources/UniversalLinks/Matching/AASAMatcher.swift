/// Decides URLs the way iOS does for one association file (SPEC §2).
///
/// Built once from an ``AssociationFile``; immutable and `Sendable`, so any number of threads can
/// share one. Patterns are compiled to byte-level operations, and files with many rules get a
/// prefix index so that a URL is tried only against the rules that can match its path.
public struct AASAMatcher: Sendable {
    /// The compiled file. One reference, so that copying the matcher (into a closure, a task)
    /// costs one retain.
    final class Storage: Sendable {
        let appIDs: [String]
        let detailOfApp: [Int]
        let modernLists: [RuleList]
        let legacyLists: [RuleList]
        let detailPointers: [String]
        let issues: [MatcherIssue]
        /// When every app is decided by the same detail (the common case), the `apps` array of a
        /// result depends only on the deciding rule: prebuilt per rule (last: no match), so that a
        /// result shares it instead of building one per URL.
        let sharedModern: [[AppDecision]]?
        let sharedLegacy: [[AppDecision]]?

        init(
            appIDs: [String], detailOfApp: [Int], modernLists: [RuleList], legacyLists: [RuleList],
            detailPointers: [String], issues: [MatcherIssue]
        ) {
            self.appIDs = appIDs
            self.detailOfApp = detailOfApp
            self.modernLists = modernLists
            self.legacyLists = legacyLists
            self.detailPointers = detailPointers
            self.issues = issues
            func shared(_ lists: [RuleList]) -> [[AppDecision]]? {
                guard let d = detailOfApp.first, detailOfApp.allSatisfy({ $0 == d }),
                    appIDs.count * (lists[d].rules.count + 1) <= 100_000
                else { return nil }
                var result = lists[d].rules.map { rule in
                    appIDs.map {
                        AppDecision(appID: $0, decision: rule.exclude ? .exclude : .match, rule: rule.reference)
                    }
                }
                result.append(appIDs.map { AppDecision(appID: $0, decision: .noMatch, rule: nil) })
                return result
            }
            sharedModern = shared(modernLists)
            sharedLegacy = shared(legacyLists)
        }
    }

    let storage: Storage

    /// Every app of `applinks`, in `details` order, each decided by the first detail listing it.
    public var appIDs: [String] { storage.appIDs }
    /// Problems met while compiling patterns (substitution variables), deduplicated, in file order.
    public var issues: [MatcherIssue] { storage.issues }
    var detailOfApp: [Int] { storage.detailOfApp }
    var modernLists: [RuleList] { storage.modernLists }
    var legacyLists: [RuleList] { storage.legacyLists }
    var detailPointers: [String] { storage.detailPointers }

    /// Compiles `file`. Give the `source` it was read from to get line and column in results.
    public init(file: AssociationFile, source: SourceText? = nil) {
        let links = file.applinks
        let variables = SubstitutionTable(links?.substitutionVariables ?? [])
        var compiler = RuleCompiler(variables: variables, appDefaults: links?.defaults, source: source)
        var appIDs: [String] = []
        var detailOfApp: [Int] = []
        var seen: Set<String> = []
        var modernLists: [RuleList] = []
        var legacyLists: [RuleList] = []
        var detailPointers: [String] = []
        for detail in links?.details ?? [] {
            let used = detail.appIDs.contains { !seen.contains($0.value) }
            // A detail whose apps all appeared earlier is never consulted: skip compiling it.
            let modern = used ? compiler.rules(for: detail, ios: .ios13) : []
            let legacy = used ? compiler.rules(for: detail, ios: .ios12) : []
            modernLists.append(RuleList(modern))
            legacyLists.append(RuleList(legacy))
            detailPointers.append(detail.pointer)
            for id in detail.appIDs where !seen.contains(id.value) {
                seen.insert(id.value)
                appIDs.append(id.value)
                detailOfApp.append(detailPointers.count - 1)
            }
        }
        var issueSet: Set<MatcherIssue> = []
        var issues: [MatcherIssue] = []
        for issue in variables.issues + compiler.issues where issueSet.insert(issue).inserted {
            issues.append(issue)
        }
        storage = Storage(
            appIDs: appIDs, detailOfApp: detailOfApp, modernLists: modernLists, legacyLists: legacyLists,
            detailPointers: detailPointers, issues: issues.sorted { $0.offset < $1.offset })
    }

    /// Compiles a document read with ``AssociationDocument``; a document without a usable file
    /// gives a matcher that matches nothing.
    public init(document: AssociationDocument) {
        self.init(file: document.file ?? AssociationFile(), source: document.source)
    }

    /// The rule list deciding for app number `k`.
    func rules(ofApp k: Int, _ ios: IOSVersion) -> RuleList {
        ios == .ios12 ? legacyLists[detailOfApp[k]] : modernLists[detailOfApp[k]]
    }

    /// Decides `url` for every app.
    ///
    /// - Parameters:
    ///   - domain: the host the file is served for; nil means the URL's own host. A URL whose host
    ///     differs (ASCII case-insensitively) gets no match from every app. A bare path (`/buy/1`)
    ///     is taken to be on `domain`.
    ///   - ios: `.ios12` reads legacy `paths` only; `.ios13` (13 and newer) reads `components`.
    ///   - installed: when given, only these apps can be the one that ``MatchResult/opens``.
    public func decide(
        _ url: String, domain: String? = nil, ios: IOSVersion = .ios13, installed: Set<String>? = nil
    ) -> MatchResult {
        let storage = storage
        if let shared = ios == .ios12 ? storage.sharedLegacy : storage.sharedModern {
            return decideShared(url, shared, domain: domain, ios: ios, installed: installed)
        }
        var apps: [AppDecision] = []
        apps.reserveCapacity(storage.appIDs.count)
        var opens: String?
        var domainName = ""
        Self.withURL(url, domain: domain) { name, hostMatches, views in
            domainName = name
            let appIDs = storage.appIDs
            // Apps sharing a detail share its decision (they are adjacent): compute it once.
            var lastDetail = -1
            var list = storage.modernLists.first
            var ruleIndex: Int?
            for k in appIDs.indices {
                let d = storage.detailOfApp[k]
                if d != lastDetail {
                    list = ios == .ios12 ? storage.legacyLists[d] : storage.modernLists[d]
                    ruleIndex = hostMatches ? list?.firstMatch(&views) : nil
                    lastDetail = d
                }
                guard let list, let i = ruleIndex else {
                    apps.append(AppDecision(appID: appIDs[k], decision: .noMatch, rule: nil))
                    continue
                }
                let rule = list.rules[i]
                apps.append(
                    AppDecision(appID: appIDs[k], decision: rule.exclude ? .exclude : .match, rule: rule.reference))
                if opens == nil, !rule.exclude, installed?.contains(appIDs[k]) ?? true { opens = appIDs[k] }
            }
        }
        return MatchResult(url: url, domain: domainName, opens: opens, apps: apps)
    }

    /// ``decide(_:domain:ios:installed:)`` for a file whose apps all share one detail.
    private func decideShared(
        _ url: String, _ shared: [[AppDecision]], domain: String?, ios: IOSVersion, installed: Set<String>?
    ) -> MatchResult {
        let storage = storage
        var index = shared.count - 1
        var domainName = ""
        let list =
            ios == .ios12 ? storage.legacyLists[storage.detailOfApp[0]] : storage.modernLists[storage.detailOfApp[0]]
        Self.withURL(url, domain: domain) { name, hostMatches, views in
            domainName = name
            if hostMatches, let i = list.firstMatch(&views) { index = i }
        }
        var opens: String?
        if index < list.rules.count, !list.rules[index].exclude {
            opens = installed.map { set in storage.appIDs.first { set.contains($0) } } ?? storage.appIDs.first
        }
        return MatchResult(url: url, domain: domainName, opens: opens, apps: shared[index])
    }

    /// Only the app that opens `url` (nil: the browser), stopping at the first app that matches:
    /// the fast path when the per-app details are not needed.
    public func opens(
        _ url: String, domain: String? = nil, ios: IOSVersion = .ios13, installed: Set<String>? = nil
    ) -> String? {
        var opens: String?
        let storage = storage
        Self.withURL(url, domain: domain) { _, hostMatches, views in
            guard hostMatches else { return }
            var lastDetail = -1
            var matches = false
            for k in storage.appIDs.indices {
                let d = storage.detailOfApp[k]
                if d != lastDetail {
                    let list = ios == .ios12 ? storage.legacyLists[d] : storage.modernLists[d]
                    matches = list.firstMatch(&views).map { !list.rules[$0].exclude } ?? false
                    lastDetail = d
                }
                if matches, installed?.contains(storage.appIDs[k]) ?? true {
                    opens = storage.appIDs[k]
                    return
                }
            }
        }
        return opens
    }

    /// The decision of one app only (nil when the file does not list it), without building a
    /// full result: the fast path for bulk checks.
    public func decision(
        for appID: String, url: String, domain: String? = nil, ios: IOSVersion = .ios13
    ) -> MatchDecision? {
        guard let k = appIDs.firstIndex(of: appID) else { return nil }
        var decision = MatchDecision.noMatch
        Self.withURL(url, domain: domain) { _, hostMatches, views in
            guard hostMatches else { return }
            let list = rules(ofApp: k, ios)
            if let i = list.firstMatch(&views) { decision = list.rules[i].exclude ? .exclude : .match }
        }
        return decision
    }

    /// Splits `url` (without copying unless it must be percent-encoded), checks its host against
    /// `domain`, and runs `body` with the URL's views in scratch memory.
    /// (Results leave through captured variables: a generic return value would be copied through
    /// value witnesses on every call.)
    static func withURL(
        _ url: String, domain: String?, _ body: (_ domain: String, _ hostMatches: Bool, inout URLViews) -> Void
    ) {
        var string = url
        string.withUTF8 { raw in
            if URLParts.needsEncoding(raw) {
                let encoded = URLParts.encodeUnsafe(Array(raw))
                encoded.withUnsafeBufferPointer { Self.withViews($0, domain: domain, body) }
            } else {
                Self.withViews(raw, domain: domain, body)
            }
        }
    }

    private static func withViews(
        _ bytes: UnsafeBufferPointer<UInt8>, domain: String?,
        _ body: (_ domain: String, _ hostMatches: Bool, inout URLViews) -> Void
    ) {
        let scan = URLScan(bytes)
        let host = scan.hostName.map { bytes[$0] }
        let domainName: String
        let hostMatches: Bool
        if var domain {
            var hasUpper = false
            hostMatches = domain.withUTF8 { d in
                hasUpper = d.contains { $0 >= 0x41 && $0 <= 0x5A }
                guard let host else { return !d.isEmpty }
                return ASCII.equalIgnoringCase(host, d)
            }
            domainName = hasUpper ? domain.lowercased() : domain
        } else {
            domainName = host.map { String(decoding: $0.map(ASCII.lower), as: UTF8.self) } ?? ""
            hostMatches = !domainName.isEmpty
        }
        let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        let path = UnsafeBufferPointer(rebasing: bytes[scan.path])
        let query = scan.query.map { UnsafeBufferPointer(rebasing: bytes[$0]) } ?? empty
        let fragment = scan.fragment.map { UnsafeBufferPointer(rebasing: bytes[$0]) } ?? empty
        let size = URLViews.scratchSize(path: path.count, query: query.count, fragment: fragment.count)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: size) { scratch in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 16 * (scan.ampersands + 1)) { items in
                var views = URLViews(path: path, query: query, fragment: fragment, scratch: scratch, itemScratch: items)
                body(domainName, hostMatches, &views)
            }
        }
    }
}

extension ASCII {
    static func equalIgnoringCase(_ a: Slice<UnsafeBufferPointer<UInt8>>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        var i = a.startIndex
        var j = 0
        while j < b.count {
            if lower(a[i]) != lower(b[j]) { return false }
            i += 1
            j += 1
        }
        return true
    }
}
