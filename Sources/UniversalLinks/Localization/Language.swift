/// A language `ulinks` speaks. English is the source language; the others are translations of its
/// tables (see `Docs/Localization.md`).
public enum Language: String, Sendable, Hashable, CaseIterable, Codable {
    case english = "en"
    case portugueseBrazil = "pt-BR"
    case chineseSimplified = "zh-Hans"
    case korean = "ko"

    /// The language named `code`: a tag as `--lang` takes it (`pt-BR`, `zh-Hans`, `ko`, `en`, any case,
    /// `_` or `-`), or a nearby form (`zh-CN`, `ko-KR`); nil for anything else.
    public init?(code: String) {
        let parts = code.lowercased().replacingUnderscores().split(separator: "-").map(String.init)
        guard let first = parts.first else { return nil }
        let rest = Set(parts.dropFirst())
        switch first {
        case "en": self = .english
        case "pt" where rest.contains("br"): self = .portugueseBrazil
        case "zh" where !rest.isDisjoint(with: ["hans", "cn", "sg"]) && !rest.contains("hant"):
            self = .chineseSimplified
        case "ko": self = .korean
        default: return nil
        }
    }

    /// The language of a POSIX locale name (`pt_BR.UTF-8`, `zh_CN.GB18030`, `ko_KR`, `C`): its part
    /// before `.` and `@`; English for any other locale.
    public init(posixLocale: String) {
        let name = posixLocale.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
        let base = name.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
        self = Language(code: base) ?? .english
    }

    /// The language to speak: `option` (`--lang`) when given, else `ULINKS_LANG`, else the first set of
    /// `LC_ALL`, `LC_MESSAGES` and `LANG` (the POSIX precedence), else English.
    ///
    /// An unknown `ULINKS_LANG` value is ignored (the locale decides), like an unknown locale name.
    public static func resolve(option: Language?, environment: [String: String]) -> Language {
        if let option { return option }
        if let chosen = environment["ULINKS_LANG"], let language = Language(code: chosen) { return language }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return Language(posixLocale: value) }
        }
        return .english
    }

    /// The language an HTTP `Accept-Language` header prefers among these: the highest `q` first, the
    /// header's order for ties; `pt` alone counts as pt-BR and `zh` alone as zh-Hans (the only Portuguese
    /// and Chinese spoken here). English when nothing matches.
    public init(acceptLanguage header: String) {
        var best: (language: Language, q: Double, index: Int)?
        for (index, item) in header.split(separator: ",").enumerated() {
            let fields = item.split(separator: ";").map { $0.trimmingSpaces() }
            guard let tag = fields.first, !tag.isEmpty else { continue }
            var q = 1.0
            for field in fields.dropFirst() where field.hasPrefix("q=") {
                q = Double(field.dropFirst(2)) ?? 0
            }
            let lower = tag.lowercased()
            let language =
                Language(code: tag) ?? (lower == "pt" ? .portugueseBrazil : lower == "zh" ? .chineseSimplified : nil)
            guard let language, q > 0 else { continue }
            if q > (best?.q ?? 0) { best = (language, q, index) }
        }
        self = best?.language ?? .english
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(unicodeScalars.map { $0 == "_" ? "-" : Character($0) })
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
