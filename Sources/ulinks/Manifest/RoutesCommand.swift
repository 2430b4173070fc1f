import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `ulinks routes`: questions about the manifest's routes.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes", abstract: "Check the app's routes against the association file.",
        subcommands: [CoverageCommand.self])

    /// `ulinks routes coverage`: URLs that open the app but that no route handles.
    struct CoverageCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "coverage",
            abstract: "List URLs that open the app but that no route handles, and routes no URL reaches.",
            discussion: """
                Generates URLs from the rules of the association file (--aasa, or the file generated \
                from the manifest) and from the routes, decides each as iOS 13+ does, and routes it \
                with the manifest as the app's LinkRouter does.
                Exit status: 0 every URL that opens the app has a route, 1 some do not (or the inputs \
                cannot be read), 64 usage error.
                """)

        @Option(help: "The link manifest.")
        var manifest: String = "ulinks.json"

        @Option(help: "The association file the website serves (default: the one generated from the manifest).")
        var aasa: String?

        @Option(help: "How many URLs to generate from each file.")
        var urls: Int = 5000

        @Option(help: "How many unhandled URLs to list.")
        var limit: Int = 20

        @Option(help: "Output format: text or json.")
        var format: OutputFormat = .text

        @OptionGroup var language: LanguageOptions

        func validate() throws {
            try OptionRange.count(urls, "--urls", 0...1_000_000)
            try OptionRange.count(limit, "--limit", 0...1_000_000)
        }

        func run() throws {
            let (manifest, _) = try ManifestCommands.load(self.manifest, language.localizer)
            var file: AssociationFile?
            if let aasa {
                let document = try MatchingCLI.loadDocument(aasa)
                guard let read = document.file else {
                    let message = language.localizer.text("routes.unreadable", ["file": CLI.displayName(aasa)])
                    throw MatchingCLI.exitFailure(message)
                }
                file = read
            }
            let coverage = RouteCoverage(manifest: manifest, file: file, urls: urls)
            if format == .json {
                CLI.write(try CLI.json(coverage) + "\n")
            } else {
                CLI.write(text(coverage))
            }
            if !coverage.isComplete { throw ExitCode(1) }
        }

        func text(_ c: RouteCoverage) -> String {
            let l = language.localizer
            var lines = [
                l.text("routes.checked", ["count": "\(c.urlsChecked)", "opening": "\(c.urlsOpeningApp)"])
            ]
            for name in c.handledByRoute.keys.sorted() {
                lines.append("  " + l.text("routes.route", ["name": name, "count": "\(c.handledByRoute[name] ?? 0)"]))
            }
            for name in c.unreachableRoutes {
                lines.append("warning: " + l.text("routes.unreachable", ["name": name]))
            }
            if c.unhandled.isEmpty {
                lines.append(l.text("routes.complete"))
            } else {
                lines.append("error: " + l.text("routes.unhandled", ["count": "\(c.unhandled.count)"]))
                lines += c.unhandled.prefix(limit).map { "  \($0)" }
                if c.unhandled.count > limit {
                    lines.append("  ... " + l.text("routes.more", ["count": "\(c.unhandled.count - limit)"]))
                }
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
