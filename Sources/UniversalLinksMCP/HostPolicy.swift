import UniversalLinks

/// Which hosts the `check` tool may fetch: a DNS name (no IP literal, no port). Where it may connect
/// is `AddressPolicy.pin` (in `ULinksTools+Check`).
enum HostPolicy {
    /// The host name in `domain` (lower case, without a trailing dot), or an `invalidParams` error.
    static func hostName(_ domain: String) throws -> String {
        var host = domain.lowercased()
        if host.hasSuffix(".") { host.removeLast() }
        guard !host.isEmpty, host.utf8.count <= 253 else {
            throw MCPError.invalidParams("'domain' must be a host name")
        }
        guard host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }) else {
            throw MCPError.invalidParams(
                "'domain' must be a host name such as example.com (letters, digits, '-' and '.'; no scheme, port or path; IDN in xn-- form)"
            )
        }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.allSatisfy({ !$0.isEmpty && $0.count <= 63 && !$0.hasPrefix("-") && !$0.hasSuffix("-") }) else {
            throw MCPError.invalidParams("'domain' is not a valid host name")
        }
        guard !labels.allSatisfy({ $0.allSatisfy(\.isNumber) }) else {
            throw MCPError.invalidParams("'domain' must be a name, not an IP address: Apple fetches by name over HTTPS")
        }
        // As every host is read: `1.2.3.4.5` and a label that is not Punycode (`xn--zz`) are refused.
        do { _ = try HTTPURL("https://\(host)/") } catch {
            throw MCPError.invalidParams("'domain' is not a valid host name: \(error.reason)")
        }
        return host
    }
}
