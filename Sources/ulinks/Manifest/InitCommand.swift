import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `ulinks init`: writes a `ulinks.json` link manifest from flags, plain terminal questions, or an
/// existing association file.
struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a ulinks.json link manifest (asks for what the flags do not give).",
        discussion: """
            Without --no-input, asks for each value the flags leave out, one plain question per line \
            with the default in brackets (Enter keeps it). --from reads an existing \
            apple-app-site-association: its apps, variables and rules become the manifest (legacy \
            paths converted to routes; "legacy": true when the file had paths).
            Exit status: 0 written, 1 the output exists (without --force) or --from cannot be read, \
            64 usage error (a missing or invalid value with --no-input).
            """)

    @Option(help: "Apple Developer team ID (10 characters).")
    var team: String?

    @Option(help: "Bundle ID of an iOS app (repeatable).")
    var bundle: [String] = []

    @Option(help: "A domain the links live on (repeatable).")
    var domain: [String] = []

    @Option(help: "A path pattern the app opens (repeatable; default /*).")
    var path: [String] = []

    @Option(help: "A path pattern that stays in the browser (repeatable).")
    var exclude: [String] = []

    @Option(name: .customLong("android-package"), help: "Android application ID.")
    var androidPackage: String?

    @Option(name: .customLong("android-fingerprint"), help: "SHA-256 signing-certificate fingerprint (repeatable).")
    var androidFingerprint: [String] = []

    @Flag(help: "Support iOS 12 (the generated file also carries legacy paths).")
    var legacy = false

    @Flag(name: .customLong("no-input"), help: "Never ask: fail when a required value is missing.")
    var noInput = false

    @Option(
        help:
            "Build the manifest from this apple-app-site-association file, or https://HOST's live file (checker module)."
    )
    var from: String?

    @Option(
        help: ArgumentHelp(
            "With --from https://HOST: connect to ADDR:PORT for HOST (repeatable).", valueName: "host=addr:port"))
    var resolve: [String] = []

    @Option(
        name: .customLong("ca"),
        help: ArgumentHelp("With --from https://HOST: extra trusted root certificates (PEM).", valueName: "file"))
    var caFile: String?

    @Option(name: .shortAndLong, help: "Where to write the manifest.")
    var output: String = "ulinks.json"

    @Flag(help: "Overwrite an existing manifest.")
    var force = false

    @OptionGroup var language: LanguageOptions

    /// The language of the lines this command prints.
    var localizer: Localizer { language.localizer }

    func run() async throws {
        if !force && FileManager.default.fileExists(atPath: output) {
            throw MatchingCLI.exitFailure(localizer.text("init.exists", ["file": output]))
        }
        var answers = InitAnswers(command: self)
        var manifest: LinkManifest
        if let from {
            manifest = try await InitFromFile.manifest(
                from, domains: domain, legacy: legacy, resolve: resolve, caFile: caFile, localizer: localizer)
            if manifest.domains.isEmpty {
                manifest.domains = try answers.list(
                    "Domains the links live on (comma-separated)", flag: "--domain", current: [],
                    valid: { ManifestDecoderCheck.domain($0) })
            }
        } else {
            manifest = try answers.ask()
        }
        let text = manifest.jsonText()
        let read = ManifestReader().read(text)
        if read.report.hasErrors {
            CLI.writeError(
                DiagnosticRenderer(localizer: localizer).render(read.report, fileName: output, source: read.source))
            throw MatchingCLI.exitFailure("error: " + localizer.text("init.would-have-errors"))
        }
        try ManifestCommands.write(text, to: output, localizer)
        func count(_ n: Int, _ what: String) -> String {
            localizer.text("init.count.\(what)", count: n)
        }
        let counts = [
            "file": output, "apps": count(manifest.apps.count, "ios"),
            "android": count(manifest.android.count, "android"),
            "domains": count(manifest.domains.count, "domain"), "routes": count(manifest.routes.count, "route"),
        ]
        CLI.write(localizer.text("init.wrote", counts) + "\n")
        // The folder `ulinks serve --dir site` serves for the host: its ASCII (Punycode) name.
        let host = manifest.domains.first.map { (try? IDNA.toASCII($0)) ?? $0 } ?? "DOMAIN"
        CLI.write(localizer.text("init.next", ["file": output, "host": host]) + "\n")
    }
}

/// Checks an answer the way the manifest reader will.
enum ManifestDecoderCheck {
    static func domain(_ value: String) -> Message? {
        let report = ManifestReader().read(
            "{\"version\": 1, \"apps\": [\"ABCDE12345.a.b\"], \"domains\": [\(CanonicalFormatter.quoted(value))], \"routes\": []}"
        ).report
        return report.errors.first { $0.code == "manifest-domain" }?.message
    }
}
