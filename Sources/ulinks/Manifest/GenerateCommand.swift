import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `ulinks generate`: every file of the link manifest, or with `--check` the difference from what
/// is already there.
struct GenerateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write the AASA, assetlinks.json, entitlements and hosting configs from ulinks.json.",
        discussion: """
            Writes under --out: .well-known/apple-app-site-association (validated with no error and, \
            unless --allow-warnings, no warning; with \
            --legacy or "legacy": true a dual file whose iOS 12 paths are proven to decide as the \
            components), .well-known/assetlinks.json (Android apps), associated-domains.entitlements, \
            and hosting configurations (hosting/nginx.conf, hosting/Caddyfile, .well-known/.htaccess, \
            hosting/firebase.json, hosting/vercel.json, _headers, hosting/s3-upload.sh). The same \
            manifest always gives the same bytes.
            --check writes nothing: it compares the generated files with those in --out, prints the \
            semantic difference of the AASA, and exits 2 when anything differs.
            Exit status: 0 success, 1 the manifest has errors or a file cannot be generated, 2 --check \
            found a difference, 64 usage error.
            """)

    @Option(help: "The link manifest.")
    var manifest: String = "ulinks.json"

    @Option(help: "The folder to write to (the web root: .well-known/ goes inside it).")
    var out: String = "."

    @Flag(help: "Also write iOS 12 \"paths\" (a dual file), whatever the manifest says.")
    var legacy = false

    @Flag(help: "Compare with the files in --out instead of writing; exit 2 when they differ.")
    var check = false

    @Option(help: "With --check: compare the AASA with this live domain's file instead (needs the checker module).")
    var domain: String?

    @Option(
        help: ArgumentHelp(
            "With --domain: connect to ADDR:PORT for HOST (repeatable), like curl --resolve.",
            valueName: "host=addr:port"))
    var resolve: [String] = []

    @Option(
        name: .customLong("ca"),
        help: ArgumentHelp("With --domain: a PEM file of extra trusted root certificates.", valueName: "file"))
    var caFile: String?

    @Flag(name: .customLong("developer-mode"), help: "Add ?mode=developer variants to the entitlements.")
    var developerMode = false

    @Flag(
        name: .customLong("allow-warnings"),
        help: "Write the AASA even when `ulinks validate` would warn about it (by default it is refused).")
    var allowWarnings = false

    @Option(
        help:
            "Hosting configurations: all, none, or a comma-separated list of nginx, caddy, apache, firebase, vercel, netlify, s3."
    )
    var hosting: String = "all"

    @Option(
        name: .customLong("web-root"),
        help: "The folder the web server serves (nginx, Caddy); default: --out, absolute.")
    var webRoot: String?

    func validate() throws {
        _ = try targets()
        if domain != nil && !check { throw CLI.usageError(Message("error.generate.domain")) }
    }

    func targets() throws -> [HostingTarget] {
        switch hosting {
        case "all": return HostingTarget.allCases
        case "none": return []
        default:
            return try hosting.split(separator: ",").map { name in
                guard let target = HostingTarget(rawValue: name.trimmingWhitespace()) else {
                    throw CLI.usageError(Message("error.generate.hosting", texts: ["name": String(name)]))
                }
                return target
            }
        }
    }

    @OptionGroup var language: LanguageOptions

    /// The language of the lines this command prints.
    var localizer: Localizer { language.localizer }

    func run() async throws {
        let (manifest, source) = try ManifestCommands.load(self.manifest, localizer)
        let root = URL(fileURLWithPath: webRoot ?? out).standardizedFileURL.path
        let generator = ManifestGenerator(
            options: .init(
                legacy: legacy, developerMode: developerMode, hosting: try targets(), webRoot: root,
                allowWarnings: allowWarnings))
        let output: ManifestGenerator.Output
        do { output = try generator.generate(manifest, source: source) } catch {
            for problem in error.problems {
                CLI.writeError("\(CLI.displayName(self.manifest)):\(localizer.render(problem))\n")
            }
            let warned = error.problems.contains { $0.english.contains("generated file: warning[") }
            let key = warned ? "generate.nothing-written.warned" : "generate.nothing-written"
            throw MatchingCLI.exitFailure("error: " + localizer.text(key))
        }
        for warning in output.warnings { CLI.writeError("warning: \(warning)\n") }
        if check { return try await compare(output, manifest: manifest) }
        for file in output.files {
            try ManifestCommands.write(file.text, to: LocalPath.appending(file.path, to: out), localizer)
            let path = LocalPath.appending(file.path, to: out)
            CLI.write(localizer.text("generate.wrote", ["path": path]) + "\n")
        }
    }

    /// `--check`: each generated file against the one in --out (or the live domain's AASA).
    func compare(_ output: ManifestGenerator.Output, manifest: LinkManifest) async throws {
        var differs = 0
        for file in output.files {
            let path = LocalPath.appending(file.path, to: out)
            var existing: [UInt8]?
            if file.path == ManifestGenerator.associationPath, let domain {
                existing = try await LiveAssociation.fetch(
                    domain, resolve: resolve, caFile: caFile, localizer: localizer)
            } else {
                existing = FileManager.default.contents(atPath: path).map { Array($0) }
            }
            let shown =
                file.path == ManifestGenerator.associationPath && domain != nil
                ? "https://\(domain ?? "")/\(file.path)" : path
            guard let existing else {
                CLI.write(localizer.text("generate.check.missing", ["path": shown]) + "\n")
                differs += 1
                continue
            }
            if existing == Array(file.text.utf8) {
                CLI.write(localizer.text("generate.check.up-to-date", ["path": shown]) + "\n")
                continue
            }
            differs += 1
            CLI.write(localizer.text("generate.check.differs", ["path": shown]) + "\n")
            if file.path == ManifestGenerator.associationPath {
                try printSemanticDiff(existing, file.text, shown: shown, domain: manifest.domains.first)
            }
        }
        if differs > 0 {
            let values = ["count": "\(differs)", "total": "\(output.files.count)"]
            CLI.write(localizer.text("generate.check.summary", values) + "\n")
            throw ExitCode(2)
        }
    }

    func printSemanticDiff(_ old: [UInt8], _ new: String, shown: String, domain: String?) throws {
        let before = AssociationDocument(bytes: old)
        let after = AssociationDocument(string: new)
        guard let oldFile = before.file, let newFile = after.file else {
            CLI.write("  \(localizer.text("generate.check.unreadable"))\n")
            return
        }
        // Example URLs on the manifest's own host, as the website serves them.
        let host = domain.map { (try? IDNA.toASCII($0)) ?? $0 }
        let diff = SemanticDiff(
            old: oldFile, new: newFile, oldSource: before.source, newSource: after.source, domain: host)
        let text = try DiffCommand.parse([shown, "generated"]).text(diff)
        CLI.write(
            text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(
                separator: "\n"))
    }
}
