import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `ulinks android match FILE URL... --package P`: each verified app's decision for each URL, as
/// Android 15+ (dynamic rules) or Android 14 and older (every URL of a verified host) decides it.
struct AndroidMatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Decide URLs against an assetlinks.json file as Android does.",
        discussion: """
            For each URL, prints each verified app's decision (match, exclude, no_match), the rule or \
            statement that decided it (JSON pointer and line:column) and the app Android would open; \
            the output has the shape of `ulinks match`. Android 15+ reads dynamic_app_link_components \
            (first match wins, no match excludes); --android 14 decides as Android 6-14 (every URL of a \
            verified host). With --urls, reads one URL per line and streams one result per line (JSON \
            Lines with --format json).
            Exit status: 0 on success, 1 when FILE cannot be read or is not a statement list, 64 on a \
            usage error.
            """)

    @Argument(help: "The assetlinks.json file (\"-\" for standard input).")
    var file: String

    @Argument(help: "URLs to decide (a bare path such as /buy/1 is taken to be on --domain).")
    var urls: [String] = []

    @Option(help: "Show only this package's decision (default: every package the file verifies).")
    var package: String?

    @Option(help: "Only statements listing this SHA-256 certificate fingerprint verify their package.")
    var fingerprint: String?

    @Option(help: "The host the file is served for (default: each URL's own host).")
    var domain: String?

    @Option(help: "Android version to decide as: 15 (dynamic rules, the default) or 14 (6-14: every URL).")
    var android: Int = 15

    @OptionGroup var output: MatchOutputOptions

    func validate() throws {
        let localizer = language.localizer
        guard android >= 6, android <= 99 else { throw ValidationError(localizer.text("android.match.version")) }
        try output.validate(file: file, urls: urls, domain: domain, localizer)
        if let fingerprint, !Fingerprint.isCanonical(fingerprint),
            Fingerprint.normalize(fingerprint) == nil
        {
            throw ValidationError(localizer.text("android.match.fingerprint"))
        }
    }

    var version: AndroidVersion { android <= 14 ? .android14 : .android15 }

    @OptionGroup var language: LanguageOptions

    func run() throws {
        let localizer = language.localizer
        let matcher = try AndroidCLI.loadMatcher(file, fingerprint: fingerprint, localizer)
        let name = CLI.displayName(file)
        if let package, !matcher.packages.contains(package) {
            CLI.writeError(
                localizer.notVerified(package, by: name, fingerprint: fingerprint, verified: matcher.packages) + "\n")
        }
        for dropped in matcher.droppedRules where package == nil || dropped.packageName == package {
            let values = [
                "file": name, "pointer": dropped.pointer, "package": dropped.packageName,
                "reason": localizer.render(dropped.reason),
            ]
            CLI.writeError(localizer.text("android.match.dropped", values) + "\n")
        }
        let out = OutputBuffer()
        MatchingCLI.writeArguments(urls, json: output.format == .json, into: out) {
            render($0, matcher: matcher, compact: false, localizer)
        }
        if let urlList = output.urlList { try runBatch(urlList, matcher: matcher, into: out) }
        out.flush()
    }

    /// `--urls`: one result per line, streamed as `ulinks match --urls` streams them, except that a
    /// line that is not a URL is decided as it reads (this command's behaviour from the start).
    /// An error reading the list is thrown as it is, the results not yet written dropped.
    func runBatch(_ urlList: String, matcher: AndroidAppLinksMatcher, into out: OutputBuffer) throws {
        let localizer = language.localizer
        var packages = matcher.packages.filter { package == nil || $0 == package }
        if let package, !packages.contains(package) { packages.append(package) }
        let (domain, version, only) = (domain, version, package.map { Set([$0]) })
        let batch = BatchMatch(appIDs: packages, json: output.format == .json, fileName: CLI.displayName(file)) { url in
            var result = matcher.decide(url, domain: domain, android: version, packages: only)
            addUnverified(&result)
            return result
        }
        batch.decidesLinesThatAreNotURLs = true
        batch.localizer = localizer
        if output.explain || batch.textNeedsRenderer {
            batch.renderURL = { render($0, matcher: matcher, compact: true, localizer) }
        }
        try batch.run(urlList, into: out)
    }

    func render(_ url: String, matcher: AndroidAppLinksMatcher, compact: Bool, _ localizer: Localizer) -> String {
        let only = package.map { Set([$0]) }
        if output.explain {
            var explanation = matcher.explain(url, domain: domain, android: version, packages: only)
            addUnverified(&explanation.result)
            if output.format == .json { return (try? CLI.json(explanation, pretty: !compact)) ?? "{}" }
            // An absent query is not "" on Android: a listed parameter must be there.
            return MatchingCLI.text(
                explanation, file: CLI.displayName(file), localizer, absentQuery: "android.match.query.none")
        }
        var result = matcher.decide(url, domain: domain, android: version, packages: only)
        addUnverified(&result)
        if output.format == .json { return compact ? result.jsonLine : result.prettyJSON }
        return MatchingCLI.text(result, file: CLI.displayName(file), localizer)
    }

    /// A package the file does not verify is listed with no decision (no rule), so that the output
    /// always answers for the package asked about.
    func addUnverified(_ result: inout MatchResult) {
        if let package { result.addUnverified(package) }
    }
}

/// Reading assetlinks.json for the `android` commands.
enum AndroidCLI {
    static func loadMatcher(
        _ path: String, fingerprint: String?, _ localizer: Localizer = .english
    ) throws -> AndroidAppLinksMatcher {
        let bytes: [UInt8]
        do { bytes = try CLI.readInput(path) } catch { throw MatchingCLI.exitFailure(CLI.errorText(error, localizer)) }
        let document = AssetLinksDocument(bytes: bytes)
        let name = CLI.displayName(path)
        guard document.file != nil else {
            throw MatchingCLI.unusable(
                name, localizer.text("android.match.unusable"), document.diagnostics, localizer)
        }
        return AndroidAppLinksMatcher(document: document, fingerprint: fingerprint)
    }
}

extension Localizer {
    /// `warning: PACKAGE is not verified by FILE [with fingerprint F] (verified: ...)` (android match,
    /// match --android).
    func notVerified(_ package: String, by file: String, fingerprint: String? = nil, verified: [String]) -> String {
        let packages = verified.isEmpty ? text("android.match.none") : verified.joined(separator: ", ")
        var values = ["package": package, "file": file, "packages": packages]
        guard let fingerprint else { return text("android.match.not-verified", values) }
        values["fingerprint"] = fingerprint
        return text("android.match.not-verified.fingerprint", values)
    }
}
