import ArgumentParser
import Foundation
import UniversalLinks

/// `ulinks convert FILE --to components|dual`: legacy `paths` rewritten as `components`.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Rewrite legacy \"paths\" as iOS 13 \"components\", or as a dual file for iOS 12 and 13+.",
        discussion: """
            Writes the converted file to standard output (or --output), then checks it: thousands \
            of URLs generated from the file's patterns must get the same decisions before and after \
            (on iOS 13+, and also on iOS 12 for --to dual). A summary goes to standard error.
            Exit status: 0 on success, 1 when FILE cannot be read or converted or the check finds a \
            difference, 64 on a usage error.
            """)

    @Argument(help: "The association file (\"-\" for standard input).")
    var file: String

    @Option(help: "components (iOS 13+ only) or dual (paths kept for iOS 12 and older).")
    var to: LegacyConverter.Target

    @Option(name: .shortAndLong, help: "Write the result here instead of standard output.")
    var output: String?

    @Option(help: "How many generated URLs the equivalence check decides.")
    var checkURLs: Int = 5000

    @OptionGroup var input: InputOptions

    func run() throws {
        let document = try MatchingCLI.loadDocument(file, limit: input.maxBytes)
        let converter = LegacyConverter(target: to)
        let conversion: LegacyConverter.Conversion
        do { conversion = try converter.convert(document) } catch {
            throw MatchingCLI.exitFailure("\(CLI.displayName(file)): \(error)")
        }
        if let output {
            guard FileManager.default.createFile(atPath: output, contents: Data(conversion.text.utf8)) else {
                throw MatchingCLI.exitFailure("\(output): cannot be written")
            }
        } else {
            CLI.write(conversion.text)
        }
        let converted = AssociationDocument(string: conversion.text)
        guard let original = document.file, let new = converted.file else {
            throw MatchingCLI.exitFailure("internal error: the converted file cannot be read back")
        }
        let urls = URLGenerator(file: original).urls(count: checkURLs)
        let mismatches = converter.mismatches(original: original, converted: new, urls: urls)
        let versions = converter.preservedVersions.map { "iOS \($0.rawValue)" }.joined(separator: " and ")
        if mismatches.isEmpty {
            CLI.writeError(
                "converted \(conversion.convertedPaths) paths in \(conversion.convertedDetails) details; "
                    + "\(urls.count) generated URLs decide identically on \(versions)\n")
        } else {
            for m in mismatches.prefix(10) {
                CLI.writeError(
                    "mismatch (iOS \(m.ios)): \(m.url): \(m.original.apps.map(\.decision.rawValue)) -> \(m.converted.apps.map(\.decision.rawValue))\n"
                )
            }
            throw MatchingCLI.exitFailure("error: the converted file decides \(mismatches.count) URLs differently")
        }
    }
}

extension LegacyConverter.Target: ExpressibleByArgument {}
