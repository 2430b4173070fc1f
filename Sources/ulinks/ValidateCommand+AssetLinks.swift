import ArgumentParser
import UniversalLinks

/// `ulinks validate --kind`: which format a file is read as.
enum FileKind: String, ExpressibleByArgument, CaseIterable, Sendable {
    case aasa
    case assetlinks
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

    /// The kind of `path`: forced by --kind, else `assetlinks.json` by name, else by shape (an
    /// assetlinks.json file is a JSON array; an AASA file is an object).
    func kind(of bytes: [UInt8], path: String) -> FileKind {
        if let kind { return kind }
        return AssetLinksDocument.isAssetLinks(bytes, name: path == "-" ? nil : path) ? .assetlinks : .aasa
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
        }
    }
}
