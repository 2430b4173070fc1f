import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// Every message the core gives on real input renders in every language from a translation of its own
/// key: the validators on the shared corpus (`../shared/corpus`), every registry example, entitlement
/// entries, and `ProjectDoctor` (what `ulinks doctor` runs) on the corpus projects. A key the code
/// renders that a catalog lacks (`MessageTables/missingKeys`) fails the test by name: the code's key and
/// the catalog's msgid differ (fix the catalog entry), or the code built prose as a value (make it a
/// `Message`). `scripts/l10n.py check` checks the catalogs themselves.
@Suite(.serialized) struct LocalizationCompletenessTests {
    static let translations = Language.allCases.filter { $0 != .english }

    /// English left in a translation by a value that should have been a message (prose passed as a
    /// `String`), as users found it: "parece an HTML page", "último element".
    static let leftovers = [
        "an HTML page", "often", "element", "not application/json", "found", "an array", "an object",
        "a string", "the number", "must be", "is not", "expected", "should", "the file", "of",
    ]

    /// Whether `text` has `fragment` as whole words (not "elemento", not "of" in "offset", not a name
    /// such as "element-ios"). In Portuguese
    /// "a string" is Portuguese (the feminine article and the borrowed word).
    static func hasEnglish(_ fragment: String, in text: String, _ language: Language) -> Bool {
        if language == .portugueseBrazil && fragment == "a string" { return false }
        var rest = text[...]
        while let range = rest.range(of: fragment) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let partOfName = { (c: Character?) in c.map { $0.isLetter || "-_/.".contains($0) } ?? false }
            if !partOfName(before) && !partOfName(after) { return true }
            rest = text[range.upperBound...]
        }
        return false
    }

    /// `message` with every value blanked (values are the input's words, shown as they are): what is
    /// left is the tool's own prose.
    static func prose(_ message: Message) -> Message {
        var m = message
        m.arguments = m.arguments.mapValues { argument in
            switch argument {
            case .text: .text("")
            case .integer: argument
            case .message(let nested): .message(prose(nested))
            }
        }
        return m
    }

    /// `text` without its quoted parts (`"..."`, `“...”`): the input's keys and values are quoted.
    static func unquoted(_ text: String) -> String {
        var out = ""
        var quote: Character?
        for c in text {
            if let open = quote {
                if c == (open == "“" ? "”" : open) { quote = nil }
            } else if c == "\"" || c == "“" {
                quote = c
            } else {
                out.append(c)
            }
        }
        return out
    }

    /// The literal starts of the translated keys (up to the first placeholder, 8 characters or more with
    /// a word break): a value that starts with one is prose passed as a `String` where a `Message` was
    /// due ("; did you mean ..." as a value stays English in every language).
    static let keyStarts: [String] = {
        let starts = MessageTables.entries(.portugueseBrazil).keys.map { key in
            String(key.prefix { $0 != "{" }).trimmingCharacters(in: .whitespaces)
        }
        return Set(starts.filter { $0.count >= 8 && $0.contains(" ") && $0.contains(where: \.isLetter) }).sorted()
    }()

    /// The values of `message` (nested too) that read as the tool's prose.
    static func proseValues(_ message: Message) -> [String] {
        message.arguments.values.flatMap { argument -> [String] in
            switch argument {
            case .text(let text):
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                return keyStarts.contains { trimmed.hasPrefix($0) } ? [text] : []
            case .integer: return []
            case .message(let nested): return proseValues(nested)
            }
        }
    }

    /// Renders every message in every translation; returns the problems (missing keys are found by the
    /// caller, with `MessageAudit.untranslatedKeys`).
    static func audit(_ messages: [(origin: String, message: Message)]) -> [String] {
        var problems: Set<String> = []
        for (origin, message) in messages {
            for value in proseValues(message) {
                problems.insert("prose passed as a value: \"\(value)\" in \(message.english) (from \(origin))")
            }
        }
        for language in translations {
            let localizer = Localizer(language)
            for (origin, message) in messages {
                let english = message.english
                let shown = localizer.render(message)
                let bare = unquoted(localizer.render(message))
                for fragment in leftovers where hasEnglish(fragment, in: bare, language) {
                    problems.insert(
                        "\(language.rawValue): \"\(fragment)\" left in \(bare) (English: \(english), from \(origin))")
                }
                if shown.contains("{0}") || shown.contains("{1}") {
                    problems.insert("\(language.rawValue) \(origin): placeholder left in \(shown)")
                }
            }
        }
        var seen: Set<String> = []
        return problems.sorted().filter { seen.insert(String($0.prefix { $0 != "(" })).inserted }
    }

    static func messages(of diagnostics: [Diagnostic], _ origin: String) -> [(origin: String, message: Message)] {
        diagnostics.flatMap { d in
            [("\(origin) \(d.code)", d.message)] + (d.hint.map { [("\(origin) \(d.code) hint", $0)] } ?? [])
        }
    }

    static func diagnostics(of example: String, domain: DiagnosticCodeInfo.Domain) -> [Diagnostic] {
        let bytes = Array(example.utf8)
        switch domain {
        case .aasa, .project: return AASAValidator().validate(bytes).report.diagnostics
        case .entitlements: return EntitlementsValidator().validate(bytes).report.diagnostics
        case .assetlinks: return AssetLinksValidator().validate(bytes).diagnostics
        case .manifest: return ManifestReader().read(example).report.diagnostics
        case .webauthn: return WebAuthnValidator().validate(bytes).diagnostics
        }
    }

    /// Entitlement entries the lint tests use (malformed, misplaced, misspelled), one entitlements file.
    static let entitlementEntries = [
        "applinks:example.com", "applinks:https://Example.com/", "applinks: example.com/path ",
        "applinks:example.com:443?mode=developer", "applinks:*bücher.example",
        "applinks:example.com?mode=developer+debug",
        "applinks:example.com?mode=managed", "applink:example.com",
        "webcredentials:*.Example.com:8443?mode=managed+developer",
        "applinks:", "applinks:*.example.com", "applinks:exa mple.com", "applinks:example.com/",
        "activitycontinuation:example.com",
        "applinks:localhost", "applinks:192.168.0.1", "applinks:example..com", "applinks:*.*.example.com",
        "applinks:example.com?mode=bogus", "applinks:EXAMPLE.COM", "applinks:example.com.", "appclips:example.com",
    ]

    static func registryMessages() -> [(origin: String, message: Message)] {
        var out: [(origin: String, message: Message)] = []
        for info in DiagnosticCode.registry {
            out.append(("\(info.code) summary", info.summary))
            if let fix = info.fix { out.append(("\(info.code) fix", fix)) }
            if let example = info.example, info.domain != .project {
                out += messages(of: diagnostics(of: example, domain: info.domain), "example of \(info.code):")
            }
        }
        return out
    }

    static func entitlementMessages() -> [(origin: String, message: Message)] {
        var out: [(origin: String, message: Message)] = []
        for entry in entitlementEntries {
            for problem in AssociatedDomainEntry(entry).problems {
                out.append(("entry \(entry)", problem.message))
                if let hint = problem.hint { out.append(("entry \(entry) hint", hint)) }
            }
        }
        out += messages(of: EntitlementFixtures.validate(entitlementEntries).report.diagnostics, "entitlements")
        return out
    }

    /// Documents that are not JSON at all (what a server sends instead of the file): each says what it
    /// looks like ("an HTML page (often ...)").
    static let notJSON: [[UInt8]] = [
        Array("<!DOCTYPE html><html><body>Not found</body></html>".utf8),
        Array("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>".utf8),
        Array("{\\rtf1\\ansi {\\\"applinks\\\": 1}}".utf8), [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00],
        Array("PK\u{3}\u{4}\u{14}\u{0}".utf8), Array("export default {\"applinks\": {}}".utf8),
        Array("---\nlayout: null\n---\n{\"applinks\": {}}".utf8), Array("{\"applinks\": {{ site.applinks }}}".utf8),
        Array("%PDF-1.4\n".utf8), [0x00, 0x01, 0x02, 0xFF, 0xFE, 0x00],
    ]

    static func notJSONMessages() -> [(origin: String, message: Message)] {
        notJSON.enumerated().flatMap { index, bytes in
            messages(of: AASAValidator().validate(bytes).report.diagnostics, "not JSON \(index) (aasa)")
                + messages(of: AssetLinksValidator().validate(bytes).diagnostics, "not JSON \(index) (assetlinks)")
        }
    }

    static func corpusMessages() -> [(origin: String, message: Message)] {
        var out: [(origin: String, message: Message)] = []
        for path in CorpusFiles.list(in: SharedFolder.root + "/corpus/aasa") {
            let name = (path as NSString).lastPathComponent
            out += messages(of: AASAValidator().validate(CorpusFiles.read(path)).report.diagnostics, name)
        }
        for path in CorpusFiles.list(in: SharedFolder.root + "/corpus/assetlinks") {
            let name = (path as NSString).lastPathComponent
            let bytes = CorpusFiles.read(path)
            out += messages(of: AssetLinksValidator().validate(bytes).diagnostics, name)
            for error in StatementListParser().parse(bytes, source: name).errors {
                out.append(("\(name) statement list", error.message))
            }
        }
        return out
    }

    static func doctorMessages() -> [(origin: String, message: Message)] {
        let projects = SharedFolder.root + "/corpus/projects"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: projects)) ?? []
        var out: [(origin: String, message: Message)] = []
        for project in names.filter({ !$0.contains(".") }).sorted() {
            let options = ProjectDoctor.Options(fixSnippets: true, now: Date(timeIntervalSince1970: 1_796_000_000))
            let report = ProjectDoctor(options: options).examine(ProjectFiles(root: projects + "/" + project))
            out += messages(of: report.allDiagnostics.map(\.diagnostic), project)
        }
        return out
    }

    static func check(_ messages: [(origin: String, message: Message)], _ what: String) {
        let problems = audit(messages)
        // Read from the messages themselves, not from the process-wide `MessageTables.missingKeys`: a test
        // running beside this one (MessageTests renders keys no catalog has on purpose) records there too.
        let missing = Set(
            messages.flatMap { entry in
                MessageAudit.translations.flatMap { MessageAudit.untranslatedKeys(entry.message, $0) }
            }
        ).sorted()
        #expect(!messages.isEmpty, "\(what): no messages")
        #expect(missing.isEmpty, "\(what): \(missing.count) keys missing a translation: \(missing)")
        #expect(problems.isEmpty, "\(what): \(problems.count) English leftovers: \(problems.prefix(200))")
    }

    @Test func registryAndExamples() {
        Self.check(Self.registryMessages(), "registry")
    }

    @Test func documentsThatAreNotJSON() {
        let messages = Self.notJSONMessages()
        #expect(messages.contains { $0.message.english.contains("an HTML page (often") })
        Self.check(messages, "not JSON")
        // The leftover users found: "parece an HTML page (often ...)".
        let html = AASAValidator().validate(Self.notJSON[0]).report.diagnostics.first { $0.code == "not-json" }
        let shown = html.map { Localizer(.portugueseBrazil).render($0.message) }
        #expect(shown?.hasPrefix("isto não é JSON: parece uma página HTML (muitas vezes") == true, "\(shown ?? "none")")
    }

    /// `ulinks device`'s explanations and next steps (rendered by the reader in its language) for the iOS
    /// and Android inputs the device tests use.
    @Test func deviceStates() throws {
        MessageTables.clearMissingKeys()
        var problems: [String] = []
        let inputs = [
            DeviceStateFixtures.macShow, DeviceStateFixtures.sysdiagnose182, DeviceStateFixtures.getAppLinks,
            DeviceStateFixtures.dumpsysPackageD,
        ]
        for language in Self.translations {
            let reader = DeviceStateReader(now: 1_737_000_000, localizer: Localizer(language))
            for input in inputs {
                let state = try reader.read(Array(input.utf8))
                #expect(!state.entries.isEmpty)
                for entry in state.entries {
                    for text in [entry.explanation, entry.next ?? ""] {
                        let bare = Self.unquoted(text)
                        for fragment in ["means", "the device", "the site", "links open", "is not"]
                        where Self.hasEnglish(fragment, in: bare, language) {
                            problems.append("\(language.rawValue) \(entry.state): \"\(fragment)\" in \(text)")
                        }
                    }
                }
            }
        }
        let missing = MessageTables.missingKeys.sorted()
        #expect(missing.isEmpty, "device: \(missing.count) keys missing a translation: \(missing)")
        #expect(problems.isEmpty, "device: \(problems.prefix(40))")
    }

    /// What shows the diagnostics: the compiler-style renderer and its summary line, the HTML validation
    /// page, and `diff`'s findings, in every language, on real files.
    @Test(.enabled(if: SharedFolder.isPresent, "../shared/corpus is absent: renderers not checked"))
    func renderersAndReports() throws {
        MessageTables.clearMissingKeys()
        let paths = CorpusFiles.list(in: SharedFolder.root + "/corpus/aasa").prefix(60)
        let results = paths.map { AASAValidator().validate(CorpusFiles.read($0)) }
        let diff = try DiffRuleChangeTests.diff(DiffRuleChangeTests.old, DiffRuleChangeTests.new)
        for language in Self.translations {
            let localizer = Localizer(language)
            let renderer = DiagnosticRenderer(localizer: localizer)
            for result in results {
                _ = renderer.render(result.report, fileName: "f", source: result.document.source)
                _ = DiagnosticRenderer.summary(result.report, localizer: localizer)
            }
            let sources = results.map { SourceReport(name: "f", source: nil, report: $0.report) }
            _ = HTMLReportPage.validation(sources, title: "t", localizer: localizer)
            for finding in diff.findings(oldFile: "old", newFile: "new", localizer: localizer) {
                _ = localizer.render(finding.message)
                _ = finding.hint.map(localizer.render)
            }
        }
        let missing = MessageTables.missingKeys.sorted()
        #expect(missing.isEmpty, "renderers: \(missing.count) keys missing a translation: \(missing)")
    }

    @Test func entitlementEntries() {
        Self.check(Self.entitlementMessages(), "entitlements")
    }

    @Test(.enabled(if: SharedFolder.isPresent, "../shared/corpus is absent: corpus messages not checked"))
    func corpusFiles() async throws {
        try await onOwnThreads { Self.check(Self.corpusMessages(), "corpus") }
    }

    @Test(.enabled(if: SharedFolder.isPresent, "../shared/corpus is absent: doctor on the corpus not checked"))
    func doctorOnTheCorpusProjects() async throws {
        try await onOwnThreads { Self.check(Self.doctorMessages(), "doctor") }
    }

    /// Project findings have no example file: their registry texts are translated (not English).
    @Test(arguments: DiagnosticCode.registry.filter { $0.domain == .project })
    func projectCodesAreTranslated(_ info: DiagnosticCodeInfo) {
        for language in Self.translations {
            let localized = Localizer(language).localized(info)
            #expect(localized.summary.english != info.summary.english, "\(language.rawValue) \(info.code)")
            #expect(
                localized.fix == nil || localized.fix?.english != info.fix?.english, "\(language.rawValue) \(info.code)"
            )
        }
    }
}
