import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Helpers shared by `match`, `convert` and `diff`.
enum MatchingCLI {
    /// Reads an association file; fails (exit 1) when iOS could not use it at all (unreadable, not
    /// JSON, not an object). A file without `applinks` is usable: no URL opens an app (a warning says so).
    static func loadDocument(
        _ path: String, limit: Int = BoundedInput.defaultLimit, _ localizer: Localizer = .english
    ) throws -> AssociationDocument {
        let bytes: [UInt8]
        do { bytes = try CLI.readInput(path, limit: limit) } catch {
            throw exitFailure(CLI.errorText(error, localizer))
        }
        let document = AssociationDocument(bytes: bytes)
        let name = CLI.displayName(path)
        guard document.isValidJSON, let file = document.file else {
            throw unusable(name, localizer.text("match.unusable"), document.diagnostics, localizer)
        }
        if file.applinks == nil {
            CLI.writeError("\(name): warning: \(localizer.render(AASAMatcher.noApplinksWarning))\n")
        }
        return document
    }

    static func loadMatcher(
        _ path: String, limit: Int = BoundedInput.defaultLimit, _ localizer: Localizer = .english
    ) throws -> AASAMatcher {
        let document = try loadDocument(path, limit: limit, localizer)
        let matcher = AASAMatcher(document: document)
        for issue in matcher.issues {
            let loc = document.source.location(of: issue.offset)
            CLI.writeError(
                "\(CLI.displayName(path)):\(loc.line):\(loc.column): warning[\(issue.kind.rawValue)]: \(localizer.render(issue.message))\n"
            )
        }
        return matcher
    }

    /// Fails (exit 1) for a file that cannot be used: `name: why`, then its first five errors.
    static func unusable(
        _ name: String, _ why: String, _ diagnostics: [Diagnostic], _ localizer: Localizer = .english
    ) -> Error {
        let errors = diagnostics.filter { $0.severity == .error }.prefix(5).map {
            "\(name):\($0.location.map { "\($0.line):\($0.column): " } ?? " ")error[\($0.code)]: "
                + localizer.render($0.message)
        }
        return exitFailure((["\(name): \(why)"] + errors).joined(separator: "\n"))
    }

    static func exitFailure(_ message: String) -> Error {
        CLI.writeError(message + "\n")
        return ExitCode(1)
    }

    /// "ulinks: N lines were not a URL (first: line L)", in the chosen language; exit 1.
    static func notURLs(_ count: Int, firstLine: Int?, _ localizer: Localizer) -> Error {
        let text =
            firstLine.map { localizer.text("cli.not-a-url.first", count: count, ["line": "\($0)"]) }
            ?? localizer.text("cli.not-a-url", count: count)
        return exitFailure("ulinks: \(text)")
    }

    /// What a trace reads its rules from: `components`, `paths` and `dynamic_app_link_components` are
    /// the keys' names; Android's two readings of every URL are named texts.
    static func source(_ source: String, _ localizer: Localizer) -> String {
        switch source {
        case "every URL (Android 14 and older)": localizer.text("android.match.source.legacy")
        case "every URL (no dynamic rules)": localizer.text("android.match.source.no-dynamic")
        default: source
        }
    }

    static func text(_ result: MatchResult, file: String, _ localizer: Localizer = .english) -> String {
        let opens = result.opens.map { localizer.text("match.opens", ["app": $0]) }
        var lines = ["\(result.url)  ->  " + (opens ?? localizer.text("match.opens-browser"))]
        let width = result.apps.map(\.appID.count).max() ?? 0
        for app in result.apps {
            var line = "  " + app.decision.rawValue.padding(toWidth: 9)
            line += app.appID.padding(toWidth: width)
            if let rule = app.rule {
                line += "  \(rule.pointer)"
                if let l = rule.line, let c = rule.column { line += " (\(file):\(l):\(c))" }
            }
            if let problem = app.appIDProblem { line += localizer.neverOpensNote(problem) }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// `match --explain`'s text. `absentQuery`: the key of the query line when the URL has none.
    static func text(
        _ e: MatchExplanation, file: String, _ localizer: Localizer = .english,
        absentQuery: String = "explain.query.none"
    ) -> String {
        let t = { (key: String, values: [String: String]) in localizer.text(key, values) }
        var lines = [text(e.result, file: file, localizer)]
        let host = e.host ?? t("explain.host.none", [:])
        lines.append(
            "  "
                + (e.hostMatches
                    ? t("explain.host", ["host": host])
                    : t("explain.host.other", ["host": host, "domain": e.result.domain])))
        lines.append(
            "  "
                + (e.decodedPath != e.path
                    ? t("explain.path.decoded", ["path": e.path, "decoded": e.decodedPath])
                    : t("explain.path", ["path": e.path])))
        lines.append(
            "  "
                + (e.query.map { q in
                    e.queryItems.isEmpty
                        ? t("explain.query", ["query": q])
                        : t(
                            "explain.query.items",
                            [
                                "query": q,
                                "items": e.queryItems.map { "\($0.name)=\"\($0.value)\"" }.joined(separator: " "),
                            ])
                } ?? t(absentQuery, [:])))
        lines.append(
            "  " + (e.fragment.map { t("explain.fragment", ["fragment": $0]) } ?? t("explain.fragment.none", [:])))
        for warning in e.warnings ?? [] {
            lines.append("  " + t("explain.warning", ["warning": localizer.render(warning)]))
        }
        for app in e.apps {
            let source = Self.source(app.source, localizer)
            lines.append("  " + t("explain.app", ["app": app.appID, "source": source, "detail": app.detail]))
            if app.rules.isEmpty { lines.append("    " + t("explain.no-rule", [:])) }
            for rule in app.rules {
                let at = rule.rule.line.map { "\($0):\(rule.rule.column ?? 0)" } ?? rule.rule.pointer
                let outcome =
                    rule.failedKey.map { t("explain.rule.failed", ["key": $0, "pattern": rule.pattern ?? ""]) }
                    ?? t("explain.rule.decides", [:])
                lines.append("    \(at)  {\(rule.summary)}  \(outcome)")
                for note in rule.ignoredKeys ?? [] {
                    lines.append("      " + t("explain.ignored", ["note": localizer.render(note)]))
                }
            }
            lines.append("    => \(app.decision.rawValue)")
        }
        return lines.joined(separator: "\n")
    }
}
