/// What one app's rules decide for a URL.
public enum MatchDecision: String, Sendable, Hashable, Codable, CaseIterable {
    /// A rule without `exclude` matched: the URL opens the app.
    case match
    /// A rule with `exclude: true` (or a legacy `NOT`) matched first: the URL opens in the browser.
    case exclude
    /// No rule matched (or the URL's host is not the file's domain).
    case noMatch = "no_match"
}

/// One app's decision and the rule that made it.
public struct AppDecision: Sendable, Hashable, Codable {
    public var appID: String
    public var decision: MatchDecision
    /// The deciding rule; nil for ``MatchDecision/noMatch``.
    public var rule: RuleReference?
    /// Why iOS can never open this app, whatever its rules decide (``AppID/unmatchableReason(_:)``:
    /// a bare bundle ID, a malformed ID); nil for a well-formed app ID. Such an app is never the one
    /// that ``MatchResult/opens``. In JSON only when set.
    public var appIDProblem: Message?

    public init(appID: String, decision: MatchDecision, rule: RuleReference?, appIDProblem: Message? = nil) {
        self.appID = appID
        self.decision = decision
        self.rule = rule
        self.appIDProblem = appIDProblem
    }

    /// How the text output marks an app with an ``appIDProblem``.
    public static func neverOpensNote(_ problem: String) -> String { "  (never opens: \(problem))" }

    enum CodingKeys: String, CodingKey { case appID, decision, rule, appIDProblem }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        appID = try c.decode(String.self, forKey: .appID)
        decision = try c.decode(MatchDecision.self, forKey: .decision)
        rule = try c.decodeIfPresent(RuleReference.self, forKey: .rule)
        appIDProblem = try c.decodeIfPresent(Message.self, forKey: .appIDProblem)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(appID, forKey: .appID)
        try c.encode(decision, forKey: .decision)
        try c.encode(rule, forKey: .rule)
        try c.encodeIfPresent(appIDProblem, forKey: .appIDProblem)
    }
}

/// The decision for one URL: every app's decision, in `details` order, and the app iOS opens.
///
/// JSON: `{"url", "domain", "opens": APPID|null, "apps": [{"appID", "decision", "rule": {"pointer",
/// "line", "column"}|null, "appIDProblem"?}]}` (`appIDProblem` only for an app iOS can never open).
public struct MatchResult: Sendable, Hashable, Codable {
    public var url: String
    /// The domain the file is served for (the URL's own host when none was given).
    public var domain: String
    /// The first app in `details` order whose decision is ``MatchDecision/match`` (among the
    /// installed apps when a list was given, and never an app with an ``AppDecision/appIDProblem``);
    /// nil when the URL opens in the browser.
    public var opens: String?
    public var apps: [AppDecision]

    public init(url: String, domain: String, opens: String?, apps: [AppDecision]) {
        self.url = url
        self.domain = domain
        self.opens = opens
        self.apps = apps
    }

    enum CodingKeys: String, CodingKey { case url, domain, opens, apps }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(url, forKey: .url)
        try c.encode(domain, forKey: .domain)
        try c.encode(opens, forKey: .opens)
        try c.encode(apps, forKey: .apps)
    }

    /// The decision for one app, if the file lists it.
    public func decision(for appID: String) -> MatchDecision? {
        apps.first { $0.appID == appID }?.decision
    }
}
