extension AssetLinksConverter {
    /// A URL decided differently on iOS 13+ and on Android 15+.
    public struct Mismatch: Sendable, Hashable, Codable {
        public var url: String
        public var ios: MatchDecision
        public var android: MatchDecision
    }

    /// Decides `urls` for `appID` with the AASA file (iOS 13+) and for the package with the
    /// converted file (Android 15+), and lists every difference.
    public func mismatches(original: AssociationFile, appID: String, converted: String, urls: [String]) -> [Mismatch] {
        let ios = AASAMatcher(file: original)
        let android = AndroidAppLinksMatcher(document: AssetLinksDocument(string: converted))
        var result: [Mismatch] = []
        for url in urls {
            let a = ios.decision(for: appID, url: url) ?? .noMatch
            let b = android.decide(url, packages: [packageName]).apps.first?.decision ?? .noMatch
            if a != b { result.append(Mismatch(url: url, ios: a, android: b)) }
        }
        return result
    }
}
