/// The Public Suffix List (https://publicsuffix.org), compiled into the library from Debian's `publicsuffix`
/// package by `scripts/psl.py` (see ``version``).
///
/// Browsers count WebAuthn related origins by registrable domain with both sections of the list: Chrome
/// calls `GetDomainAndRegistry(url, INCLUDE_PRIVATE_REGISTRIES)`
/// (https://source.chromium.org/chromium/chromium/src/+/main:content/browser/webauth/webauth_request_security_checker.cc)
/// and Firefox `Services.eTLD.getBaseDomainFromHost`, whose list includes the private section
/// (https://searchfox.org/firefox-main/source/dom/webauthn/WebAuthnRelatedOriginFetcher.sys.mjs). So `github.io`
/// is a public suffix here and `alice.github.io` a registrable domain.
public enum PublicSuffixList {
    /// The registrable domain (eTLD+1) of `host`, or nil when host is itself a public suffix / an IP / invalid.
    ///
    /// `host` may be in Unicode or Punycode, in any case, with one trailing dot; the result is ASCII, lower
    /// case (an internationalised name in its Punycode form), without the dot. The list's algorithm
    /// (https://github.com/publicsuffix/list/wiki/Format#formal-algorithm): the longest matching rule wins,
    /// an exception rule over all; a name under no rule has its last label as the public suffix (rule `*`).
    public static func registrableDomain(of host: String) -> String? {
        guard let labels = labels(of: host) else { return nil }
        let suffix = publicSuffixLength(labels)
        guard labels.count > suffix else { return nil }
        return labels.suffix(suffix + 1).joined(separator: ".")
    }

    /// The public suffix of `host` (`co.uk` for `www.example.co.uk`), nil for an IP or invalid host.
    public static func publicSuffix(of host: String) -> String? {
        guard let labels = labels(of: host) else { return nil }
        return labels.suffix(publicSuffixLength(labels)).joined(separator: ".")
    }

    /// The host's labels in ASCII lower case; nil for an IP address or a name that is not a host name.
    private static func labels(of host: String) -> [Substring]? {
        var name = host
        if name.hasSuffix(".") { name.removeLast() }
        guard !name.isEmpty, !name.hasPrefix("["), !name.contains(":") else { return nil }
        if !name.utf8.allSatisfy({ $0 < 0x80 }) {
            do { name = try IDNA.toASCII(name) } catch { return nil }
        }
        name = name.lowercased()
        guard HTTPURL.hostNameProblem(name) == nil, !HTTPURL.isIPv4(name) else { return nil }
        return name.split(separator: ".", omittingEmptySubsequences: false)
    }

    /// How many of `labels`' last labels form the public suffix (at least 1).
    private static func publicSuffixLength(_ labels: [Substring]) -> Int {
        for start in labels.indices {
            let count = labels.count - start
            let name = labels[start...].joined(separator: ".")
            let flags = Self.flags(of: name)
            if flags.contains(UInt8(ascii: "e")) { return count - 1 }
            if flags.contains(UInt8(ascii: "n")) { return count }
            if start + 1 < labels.count,
                Self.flags(of: labels[(start + 1)...].joined(separator: ".")).contains(UInt8(ascii: "w"))
            {
                return count
            }
        }
        return 1
    }

    /// The flags of the rule named `name` (`n`, `w`, `e`, `p`; see scripts/psl.py); empty when none.
    static func flags(of name: String) -> [UInt8] {
        var text = rules
        let target = Array(name.utf8)
        return text.withUTF8 { bytes in MessageTable.search(bytes, for: target).map(Array.init) ?? [] }
    }

    /// Whether `name` (ASCII, lower case) is a rule of the list's private section.
    public static func isPrivate(_ name: String) -> Bool { flags(of: name).contains(UInt8(ascii: "p")) }
}
