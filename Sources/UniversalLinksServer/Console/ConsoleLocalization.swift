import HTTPTypes
import Hummingbird
import UniversalLinks
import UniversalLinksWatch

#if canImport(UniversalLinksChecker)
    import UniversalLinksChecker
#endif

/// The console's languages: `/console/l10n.json` gives the page every language's labels (the
/// `console.*` keys of the tables) and the language the request's `Accept-Language` prefers; the
/// page's switcher overrides it and remembers the choice in `localStorage`, and sends it as
/// `Accept-Language` with its API calls, which translate their messages (Docs/Localization.md).
enum ConsoleLocalization {
    /// The language `Accept-Language` prefers (English when absent or none of ours).
    static func language(_ request: Request) -> Language {
        request.headers[.acceptLanguage].map(Language.init(acceptLanguage:)) ?? .english
    }

    static func localizer(_ request: Request) -> Localizer { Localizer(language(request)) }

    /// The keys the page gets: its own (`console.`) and the CLI's texts its Test URLs and Compare tabs
    /// show the same way (`match --explain`'s lines, `diff`'s rule changes, the side-by-side cells).
    static let pagePrefixes = [
        "console.", "explain.", "diff.", "match.", "sidebyside.", "android.match.source.", "trace.tap.",
    ]

    /// Registers the tables the page's labels and the API's messages come from: the checker's (check
    /// and trace texts), the watch's and the server's own (the core's is always there).
    static func registerTables() {
        #if canImport(UniversalLinksChecker)
            MessageTables.register(.checker)
        #endif
        MessageTables.register(.watch, .server)
    }

    /// The named keys the page gets, in a stable order.
    static var pageKeys: [String] {
        registerTables()
        return MessageTables.entries(.english).keys.filter { key in pagePrefixes.contains { key.hasPrefix($0) } }
            .sorted()
    }

    /// Every language's labels as JSON, built once: `{"en": {"console.tab.validate": "Validate", ...}, ...}`.
    static let labels: String = {
        let languages = Language.allCases.map { "\(JSONText.quoted($0.rawValue)): \(languageLabels($0))" }
        return "{\(languages.joined(separator: ", "))}"
    }()

    /// One language's labels as a JSON object. English's is also compiled into the script, so texts
    /// the tabs build are English before (or without) `/console/l10n.json`.
    static func languageLabels(_ language: Language) -> String {
        let keys = pageKeys
        let localizer = Localizer(language)
        let entries = keys.map { "\(JSONText.quoted($0)): \(JSONText.quoted(localizer.text($0)))" }
        return "{\(entries.joined(separator: ", "))}"
    }

    /// The admin token's hint for the page's script: `{"key": KEY, "values": {"place": ...}}` (a named
    /// key of the labels; the values are shown as they are).
    static func hintJSON(_ hint: Message) -> String {
        let values = hint.arguments.keys.sorted().map { name in
            "\(JSONText.quoted(name)): \(JSONText.quoted(Localizer.english.render(hint.arguments[name] ?? .text(""))))"
        }
        return "{\"key\": \(JSONText.quoted(hint.key)), \"values\": {\(values.joined(separator: ", "))}}"
    }

    /// `{"initial": LANGUAGE, "labels": {...}, "hint": {...}}`, varying with `Accept-Language`.
    static func labelsResponse(_ request: Request, hint: String = "null") -> Response {
        let text =
            "{\"initial\": \(JSONText.quoted(language(request).rawValue)), \"labels\": \(labels), \"hint\": \(hint)}\n"
        var response = ConsoleResponse.make("application/json", Array(text.utf8), cache: "no-cache")
        response.headers[.vary] = "Accept-Language"
        ConsoleHeadersMiddleware.secure(&response.headers)
        return response
    }
}
