import ArgumentParser
import Foundation
import UniversalLinks

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
        guard to == .assetlinks else {
            if package != nil || !fingerprint.isEmpty || app != nil {
                throw ValidationError("--package, --fingerprint and --app go with --to assetlinks")
            }
            return
        }
        guard let package else { throw ValidationError("--to assetlinks needs --package") }
        if let problem = AssetLinksValidator.packageNameProblem(package) {
            throw ValidationError("--package \(package) \(problem)")
        }
        guard !fingerprint.isEmpty else { throw ValidationError("--to assetlinks needs --fingerprint") }
        for f in fingerprint where Fingerprint.normalize(f) == nil {
            throw ValidationError("--fingerprint \(f) is not a SHA-256 fingerprint (32 hex bytes)")
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
    func runAssetLinks(_ document: AssociationDocument) throws {
        let prints = fingerprint.compactMap { Fingerprint.normalize($0) }
        let converter = AssetLinksConverter(packageName: package ?? "", fingerprints: prints)
        let conversion: AssetLinksConverter.Conversion
        do { conversion = try converter.convert(document, appID: app) } catch {
            throw MatchingCLI.exitFailure("\(CLI.displayName(file)): \(error)")
        }
        try write(conversion.text)
        let name = CLI.displayName(file)
        for (kind, list) in [("warning", conversion.warnings), ("note", conversion.notes)] {
            for w in list {
                CLI.writeError("\(name):\(w.line ?? 0):\(w.column ?? 0): \(kind): \(w.message) (\(w.pointer))\n")
            }
        }
        guard let original = document.file else { return }
        let urls = URLGenerator(file: original).urls(count: checkURLs)
        let mismatches = converter.mismatches(
            original: original, appID: conversion.appID, converted: conversion.text, urls: urls)
        let summary =
            "converted \(conversion.appID): \(conversion.rules.count) dynamic rules, \(conversion.warnings.count) warnings; "
        if mismatches.isEmpty {
            CLI.writeError(summary + "\(urls.count) generated URLs decide identically on iOS 13+ and Android 15+\n")
            return
        }
        for m in mismatches.prefix(10) {
            CLI.writeError("differs: \(m.url): iOS \(m.ios.rawValue), Android \(m.android.rawValue)\n")
        }
        CLI.writeError(summary + "\(mismatches.count) of \(urls.count) generated URLs decide differently\n")
        // Differences the warnings announce are expected; any other is a converter bug.
        if conversion.warnings.isEmpty {
            throw MatchingCLI.exitFailure("error: the converted rules decide \(mismatches.count) URLs differently")
        }
    }
}
