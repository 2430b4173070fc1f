import Foundation
import HummingbirdTesting
import Synchronization
import Testing
import ULinksTestSupport
import UniversalLinks

@testable import UniversalLinksServer

/// Every console tab's labels (`/console/l10n.json`) in pt-BR, zh-Hans and ko: no key the page uses is
/// missing in a language, and the texts that used to stay English (the admin token's hint, the
/// placeholders) are translated.
@Suite struct ConsoleLabelsCompletenessTests {
    static let translated: [Language] = [.portugueseBrazil, .chineseSimplified, .korean]

    /// The labels of `/console/l10n.json` and its admin-token hint, for a server told where the token is.
    static func labels(place: String? = "/srv/ulinks/token") async throws -> (
        labels: [String: [String: String]], hint: [String: Any]
    ) {
        var console = ConsoleConfiguration(enabled: true)
        console.adminTokenPlace = place
        let body = Mutex(Data())
        try await ConsoleAPITests().withApp(ConsoleAPITests.service(console: console)) { client async throws in
            let response = try await client.execute(uri: "/console/l10n.json", method: .get)
            body.withLock { $0 = Data(String(buffer: response.body).utf8) }
        }
        let json = try #require(try JSONSerialization.jsonObject(with: body.withLock { $0 }) as? [String: Any])
        return (
            try #require(json["labels"] as? [String: [String: String]]), try #require(json["hint"] as? [String: Any])
        )
    }

    @Test func everyLanguageHasEveryPageKey() async throws {
        let (labels, _) = try await Self.labels()
        let english = try #require(labels["en"])
        #expect(english.count > 200)
        for language in Self.translated {
            let own = try #require(labels[language.rawValue], "\(language)")
            #expect(Set(own.keys) == Set(english.keys), "\(language)")
        }
        // Rendering the labels looked up every page key in every language: none lacked a text.
        let missing = MessageTables.missingKeys.filter { english[$0] != nil }
        #expect(missing.isEmpty, "no translation for \(missing.sorted())")
        for language in Self.translated {
            let entries = MessageTables.entries(language)
            let absent = english.keys.filter { entries[$0] == nil }.sorted()
            #expect(absent.isEmpty, "\(language) lacks \(absent)")
        }
    }

    /// Every key the page's scripts name (`t('...')`, `tn('...')` and the fixed labels) is a label.
    @Test func everyKeyTheScriptsNameIsALabel() async throws {
        let (labels, _) = try await Self.labels()
        let english = try #require(labels["en"])
        let scripts = [
            ConsoleAssets.scriptCore, ConsoleAssets.scriptValidate, ConsoleAssets.scriptMatch,
            ConsoleAssets.scriptDomains, ConsoleAssets.scriptTrace, ConsoleAssets.scriptWatch,
            ConsoleAssets.scriptLocale,
        ].joined()
        let pattern = try NSRegularExpression(pattern: #"'(console\.[a-z0-9.-]+[a-z0-9])'"#)
        let range = NSRange(scripts.startIndex..., in: scripts)
        let named = Set(
            pattern.matches(in: scripts, range: range).compactMap { match in
                Range(match.range(at: 1), in: scripts).map { String(scripts[$0]) }
            })
        #expect(named.count > 100)
        for key in named.sorted() where english[key] == nil {
            // tn('KEY', n) names the family of KEY.one / KEY.other; some scripts build a key's end.
            let family = english[key + ".one"] != nil && english[key + ".other"] != nil
            let prefix = english.keys.contains { $0.hasPrefix(key + ".") }
            #expect(family || prefix, "\(key) is named by the console's script but is no label")
        }
    }

    /// The texts ko and zh-Hans used to show in English: the admin token's hint (each of its forms)
    /// and the placeholders, translated in every language.
    @Test(arguments: [
        "console.domains.token-placeholder", "console.match.domain-placeholder",
        "console.match.installed-placeholder", "console.match.package-placeholder",
        "console.trace.fingerprint-placeholder", "console.match.android", "console.match.package",
        "console.sections", "console.validate.source-label", "console.domains.token-hint.none",
        "console.domains.token-hint.environment", "console.domains.token-hint.file",
        "console.domains.token-hint.default",
    ])
    func leftoversAreTranslated(key: String) async throws {
        let (labels, _) = try await Self.labels()
        let english = try #require(labels["en"]?[key], "\(key)")
        for language in Self.translated {
            let text = try #require(labels[language.rawValue]?[key], "\(key) in \(language)")
            #expect(text != english, "\(key) is English in \(language)")
            #expect(text.contains("{place}") == english.contains("{place}"), "\(key) in \(language)")
        }
    }

    /// The page says where the token is in English (as before); `l10n.json` names the hint's key and
    /// its place, so the page's script shows it in the chosen language.
    @Test(
        arguments: [
            ("/srv/ulinks/token", "console.domains.token-hint.file"),
            ("$ULINKS_ADMIN_TOKEN", "console.domains.token-hint.environment"),
            (nil, "console.domains.token-hint.default"),
        ] as [(String?, String)])
    func hintNamesItsKeyAndPlace(place: String?, key: String) async throws {
        let (labels, hint) = try await Self.labels(place: place)
        #expect(hint["key"] as? String == key)
        let values = try #require(hint["values"] as? [String: String])
        #expect(values == (place.map { ["place": $0] } ?? [:]))
        for language in Self.translated {
            let template = try #require(labels[language.rawValue]?[key])
            let shown = template.replacingOccurrences(of: "{place}", with: place ?? "")
            #expect(place.map { shown.contains($0) } ?? true)
            #expect(shown != labels["en"]?[key]?.replacingOccurrences(of: "{place}", with: place ?? ""))
        }
    }
}
