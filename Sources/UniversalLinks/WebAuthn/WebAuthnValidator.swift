/// Checks a `/.well-known/webauthn` file: a JSON object whose `origins` array lists the web origins
/// allowed to use the RP ID that serves it (WebAuthn Level 3, §5.11 "Using Web Authentication across
/// related origins").
public struct WebAuthnValidator: Sendable {
    public init() {}

    public func validate(_ bytes: [UInt8]) -> DiagnosticReport {
        DiagnosticReport(WebAuthnDocument(bytes: bytes).diagnostics)
    }

    /// Reads and validates `bytes`, keeping the document (for rendering with its source).
    public func read(_ bytes: [UInt8]) -> WebAuthnDocument { WebAuthnDocument(bytes: bytes) }
}
