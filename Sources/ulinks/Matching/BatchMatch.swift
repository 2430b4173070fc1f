import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `ulinks match --urls` and `ulinks android match --urls`: reads URLs as they come, decides each
/// and appends its result to one output buffer as bytes, in the documented forms (JSON Lines, or
/// the text of `ulinks match`). Everything that is the same for every URL (each app's padded name
/// and JSON prefix) is built once.
final class BatchMatch {
    /// Decides one URL. Its result lists the apps of `appIDs`, in that order, every time.
    let decide: (String) -> MatchResult
    let json: Bool
    /// The file name in text output's `(FILE:LINE:COL)`.
    let fileUTF8: [UInt8]
    /// Per app of `appIDs`, in order: `{"appID":"…","decision":"` (JSON) or the padded app ID (text).
    private let appPrefix: [[UInt8]]
    private let shown: [Bool]

    /// `--explain`: the URL's whole rendering, one line (the slow path; reasoning is the point there).
    var renderURL: ((String) -> String)?
    /// A line that is not a URL is decided as the text it holds (invalid UTF-8 replaced), and one
    /// too long to read is skipped, instead of getting an error result: what `android match` has
    /// always done (its exit status does not count such lines).
    var decidesLinesThatAreNotURLs = false

    /// The language of a text error line (JSON's stays English).
    var localizer: Localizer = .english

    /// Whether text results need ``renderURL``: the fast path writes English.
    var textNeedsRenderer: Bool { !json && localizer.language != .english }

    private(set) var failed = 0
    private(set) var firstFailedLine: Int?

    /// `only`: `--app`, the one app whose decision is shown (default: every app of `appIDs`).
    init(
        appIDs ids: [String], only app: String? = nil, json: Bool, fileName: String,
        decide: @escaping (String) -> MatchResult
    ) {
        self.decide = decide
        self.json = json
        self.fileUTF8 = Array(fileName.utf8)
        shown = ids.map { app == nil || $0 == app }
        // The text column is as wide as the longest app ID shown (in characters), padded as
        // `String.padding(toLength:withPad:startingAt:)` pads: the same call, once per app.
        let width = zip(ids, shown).filter(\.1).map(\.0.count).max() ?? 0
        appPrefix = ids.map { id in
            if json {
                let out = OutputBuffer()
                out.literal("{\"appID\":")
                out.appendJSONString(id)
                out.literal(",\"decision\":\"")
                return out.bytes
            }
            return Array(id.padding(toWidth: width).utf8)
        }
    }

    /// Decides every line of `path` and writes the results to `out`.
    func run(_ path: String, into out: OutputBuffer) throws {
        try LineReader.forEachLine(path, beforeRead: { out.flush() }) { number, line in
            switch BatchLine.classify(line) {
            case .skip: return
            case .url(let url): write(url, into: out)
            case .notURL where decidesLinesThatAreNotURLs:
                guard case .text(let bytes) = line else { return }
                let text = String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
                if text.isEmpty || text.hasPrefix("#") { return }
                write(text, into: out)
            case .notURL(let reason):
                failed += 1
                if firstFailedLine == nil { firstFailedLine = number }
                writeError(line, number: number, reason: reason, into: out)
            }
            out.flushIfFull()
        }
    }

    private func write(_ url: String, into out: OutputBuffer) {
        if let renderURL {
            out.append(renderURL(url))
            out.append(0x0A)
            return
        }
        let result = decide(url)
        if json { writeJSON(result, into: out) } else { writeText(result, into: out) }
    }

    /// `MatchResult.jsonLine`, byte for byte.
    private func writeJSON(_ result: MatchResult, into out: OutputBuffer) {
        out.literal("{\"url\":")
        out.appendJSONString(result.url)
        out.literal(",\"domain\":")
        out.appendJSONString(result.domain)
        out.literal(",\"opens\":")
        if let opens = result.opens { out.appendJSONString(opens) } else { out.literal("null") }
        out.literal(",\"apps\":[")
        var first = true
        forEachShownApp(result) { k, decision in
            if !first { out.append(0x2C) }
            first = false
            out.append(appPrefix[k])
            switch decision.pointee.decision {
            case .match: out.literal("match")
            case .exclude: out.literal("exclude")
            case .noMatch: out.literal("no_match")
            }
            out.literal("\",\"rule\":")
            if let rule = decision.pointee.rule {
                out.literal("{\"pointer\":")
                out.appendJSONString(rule.pointer)
                out.literal(",\"line\":")
                if let line = rule.line { out.append(decimal: line) } else { out.literal("null") }
                out.literal(",\"column\":")
                if let column = rule.column { out.append(decimal: column) } else { out.literal("null") }
                out.literal("}")
            } else {
                out.literal("null")
            }
            if let problem = decision.pointee.appIDProblem {
                out.literal(",\"appIDProblem\":")
                out.appendJSONString(problem.english)
            }
            out.append(0x7D)
        }
        out.literal("]}\n")
    }

    /// `MatchingCLI.text(_:file:)`, byte for byte.
    private func writeText(_ result: MatchResult, into out: OutputBuffer) {
        out.append(result.url)
        if let opens = result.opens {
            out.literal("  ->  opens ")
            out.append(opens)
        } else {
            out.literal("  ->  opens in the browser")
        }
        forEachShownApp(result) { k, decision in
            out.literal("\n  ")
            switch decision.pointee.decision {
            case .match: out.literal("match    ")
            case .exclude: out.literal("exclude  ")
            case .noMatch: out.literal("no_match ")
            }
            out.append(appPrefix[k])
            if let rule = decision.pointee.rule {
                out.literal("  ")
                out.append(rule.pointer)
                if let line = rule.line, let column = rule.column {
                    out.literal(" (")
                    out.append(fileUTF8)
                    out.append(0x3A)
                    out.append(decimal: line)
                    out.append(0x3A)
                    out.append(decimal: column)
                    out.append(0x29)
                }
            }
            if let problem = decision.pointee.appIDProblem { out.append(AppDecision.neverOpensNote(problem.english)) }
        }
        out.append(0x0A)
    }

    /// The apps of `result` that are shown, with their index in `appIDs` (a result lists every
    /// app, in that order).
    /// (Read in place: copying each `AppDecision` out would retain its strings.)
    @inline(__always)
    private func forEachShownApp(_ result: MatchResult, _ body: (Int, UnsafePointer<AppDecision>) -> Void) {
        result.apps.withUnsafeBufferPointer { apps in
            guard let base = apps.baseAddress else { return }
            for k in 0..<min(apps.count, shown.count) where shown[k] { body(k, base + k) }
        }
    }

    /// The result of a line that is not a URL: `{"line", "input", "error"}` (JSON) or
    /// `line N: error: …` (text). The input is shown lossily (invalid UTF-8 as U+FFFD), at most 1,000 bytes.
    private func writeError(_ line: LineReader.Line, number: Int, reason: Message, into out: OutputBuffer) {
        let bytes: UnsafeBufferPointer<UInt8>
        switch line {
        case .text(let text): bytes = UnsafeBufferPointer(rebasing: text.prefix(1000))
        case .tooLong(let prefix): bytes = prefix
        }
        let input = String(decoding: bytes, as: UTF8.self)
        if json {
            out.literal("{\"line\":")
            out.append(decimal: number)
            out.literal(",\"input\":")
            out.appendJSONString(input)
            out.literal(",\"error\":")
            out.appendJSONString("not a URL: " + reason.english)
            out.literal("}\n")
        } else {
            out.append(localizer.notURLLine(number, reason) + "\n")
        }
    }
}
