import Testing
import ULinksTestSupport
import UniversalLinks

/// Every translation is complete: each English key exists in every language with the same
/// placeholders, is not left in English, and every registered diagnostic renders translated.
/// `scripts/l10n-extract.py --missing LANG` lists what a language lacks.
@Suite struct LocalizationCompletenessTests {
    static let translations = Language.allCases.filter { $0 != .english }
    static let english = LocalizationTable.of(.english)

    /// Keys whose English text is right as is in every language: file names, JSON, compiler-style
    /// prefixes (`error[CODE]` never changes).
    static let identicalEverywhere: Set<String> = [
        "m.assetlinks-json", "m.assetlinks-json-error", "m.entitlements-error", "m.exclude-true", "m.use-strict",
        "m.content-length", "m.resolve", "reference.domain.aasa", "reference.domain.assetlinks",
        // Joins without words (zh-Hans changes only the punctuation).
        "console.count", "console.trace.both", "diff.list", "diff.count.separator",
        "console.compare.list", "watch.change.check", "watch.change.check-url",
        // Trace: the HTML term "meta refresh"; "--site: '{site}' {reason}" is a flag and values.
        "trace.render.meta-refresh", "console.trace.meta-refresh", "statements.error.site",
        "console.check.summary",
        // An option and the message it quotes: no words of their own (zh-Hans changes only the colon).
        "error.resolve", "error.serve.console-resolve", "error.option.url",
        // Check titles that are header names, kept as they are on the wire.
        "check.title.content-type", "check.title.content-encoding",
        // Trace's "where it is tapped": app names (Mail is translated where iOS names it otherwise).
        "trace.tap.place.safari", "trace.tap.place.mail", "trace.tap.place.gmail", "trace.tap.place.slack",
        "trace.tap.place.whatsapp",
    ]

    /// Keys whose English text is also right in that language (the same words).
    static let identical: [Language: Set<String>] = [
        .portugueseBrazil: [
            "m.android", "m.byte-0x", "m.bytes", "m.include", "m.site", "console.subtitle",
            "console.match.app", "console.trace.status", "console.watch.bytes", "console.watch.apps",
            // Watch and device: "ok", "apps", "bytes" and "flags" are what Brazilian developers write.
            "watch.state.ok", "console.watch.state.ok", "watch.change.apps", "watch.change.bytes", "device.flags",
            // Trace and android statements.
            "statements.render.bytes", "statements.error.status", "statements.error.status-bare",
            "console.trace.entitlements",
            // Reports: Xcode's and Android's own words, as pt-BR developers use them (glossary).
            "doctor.column.app", "doctor.column.target", "doctor.column.entitlements", "doctor.column.hosts",
            "doctor.column.host", "doctor.html.android", "entitlements.column.host",
            "console.domains.column.bytes", "doctor.column.bundle-id",
        ],
        // App ID stays English (glossary); "Android assetlinks.json" is a platform and a file name.
        .chineseSimplified: ["console.app-id", "check.title.assetlinks-fetch"],
        .korean: ["doctor.html.android", "check.title.assetlinks-fetch"],  // "Android: {package}"
    ]

    /// Whether a template has words to translate ("{errors}, {warnings}" has none: English serves).
    static func hasWords(_ template: String) -> Bool {
        var inPlaceholder = false
        for c in template {
            if c == "{" {
                inPlaceholder = true
            } else if c == "}" {
                inPlaceholder = false
            } else if !inPlaceholder && c.isLetter {
                return true
            }
        }
        return false
    }

    @Test(arguments: translations)
    func everyKeyIsTranslated(_ language: Language) {
        let table = LocalizationTable.of(language)
        let missing = Self.english.keys.filter { table[$0] == nil && Self.hasWords(Self.english[$0] ?? "") }
        #expect(missing.isEmpty, "\(language.rawValue) lacks \(missing.count) keys, e.g. \(missing.prefix(5))")
        let extra = table.keys.filter { Self.english[$0] == nil }
        #expect(extra.isEmpty, "\(language.rawValue) has keys English does not: \(extra.prefix(5))")
    }

    /// The placeholders that directly follow a letter: English plural endings.
    static func pluralSuffixes(_ template: String) -> Set<String> {
        var names: Set<String> = []
        var previous: Character = " "
        var index = template.startIndex
        while index < template.endIndex {
            let c = template[index]
            if c == "{", previous.isLetter, let close = template[index...].firstIndex(of: "}") {
                names.insert(String(template[template.index(after: index)..<close]))
            }
            previous = c
            index = template.index(after: index)
        }
        return names
    }

    @Test(arguments: translations)
    func placeholdersMatchEnglish(_ language: Language) {
        let table = LocalizationTable.of(language)
        for key in Self.english.keys {
            guard let english = Self.english[key], let translated = table[key] else { continue }
            // A placeholder glued to a word ("app{count2}": the English plural "s") may be left out.
            let all = Set(Localizer.placeholders(of: english))
            let required = all.subtracting(Self.pluralSuffixes(english))
            let used = Set(Localizer.placeholders(of: translated))
            #expect(used.isSubset(of: all) && required.isSubset(of: used), "\(language.rawValue) \(key): \(translated)")
        }
    }

    @Test(arguments: translations)
    func nothingLeftInEnglish(_ language: Language) {
        let table = LocalizationTable.of(language)
        let allowed = Self.identicalEverywhere.union(Self.identical[language] ?? [])
        let same = Self.english.keys.filter { table[$0] == Self.english[$0] && !allowed.contains($0) }
        #expect(same.isEmpty, "\(language.rawValue) leaves \(same.count) texts in English: \(same.prefix(5))")
    }

    /// The generated English table matches the registry (regenerate it with scripts/l10n-extract.py).
    @Test func englishTableMatchesTheRegistry() {
        for info in DiagnosticCode.registry {
            for (key, text) in [("summary", info.summary), ("fix", info.fix)] {
                guard let text else { continue }
                let english = Self.english["\(info.code).\(key)"] ?? ""
                // A template stands for a value the registry interpolates.
                #expect(english == text || Localizer.template(english, matches: text), "\(info.code).\(key)")
            }
        }
    }

    /// No template has two placeholders side by side (the matcher could not tell where one ends).
    @Test func templatesAreMatchable() {
        for key in Self.english.keys where key.hasPrefix("m.") {
            #expect(!(Self.english[key] ?? "").contains("}{"), "\(key)")
        }
    }

    static let validatedDomains = DiagnosticCode.registry.filter { $0.example != nil && $0.domain != .project }

    /// Every registered diagnostic, from its example file, renders with every message and hint in
    /// each language, and its English message matches an English template.
    @Test(arguments: validatedDomains)
    func exampleRendersInEveryLanguage(_ info: DiagnosticCodeInfo) throws {
        let example = try #require(info.example)
        let diagnostics = Self.diagnostics(of: example, domain: info.domain)
        #expect(diagnostics.contains { $0.code == info.code })
        for d in diagnostics {
            #expect(Localizer.templateKeys(covering: d.message) != nil, "no English template covers \(d.message)")
            for language in Self.translations {
                let localizer = Localizer(language)
                let translated = localizer.localized(d)
                #expect(translated.message != d.message, "\(language.rawValue) \(d.code): \(d.message)")
                if let hint = d.hint {
                    #expect(translated.hint != hint, "\(language.rawValue) \(d.code) hint: \(hint)")
                }
                #expect(translated.code == d.code && translated.severity == d.severity)
                #expect(localizer.summary(info) != info.summary)
            }
        }
    }

    /// Project findings have no example file (their examples describe folders): their registry
    /// texts are translated.
    @Test(arguments: DiagnosticCode.registry.filter { $0.domain == .project })
    func projectCodesAreTranslated(_ info: DiagnosticCodeInfo) {
        for language in Self.translations {
            let localized = Localizer(language).localized(info)
            #expect(localized.summary != info.summary, "\(language.rawValue) \(info.code)")
            #expect(localized.fix == nil || localized.fix != info.fix, "\(language.rawValue) \(info.code)")
        }
    }

    static func diagnostics(of example: String, domain: DiagnosticCodeInfo.Domain) -> [Diagnostic] {
        let bytes = Array(example.utf8)
        switch domain {
        case .aasa, .project: return AASAValidator().validate(bytes).report.diagnostics
        case .entitlements: return EntitlementsValidator().validate(bytes).report.diagnostics
        case .assetlinks: return AssetLinksValidator().validate(bytes).diagnostics
        case .manifest: return ManifestReader().read(example).report.diagnostics
        }
    }
}

extension LocalizationCompletenessTests {
    /// Every message the validators give for the shared corpus (real files) is covered by templates.
    @Test(.enabled(if: SharedFolder.isPresent, "../shared/corpus is absent: corpus messages not checked"))
    func corpusMessagesAreCovered() async throws {
        try await onOwnThreads {
            let aasa = CorpusFiles.list(in: SharedFolder.root + "/corpus/aasa")
            let assetLinks = CorpusFiles.list(in: SharedFolder.root + "/corpus/assetlinks")
            var uncovered: Set<String> = []
            for path in aasa {
                for d in AASAValidator().validate(CorpusFiles.read(path)).report.diagnostics
                where Localizer.templateKeys(covering: d.message) == nil {
                    uncovered.insert("\(d.code): \(d.message)")
                }
            }
            for path in assetLinks {
                for d in AssetLinksValidator().validate(CorpusFiles.read(path)).diagnostics
                where Localizer.templateKeys(covering: d.message) == nil {
                    uncovered.insert("\(d.code): \(d.message)")
                }
            }
            #expect(uncovered.isEmpty, "\(uncovered.count) messages: \(uncovered.sorted().prefix(40))")
        }
    }
}
