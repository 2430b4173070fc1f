/// An application identifier, `<App ID prefix>.<bundle ID>`, such as `ABCDE12345.com.example.app`.
///
/// The prefix is normally the 10-character Team ID but may differ for old apps; the bundle ID is
/// reverse-DNS (`A-Z a-z 0-9 . -`). A `*` is never valid in an association file.
public struct AppID: Sendable, Hashable, Codable, CustomStringConvertible, LosslessStringConvertible {
    public let prefix: String
    public let bundleID: String

    /// Fails when `string` does not follow the grammar.
    public init?(_ string: String) {
        guard let dot = string.firstIndex(of: ".") else { return nil }
        let prefix = string[..<dot]
        let bundle = string[string.index(after: dot)...]
        guard !prefix.isEmpty, !bundle.isEmpty,
            prefix.unicodeScalars.allSatisfy({ $0.isASCIIAlphanumeric }),
            bundle.unicodeScalars.allSatisfy({ $0.isASCIIAlphanumeric || $0 == "." || $0 == "-" }),
            bundle.first != ".", bundle.last != ".", !bundle.contains("..")
        else { return nil }
        self.prefix = String(prefix)
        self.bundleID = String(bundle)
    }

    public var description: String { prefix + "." + bundleID }

    /// Whether the prefix has the shape of a Team ID: ten characters of A-Z and 0-9.
    public var hasTeamIDShapedPrefix: Bool { TeamID(prefix) != nil }

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

/// A Team ID: exactly ten characters of `A-Z` and `0-9`.
public struct TeamID: Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String

    public init?(_ string: some StringProtocol) {
        guard string.utf8.count == 10,
            string.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) })
        else { return nil }
        rawValue = String(string)
    }

    public var description: String { rawValue }
}

extension Unicode.Scalar {
    var isASCIIAlphanumeric: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
    }
}
