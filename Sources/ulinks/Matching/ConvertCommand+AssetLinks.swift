import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `ulinks convert --to` produces.
enum ConvertTarget: String, ExpressibleByArgument, CaseIterable, Sendable {
    case components
    case dual
    case assetlinks

    var legacy: LegacyConverter.Target? {
        switch self {
        case .components: .components
        case .dual: .dual
        case .assetlinks: nil
        }
    }
}

extension ConvertCommand {
    func validate() throws {
        let localizer = language.localizer
        try OptionRange.count(checkURLCount, "--check-urls", 0...1_000_000)
        if let checkURLsOldSpelling { try OptionRange.count(checkURLsOldSpelling, "--check-ur-ls", 0...1_000_000) }
        guard to == .assetlinks else {
            if package != nil || !fingerprint.isEmpty || app != nil {
                throw ValidationError(localizer.text("convert.options.assetlinks-only"))
            }
            return
        }
        guard let package else { throw ValidationError(localizer.text("convert.options.need-package")) }
        if let problem = AssetLinksValidator.packageNameProblem(package) {
            throw ValidationError("--package \(package) \(localizer.render(problem))")
        }
        guard !fingerprint.isEmpty else { throw ValidationError(localizer.text("convert.options.need-fingerprint")) }
        for f in fingerprint where Fingerprint.normalize(f) == nil {
            throw ValidationError(localizer.text("convert.options.fingerprint", ["fingerprint": f]))
        }
    }

    /// Writes the converted file to --output, or to standard output.
    func write(_ text: String) throws {
        if let output, output != "-" {
            try CLI.writeFile(text.utf8, to: output)
        } else {
            CLI.write(text)
        }
    }

    /// `--to assetlinks`: writes the statement, lists what Android cannot express, then checks the
    /// decisions of generated URLs with both matchers.
    func runAssetLinks(_ document: AssociationDocument, _ localizer: Localizer) throws {
        let prints = fingerprint.compactMap { Fingerprint.normalize($0) }
        let converter = AssetLinksConverter(packageName: package ?? "", fingerprints: prints)
        let conversion: AssetLinksConverter.Conversion
        do { conversion = try converter.convert(document, appID: app) } catch {
            throw MatchingCLI.exitFailure(
                "\(CLI.displayName(file)): \(localizer.render(CLI.message(of: error)))")
        }
        try write(conversion.text)
        let name = CLI.displayName(file)
        for (kind, list) in [("warning", conversion.warnings), ("note", conversion.notes)] {
            for w in list {
                CLI.writeError(
                    "\(name):\(w.line ?? 0):\(w.column ?? 0): \(kind): \(localizer.render(w.message)) (\(w.pointer))\n"
                )
            }
        }
        guard let original = document.file else { return }
        let urls = URLGenerator(file: original).urls(count: checkURLs)
        let mismatches = converter.mismatches(
            original: original, appID: conversion.appID, converted: conversion.text, urls: urls)
        var values = [
            "app": conversion.appID, "rules": "\(conversion.rules.count)", "warnings": "\(conversion.warnings.count)",
            "count": "\(urls.count)",
        ]
        if mismatches.isEmpty {
            CLI.writeError(localizer.text("convert.assetlinks.same", values) + "\n")
            return
        }
        for m in mismatches.prefix(10) {
            let differs = ["url": m.url, "ios": m.ios.rawValue, "android": m.android.rawValue]
            CLI.writeError(localizer.text("convert.assetlinks.mismatch", differs) + "\n")
        }
        values["differing"] = "\(mismatches.count)"
        CLI.writeError(localizer.text("convert.assetlinks.differs", values) + "\n")
        // Differences the warnings announce are expected; any other is a converter bug.
        if conversion.warnings.isEmpty {
            throw MatchingCLI.exitFailure(localizer.text("convert.assetlinks.error", ["count": "\(mismatches.count)"]))
        }
    }
}
