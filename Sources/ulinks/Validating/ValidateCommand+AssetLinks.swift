import ArgumentParser
import UniversalLinks

/// `ulinks validate --kind`: which format a file is read as.
enum FileKind: String, ExpressibleByArgument, CaseIterable, Sendable {
    case aasa
    case assetlinks
    /// A `ulinks.json` link manifest (Docs/Manifest.md).
    case manifest
    /// A `/.well-known/webauthn` file (Docs/Passkeys.md).
    case webauthn
}

extension ValidateCommand {
    /// What `validate` prints for one file, whichever format it is.
    struct FileValidation {
        struct Document {
            var source: SourceText
            var signature: SignedEnvelopeInfo?
        }
        var report: DiagnosticReport
        var document: Document
    }

    /// The kind of `path`: forced by --kind, else `webauthn`, `assetlinks.json` or `ulinks.json` by name,
    /// else by shape (an assetlinks.json file is a JSON array; a manifest an object with a `"version"`; an
    /// AASA file an object without one).
    func kind(of bytes: [UInt8], path: String) -> FileKind {
        if let kind { return kind }
        let name = path == "-" ? nil : path
        if WebAuthnDocument.isWebAuthn(name: name) { return .webauthn }
        if AssetLinksDocument.isAssetLinks(bytes, name: name) { return .assetlinks }
        return ManifestReader.isManifest(bytes, name: name) ? .manifest : .aasa
    }

    func validate(_ bytes: [UInt8], path: String, validator: AASAValidator) -> FileValidation {
        switch kind(of: bytes, path: path) {
        case .aasa:
            let result = validator.validate(bytes)
            return FileValidation(
                report: result.report,
                document: .init(source: result.document.source, signature: result.document.signature))
        case .assetlinks:
            let document = AssetLinksDocument(bytes: bytes)
            return FileValidation(
                report: DiagnosticReport(document.diagnostics), document: .init(source: document.source, signature: nil)
            )
        case .manifest:
            let read = ManifestReader().read(bytes)
            return FileValidation(report: read.report, document: .init(source: read.source, signature: nil))
        case .webauthn:
            let document = WebAuthnDocument(bytes: bytes)
            return FileValidation(
                report: DiagnosticReport(document.diagnostics), document: .init(source: document.source, signature: nil)
            )
        }
    }
}
