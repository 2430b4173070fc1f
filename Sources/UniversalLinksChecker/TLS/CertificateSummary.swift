/// What the report says about one certificate the server presented.
public struct CertificateSummary: Sendable, Hashable, Codable {
    public var subject: String
    public var issuer: String
    /// DNS names (and IP addresses) of the subject alternative name extension.
    public var names: [String]
    /// Validity period, seconds since 1970.
    public var notBefore: Int64
    public var notAfter: Int64

    public init(subject: String, issuer: String, names: [String], notBefore: Int64, notAfter: Int64) {
        self.subject = subject
        self.issuer = issuer
        self.names = names
        self.notBefore = notBefore
        self.notAfter = notAfter
    }

    /// Issued by itself (subject = issuer): a self-signed certificate when it is the only one sent.
    public var isSelfIssued: Bool { subject == issuer }

    /// Whether one of the certificate's DNS names covers `host` (RFC 6125: exact, or `*.` for one left-most label).
    public func covers(host: String) -> Bool {
        let host = host.lowercased().trimmingSuffixDot
        return names.contains { name in
            let name = name.lowercased().trimmingSuffixDot
            if name == host { return true }
            guard name.hasPrefix("*.") else { return false }
            let suffix = name.dropFirst(1)  // ".example.com"
            guard host.hasSuffix(suffix) else { return false }
            let label = host.dropLast(suffix.count)
            return !label.isEmpty && !label.contains(".")
        }
    }
}

extension String {
    fileprivate var trimmingSuffixDot: String { hasSuffix(".") ? String(dropLast()) : self }
}
