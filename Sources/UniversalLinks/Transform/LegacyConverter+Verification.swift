extension LegacyConverter {
    /// A URL decided differently by the original and the converted file.
    public struct Mismatch: Sendable, Hashable, Codable {
        public var url: String
        public var ios: Int
        public var original: MatchResult
        public var converted: MatchResult
    }

    /// The versions whose decisions must not change: iOS 13 always, iOS 12 too for a dual file.
    public var preservedVersions: [IOSVersion] { target == .dual ? [.ios12, .ios13] : [.ios13] }

    /// Decides `urls` with both files and lists every difference on the preserved versions.
    public func mismatches(original: AssociationFile, converted: AssociationFile, urls: [String]) -> [Mismatch] {
        let before = AASAMatcher(file: original)
        let after = AASAMatcher(file: converted)
        var result: [Mismatch] = []
        for ios in preservedVersions {
            for url in urls {
                let a = before.decide(url, ios: ios)
                let b = after.decide(url, ios: ios)
                if a.apps.map(\.decision) != b.apps.map(\.decision) || a.opens != b.opens {
                    result.append(Mismatch(url: url, ios: ios.rawValue, original: a, converted: b))
                }
            }
        }
        return result
    }
}
