import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `--lang`, shared by every command: the language of messages, fixes, verdicts and reports
/// (Docs/Localization.md). Help texts stay English.
struct LanguageOptions: ParsableArguments {
    @Option(
        name: .customLong("lang"),
        help: ArgumentHelp(
            "Language of messages and reports: en, pt-BR, zh-Hans or ko (default: ULINKS_LANG, then the locale).",
            valueName: "language"))
    var lang: Language?

    /// The chosen language: --lang, else ULINKS_LANG, else LC_ALL/LC_MESSAGES/LANG, else English.
    var localizer: Localizer {
        Localizer(Language.resolve(option: lang, environment: Self.environment))
    }

    /// The process's environment, read once: `ProcessInfo.environment` copies every variable into a
    /// new dictionary at each call, and a command asks for its localizer several times.
    private static let environment = ProcessInfo.processInfo.environment
}

extension Language: ExpressibleByArgument {
    public init?(argument: String) { self.init(code: argument) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension Localizer {
    /// "FILE: note: CMS signed file, signed by SUBJECT" (validate, on a signed file).
    func signedNote(file: String, signer: String?) -> String {
        guard language != .english else {
            return "\(file): note: CMS signed file, signed by \(signer ?? "an unnamed signer")"
        }
        return text("validate.signed", ["file": file, "signer": signer ?? text("validate.unnamed-signer")])
    }
}
