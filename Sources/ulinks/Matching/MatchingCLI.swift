import ArgumentParser
import Foundation
import UniversalLinks

/// Helpers shared by `match`, `convert` and `diff`.
enum MatchingCLI {
    /// Reads an association file; fails (exit 1) when iOS could not use it at all (unreadable, not
    /// JSON, not an object). A file without `applinks` is usable: no URL opens an app (a warning says so).
    static func loadDocument(_ path: String, limit: Int = BoundedInput.defaultLimit) throws -> AssociationDocument {
        let bytes: [UInt8]
        do { bytes = try CLI.readInput(path, limit: limit) } catch { throw exitFailure("\(error)") }
        let document = AssociationDocument(bytes: bytes)
        let name = CLI.displayName(path)
        guard document.isValidJSON, let file = document.file else {
            throw unusable(name, "not a usable association file; iOS would ignore it", document.diagnostics)
        }
        if file.applinks == nil { CLI.writeError("\(name): warning: \(AASAMatcher.noApplinksWarning)\n") }
        return document
    }

    static func loadMatcher(_ path: String, limit: Int = BoundedInput.defaultLimit) throws -> AASAMatcher {
        let document = try loadDocument(path, limit: limit)
        let matcher = AASAMatcher(document: document)
        for issue in matcher.issues {
            let loc = document.source.location(of: issue.offset)
            CLI.writeError(
                "\(CLI.displayName(path)):\(loc.line):\(loc.column): warning[\(issue.kind.rawValue)]: \(issue.message)\n"
            )
        }
        return matcher
    }

    /// Fails (exit 1) for a file that cannot be used: `name: why`, then its first five errors.
    static func unusable(_ name: String, _ why: String, _ diagnostics: [Diagnostic]) -> Error {
        let errors = diagnostics.filter { $0.severity == .error }.prefix(5).map {
            "\(name):\($0.location.map { "\($0.line):\($0.column): " } ?? " ")error[\($0.code)]: \($0.message)"
        }
        return exitFailure((["\(name): \(why)"] + errors).joined(separator: "\n"))
    }

    static func exitFailure(_ message: String) -> Error {
        CLI.writeError(message + "\n")
        return ExitCode(1)
    }

    /// "ulinks: N lines were not a URL (first: line L)", in the chosen language; exit 1.
    static func notURLs(_ count: Int, firstLine: Int?, _ localizer: Localizer) -> Error {
        let plural = count == 1 ? "one" : "other"
        let text =
            firstLine.map { localizer.text("cli.not-a-url.first.\(plural)", ["count": "\(count)", "line": "\($0)"]) }
            ?? localizer.text("cli.not-a-url.\(plural)", ["count": "\(count)"])
        return exitFailure("ulinks: \(text)")
    }

    static func text(_ result: MatchResult, file: String) -> String {
        var lines = ["\(result.url)  ->  " + (result.opens.map { "opens \($0)" } ?? "opens in the browser")]
        let width = result.apps.map(\.appID.count).max() ?? 0
        for app in result.apps {
            var line = "  " + app.decision.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            line += app.appID.padding(toLength: width, withPad: " ", startingAt: 0)
            if let rule = app.rule {
                line += "  \(rule.pointer)"
                if let l = rule.line, let c = rule.column { line += " (\(file):\(l):\(c))" }
            }
            if let problem = app.appIDProblem { line += AppDecision.neverOpensNote(problem) }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    static func text(_ e: MatchExplanation, file: String) -> String {
        var lines = [text(e.result, file: file)]
        lines.append(
            "  host      \(e.host ?? "(none: bare path)")"
                + (e.hostMatches ? "" : "  -- not the file's domain \(e.result.domain): nothing matches"))
        lines.append("  path      \(e.path)" + (e.decodedPath != e.path ? "   decoded: \(e.decodedPath)" : ""))
        lines.append(
            "  query     "
                + (e.query.map { q in
                    q
                        + (e.queryItems.isEmpty
                            ? ""
                            : "   items: " + e.queryItems.map { "\($0.name)=\"\($0.value)\"" }.joined(separator: " "))
                } ?? "(none: matched as \"\")"))
        lines.append("  fragment  " + (e.fragment ?? "(none: matched as \"\")"))
        for warning in e.warnings ?? [] { lines.append("  warning   \(warning)") }
        for app in e.apps {
            lines.append("  \(app.appID): \(app.source) of \(app.detail)")
            if app.rules.isEmpty { lines.append("    (no rule tried)") }
            for rule in app.rules {
                let at = rule.rule.line.map { "\($0):\(rule.rule.column ?? 0)" } ?? rule.rule.pointer
                let outcome =
                    rule.failedKey.map { "\($0) fails (pattern \"\(rule.pattern ?? "")\")" }
                    ?? "all keys match: decides"
                lines.append("    \(at)  {\(rule.summary)}  \(outcome)")
                for note in rule.ignoredKeys ?? [] { lines.append("      ignored: \(note)") }
            }
            lines.append("    => \(app.decision.rawValue)")
        }
        return lines.joined(separator: "\n")
    }
}
