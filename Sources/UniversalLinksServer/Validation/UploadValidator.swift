import UniversalLinks

/// Decides whether bytes may go live for a host: the core's `AASAValidator` for AASA files,
/// `AssetLinksValidator` for assetlinks.json, `WebAuthnValidator` for the webauthn file. Used for uploads and for `--dir` files alike.
public struct UploadValidator: Sendable {
    /// The largest file accepted (Apple's limit, SPEC §1).
    public static let maximumSize = JSONReader.maximumFileSize

    public struct Outcome: Sendable {
        public var report: DiagnosticReport
        /// The content type to serve the file with.
        public var contentType: String
        public var accepted: Bool { !report.hasErrors }
    }

    public init() {}

    public func validate(_ bytes: [UInt8], kind: FileKind, host: HostName) -> Outcome {
        switch kind {
        case .aasa:
            let validation = AASAValidator(options: .init(domain: host.value)).validate(bytes)
            return Outcome(report: validation.report, contentType: kind.contentType(for: validation.document))
        case .assetlinks:
            return Outcome(report: AssetLinksValidator().validate(bytes), contentType: "application/json")
        case .webauthn:
            // Browsers refuse any other content type for it (WebAuthn L3 §5.11.1, step 2).
            return Outcome(report: WebAuthnValidator().validate(bytes), contentType: "application/json")
        }
    }
}
