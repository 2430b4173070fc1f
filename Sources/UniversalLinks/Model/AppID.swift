/// An application identifier, `<App ID prefix>.<bundle ID>`, such as `ABCDE12345.com.example.app`.
///
/// The prefix is normally the 10-character Team ID but may differ for old apps; the bundle ID is
/// reverse-DNS (`A-Z a-z 0-9 . -`). A `*` is never valid in an association file.
public struct AppID: Sendable, Hashable, Codable, CustomStringConvertible, LosslessStringConvertible {
    public let prefix: String
    public let bundleID: String

    /// Fails when `string` does not follow the grammar.
    public init?(_ string: String) {
        // Byte-level: this runs for every app ID of every file.
        let bytes = string.utf8
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let prefix = bytes[..<dot]
        let bundle = bytes[bytes.index(after: dot)...]
        guard !prefix.isEmpty, !bundle.isEmpty, prefix.allSatisfy(isASCIIAlphanumeric),
            bundle.allSatisfy({ isASCIIAlphanumeric($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }),
            bundle.first != UInt8(ascii: "."), bundle.last != UInt8(ascii: ".")
        else { return nil }
        var previousDot = false
        for b in bundle {
            let isDot = b == UInt8(ascii: ".")
            if isDot && previousDot { return nil }
            previousDot = isDot
        }
        self.prefix = String(decoding: prefix, as: UTF8.self)
        self.bundleID = String(decoding: bundle, as: UTF8.self)
    }

    public var description: String { prefix + "." + bundleID }

    /// Whether the prefix has the shape of a Team ID: ten characters of A-Z and 0-9.
    public var hasTeamIDShapedPrefix: Bool { TeamID(prefix) != nil }

    /// Whether the bundle ID starts with the prefix again (`QX7Y2K9L3M.QX7Y2K9L3M.com.acme.shop`): the
    /// full app ID pasted where a bundle ID was asked for. iOS compares the whole string with the app's
    /// `application-identifier`, so such an entry never matches the app.
    public var repeatsPrefix: Bool {
        hasTeamIDShapedPrefix && bundleID.hasPrefix(prefix + ".")
    }

    /// The app ID with its prefix written once (`QX7Y2K9L3M.com.acme.shop`), when it ``repeatsPrefix``.
    public var withoutRepeatedPrefix: AppID? {
        repeatsPrefix ? AppID(String(bundleID)) : nil
    }

    /// The message and the fix for an app ID that ``repeatsPrefix``: the same words in every file
    /// kind that lists app IDs (association files, manifests, entitlements).
    public var repeatedPrefixFinding: (message: Message, hint: Message)? {
        guard let fixed = withoutRepeatedPrefix else { return nil }
        return (
            "app ID \"\(description)\" repeats its prefix \(prefix) at the start of the bundle ID: iOS never matches it against the app \(fixed) (a full app ID pasted where the bundle ID was asked for?)",
            "write \"\(fixed)\""
        )
    }

    public init(from decoder: any Decoder) throws {
        let string = try decoder.singleValueContainer().decode(String.self)
        guard let id = AppID(string) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "'\(string)' is not <prefix>.<bundle ID>"))
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}

extension AppID {
    /// Why iOS can never match `string` against an app, or nil when it can. An app's identity is always
    /// `<App ID prefix>.<bundle ID>`: an entry that does not have that form (a bare bundle ID such as
    /// `com.acme.shop`, a wildcard, a placeholder) names no app, whatever its rules decide.
    public static func unmatchableReason(_ string: String) -> Message? {
        guard AppID(string) != nil else {
            return string.contains(".")
                ? "not <App ID prefix>.<bundle ID>" : "no '.' between App ID prefix and bundle ID"
        }
        if isBareBundleID(string) { return "no App ID prefix (Team ID): a bundle ID alone" }
        return nil
    }

    /// A reverse-DNS bundle ID without its prefix: the first segment is a common top-level domain in
    /// lower case (`com.acme.shop`), which no App ID prefix is.
    static func isBareBundleID(_ string: String) -> Bool {
        guard let dot = string.utf8.firstIndex(of: UInt8(ascii: ".")) else { return false }
        let first = string.utf8[..<dot]
        return first.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
            && Linter.commonTLDs.contains(String(decoding: first, as: UTF8.self))
    }
}

/// A Team ID: exactly ten characters of `A-Z` and `0-9`.
public struct TeamID: Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String

    public init?(_ string: some StringProtocol) {
        guard string.utf8.count == 10,
            string.utf8.allSatisfy({
                ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
                    || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
            })
        else { return nil }
        rawValue = String(string)
    }

    public var description: String { rawValue }
}

func isASCIIAlphanumeric(_ b: UInt8) -> Bool {
    (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
        || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
}

extension Unicode.Scalar {
    var isASCIIAlphanumeric: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
    }
}
