import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `ulinks match FILE URL...`: each app's decision for each URL, as iOS decides it.
struct MatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Decide URLs against an apple-app-site-association file exactly as iOS does.",
        discussion: """
            For each URL, prints each app's decision (match, exclude, no_match), the rule that decided \
            it (JSON pointer and line:column) and the app iOS would open. With --urls, reads one URL \
            per line and streams one result per line (JSON Lines with --format json).
            A line of --urls that is not a URL (invalid UTF-8, a control character) gets an error result \
            and the run goes on. A FILE without applinks is read as iOS reads it: no URL opens an app.
            Exit status: 0 on success, 1 when FILE cannot be read or is not a JSON object, or when a \
            --urls line was not a URL, 64 on a usage error.
            """)

    @Argument(help: "The association file (\"-\" for standard input).")
    var file: String

    @Argument(help: "URLs to decide (a bare path such as /buy/1 is taken to be on --domain).")
    var urls: [String] = []

    @Option(help: "The host the file is served for (default: each URL's own host).")
    var domain: String?

    @Option(help: "Show only this app's decision.")
    var app: String?

    @Option(help: "Comma-separated app IDs installed on the device; only they can open the URL.")
    var installed: [String] = []

    @Option(help: "iOS version to evaluate as: 12 (legacy paths only) or 13 (13 and newer).")
    var ios: Int = 13

    @OptionGroup var output: MatchOutputOptions

    @OptionGroup var input: InputOptions

    @OptionGroup(title: "iOS and Android side by side") var sideBySide: SideBySideOptions

    func validate() throws {
        let localizer = language.localizer
        guard ios >= 9, ios <= 99 else { throw ValidationError(localizer.text("match.ios-version")) }
        try output.validate(file: file, urls: urls, domain: domain, localizer)
    }

    var version: IOSVersion { ios <= 12 ? .ios12 : .ios13 }

    var installedSet: Set<String>? {
        let ids = installed.flatMap { $0.split(separator: ",").map { String($0.trimmingWhitespace()) } }
        return ids.isEmpty ? nil : Set(ids)
    }

    @OptionGroup var language: LanguageOptions

    func run() throws {
        let localizer = language.localizer
        let matcher = try MatchingCLI.loadMatcher(file, limit: input.maxBytes, localizer)
        if let app, !matcher.appIDs.contains(app) {
            let apps = matcher.appIDs.joined(separator: ", ")
            CLI.writeError(
                localizer.text("match.app-not-listed", ["app": app, "file": CLI.displayName(file), "apps": apps]) + "\n"
            )
        }
        if let assetLinks = sideBySide.assetLinks { return try runSideBySide(assetLinks, matcher: matcher) }
        if let urlList = output.urlList {
            for url in urls { CLI.write(render(url, matcher: matcher, compact: true, localizer) + "\n") }
            try runBatch(urlList, matcher: matcher)
            return
        }
        let out = OutputBuffer()
        MatchingCLI.writeArguments(urls, json: output.format == .json, into: out) {
            render($0, matcher: matcher, compact: false, localizer)
        }
        out.flush()
    }

    /// `--urls`: one result per line, streamed; a line that is not a URL gets an error result and
    /// the run goes on (exit 1 at the end).
    func runBatch(_ urlList: String, matcher: AASAMatcher) throws {
        let localizer = language.localizer
        let out = OutputBuffer()
        let batch = BatchMatch(
            matcher: matcher, domain: domain, ios: version, installed: installedSet, only: app,
            json: output.format == .json, fileName: CLI.displayName(file))
        batch.localizer = localizer
        if output.explain || batch.textNeedsRenderer {
            batch.renderURL = { render($0, matcher: matcher, compact: true, localizer) }
        }
        do { try batch.run(urlList, into: out) } catch {
            out.flush()
            throw MatchingCLI.exitFailure(CLI.errorText(error, localizer))
        }
        out.flush()
        if batch.failed > 0 {
            throw MatchingCLI.notURLs(batch.failed, firstLine: batch.firstFailedLine ?? 0, localizer)
        }
    }

    func render(_ url: String, matcher: AASAMatcher, compact: Bool, _ localizer: Localizer) -> String {
        if output.explain {
            var explanation = matcher.explain(url, domain: domain, ios: version, installed: installedSet)
            if let app {
                explanation.apps.removeAll { $0.appID != app }; explanation.result.apps.removeAll { $0.appID != app }
            }
            if output.format == .json { return (try? CLI.json(explanation, pretty: !compact)) ?? "{}" }
            return MatchingCLI.text(explanation, file: CLI.displayName(file), localizer)
        }
        var result = matcher.decide(url, domain: domain, ios: version, installed: installedSet)
        if let app { result.apps.removeAll { $0.appID != app } }
        if output.format == .json { return compact ? result.jsonLine : result.prettyJSON }
        return MatchingCLI.text(result, file: CLI.displayName(file), localizer)
    }
}
