import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

enum ValidationCommands {
    static let all: [any ParsableCommand.Type] = [ValidateCommand.self, FormatCommand.self, CodesCommand.self]
}

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Report every problem in apple-app-site-association, assetlinks.json and webauthn files.",
        discussion: """
            Prints each finding compiler-style (FILE:LINE:COL: error[CODE]: message, the source line, a caret \
            and a fix). Exit status: 0 clean, 1 any error (or any warning with --strict), 64 usage error. \
            An assetlinks.json file is recognised by its name or its shape (a JSON array), a ulinks.json link \
            manifest by its name or its shape (an object with "version"), a /.well-known/webauthn file by its \
            name (webauthn, webauthn.json); --kind forces one.
            """
    )

    @Argument(help: "Files to validate; '-' reads standard input.")
    var files: [String]

    @Option(help: "Output format: text, json, sarif, github or html.")
    var format: ReportFormat = .text

    @Flag(help: "Treat warnings as errors for the exit status.")
    var strict = false

    @Option(help: "The host the file is served for (enables host-specific checks).")
    var domain: String?

    @OptionGroup var input: InputOptions

    @Option(help: "aasa, assetlinks, manifest or webauthn (default: by file name, then by shape).")
    var kind: FileKind?

    @OptionGroup var reportOutput: ReportOutput

    @OptionGroup var language: LanguageOptions

    func run() throws {
        try reportOutput.check(format)
        let validator = AASAValidator(options: .init(domain: domain))
        let localizer = language.localizer
        let renderer = DiagnosticRenderer(colors: CLI.stdoutIsTerminal && format == .text, localizer: localizer)
        var failed = false
        var results: [ValidationOutput.File] = []
        // `--format sarif|github|html`: every file's findings in one report.
        var sources: [SourceReport] = []
        for path in files {
            let name = CLI.displayName(path)
            let bytes: [UInt8]
            do {
                bytes = try CLI.readInput(path, limit: input.maxBytes)
            } catch {
                CLI.writeError(error, localizer)
                failed = true
                let unreadable = Diagnostic((error as? CLIError)?.code ?? "unreadable-file", CLI.message(of: error))
                results.append(
                    .init(file: name, valid: false, signed: nil, errors: 1, warnings: 0, diagnostics: [unreadable]))
                sources.append(SourceReport(name: name, source: nil, report: DiagnosticReport([unreadable])))
                continue
            }
            let result = validate(bytes, path: path, validator: validator)
            let report = result.report
            let fileFailed = report.hasErrors || (strict && !report.warnings.isEmpty)
            failed = failed || fileFailed
            switch format {
            case .text:
                var text = renderer.render(report, fileName: name, source: result.document.source)
                if let signer = result.document.signature {
                    text = localizer.signedNote(file: name, signer: signer.signerSubject) + "\n" + text
                }
                text += "\(name): \(DiagnosticRenderer.summary(report, localizer: localizer))\n"
                CLI.write(text)
            case .json:
                results.append(
                    .init(
                        file: name, report: localizer.localized(report), signed: result.document.signature,
                        strict: strict))
            case .sarif, .github, .html:
                sources.append(SourceReport(name: name, source: result.document.source, report: report))
            }
        }
        if format == .json {
            CLI.write(try ValidationOutput(files: results).json())
        } else if format.isReport {
            try reportOutput.emit(
                format, findings: sources.flatMap { $0.report.findings(file: $0.name) }, localizer: localizer
            ) {
                HTMLReportPage.validation(
                    sources.map(localizer.localized), title: "ulinks validate", localizer: localizer)
            }
        }
        if failed { throw ExitCode(1) }
    }
}

struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Print or rewrite an apple-app-site-association file in canonical, pretty form.",
        discussion: """
            Keeps every key and value (unknown keys too) and the order of rules; orders service keys canonically. \
            Refuses a file that is not valid JSON (exit 1, with the diagnostics).
            """
    )

    @Argument(help: "The file to format; '-' reads standard input.")
    var file: String

    @Flag(help: "Rewrite the file in place instead of printing it.")
    var write = false

    @OptionGroup var input: InputOptions

    @OptionGroup var language: LanguageOptions

    func run() throws {
        let bytes = try CLI.readInput(file, limit: input.maxBytes)
        let document = AssociationDocument(bytes: bytes)
        guard document.isValidJSON, let root = document.root else {
            let syntax = DiagnosticReport(document.diagnostics)
            CLI.writeError(
                DiagnosticRenderer(localizer: language.localizer)
                    .render(syntax, fileName: CLI.displayName(file), source: document.source))
            CLI.writeError("ulinks: \(language.localizer.text("cli.not-formatted"))\n")
            throw ExitCode(1)
        }
        let formatted = CanonicalFormatter().format(root)
        if write {
            guard file != "-" else { throw CLI.usageError(Message("error.write-stdin")) }
            if formatted.utf8.elementsEqual(bytes) { return }
            try CLI.writeFile(formatted.utf8, to: file)
        } else {
            CLI.write(formatted)
        }
    }
}

struct CodesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "codes",
        abstract: "List every diagnostic code with its severity, meaning, example and fix.",
        discussion: """
            CODE matches case-insensitively. With --markdown, prints the reference document \
            Docs/Diagnostics.md (only the given codes' entries when CODE is given).
            Exit status: 0 success, 1 an unknown code (the nearest known codes are suggested), 64 usage error.
            """
    )

    @Flag(help: "Print the Markdown reference document.")
    var markdown = false

    @Argument(help: "Show only these codes.")
    var codes: [String] = []

    @OptionGroup var language: LanguageOptions

    func run() throws {
        var wanted: [DiagnosticCodeInfo] = []
        var unknown = false
        for code in codes {
            guard let info = DiagnosticCode.info(named: code) else {
                unknown = true
                let near = DiagnosticCode.suggestions(for: code)
                let line =
                    near.isEmpty
                    ? language.localizer.text("cli.unknown-code", ["code": code])
                    : language.localizer.text(
                        "cli.unknown-code.near", ["code": code, "near": near.joined(separator: ", ")])
                CLI.writeError("ulinks: \(line)\n")
                continue
            }
            if !wanted.contains(info) { wanted.append(info) }
        }
        if unknown { throw ExitCode(1) }
        let localizer = language.localizer
        if markdown {
            CLI.write(
                codes.isEmpty
                    ? DiagnosticCode.referenceDocument(localizer: localizer)
                    : DiagnosticCode.referenceDocument(only: wanted, localizer: localizer))
            return
        }
        let english = localizer.language == .english
        let (exampleLabel, fixLabel) =
            english ? ("example:", "fix:") : (localizer.text("codes.example"), localizer.text("render.fix"))
        for info in (codes.isEmpty ? DiagnosticCode.registry : wanted).map(localizer.localized) {
            CLI.write("\(info.code) (\(info.severity.rawValue), \(info.domain.rawValue)): \(info.summary)\n")
            if let example = info.example {
                CLI.write(
                    "  \(exampleLabel)\n"
                        + example.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)\n" }
                        .joined())
            }
            if let fix = info.fix { CLI.write("  \(fixLabel) \(fix)\n") }
        }
    }
}
