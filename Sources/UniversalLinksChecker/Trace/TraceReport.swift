import UniversalLinks

/// What `ulinks trace` found for one link: every hop as a tap follows it, each host's association,
/// and the verdict per platform with the reason and the fixes.
///
/// JSON (`--format json`, a public contract): `{"url", "hops": [TraceHop], "ios": PlatformVerdict,
/// "android": PlatformVerdict|null, "entitlements": {...}|null, "stopped", "ruleOut": [...],
/// "wrapper": WrapperAnswer|null, "whereTapped": [TapPlace]}` (the last two added with issue 34).
public struct TraceReport: Sendable, Hashable, Codable {
    /// The tapped URL.
    public var url: String
    public var hops: [TraceHop]
    public var ios: PlatformVerdict
    public var android: PlatformVerdict?
    /// With `--entitlements`: whether the app lists the tapped host.
    public var entitlements: EntitlementsAnswer?
    /// Why the walk ended before a page without a next location (a loop, the hop limit, a refused or
    /// failed fetch); nil when it reached one.
    public var stopped: Message?
    /// Causes on the device that no fetch can see, to rule out.
    public var ruleOut: [Message]
    /// The security or redirect wrapper around the tapped link, its inner URL and how that fares.
    public var wrapper: WrapperAnswer?
    /// How the same tap fares by where it is tapped (iOS), from public documentation or "unknown".
    public var whereTapped: [TapPlace]

    public init(url: String) {
        self.url = url
        self.hops = []
        self.ios = PlatformVerdict(opens: nil, lands: url, reason: Message(""))
        self.ruleOut = []
        self.whereTapped = []
    }

    enum CodingKeys: String, CodingKey {
        case url, hops, ios, android, entitlements, stopped, ruleOut, wrapper, whereTapped
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(url, forKey: .url)
        try c.encode(hops, forKey: .hops)
        try c.encode(ios, forKey: .ios)
        try c.encode(android, forKey: .android)
        try c.encode(entitlements, forKey: .entitlements)
        try c.encode(stopped, forKey: .stopped)
        try c.encode(ruleOut, forKey: .ruleOut)
        try c.encode(wrapper, forKey: .wrapper)
        try c.encode(whereTapped, forKey: .whereTapped)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        url = try c.decode(String.self, forKey: .url)
        hops = try c.decode([TraceHop].self, forKey: .hops)
        ios = try c.decode(PlatformVerdict.self, forKey: .ios)
        android = try c.decodeIfPresent(PlatformVerdict.self, forKey: .android)
        entitlements = try c.decodeIfPresent(EntitlementsAnswer.self, forKey: .entitlements)
        stopped = try c.decodeIfPresent(Message.self, forKey: .stopped)
        ruleOut = try c.decode([Message].self, forKey: .ruleOut)
        wrapper = try c.decodeIfPresent(WrapperAnswer.self, forKey: .wrapper)
        whereTapped = try c.decodeIfPresent([TapPlace].self, forKey: .whereTapped) ?? []
    }

    /// Whether the first hop could not be fetched (exit status 2).
    public var firstHopFailed: Bool { hops.first?.error != nil }

    /// Whether a platform asked about could not be checked at all (its verdict is unknown; exit status 2,
    /// as the headline says "not checked").
    public var uncheckedPlatform: Bool { !ios.checked || android?.checked == false }

    /// Whether the tapped URL opens an app on every platform asked about (exit status 0).
    public var opensEverywhere: Bool { ios.opens != nil && (android.map { $0.opens != nil } ?? true) }
}

/// One URL of the walk.
public struct TraceHop: Sendable, Hashable, Codable {
    public var url: String
    /// The HTTP status; nil when no answer came (see ``error``).
    public var status: Int?
    /// The next URL (resolved against this one): a redirect's `Location` or a meta refresh's URL.
    public var location: String?
    /// How ``location`` was given: `redirect` or `meta-refresh`.
    public var via: String?
    /// Why the page could not be fetched (or was not: a refused address).
    public var error: Message?
    /// A note on the page (it was cut at the size limit, it seems to redirect with JavaScript).
    public var note: Message?
    /// The host's iOS association decided for this URL.
    public var ios: HopDecision
    /// The host's assetlinks.json decided for this URL, when an Android app was asked about.
    public var android: HopDecision?

    public init(url: String, ios: HopDecision) {
        self.url = url
        self.ios = ios
    }

    enum CodingKeys: String, CodingKey { case url, status, location, via, error, note, ios, android }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(url, forKey: .url)
        try c.encode(status, forKey: .status)
        try c.encode(location, forKey: .location)
        try c.encode(via, forKey: .via)
        try c.encode(error, forKey: .error)
        try c.encode(note, forKey: .note)
        try c.encode(ios, forKey: .ios)
        try c.encode(android, forKey: .android)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        url = try c.decode(String.self, forKey: .url)
        status = try c.decodeIfPresent(Int.self, forKey: .status)
        location = try c.decodeIfPresent(String.self, forKey: .location)
        via = try c.decodeIfPresent(String.self, forKey: .via)
        error = try c.decodeIfPresent(Message.self, forKey: .error)
        note = try c.decodeIfPresent(Message.self, forKey: .note)
        ios = try c.decode(HopDecision.self, forKey: .ios)
        android = try c.decodeIfPresent(HopDecision.self, forKey: .android)
    }
}

/// A host's file decided for one URL: `{"opens": APPID|PACKAGE|null, "rule", "associated", "reason"}`.
public struct HopDecision: Sendable, Hashable, Codable {
    /// The app that opens the URL; nil: the browser.
    public var opens: String?
    /// The rule that decided (for the app that opens, else for the first app the file lists).
    public var rule: RuleReference?
    /// Whether the host serves a file the device accepts (iOS: an association file; Android: a
    /// statement list that verifies the app).
    public var associated: Bool
    /// Why, in words (the failed hosting check, the deciding rule, no rule matched, ...).
    public var reason: Message
    /// False when the host's files could not be looked at (the host does not resolve, or is refused).
    public var checked = true
    /// The cause as a stable code (Docs/Trace.md lists them): `opens`, `excluded`, `no-match`,
    /// `unlisted`, `lists-no-app`, `not-associated`, `cdn-stale`, `cdn-no-copy`, `cdn-unreachable`, `not-checked`,
    /// `unreachable`,
    /// `not-web`.
    public var code = ""

    public init(opens: String?, rule: RuleReference?, associated: Bool, reason: Message, code: String = "") {
        self.opens = opens
        self.rule = rule
        self.associated = associated
        self.reason = reason
        self.code = code
    }

    enum CodingKeys: String, CodingKey { case opens, rule, associated, reason, code, checked }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(opens, forKey: .opens)
        try c.encode(rule, forKey: .rule)
        try c.encode(associated, forKey: .associated)
        try c.encode(reason, forKey: .reason)
        try c.encode(code, forKey: .code)
        try c.encode(checked, forKey: .checked)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        opens = try c.decodeIfPresent(String.self, forKey: .opens)
        rule = try c.decodeIfPresent(RuleReference.self, forKey: .rule)
        associated = try c.decode(Bool.self, forKey: .associated)
        reason = try c.decode(Message.self, forKey: .reason)
        code = try c.decodeIfPresent(String.self, forKey: .code) ?? ""
        checked = try c.decodeIfPresent(Bool.self, forKey: .checked) ?? true
    }
}

/// The verdict for one platform: `{"opens": APPID|PACKAGE|null, "lands": URL, "reason", "fixes": [...]}`.
/// `opens` is the decision for the tapped URL (what the device does); `lands` the URL the browser
/// ends on when it does not.
public struct PlatformVerdict: Sendable, Hashable, Codable {
    /// One fix: its stable code (Docs/Trace.md) and its text.
    public struct Fix: Sendable, Hashable {
        public var code: String
        public var text: Message

        public init(code: String, text: Message) {
            self.code = code
            self.text = text
        }
    }

    public var opens: String?
    public var lands: String
    public var reason: Message
    /// The fixes, each with its code, in the order they are shown.
    public var fixList: [Fix] = []
    /// The first later hop whose host would open an app (1-based), when the tapped one does not.
    public var laterHop: Int?
    /// The cause as a stable code (Docs/Trace.md): `opens`, `opens-redirected`, `not-checked`,
    /// `later-hop-opens`, `wrapped`, `entitlements-unlisted`, or the tapped hop's own code.
    public var code = ""
    /// False when the tapped URL's host could not be checked: the verdict is unknown, not the browser.
    public var checked = true

    /// The fixes' texts (the JSON's `fixes`).
    public var fixes: [Message] { fixList.map(\.text) }
    /// One stable code per fix, in the order of ``fixes`` (the JSON's `fixCodes`).
    public var fixCodes: [String] { fixList.map(\.code) }

    public init(opens: String?, lands: String, reason: Message, fixList: [Fix] = [], laterHop: Int? = nil) {
        self.opens = opens
        self.lands = lands
        self.reason = reason
        self.fixList = fixList
        self.laterHop = laterHop
    }

    enum CodingKeys: String, CodingKey { case opens, lands, reason, fixes, laterHop, code, fixCodes, checked }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(opens, forKey: .opens)
        try c.encode(lands, forKey: .lands)
        try c.encode(reason, forKey: .reason)
        try c.encode(fixes, forKey: .fixes)
        try c.encode(laterHop, forKey: .laterHop)
        try c.encode(code, forKey: .code)
        try c.encode(fixCodes, forKey: .fixCodes)
        try c.encode(checked, forKey: .checked)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        opens = try c.decodeIfPresent(String.self, forKey: .opens)
        lands = try c.decode(String.self, forKey: .lands)
        reason = try c.decode(Message.self, forKey: .reason)
        let texts = try c.decode([Message].self, forKey: .fixes)
        // A report written before fix codes existed has none: each of its fixes reads back with an empty code.
        let codes = try c.decodeIfPresent([String].self, forKey: .fixCodes) ?? []
        fixList = texts.enumerated().map {
            Fix(code: $0.offset < codes.count ? codes[$0.offset] : "", text: $0.element)
        }
        laterHop = try c.decodeIfPresent(Int.self, forKey: .laterHop)
        code = try c.decodeIfPresent(String.self, forKey: .code) ?? ""
        checked = try c.decodeIfPresent(Bool.self, forKey: .checked) ?? true
    }

    /// Adds a fix with its code.
    mutating func fix(_ code: String, _ text: Message, at index: Int? = nil) {
        fixList.insert(Fix(code: code, text: text), at: min(index ?? fixList.count, fixList.count))
    }
}

/// With `--entitlements`: the app side of the tapped host. `{"source", "host", "listed", "entry",
/// "applicationIdentifier", "reason"}`.
public struct EntitlementsAnswer: Sendable, Hashable, Codable {
    public var source: String
    public var host: String
    public var listed: Bool
    /// The entry that decides the host (`applinks:*.example.com?mode=developer`); nil when none does.
    public var entry: String?
    public var applicationIdentifier: String?
    public var reason: Message

    public init(
        source: String, host: String, listed: Bool, entry: String?, applicationIdentifier: String?, reason: Message
    ) {
        self.source = source
        self.host = host
        self.listed = listed
        self.entry = entry
        self.applicationIdentifier = applicationIdentifier
        self.reason = reason
    }

    enum CodingKeys: String, CodingKey { case source, host, listed, entry, applicationIdentifier, reason }
}
