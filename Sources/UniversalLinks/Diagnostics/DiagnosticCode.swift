/// A stable identifier for a kind of finding, such as `trailing-comma`.
///
/// Codes are a public contract: scripts match on them. Every code is registered with its severity,
/// meaning, an example and the fix in ``DiagnosticCode/registry``, from which the reference document
/// `Docs/Diagnostics.md` is generated (`ulinks codes --markdown`).
public struct DiagnosticCode: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public init(_ value: String) { self.rawValue = value }
    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }

    /// The registered description of this code (a generic one for an unregistered code).
    public var info: DiagnosticCodeInfo {
        DiagnosticCode.index[self]
            ?? DiagnosticCodeInfo(self, .error, "Unregistered diagnostic.", example: nil, fix: nil)
    }
}

/// What a diagnostic code means: its severity, a one-line summary, an example that triggers it and the fix.
public struct DiagnosticCodeInfo: Sendable, Hashable {
    public enum Domain: String, Sendable, Hashable, CaseIterable {
        /// An `apple-app-site-association` file (`ulinks validate`).
        case aasa
        /// An Associated Domains entitlement (`ulinks entitlements`).
        case entitlements
        /// A Digital Asset Links file (`assetlinks.json`).
        case assetlinks
        /// A `ulinks.json` link manifest (`ulinks generate`).
        case manifest
        /// An app's source folder (`ulinks doctor PATH`).
        case project
        /// A `/.well-known/webauthn` file (WebAuthn related origins).
        case webauthn
    }

    public var code: DiagnosticCode
    public var severity: Severity
    public var summary: Message
    /// A complete input that produces this code, or nil when no input can (e.g. file-system errors).
    public var example: String?
    public var fix: Message?
    public var domain: Domain

    public init(
        _ code: DiagnosticCode, _ severity: Severity, _ summary: Message, example: String?, fix: Message?,
        domain: Domain = .aasa
    ) {
        self.code = code
        self.severity = severity
        self.summary = summary
        self.example = example
        self.fix = fix
        self.domain = domain
    }
}

extension DiagnosticCode {
    /// Every registered code, grouped by the file that declares it. Add a group here when adding a file.
    public static let registry: [DiagnosticCodeInfo] =
        jsonCodes + schemaCodes + lintCodes + entitlementCodes + assetLinksCodes
        + manifestCodes + projectCodes + webAuthnCodes

    static let index: [DiagnosticCode: DiagnosticCodeInfo] = {
        var index: [DiagnosticCode: DiagnosticCodeInfo] = [:]
        for info in registry where index[info.code] == nil { index[info.code] = info }
        return index
    }()
}
