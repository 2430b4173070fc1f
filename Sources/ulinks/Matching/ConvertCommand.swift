import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `ulinks convert FILE --to components|dual`: legacy `paths` rewritten as `components`;
/// `--to assetlinks`: one app's rules as an assetlinks.json statement (ConvertCommand+AssetLinks.swift).
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract:
            "Rewrite legacy \"paths\" as iOS 13 \"components\" (or a dual file), or one app's rules as assetlinks.json.",
        discussion: """
            Writes the converted file to standard output (or --output), then checks it: thousands \
            of URLs generated from the file's patterns must get the same decisions before and after \
            (on iOS 13+, and also on iOS 12 for --to dual). A summary goes to standard error.
            Exit status: 0 on success, 1 when FILE cannot be read or converted or the check finds a \
            difference, 64 on a usage error.
            """)

    @Argument(help: "The association file (\"-\" for standard input).")
    var file: String

    @Option(help: "components (iOS 13+ only), dual (paths kept for iOS 12 and older) or assetlinks (Android).")
    var to: ConvertTarget

    @Option(help: "--to assetlinks: the Android package name.")
    var package: String?

    @Option(help: "--to assetlinks: the SHA-256 certificate fingerprint (repeat for several).")
    var fingerprint: [String] = []

    @Option(help: "--to assetlinks: the app whose rules are converted (default: the first app).")
    var app: String?

    @Option(name: .shortAndLong, help: "Write the result here instead of standard output.")
    var output: String?

    @Option(name: .customLong("check-urls"), help: "How many generated URLs the equivalence check decides.")
    var checkURLCount: Int = 5000

    /// The spelling the parser once derived from the property name; kept so scripts that used it still run.
    @Option(name: .customLong("check-ur-ls"), help: .hidden)
    var checkURLsOldSpelling: Int?

    var checkURLs: Int { checkURLsOldSpelling ?? checkURLCount }

    @OptionGroup var input: InputOptions

    @OptionGroup var language: LanguageOptions

    func run() throws {
        let localizer = language.localizer
        let document = try MatchingCLI.loadDocument(file, limit: input.maxBytes, localizer)
        guard let target = to.legacy else { return try runAssetLinks(document, localizer) }
        let converter = LegacyConverter(target: target)
        let conversion: LegacyConverter.Conversion
        do { conversion = try converter.convert(document) } catch {
            throw MatchingCLI.exitFailure(
                "\(CLI.displayName(file)): \(localizer.render(CLI.message(of: error)))")
        }
        try write(conversion.text)
        let converted = AssociationDocument(string: conversion.text)
        guard let original = document.file, let new = converted.file else {
            throw MatchingCLI.exitFailure(localizer.text("convert.read-back"))
        }
        let urls = URLGenerator(file: original).urls(count: checkURLs)
        let mismatches = converter.mismatches(original: original, converted: new, urls: urls)
        let versions = converter.preservedVersions.map { "iOS \($0.rawValue)" }
            .joined(separator: localizer.text("convert.and"))
        if mismatches.isEmpty {
            let values = [
                "paths": "\(conversion.convertedPaths)", "details": "\(conversion.convertedDetails)",
                "count": "\(urls.count)", "versions": versions,
            ]
            CLI.writeError(localizer.text("convert.legacy.same", values) + "\n")
        } else {
            for m in mismatches.prefix(10) {
                let values = [
                    "ios": "\(m.ios)", "url": m.url, "old": "\(m.original.apps.map(\.decision.rawValue))",
                    "new": "\(m.converted.apps.map(\.decision.rawValue))",
                ]
                CLI.writeError(localizer.text("convert.legacy.mismatch", values) + "\n")
            }
            throw MatchingCLI.exitFailure(localizer.text("convert.legacy.differs", ["count": "\(mismatches.count)"]))
        }
    }
}
