import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The Android side: `android_match` (as `ulinks android match`) and `convert` with `to: assetlinks`
/// (as `ulinks convert --to assetlinks`).
extension ULinksTools {
    static let androidMatchTool = MCPTool(
        name: "android_match",
        description:
            "Decide URLs against an assetlinks.json file exactly as Android does (as `ulinks android match --format json`): each verified app's decision and the rule that decided it; with explain, every rule's verdict.",
        inputSchema: schema(
            document: true,
            [
                "urls": .object([
                    "type": "array", "items": ["type": "string"], "description": "Absolute URLs to decide.",
                ]),
                "package": property(
                    "string", "Show only this package's decision (default: every package the file verifies)."),
                "fingerprint": property(
                    "string", "Only statements listing this SHA-256 certificate fingerprint verify their package."),
                "domain": property("string", "The host the file is served for (default: each URL's own host)."),
                "android": property(
                    "integer",
                    "Decide as Android 15+ (dynamic rules, the default) or 14 (6-14: every URL of a verified host)."),
                "explain": property("boolean", "Explain every rule's verdict."),
            ], required: ["urls"]),
        annotations: .init(readOnlyHint: true, openWorldHint: false))

    func androidMatch(_ arguments: ToolArguments) throws -> String {
        let (name, bytes) = try arguments.document()
        guard let urls = try arguments.strings("urls", limit: limits.maxURLs) else {
            throw MCPError.invalidParams("missing argument 'urls'")
        }
        let fingerprint = try arguments.string("fingerprint")
        if let fingerprint, !Fingerprint.isCanonical(fingerprint),
            Fingerprint.normalize(fingerprint) == nil
        {
            throw MCPError.invalidParams("'fingerprint' is a SHA-256 fingerprint: 32 colon-separated hex bytes")
        }
        let number = try arguments.int("android") ?? 15
        guard (6...99).contains(number) else {
            throw MCPError.invalidParams("'android' must be 14 or 15 (6-14 read as 14)")
        }
        let version: AndroidVersion = number <= 14 ? .android14 : .android15
        let document = AssetLinksDocument(bytes: bytes)
        guard document.file != nil else {
            throw Self.unusable(
                name, "not a usable assetlinks.json file; Android would ignore it", document.diagnostics)
        }
        let matcher = AndroidAppLinksMatcher(document: document, fingerprint: fingerprint)
        let domain = try arguments.string("domain")
        let package = try arguments.string("package")
        let only = package.map { Set([$0]) }
        // A package the file does not verify is listed with no decision, as the command lists it.
        if try arguments.bool("explain") ?? false {
            return try Self.json(
                urls.map { url in
                    var explanation = matcher.explain(url, domain: domain, android: version, packages: only)
                    if let package { explanation.result.addUnverified(package) }
                    return explanation
                })
        }
        let results = urls.map { url in
            var result = matcher.decide(url, domain: domain, android: version, packages: only)
            if let package { result.addUnverified(package) }
            return result.jsonLine
        }
        return "[" + results.joined(separator: ",") + "]"
    }

    /// `{"text", "appID", "dynamicRules", "warnings", "notes", "checkedURLs", "mismatches", "differences"}`:
    /// what `ulinks convert --to assetlinks` writes to standard output (`text`) and to standard error.
    struct AssetLinksConvertJSON: Encodable {
        var text: String
        var appID: String
        var dynamicRules: Int
        var warnings: [AssetLinksConverter.Warning]
        var notes: [AssetLinksConverter.Warning]
        var checkedURLs: Int
        var mismatches: Int
        /// The first ten URLs decided differently, as the command prints them.
        var differences: [AssetLinksConverter.Mismatch]
    }

    func convertToAssetLinks(
        _ document: AssociationDocument, name: String, _ arguments: ToolArguments
    ) throws -> String {
        guard let package = try arguments.string("package") else {
            throw MCPError.invalidParams("'to': assetlinks needs 'package' (the Android package name)")
        }
        if let problem = AssetLinksValidator.packageNameProblem(package) {
            throw MCPError.invalidParams("'package' \(package) \(problem)")
        }
        let prints = try arguments.strings("fingerprints", limit: 20) ?? []
        guard !prints.isEmpty else {
            throw MCPError.invalidParams(
                "'to': assetlinks needs 'fingerprints' (the app's SHA-256 certificate fingerprints)")
        }
        let normalized = prints.compactMap { Fingerprint.normalize($0) }
        guard normalized.count == prints.count else {
            throw MCPError.invalidParams("'fingerprints' must be SHA-256 fingerprints (32 hex bytes)")
        }
        let converter = AssetLinksConverter(packageName: package, fingerprints: normalized)
        let conversion: AssetLinksConverter.Conversion
        do { conversion = try converter.convert(document, appID: try arguments.string("app")) } catch {
            throw MCPError.invalidParams("\(name): \(error)")
        }
        guard let original = document.file else { throw MCPError.invalidParams("\(name): unreadable file") }
        let urls = URLGenerator(file: original).urls(count: limits.maxGenerated)
        let mismatches = converter.mismatches(
            original: original, appID: conversion.appID, converted: conversion.text, urls: urls)
        return try Self.json(
            AssetLinksConvertJSON(
                text: conversion.text, appID: conversion.appID, dynamicRules: conversion.rules.count,
                warnings: conversion.warnings, notes: conversion.notes, checkedURLs: urls.count,
                mismatches: mismatches.count, differences: Array(mismatches.prefix(10))))
    }
}
