import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ULinksTools {
    func validate(_ arguments: ToolArguments) throws -> String {
        let (name, bytes) = try arguments.document()
        let strict = try arguments.bool("strict") ?? false
        let file: ValidationOutput.File
        if AssetLinksDocument.isAssetLinks(bytes, name: name) {  // read as `ulinks validate` reads it
            file = .init(file: name, report: AssetLinksValidator().validate(bytes), signed: nil, strict: strict)
        } else {
            let validation = AASAValidator(options: .init(domain: try arguments.string("domain"))).validate(bytes)
            file = .init(file: name, report: validation.report, signed: validation.document.signature, strict: strict)
        }
        return try JSONOutput.encode(ValidationOutput(files: [file]))
    }

    /// A readable association file, or an error carrying its first diagnostics.
    func associationFile(_ bytes: [UInt8], name: String) throws -> AssociationDocument {
        let document = AssociationDocument(bytes: bytes)
        guard document.isValidJSON, document.file != nil else { throw Self.unusable(name, nil, document.diagnostics) }
        return document
    }

    /// The error for a file a tool cannot use: why, then its first diagnostics with their positions.
    static func unusable(_ name: String, _ why: String?, _ diagnostics: [Diagnostic]) -> MCPError {
        let first = diagnostics.prefix(3).map { d in
            (d.location.map { "\($0.line):\($0.column): " } ?? "") + "\(d.code): \(d.message)"
        }
        let parts = [why].compactMap { $0 } + first
        return MCPError.invalidParams("\(name) cannot be used: " + parts.joined(separator: "; "))
    }

    func iosVersion(_ arguments: ToolArguments) throws -> IOSVersion? {
        guard let ios = try arguments.int("ios") else { return nil }
        guard (9...99).contains(ios) else { throw MCPError.invalidParams("'ios' must be 12 or 13") }
        return ios <= 12 ? .ios12 : .ios13
    }

    func match(_ arguments: ToolArguments) throws -> String {
        let (name, bytes) = try arguments.document()
        guard let urls = try arguments.strings("urls", limit: limits.maxURLs) else {
            throw MCPError.invalidParams("missing argument 'urls'")
        }
        let document = try associationFile(bytes, name: name)
        let matcher = AASAMatcher(document: document)
        let domain = try arguments.string("domain")
        let ios = try iosVersion(arguments) ?? .ios13
        if try arguments.bool("explain") ?? false {
            return try Self.json(urls.map { matcher.explain($0, domain: domain, ios: ios) })
        }
        return "[" + urls.map { matcher.decide($0, domain: domain, ios: ios).jsonLine }.joined(separator: ",") + "]"
    }

    func diff(_ arguments: ToolArguments) throws -> String {
        let old = try associationFile(Array(try arguments.required("old").utf8), name: "old")
        let new = try associationFile(Array(try arguments.required("new").utf8), name: "new")
        guard let oldFile = old.file, let newFile = new.file else { throw MCPError.invalidParams("unreadable file") }
        let versions = try iosVersion(arguments).map { [$0] } ?? IOSVersion.allCases
        let diff = SemanticDiff(
            old: oldFile, new: newFile, oldSource: old.source, newSource: new.source,
            urls: try arguments.strings("urls", limit: limits.maxURLs) ?? [], domain: try arguments.string("domain"),
            generated: min(2000, limits.maxGenerated), versions: versions)
        return try Self.json(diff)
    }

    /// `{"text", "convertedPaths", "convertedDetails", "checkedURLs", "mismatches"}`.
    struct ConvertJSON: Encodable {
        var text: String
        var convertedPaths: Int
        var convertedDetails: Int
        var checkedURLs: Int
        var mismatches: Int
    }

    func convert(_ arguments: ToolArguments) throws -> String {
        let (name, bytes) = try arguments.document()
        let targetName = try arguments.string("to") ?? "components"
        if targetName == "assetlinks" {
            return try convertToAssetLinks(try associationFile(bytes, name: name), name: name, arguments)
        }
        guard let target = LegacyConverter.Target(rawValue: targetName) else {
            throw MCPError.invalidParams("'to' must be components, dual or assetlinks")
        }
        for key in ["package", "fingerprints", "app"] where arguments.values[key].map({ !$0.isNull }) ?? false {
            throw MCPError.invalidParams("'\(key)' goes with 'to': assetlinks")
        }
        let document = try associationFile(bytes, name: name)
        let converter = LegacyConverter(target: target)
        let conversion: LegacyConverter.Conversion
        do { conversion = try converter.convert(document) } catch {
            throw MCPError.invalidParams("\(name): \(error)")
        }
        let converted = AssociationDocument(string: conversion.text)
        guard let original = document.file, let new = converted.file else {
            throw MCPError.internalError("the converted file cannot be read back")
        }
        let urls = URLGenerator(file: original).urls(count: limits.maxGenerated)
        let mismatches = converter.mismatches(original: original, converted: new, urls: urls)
        return try Self.json(
            ConvertJSON(
                text: conversion.text, convertedPaths: conversion.convertedPaths,
                convertedDetails: conversion.convertedDetails, checkedURLs: urls.count, mismatches: mismatches.count))
    }

    func entitlements(_ arguments: ToolArguments) throws -> String {
        let (name, bytes) = try arguments.document()
        let serviceName = try arguments.string("service") ?? "applinks"
        guard let service = AssociatedDomain.Service(rawValue: serviceName) else {
            throw MCPError.invalidParams("'service' must be applinks, webcredentials, appclips or activitycontinuation")
        }
        let validation = EntitlementsValidator().validate(EntitlementsDocument(bytes: bytes))
        let valid = !validation.report.hasErrors
        let hosts = try arguments.strings("hosts", limit: limits.maxURLs) ?? []
        let file = EntitlementsReport.File(name, validation, hosts: hosts, service: service, valid: valid)
        return try Self.json(EntitlementsReport(files: [file], valid: valid))
    }
}
