import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `ulinks diff OLD NEW`: what changes for users, app by app.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show which apps gain or lose which URLs between two association files.",
        discussion: """
            Leads with what changed rule by rule (a rule added, removed, moved, or changed in which key; \
            defaults, variables, the order of apps), each with a few readable URLs built from the rules \
            (on --domain, else example.com) whose decision it changes. Then decides the given URLs plus \
            URLs generated from both files' patterns with both files, on iOS 12 and iOS 13+ (or --ios), \
            and counts each app's gained and lost URLs; --all lists them, and the URLs whose opening app \
            changes without an app gaining or losing them.
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

    @Flag(help: "Also list, per app, every compared URL whose decision changes (JSON always has them).")
    var all = false

    @Option(help: "At most this many example URLs per rule change (default 3), and per list with --all (default: all).")
    var limit: Int?

    @OptionGroup var input: InputOptions

    func validate() throws {
        let localizer = language.localizer
        if let ios, !(9...99).contains(ios) { throw ValidationError(localizer.text("diff.ios-version")) }
        if generate < 0 { throw ValidationError(localizer.text("diff.generate-negative")) }
        if let limit, limit < 0 { throw ValidationError(localizer.text("diff.limit-negative")) }
        try OptionRange.count(generate, "--generate", 0...1_000_000)
        if let limit { try OptionRange.count(limit, "--limit", 0...1_000_000) }
        if old == "-" && new == "-" { throw ValidationError(localizer.text("diff.both-stdin")) }
    }

    @OptionGroup var language: LanguageOptions

    func run() throws {
        try reportOutput.check(format, html: false)
        let localizer = language.localizer
        let a = try MatchingCLI.loadDocument(old, limit: input.maxBytes, localizer)
        let b = try MatchingCLI.loadDocument(new, limit: input.maxBytes, localizer)
        var urls: [String] = []
        var failed = 0
        if let urlList {
            do {
                try LineReader.forEachLine(urlList) { number, line in
                    switch BatchLine.classify(line) {
                    case .skip: break
                    case .ascii(let url): urls.append(String(decoding: url, as: UTF8.self))
                    case .url(let url): urls.append(url)
                    case .notURL(let reason):
                        failed += 1
                        let values = [
                            "file": CLI.displayName(urlList), "line": "\(number)",
                            "reason": localizer.notURLReason(reason),
                        ]
                        CLI.writeError(localizer.text("diff.not-url", values) + "\n")
                    }
                }
            } catch { throw MatchingCLI.exitFailure(CLI.errorText(error, localizer)) }
        }
        guard let oldFile = a.file, let newFile = b.file else { throw ExitCode(1) }
        let versions: [IOSVersion] = ios.map { [$0 <= 12 ? .ios12 : .ios13] } ?? IOSVersion.allCases
        let diff = SemanticDiff(
            old: oldFile, new: newFile, oldSource: a.source, newSource: b.source, urls: urls, domain: domain,
            generated: generate, versions: versions, examples: limit ?? 3)
        if format == .json {
            CLI.write(try CLI.json(diff) + "\n")
        } else if format.isReport {
            let (oldName, newName) = (CLI.displayName(old), CLI.displayName(new))
            let findings = diff.findings(oldFile: oldName, newFile: newName, limit: limit ?? 10)
            // Rendered in the language where written (SARIF keeps the English beside them).
            try reportOutput.emit(format, findings: findings, rules: SemanticDiff.findingRules, localizer: localizer)
        } else {
            CLI.write(text(diff, localizer))
        }
        if failed > 0 {
            throw MatchingCLI.notURLs(failed, firstLine: nil, localizer)
        }
        if !diff.isEmpty { throw ExitCode(2) }
    }

    /// The rule changes first (what to act on), each with a few readable URLs it changes; then how
    /// many compared URLs change per app, listed with --all.
    func text(_ diff: SemanticDiff, _ localizer: Localizer = .english) -> String {
        let t = { (key: String, values: [String: String]) in localizer.text(key, values) }
        var lines: [String] = []
        for id in diff.addedApps { lines.append(t("diff.app.added", ["app": id, "file": CLI.displayName(new)])) }
        for id in diff.removedApps { lines.append(t("diff.app.removed", ["app": id, "file": CLI.displayName(old)])) }
        let version = SemanticDiff.versionLabel
        var heading = ""
        for change in diff.rules {
            let title =
                change.kind == .order || change.apps.isEmpty
                ? t("diff.heading.file", [:])
                : t("diff.heading.rules", ["apps": change.apps.joined(separator: ", "), "ios": version(change.ios)])
            if title != heading {
                lines.append(title)
                heading = title
            }
            lines.append("  " + localizer.render(change.summary))
            // The apps of a change share its rules: one app's decisions stand for all.
            for example in change.examples {
                lines.append("      \(example.url)  \(example.old.rawValue) -> \(example.new.rawValue)")
            }
            if change.examples.isEmpty, [.added, .removed, .changed].contains(change.kind) {
                lines.append("      " + t("diff.no-example", [:]))
            }
        }
        if !diff.apps.isEmpty || !diff.opens.isEmpty {
            lines.append(t("diff.decisions", ["count": "\(diff.urlsCompared)"]))
        }
        func list(_ title: String, _ changes: [String]) {
            guard all, !changes.isEmpty else { return }
            lines.append("    " + t("diff.list", ["title": t(title, [:]), "count": "\(changes.count)"]))
            let shown = limit ?? changes.count
            for c in changes.prefix(shown) { lines.append("      \(c)") }
            if changes.count > shown { lines.append("      " + t("diff.more", ["count": "\(changes.count - shown)"])) }
        }
        func count(_ n: Int, _ key: String) -> String? { n == 0 ? nil : t(key, ["count": "\(n)"]) }
        for app in diff.apps {
            let counts = [
                count(app.gained.count, "diff.count.gains"), count(app.lost.count, "diff.count.loses"),
                count(app.other.count, "diff.count.other"),
            ]
            let values = [
                "app": app.appID, "ios": version(app.ios),
                "counts": counts.compactMap { $0 }.joined(separator: t("diff.count.separator", [:])),
            ]
            lines.append("  " + t("diff.app", values))
            list("diff.list.gains", app.gained.map { "\($0.url)  \($0.old.rawValue) -> \($0.new.rawValue)" })
            list("diff.list.loses", app.lost.map { "\($0.url)  \($0.old.rawValue) -> \($0.new.rawValue)" })
            list("diff.list.other", app.other.map { "\($0.url)  \($0.old.rawValue) -> \($0.new.rawValue)" })
        }
        if !diff.opens.isEmpty {
            let count = diff.opens.count
            lines.append("  " + localizer.text("diff.opens", count: count))
            // URLs an app gains or loses already say it: the rest only.
            let explained = Set(diff.apps.flatMap { app in (app.gained + app.lost).map { "\(app.ios) \($0.url)" } })
            let browser = t("diff.browser", [:])
            list(
                "diff.opens.list",
                diff.opens.filter { !explained.contains("\($0.ios) \($0.url)") }.map {
                    "\($0.url) (\(version($0.ios))): \($0.old ?? browser) -> \($0.new ?? browser)"
                })
        }
        if !all && (!diff.apps.isEmpty || !diff.opens.isEmpty) {
            lines.append(t("diff.all-hint", [:]))
        }
        lines.append(t(diff.isEmpty ? "diff.same" : "diff.compared", ["count": "\(diff.urlsCompared)"]))
        return lines.joined(separator: "\n") + "\n"
    }
}
