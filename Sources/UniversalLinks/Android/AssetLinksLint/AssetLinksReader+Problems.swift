extension AssetLinksReader {
    /// The code and message naming what is wrong with a fingerprint, or nil when it is valid.
    static func fingerprintProblem(_ text: String) -> (DiagnosticCode, Message)? {
        if Fingerprint.isCanonical(text) { return nil }
        let shown = "\"\(text.count > 120 ? String(text.prefix(120)) + "..." : text)\""
        let hexOrColon = text.utf8.allSatisfy {
            Fingerprint.isHex($0) || $0 == 0x3A || $0 == 0x20 || $0 == 0x09
        }
        if text.contains(where: \.isWhitespace), hexOrColon {
            return (
                "assetlinks-fingerprint-spaces",
                "fingerprint \(shown) contains white space; Android compares it as written"
            )
        }
        if !hexOrColon, text.utf8.contains(where: { ($0 >= 0x47 && $0 <= 0x5A) || $0 == 0x5F }) {
            return (
                "assetlinks-fingerprint",
                "fingerprint \(shown) is a placeholder, not a SHA-256 fingerprint (32 colon-separated upper-case hex bytes)"
            )
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let pairs = parts.allSatisfy { $0.utf8.count == 2 && $0.utf8.allSatisfy(Fingerprint.isHex) }
        if parts.count == 32 && pairs {
            return (
                "assetlinks-fingerprint-lowercase",
                "fingerprint \(shown) has lower-case hex digits; Android needs upper case"
            )
        }
        if parts.count == 20 && pairs {
            return (
                "assetlinks-fingerprint-sha1",
                "fingerprint \(shown) has 20 bytes: a SHA-1 fingerprint; \"sha256_cert_fingerprints\" needs the SHA-256 one (32 bytes)"
            )
        }
        if parts.count == 1, text.utf8.allSatisfy(Fingerprint.isHex) {
            if text.utf8.count == 64 {
                return ("assetlinks-fingerprint-no-colons", "fingerprint \(shown) has no colons between the bytes")
            }
            if text.utf8.count == 40 {
                return (
                    "assetlinks-fingerprint-sha1",
                    "fingerprint \(shown) is 20 bytes without colons: a SHA-1 fingerprint; Android needs the SHA-256 one"
                )
            }
        }
        let bytes: Message = pairs ? "\(parts.count) bytes" : "not colon-separated hex pairs"
        return (
            "assetlinks-fingerprint",
            "fingerprint \(shown) is \(bytes); a SHA-256 fingerprint is 32 colon-separated upper-case hex bytes"
        )
    }

    /// A web target's site is `scheme://host[:port]` with an http(s) scheme and nothing else
    /// (Google's compatibility tests 2206-2216).
    static func siteProblem(_ site: String) -> Message? {
        guard let schemeEnd = site[...].range(of: "://") else { return "has no scheme; write https://host" }
        let scheme = site[..<schemeEnd.lowerBound].lowercased()
        guard scheme == "https" || scheme == "http" else { return "is not an http or https URL" }
        let rest = site[schemeEnd.upperBound...]
        if rest.contains("@") { return "carries login information (user@)" }
        if rest.contains("?") { return "has query parameters; a site is scheme://host[:port] only" }
        if rest.contains("#") { return "has a fragment identifier; a site is scheme://host[:port] only" }
        if rest.contains("/") { return "cannot contain a path (not even a trailing '/')" }
        var host = Substring(rest)
        if let colon = rest.lastIndex(of: ":"), !rest.hasPrefix("[") || rest[colon...].contains("]") == false {
            let port = rest[rest.index(after: colon)...]
            guard HTTPURL.port(port) != nil else { return "has an invalid port \"\(port)\"" }
            host = rest[..<colon]
        }
        if host.isEmpty { return "has no host" }
        if host.contains(where: { $0.isWhitespace }) { return "contains white space" }
        return nil
    }
}
