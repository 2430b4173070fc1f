import ArgumentParser
import Foundation
import UniversalLinks

/// `ulinks diff OLD NEW`: what changes for users, app by app.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show which apps gain or lose which URLs between two association files.",
        discussion: """
            Decides the given URLs plus URLs generated from both files' patterns with both files, \
            on iOS 12 and iOS 13+ (or --ios), and lists each app's gained and lost URLs and the URLs \
            whose opening app changes.
            Exit status: 0 when no decision changes, 2 when some do, 1 when a file cannot be read or \
            used or a --urls line is not a URL, 64 on a usage error.
            """)

    @Argument(help: "The old file (\"-\" for standard input).")
    var old: String

    @Argument(help: "The new file.")
    var new: String

    @Option(name: .customLong("urls"), help: "Also compare these URLs, one per line (\"-\" for standard input).")
    var urlList: String?

    @Option(help: "The host the files are served for (generated URLs use it).")
    var domain: String?

    @Option(help: "Compare only this iOS version (12 or 13).")
    var ios: Int?

    @Option(help: "How many URLs to generate from each file's patterns.")
    var generate: Int = 2000

    @Option(help: "Output format: text, json, sarif or github.")
    var format: ReportFormat = .text

    @OptionGroup var reportOutput: ReportOutput

    @Option(help: "Show at most this many URLs per list in text output.")
    var limit: Int = 10

    @OptionGroup var input: InputOptions

    func validate() throws {
        if let ios, !(9...99).contains(ios) { throw ValidationError("--ios must be 12 or 13") }
        if generate < 0 { throw ValidationError("--generate must not be negative") }
        if old == "-" && new == "-" { throw ValidationError("OLD and NEW cannot both be standard input") }
    }

    func run() throws {
        try reportOutput.check(format, html: false)
        let a = try MatchingCLI.loadDocument(old, limit: input.maxBytes)
        let b = try MatchingCLI.loadDocument(new, limit: input.maxBytes)
        var urls: [String] = []
        var failed = 0
        if let urlList {
            do {
                try LineReader.forEachLine(urlList) { number, line in
                    switch BatchLine.classify(line) {
                    case .skip: break
                    case .url(let url): urls.append(url)
                    case .notURL(let reason):
                        failed += 1
                        CLI.writeError("\(CLI.displayName(urlList)):\(number): error: not a URL: \(reason)\n")
                    }
                }
            } catch { throw MatchingCLI.exitFailure("\(error)") }
        }
        guard let oldFile = a.file, let newFile = b.file else { throw ExitCode(1) }
        let versions: [IOSVersion] = ios.map { [$0 <= 12 ? .ios12 : .ios13] } ?? IOSVersion.allCases
        let diff = SemanticDiff(
            old: oldFile, new: newFile, oldSource: a.source, newSource: b.source, urls: urls, domain: domain,
            generated: generate, versions: versions)
        if format == .json {
            CLI.write(try CLI.json(diff) + "\n")
        } else if format.isReport {
            let findings = diff.findings(oldFile: CLI.displayName(old), newFile: CLI.displayName(new), limit: limit)
            try reportOutput.emit(format, findings: findings, rules: SemanticDiff.findingRules)
        } else {
            CLI.write(text(diff))
        }
        if failed > 0 {
            throw MatchingCLI.exitFailure("ulinks: \(failed) line\(failed == 1 ? " was" : "s were") not a URL")
        }
        if !diff.isEmpty { throw ExitCode(2) }
    }

    func text(_ diff: SemanticDiff) -> String {
        var lines: [String] = []
        for id in diff.addedApps { lines.append("+ app \(id) (new in \(CLI.displayName(new)))") }
        for id in diff.removedApps { lines.append("- app \(id) (only in \(CLI.displayName(old)))") }
        func list(_ title: String, _ changes: [SemanticDiff.Change]) {
            guard !changes.isEmpty else { return }
            lines.append("    \(title) (\(changes.count)):")
            for c in changes.prefix(limit) { lines.append("      \(c.url)  \(c.old.rawValue) -> \(c.new.rawValue)") }
            if changes.count > limit { lines.append("      ... \(changes.count - limit) more") }
        }
        for app in diff.apps {
            lines.append("  \(app.appID) on iOS \(app.ios == 12 ? "12" : "13+"):")
            list("gains", app.gained)
            list("loses", app.lost)
            list("other changes", app.other)
        }
        if !diff.opens.isEmpty {
            lines.append("  opening app changes (\(diff.opens.count)):")
            for o in diff.opens.prefix(limit) {
                lines.append("      \(o.url) (iOS \(o.ios)): \(o.old ?? "browser") -> \(o.new ?? "browser")")
            }
            if diff.opens.count > limit { lines.append("      ... \(diff.opens.count - limit) more") }
        }
        lines.append(
            diff.isEmpty
                ? "no difference in \(diff.urlsCompared) URLs" : "\(diff.urlsCompared) URLs compared")
        return lines.joined(separator: "\n") + "\n"
    }
}
