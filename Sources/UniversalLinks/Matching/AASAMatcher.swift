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
        /// Per app: why iOS can never open it (``AppID/unmatchableReason(_:)``), nil for most.
        let appIDProblems: [Message?]
        /// Per app: whether it has such a problem (read per URL without copying the messages).
        let hasProblem: [Bool]
        /// The apps that can open a URL, in order (every app but those with a problem).
        let openable: [String]
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
        /// Every app is decided by the same detail.
        let singleDetail: Bool
        /// The file has an `applinks` service (without one, iOS opens no app for any URL).
        let hasApplinks: Bool
        /// Per detail, the number of its first rule (rules are numbered across details, in file
        /// order; ``AASAMatcher/rule(_:ios:)``); one more entry holds the total.
        let modernBase: [Int]
        let legacyBase: [Int]

        /// The rule list of detail `d`, not retained (the storage keeps it alive): the per-URL
        /// paths then do no reference counting for it. (Reading the arrays through a local copy
        /// retained them, measurably.)
        @inline(__always)
        func list(_ ios: IOSVersion, _ d: Int) -> Unmanaged<RuleList> {
            if ios == .ios12 {
                return legacyLists.withUnsafeBufferPointer { Unmanaged.passUnretained($0[d]) }
            }
            return modernLists.withUnsafeBufferPointer { Unmanaged.passUnretained($0[d]) }
        }

        /// The prebuilt `apps` of a result decided by rule `index` (nil: no rule) of the shared detail.
        @inline(__always)
        func sharedApps(_ ios: IOSVersion, _ index: Int?) -> [AppDecision] {
            if ios == .ios12 {
                return sharedLegacy.map { $0[index ?? $0.count - 1] } ?? []
            }
            return sharedModern.map { $0[index ?? $0.count - 1] } ?? []
        }

        init(
            appIDs: [String], detailOfApp: [Int], modernLists: [RuleList], legacyLists: [RuleList],
            detailPointers: [String], issues: [MatcherIssue], hasApplinks: Bool = true
        ) {
            self.hasApplinks = hasApplinks
            self.appIDs = appIDs
            let problems = appIDs.map(AppID.unmatchableReason)
            self.appIDProblems = problems
            self.hasProblem = problems.map { $0 != nil }
            self.openable = zip(appIDs, problems).filter { $0.1 == nil }.map(\.0)
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
                    zip(appIDs, problems).map {
                        AppDecision(
                            appID: $0.0, decision: rule.exclude ? .exclude : .match, rule: rule.reference,
                            appIDProblem: $0.1)
                    }
                }
                result.append(
                    zip(appIDs, problems).map {
                        AppDecision(appID: $0.0, decision: .noMatch, rule: nil, appIDProblem: $0.1)
                    })
                return result
            }
            singleDetail = detailOfApp.allSatisfy { $0 == detailOfApp.first }
            sharedModern = shared(modernLists)
            sharedLegacy = shared(legacyLists)
            func bases(_ lists: [RuleList]) -> [Int] {
                lists.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.rules.count) }
            }
            modernBase = bases(modernLists)
            legacyBase = bases(legacyLists)
        }
    }

    let storage: Storage

    /// Every app of `applinks`, in `details` order, each decided by the first detail listing it.
    public var appIDs: [String] { storage.appIDs }
    /// Problems met while compiling patterns (substitution variables), deduplicated, in file order.
    public var issues: [MatcherIssue] { storage.issues }
    /// Whether the file has an `applinks` service. A file without one (only `webcredentials` or
    /// `appclips`) is read as iOS reads it: every URL opens in the browser, with no app listed.
    public var hasApplinks: Bool { storage.hasApplinks }
    /// The warning for a file without `applinks` (in ``MatchExplanation/warnings`` and the CLI).
    public static let noApplinksWarning = Message("match.warning.no-applinks")
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
            detailPointers: detailPointers, issues: issues.sorted { $0.offset < $1.offset },
            hasApplinks: links != nil)
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
    ///   - url: an absolute URL, or a bare path taken to be on `domain`.
    ///   - domain: the host the file is served for; nil means the URL's own host. A URL whose host
    ///     differs (ASCII case-insensitively) gets no match from every app. A bare path (`/buy/1`)
    ///     is taken to be on `domain`.
    ///   - ios: `.ios12` reads legacy `paths` only; `.ios13` (13 and newer) reads `components`.
    ///   - installed: when given, only these apps can be the one that ``MatchResult/opens``.
    public func decide(
        _ url: String, domain: String? = nil, ios: IOSVersion = .ios13, installed: Set<String>? = nil
    ) -> MatchResult {
        // The matcher keeps its storage alive: use it without retaining it.
        Unmanaged.passUnretained(storage)._withUnsafeGuaranteedRef { storage in
            if ios == .ios12 ? storage.sharedLegacy != nil : storage.sharedModern != nil {
                return Self.decideShared(storage, url, domain: domain, ios: ios, installed: installed)
            }
            return Self.decideEach(storage, url, domain: domain, ios: ios, installed: installed)
        }
    }

    /// ``decide(_:domain:ios:installed:)`` for files whose apps do not all share one detail.
    private static func decideEach(
        _ storage: Storage, _ url: String, domain: String?, ios: IOSVersion, installed: Set<String>?
    ) -> MatchResult {
        var domainName = ""
        var opens: String?
        var apps: [AppDecision] = []
        apps.reserveCapacity(storage.appIDs.count)
        withUTF8(url) { bytes in
            withFirstRules(storage, bytes, domain: domain, ios: ios) { name, found in
                domainName = name
                opens = opener(storage, ios, installed, found).map { storage.appIDs[$0] }
                for (k, appID) in storage.appIDs.enumerated() {
                    let d = storage.detailOfApp[k]
                    let i = found[d]
                    let problem = storage.appIDProblems[k]
                    guard i >= 0 else {
                        apps.append(AppDecision(appID: appID, decision: .noMatch, rule: nil, appIDProblem: problem))
                        continue
                    }
                    let rule = storage.list(ios, d)._withUnsafeGuaranteedRef { $0.rules[i] }
                    apps.append(
                        AppDecision(
                            appID: appID, decision: rule.exclude ? .exclude : .match, rule: rule.reference,
                            appIDProblem: problem))
                }
            }
        }
        return MatchResult(url: url, domain: domainName, opens: opens, apps: apps)
    }

    /// Runs `body` with the domain the URL `url` (UTF-8) is decided for and the index of each
    /// detail's first matching rule in its list (-1: none), in scratch memory.
    /// (Results leave through captured variables, as in ``withURL(_:domain:_:)``.)
    static func withFirstRules(
        _ storage: Storage, _ url: UnsafeBufferPointer<UInt8>, domain: String?, ios: IOSVersion,
        _ body: (String, UnsafeMutableBufferPointer<Int>) -> Void
    ) {
        let detailCount = storage.detailPointers.count
        withUnsafeTemporaryAllocation(of: Int.self, capacity: detailCount) { found in
            found.initialize(repeating: -1)
            let domainName = Self.withURL(utf8: url, domain: domain) { hostMatches, views in
                guard hostMatches else { return }
                for d in 0..<detailCount {
                    found[d] = storage.list(ios, d)._withUnsafeGuaranteedRef { $0.firstMatch(&views) } ?? -1
                }
            }
            body(domainName, found)
        }
    }

    /// The app that opens the URL (its index in `appIDs`; nil: the browser), given each detail's
    /// first matching rule: the first app whose rule is not an exclusion, whose ID iOS can match,
    /// and that is installed when a list was given.
    static func opener(
        _ storage: Storage, _ ios: IOSVersion, _ installed: Set<String>?, _ found: UnsafeMutableBufferPointer<Int>
    ) -> Int? {
        for k in storage.appIDs.indices {
            let d = storage.detailOfApp[k]
            let i = found[d]
            guard i >= 0, !storage.hasProblem[k],
                !storage.list(ios, d)._withUnsafeGuaranteedRef({ $0.rules[i].exclude })
            else { continue }
            if installed?.contains(storage.appIDs[k]) ?? true { return k }
        }
        return nil
    }

    /// ``decide(_:domain:ios:installed:)`` for a file whose apps all share one detail.
    private static func decideShared(
        _ storage: Storage, _ url: String, domain: String?, ios: IOSVersion, installed: Set<String>?
    ) -> MatchResult {
        let list = storage.list(ios, storage.detailOfApp[0])
        var index = -1
        let domainName = Self.withURL(url, domain: domain) { hostMatches, views in
            if hostMatches { index = list._withUnsafeGuaranteedRef { $0.firstMatch(&views) } ?? -1 }
        }
        var opens: String?
        if index >= 0, !list._withUnsafeGuaranteedRef({ $0.rules[index].exclude }) {
            opens = installed.map { set in storage.openable.first { set.contains($0) } } ?? storage.openable.first
        }
        return MatchResult(
            url: url, domain: domainName, opens: opens, apps: storage.sharedApps(ios, index >= 0 ? index : nil))
    }

    /// Only the app that opens `url` (nil: the browser), stopping at the first app that matches:
    /// the fast path when the per-app details are not needed.
    public func opens(
        _ url: String, domain: String? = nil, ios: IOSVersion = .ios13, installed: Set<String>? = nil
    ) -> String? {
        Unmanaged.passUnretained(storage)._withUnsafeGuaranteedRef { storage in
            Self.opens(storage, url, domain: domain, ios: ios, installed: installed)
        }
    }

    private static func opens(
        _ storage: Storage, _ url: String, domain: String?, ios: IOSVersion, installed: Set<String>?
    ) -> String? {
        if let first = storage.detailOfApp.first, storage.singleDetail {
            // Every app is decided by one detail: the first (installed) app opens, or none.
            let list = storage.list(ios, first)
            var opens = false
            _ = Self.withURL(url, domain: domain) { hostMatches, views in
                guard hostMatches else { return }
                opens = list._withUnsafeGuaranteedRef { list in
                    list.firstMatch(&views).map { !list.rules[$0].exclude } ?? false
                }
            }
            guard opens else { return nil }
            return installed.map { set in storage.openable.first { set.contains($0) } } ?? storage.openable.first
        }
        let appCount = storage.appIDs.count
        // Per app: 1 when its detail's first matching rule is not an exclusion.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: appCount) { matches -> String? in
            matches.initialize(repeating: 0)
            storage.detailOfApp.withUnsafeBufferPointer { detailOfApp in
                _ = Self.withURL(url, domain: domain) { hostMatches, views in
                    guard hostMatches else { return }
                    var lastDetail = -1
                    var matched: UInt8 = 0
                    for k in 0..<appCount {
                        let d = detailOfApp[k]
                        if d != lastDetail {
                            matched = storage.list(ios, d)._withUnsafeGuaranteedRef { list in
                                list.firstMatch(&views).map { list.rules[$0].exclude ? 0 : 1 } ?? 0
                            }
                            lastDetail = d
                        }
                        matches[k] = matched
                        // Without an installed list the first matching app that can open is the answer.
                        if matched == 1, installed == nil, !storage.hasProblem[k] { return }
                    }
                }
            }
            for k in 0..<appCount where matches[k] == 1 && !storage.hasProblem[k] {
                let appID = storage.appIDs[k]
                if installed?.contains(appID) ?? true { return appID }
            }
            return nil
        }
    }

    /// The decision of one app only (nil when the file does not list it), without building a
    /// full result: the fast path for bulk checks.
    public func decision(
        for appID: String, url: String, domain: String? = nil, ios: IOSVersion = .ios13
    ) -> MatchDecision? {
        guard let k = appIDs.firstIndex(of: appID) else { return nil }
        var decision = MatchDecision.noMatch
        let list = rules(ofApp: k, ios)
        _ = Self.withURL(url, domain: domain) { hostMatches, views in
            guard hostMatches else { return }
            if let i = list.firstMatch(&views) { decision = list.rules[i].exclude ? .exclude : .match }
        }
        return decision
    }

    /// Splits `url` (without copying unless it must be percent-encoded), checks its host against
    /// `domain`, and runs `body` with the URL's views in scratch memory. Returns the domain the
    /// URL is decided for (`domain` lower-cased, or the URL's host).
    /// (Results leave through captured variables: a generic return value would be copied through
    /// value witnesses on every call.)
    static func withURL(
        _ url: String, domain: String?, _ body: (_ hostMatches: Bool, inout URLViews) -> Void
    ) -> String {
        var domainName = ""
        withUTF8(url) { raw in domainName = withURL(utf8: raw, domain: domain, body) }
        return domainName
    }

    /// ``withURL(_:domain:_:)`` for the URL's UTF-8 bytes.
    static func withURL(
        utf8 raw: UnsafeBufferPointer<UInt8>, domain: String?, _ body: (_ hostMatches: Bool, inout URLViews) -> Void
    ) -> String {
        guard let domain else {
            var host = ""
            Self.withScan(raw) { bytes, scan in
                host = scan.hostName.map { String(decoding: bytes[$0].map(ASCII.lower), as: UTF8.self) } ?? ""
                Self.withViews(bytes, scan, hostMatches: !host.isEmpty, body)
            }
            return host
        }
        var hasUpper = false
        withUTF8(domain) { d in
            Self.withScan(raw) { bytes, scan in
                let host = scan.hostName.map { UnsafeBufferPointer(rebasing: bytes[$0]) }
                let (matches, upper) = ByteScan.compareHost(host, d)
                hasUpper = upper
                Self.withViews(bytes, scan, hostMatches: matches, body)
            }
        }
        return hasUpper ? domain.lowercased() : domain
    }

    /// The UTF-8 bytes of `string` in place when it is stored contiguously (no copy, no
    /// reference counting), else of a copy.
    @inline(__always)
    static func withUTF8(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if string.utf8.withContiguousStorageIfAvailable(body) == nil {
            var copy = string
            copy.withUTF8(body)
        }
    }

    /// Runs `body` with `raw` split, percent-encoded first when it has bytes a browser would
    /// encode (the split finds that out on the way).
    @inline(__always)
    private static func withScan(
        _ raw: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, URLScan) -> Void
    ) {
        let scan = URLScan(raw)
        guard scan.mayNeedEncoding else { return body(raw, scan) }
        URLParts.encodeUnsafe(Array(raw)).withUnsafeBufferPointer { body($0, URLScan($0)) }
    }

    private static func withViews(
        _ bytes: UnsafeBufferPointer<UInt8>, _ scan: URLScan, hostMatches: Bool,
        _ body: (_ hostMatches: Bool, inout URLViews) -> Void
    ) {
        let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        let path = UnsafeBufferPointer(rebasing: bytes[scan.path])
        let query = scan.query.map { UnsafeBufferPointer(rebasing: bytes[$0]) } ?? empty
        let fragment = scan.fragment.map { UnsafeBufferPointer(rebasing: bytes[$0]) } ?? empty
        let size = URLViews.scratchSize(path: path.count, query: query.count, fragment: fragment.count)
        let slots = URLViews.tableSlots + 16 * (scan.ampersands + 1)
        func run(_ scratch: UnsafeMutableBufferPointer<UInt8>, _ items: UnsafeMutableBufferPointer<Int32>) {
            var views = URLViews(
                path: path, query: query, fragment: fragment, scratch: scratch, itemScratch: items,
                pathHasDoubleSlash: scan.pathMayHaveDoubleSlash)
            body(hostMatches, &views)
        }
        // Long URLs get their scratch from the heap: stack space on a worker thread is small.
        guard size + 4 * slots <= 16_384 else {
            let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size)
            let items = UnsafeMutableBufferPointer<Int32>.allocate(capacity: slots)
            defer {
                scratch.deallocate()
                items.deallocate()
            }
            return run(scratch, items)
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: size) { scratch in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: slots) { items in run(scratch, items) }
        }
    }
}
