extension MatchResult {
    /// The result as `ulinks match --format json` prints it: keys in the documented order (`url`,
    /// `domain`, `opens`, `apps`), one app per line. Several results go inside ``JSONOutput/array(_:)``.
    public var prettyJSON: String {
        var lines = ["{", "  \"url\": \(Self.quote(url)),", "  \"domain\": \(Self.quote(domain)),"]
        lines.append("  \"opens\": \(opens.map(Self.quote) ?? "null"),")
        lines.append("  \"apps\": [")
        for (i, app) in apps.enumerated() {
            let rule =
                app.rule.map {
                    "{\"pointer\": \(Self.quote($0.pointer)), \"line\": \($0.line.map(String.init) ?? "null"), \"column\": \($0.column.map(String.init) ?? "null")}"
                } ?? "null"
            let comma = i == apps.count - 1 ? "" : ","
            lines.append(
                "    {\"appID\": \(Self.quote(app.appID)), \"decision\": \"\(app.decision.rawValue)\", \"rule\": \(rule)"
                    + (app.appIDProblem.map { ", \"appIDProblem\": \(Self.quote($0.english))" } ?? "") + "}\(comma)"
            )
        }
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// A JSON string literal; every control character as `\u00XX` (this output has always
    /// written them so, unlike the compact ``jsonLine``).
    private static func quote(_ s: String) -> String { JSONText.quoted(s, controls: .unicode) }
}
