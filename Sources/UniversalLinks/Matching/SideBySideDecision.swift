/// One URL decided on iOS and on Android, side by side (`ulinks match FILE --android assetlinks.json`).
///
/// JSON: `{"url", "ios": MatchResult, "android": MatchResult}`, each member in the shape of
/// `ulinks match --format json` and `ulinks android match --format json`.
public struct SideBySideDecision: Sendable, Hashable, Codable {
    public var url: String
    public var ios: MatchResult
    public var android: MatchResult

    public init(url: String, ios: MatchResult, android: MatchResult) {
        self.url = url
        self.ios = ios
        self.android = android
    }

    /// Decides `url` against both files. `package` limits Android to that package (listed with no
    /// decision when the file does not verify it); `installed` limits iOS as `ulinks match --installed`.
    public init(
        url: String, ios: AASAMatcher, android: AndroidAppLinksMatcher, domain: String? = nil,
        iosVersion: IOSVersion = .ios13, installed: Set<String>? = nil, androidVersion: AndroidVersion = .android15,
        package: String? = nil
    ) {
        var androidResult = android.decide(
            url, domain: domain, android: androidVersion, packages: package.map { Set([$0]) })
        if let package { androidResult.addUnverified(package) }
        self.init(
            url: url, ios: ios.decide(url, domain: domain, ios: iosVersion, installed: installed),
            android: androidResult)
    }

    /// Whether both platforms send the URL to an app, or both to the browser.
    public var agrees: Bool { (ios.opens == nil) == (android.opens == nil) }

    enum CodingKeys: String, CodingKey { case url, ios, android }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(url, forKey: .url)
        try c.encode(ios, forKey: .ios)
        try c.encode(android, forKey: .android)
    }
}

extension MatchResult {
    /// Lists `package` with no decision (no rule) when the assetlinks.json does not verify it, so that
    /// the result always answers for the package asked about.
    public mutating func addUnverified(_ package: String) {
        guard !apps.contains(where: { $0.appID == package }) else { return }
        apps.append(AppDecision(appID: package, decision: .noMatch, rule: nil))
    }
}
