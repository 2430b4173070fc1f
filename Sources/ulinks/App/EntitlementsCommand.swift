import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if ULINKS_APP
    import UniversalLinksApp
#endif

/// `ulinks entitlements FILE...`: the Associated Domains entries of an app, parsed and linted.
struct EntitlementsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "entitlements",
        abstract: "List and check the Associated Domains entitlement of an app.",
        discussion: """
            FILE is a .entitlements property list (XML or binary), an Info.plist-style plist, a decoded \
            provisioning profile, a signed Mach-O binary, or (when built with the app module) an .ipa or a \
            .app folder. Prints each entry parsed (service, host, wildcard, port, modes), where iOS fetches \
            its file and which hosts it covers, then the findings in the format of `ulinks validate`. \
            With --host, says which entry decides each host (the most specific one).
            Exit status: 0 no errors, 1 any error (or any warning with --strict) or an unreadable file, 64 usage error.
            """)

    @Argument(help: "Entitlements files, binaries, .ipa files or .app folders; '-' reads standard input.")
    var files: [String]

    @Option(help: "Output format: text, json, sarif or github.")
    var format: ReportFormat = .text

    @OptionGroup var reportOutput: ReportOutput

    @Option(name: .customLong("host"), help: "Say which entry decides this host (repeatable).")
    var hosts: [String] = []

    @Option(help: "The service for --host: applinks, webcredentials, appclips or activitycontinuation.")
    var service: String = "applinks"

    @Flag(help: "Treat warnings as errors for the exit status.")
    var strict = false

    @OptionGroup var input: InputOptions

    func validate() throws {
        guard AssociatedDomain.Service(rawValue: service) != nil else {
            throw CLI.usageError(Message("error.entitlements.service"))
        }
    }

    @OptionGroup var language: LanguageOptions

    func run() throws {
        try reportOutput.check(format, html: false)
        let localizer = language.localizer
        let renderer = DiagnosticRenderer(colors: CLI.stdoutIsTerminal && format == .text, localizer: localizer)
        var output = EntitlementsOutput(files: [], valid: true)
        var failed = false
        let service = AssociatedDomain.Service(rawValue: self.service) ?? .applinks
        for path in files {
            let name = CLI.displayName(path)
            let document: EntitlementsDocument
            do {
                document = try EntitlementsCommand.load(path, limit: input.maxBytes)
            } catch {
                CLI.writeError(error, localizer)
                failed = true
                output.files.append(.unreadable(name, CLI.message(of: error)))
                continue
            }
            let validation = EntitlementsValidator().validate(document)
            let report = validation.report
            let fileFailed = report.hasErrors || (strict && !report.warnings.isEmpty)
            failed = failed || fileFailed
            var file = EntitlementsOutput.File(name, validation, hosts: hosts, service: service, valid: !fileFailed)
            if format == .json { file.diagnostics = file.diagnostics.map(localizer.localized) }
            switch format {
            case .text: CLI.write(EntitlementsCommand.text(file, validation, renderer: renderer))
            case .json, .sarif, .github, .html: output.files.append(file)
            }
        }
        if format == .json {
            output.valid = !failed
            CLI.write(try CLI.json(output) + "\n")
        }
        if format.isReport {
            try reportOutput.emit(
                format, findings: output.files.flatMap { DiagnosticReport($0.diagnostics).findings(file: $0.file) },
                localizer: localizer)
        }
        if failed { throw ExitCode(1) }
    }

    /// Reads any supported input into an entitlements document.
    static func load(_ path: String, limit: Int = BoundedInput.defaultLimit) throws -> EntitlementsDocument {
        #if ULINKS_APP
            if path != "-",
                LocalPath.isFolder(path)
                    || (path.lowercased().hasSuffix(".ipa") && FileManager.default.fileExists(atPath: path))
            {
                do {
                    return try SignedApp.read(path: path).entitlements
                } catch {
                    throw CLIError(error.message)
                }
            }
        #endif
        return EntitlementsDocument(bytes: try CLI.readInput(path, limit: limit))
    }

    static func text(
        _ file: EntitlementsOutput.File, _ validation: EntitlementsValidation, renderer: DiagnosticRenderer
    ) -> String {
        let name = file.file
        let localizer = renderer.localizer
        var text = ""
        var identity: [String] = []
        if let format = file.format {
            let known = ["xml", "binary", "openStep", "codesignText", "machO"]
            identity.append(known.contains(format) ? localizer.text("entitlements.format.\(format)") : format)
        }
        if let appID = file.applicationIdentifier { identity.append("application-identifier \(appID)") }
        if let signing = file.signingIdentifier {
            identity.append(localizer.text("entitlements.signed-as", ["identity": signing]))
        }
        if !identity.isEmpty { text += "\(name): " + identity.joined(separator: ", ") + "\n" }
        if !file.entries.isEmpty {
            let rows =
                [
                    ["#"]
                        + ["entry", "service", "host", "port", "modes", "fetched-from", "covers"].map {
                            localizer.text("entitlements.column.\($0)")
                        }
                ]
                + file.entries.map { e in
                    [
                        "\(e.index)", e.entry, e.service ?? "?", e.host.map { (e.wildcard ? "*." : "") + $0 } ?? "?",
                        e.port.map(String.init) ?? "", e.modes.joined(separator: "+"), e.fetchHost ?? "",
                        Self.covers(e, localizer),
                    ]
                }
            text += EntitlementsCommand.table(rows)
        }
        for host in file.hosts {
            if let winner = host.winner {
                let values = [
                    "host": host.host, "service": host.service, "entry": winner, "fetchHost": host.fetchHost ?? "",
                ]
                text += localizer.text("entitlements.host.decided", values) + "\n"
            } else {
                text +=
                    localizer.text("entitlements.host.uncovered", ["host": host.host, "service": host.service]) + "\n"
            }
        }
        text += renderer.render(validation.report, fileName: name, source: validation.document.source)
        text += "\(name): \(DiagnosticRenderer.summary(validation.report, localizer: renderer.localizer))\n"
        return text
    }
}

extension EntitlementsCommand {
    /// What an entry covers, in the language (the report's `covers` is English text).
    static func covers(_ entry: EntitlementsReport.Entry, _ localizer: Localizer) -> String {
        guard let host = entry.host, entry.wildcard else { return entry.covers ?? "" }
        let message: Message = "subdomains of \(host) (not \(host) itself)"
        return localizer.render(message)
    }

    /// Left-aligned columns separated by two spaces, the first row a header.
    static func table(_ rows: [[String]]) -> String {
        let widths = (0..<(rows.map(\.count).max() ?? 0)).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return rows.map { row in
            var line = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toWidth: widths[column])
            }.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n") + "\n"
    }
}

/// The JSON document of `ulinks entitlements --format json` (see Docs/Entitlements.md); in the core,
/// so that `ulinks mcp` answers with the same shape.
typealias EntitlementsOutput = EntitlementsReport
