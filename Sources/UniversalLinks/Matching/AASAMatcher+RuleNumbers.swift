extension AASAMatcher {
    /// ``decide(_:domain:ios:installed:)`` without building a ``MatchResult``, for writers that
    /// render each rule once and reuse the rendering (`ulinks match --urls`): a result's
    /// reference-counted parts (its `apps` array, each app's strings) were a quarter of a decision.
    ///
    /// - Parameters:
    ///   - url: the URL's UTF-8 bytes (an absolute URL, or a bare path taken to be on `domain`).
    ///   - domain: the host the file is served for; nil means the URL's own host (as in `decide`).
    ///   - ios: `.ios12` reads legacy `paths` only; `.ios13` (13 and newer) reads `components`.
    ///   - installed: when given, only these apps can be the one that opens the URL.
    ///   - rules: one slot per app of ``appIDs``: receives the number of the rule that decides the
    ///     app (see ``rule(_:ios:)``), or -1 when no rule matches (``MatchDecision/noMatch``).
    /// - Returns: the result's `domain`, and the index in ``appIDs`` of the app that opens the URL
    ///   (nil: the browser), exactly as `decide` gives them.
    public func decide(
        utf8 url: UnsafeBufferPointer<UInt8>, domain: String? = nil, ios: IOSVersion = .ios13,
        installed: Set<String>? = nil, rules: UnsafeMutableBufferPointer<Int32>
    ) -> (domain: String, opens: Int?) {
        Unmanaged.passUnretained(storage)._withUnsafeGuaranteedRef { storage in
            var decided: (domain: String, opens: Int?) = ("", nil)
            let base = ios == .ios12 ? storage.legacyBase : storage.modernBase
            Self.withFirstRules(storage, url, domain: domain, ios: ios) { domainName, found in
                decided = (domainName, Self.opener(storage, ios, installed, found))
                for k in 0..<min(rules.count, storage.detailOfApp.count) {
                    let d = storage.detailOfApp[k]
                    rules[k] = found[d] < 0 ? -1 : Int32(truncatingIfNeeded: base[d] + found[d])
                }
            }
            return decided
        }
    }

    /// How many rules `ios` reads (rule numbers run from 0 to this count, in file order).
    public func ruleCount(_ ios: IOSVersion) -> Int {
        (ios == .ios12 ? storage.legacyBase : storage.modernBase).last ?? 0
    }

    /// Rule number `number`: the decision it makes when it is the first to match (``MatchDecision/match``
    /// or ``MatchDecision/exclude``) and where it is in the file; nil for a number out of range.
    public func rule(_ number: Int, ios: IOSVersion) -> (decision: MatchDecision, reference: RuleReference)? {
        let base = ios == .ios12 ? storage.legacyBase : storage.modernBase
        guard number >= 0, let total = base.last, number < total else { return nil }
        // The last detail whose first number is at most `number` (details may have no rules).
        var low = 0
        var high = base.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if base[mid] <= number { low = mid } else { high = mid }
        }
        let rule = (ios == .ios12 ? storage.legacyLists : storage.modernLists)[low].rules[number - base[low]]
        return (rule.exclude ? .exclude : .match, rule.reference)
    }

    /// Per app of ``appIDs``: why iOS can never open it (``AppID/unmatchableReason(_:)``), nil for a
    /// well-formed app ID; ``AppDecision/appIDProblem`` of every result.
    public var appIDProblems: [Message?] { storage.appIDProblems }
}
