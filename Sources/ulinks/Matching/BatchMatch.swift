import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `ulinks match --urls` and `ulinks android match --urls`: reads URLs as they come, decides each
/// and appends its result to one output buffer as bytes, in the documented forms (JSON Lines, or
/// the text of `ulinks match`). Everything that is the same for every URL is rendered once and
/// kept in ``pieces``: each app's JSON prefix or padded name, and, for `match`, each rule's part of
/// an app's result, made the first time the rule decides.
final class BatchMatch {
    /// How a URL is decided.
    enum Decider {
        /// Into a result listing the apps of `appIDs`, in that order, every time.
        case result((String) -> MatchResult)
        /// By the iOS matcher into rule numbers (`AASAMatcher.decide(utf8:...)`), written from the
        /// rules' renderings without building a result: `match --urls`.
        case rules(AASAMatcher, domain: String?, ios: IOSVersion, installed: Set<String>?)
    }

    let decider: Decider
    let json: Bool
    /// The file name in text output's `(FILE:LINE:COL)`.
    let fileUTF8: [UInt8]
    private let shown: [Bool]

    /// The parts rendered once, as ranges of `pieces` (a buffer used as a store, never flushed):
    /// per app, `{"appID":"…","decision":"` (JSON) or the padded app ID (text), what closes its
    /// result (its `appIDProblem` in JSON, its never-opens note in text, if any), and its ID as
    /// `opens` shows it.
    private let pieces: OutputBuffer
    private let appPrefix: [Range<Int>]
    private let appSuffix: [Range<Int>]
    private let appOpens: [Range<Int>]
    /// `match`: per rule number (the last slot for no rule), its part of an app's result, made the
    /// first time the rule decides: JSON `match","rule":{…}`, text `  POINTER (FILE:LINE:COL)`, as
    /// a range of `pieces` (start, end; -1 until made), and its decision. In memory of its own, so
    /// that reading it per URL needs no exclusivity check.
    private let ruleRanges: UnsafeMutableBufferPointer<Int>
    private let ruleDecisions: UnsafeMutableBufferPointer<MatchDecision>

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
    convenience init(
        appIDs ids: [String], only app: String? = nil, json: Bool, fileName: String,
        decide: @escaping (String) -> MatchResult
    ) {
        self.init(.result(decide), appIDs: ids, problems: [], rules: 0, only: app, json: json, fileName: fileName)
    }

    /// `match --urls`: `matcher`'s decisions for `domain`, `ios` and `installed`, as `decide` makes them.
    convenience init(
        matcher: AASAMatcher, domain: String?, ios: IOSVersion, installed: Set<String>?, only app: String?,
        json: Bool, fileName: String
    ) {
        self.init(
            .rules(matcher, domain: domain, ios: ios, installed: installed), appIDs: matcher.appIDs,
            problems: matcher.appIDProblems, rules: matcher.ruleCount(ios) + 1, only: app, json: json,
            fileName: fileName)
    }

    private init(
        _ decider: Decider, appIDs ids: [String], problems: [Message?], rules: Int, only app: String?, json: Bool,
        fileName: String
    ) {
        self.decider = decider
        self.json = json
        self.fileUTF8 = Array(fileName.utf8)
        shown = ids.map { app == nil || $0 == app }
        // The text column is as wide as the longest app ID shown (in characters), padded as
        // `String.padding(toLength:withPad:startingAt:)` pads: the same call, once per app.
        let width = zip(ids, shown).filter(\.1).map(\.0.count).max() ?? 0
        let pieces = OutputBuffer(fd: -1, threshold: 1 << 12)
        self.pieces = pieces
        func piece(_ body: (OutputBuffer) -> Void) -> Range<Int> {
            let start = pieces.count
            body(pieces)
            return start..<pieces.count
        }
        appPrefix = ids.map { id in
            piece {
                if json {
                    $0.literal("{\"appID\":")
                    $0.appendJSONString(id)
                    $0.literal(",\"decision\":\"")
                } else {
                    $0.append(id.padding(toWidth: width))
                }
            }
        }
        appSuffix = ids.indices.map { k in
            piece { Self.appendEnd(problem: k < problems.count ? problems[k] : nil, json: json, into: $0) }
        }
        appOpens = ids.map { id in piece { if json { $0.appendJSONString(id) } else { $0.append(id) } } }
        ruleRanges = .allocate(capacity: 2 * rules)
        ruleRanges.initialize(repeating: -1)
        ruleDecisions = .allocate(capacity: rules)
        ruleDecisions.initialize(repeating: .noMatch)
    }

    deinit {
        ruleRanges.deallocate()
        ruleDecisions.deallocate()
    }

    /// Decides every line of `path` and writes the results to `out`.
    func run(_ path: String, into out: OutputBuffer) throws {
        // What is the same for every line is read here, once: read per line, the decider's
        // matcher, domain and installed set were retained and released each time.
        if let renderURL {
            try forEachURL(path, into: out) { url in
                out.append(renderURL(String(decoding: url, as: UTF8.self)))
                out.append(0x0A)
            }
            return
        }
        switch decider {
        case .result(let decide):
            try forEachURL(path, into: out) { url in
                let result = decide(String(decoding: url, as: UTF8.self))
                if json { writeJSON(result, into: out) } else { writeText(result, into: out) }
            }
        case .rules(let matcher, let domain, let ios, let installed):
            let rules = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(shown.count, 1))
            defer { rules.deallocate() }
            try forEachURL(path, into: out) { url in
                let (domainName, opens) = matcher.decide(
                    utf8: url, domain: domain, ios: ios, installed: installed, rules: rules)
                if json {
                    writeJSON(url: url, domain: domainName, opens: opens, rules, matcher, ios, into: out)
                } else {
                    writeText(url: url, opens: opens, rules, matcher, ios, into: out)
                }
            }
        }
    }

    /// Reads every line of `path`: each URL (its UTF-8) goes to `write`, each line that is not one
    /// gets its error result.
    private func forEachURL(
        _ path: String, into out: OutputBuffer, _ write: (UnsafeBufferPointer<UInt8>) -> Void
    ) throws {
        try LineReader.forEachLine(path, beforeRead: { out.flush() }) { number, line in
            switch BatchLine.classify(line) {
            case .skip: return
            case .ascii(let url): write(url)
            case .url(var url): url.withUTF8 { write($0) }
            case .notURL where decidesLinesThatAreNotURLs:
                guard case .text(let bytes) = line else { return }
                var text = String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
                if text.isEmpty || text.hasPrefix("#") { return }
                text.withUTF8 { write($0) }
            case .notURL(let reason):
                failed += 1
                if firstFailedLine == nil { firstFailedLine = number }
                writeError(line, number: number, reason: reason, into: out)
            }
            out.flushIfFull()
        }
    }

    /// `MatchResult.jsonLine`, byte for byte, from rule numbers.
    private func writeJSON(
        url: UnsafeBufferPointer<UInt8>, domain: String, opens: Int?, _ rules: UnsafeMutableBufferPointer<Int32>,
        _ matcher: AASAMatcher, _ ios: IOSVersion, into out: OutputBuffer
    ) {
        writeHead(url: url, domain: domain, into: out)
        if let opens { out.append(pieces, appOpens[opens]) } else { out.literal("null") }
        out.literal(",\"apps\":[")
        var first = true
        for k in 0..<min(rules.count, shown.count) where shown[k] {
            if !first { out.append(0x2C) }
            first = false
            out.append(pieces, appPrefix[k])
            let n = rendered(Int(rules[k]), matcher, ios)
            out.append(pieces, ruleRange(n))
            out.append(pieces, appSuffix[k])
        }
        out.literal("]}\n")
    }

    /// `MatchResult.jsonLine`, byte for byte, from a result.
    private func writeJSON(_ result: MatchResult, into out: OutputBuffer) {
        var url = result.url
        url.withUTF8 { writeHead(url: $0, domain: result.domain, into: out) }
        if let opens = result.opens { out.appendJSONString(opens) } else { out.literal("null") }
        out.literal(",\"apps\":[")
        var first = true
        forEachShownApp(result) { k, decision in
            if !first { out.append(0x2C) }
            first = false
            out.append(pieces, appPrefix[k])
            appendRule(decision.pointee.decision, decision.pointee.rule, into: out)
            Self.appendEnd(problem: decision.pointee.appIDProblem, json: json, into: out)
        }
        out.literal("]}\n")
    }

    /// `{"url":…,"domain":…,"opens":` (the opening app and the apps follow).
    private func writeHead(url: UnsafeBufferPointer<UInt8>, domain: String, into out: OutputBuffer) {
        out.literal("{\"url\":")
        out.appendJSONString(url)
        out.literal(",\"domain\":")
        out.appendJSONString(domain)
        out.literal(",\"opens\":")
    }

    /// One app's result after its prefix: `match","rule":{…}` (JSON) or `  POINTER (FILE:L:C)` (text).
    private func appendRule(_ decision: MatchDecision, _ rule: RuleReference?, into out: OutputBuffer) {
        if json {
            switch decision {
            case .match: out.literal("match")
            case .exclude: out.literal("exclude")
            case .noMatch: out.literal("no_match")
            }
            out.literal("\",\"rule\":")
        }
        guard let rule else {
            if json { out.literal("null") }
            return
        }
        if json {
            out.literal("{\"pointer\":")
            out.appendJSONString(rule.pointer)
            out.literal(",\"line\":")
            if let line = rule.line { out.append(decimal: line) } else { out.literal("null") }
            out.literal(",\"column\":")
            if let column = rule.column { out.append(decimal: column) } else { out.literal("null") }
            out.literal("}")
            return
        }
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

    /// What closes an app's result: `,"appIDProblem":"…"}` or `}` (JSON), the never-opens note (text).
    private static func appendEnd(problem: Message?, json: Bool, into out: OutputBuffer) {
        if json {
            if let problem {
                out.literal(",\"appIDProblem\":")
                out.appendJSONString(problem.english)
            }
            out.append(0x7D)
        } else if let problem {
            out.append(AppDecision.neverOpensNote(problem.english))
        }
    }

    /// The slot of rule number `number` (-1: no rule) in ``ruleRanges``, rendered on first use.
    @inline(__always)
    private func rendered(_ number: Int, _ matcher: AASAMatcher, _ ios: IOSVersion) -> Int {
        let none = ruleDecisions.count - 1
        let n = number >= 0 && number < none ? number : none
        if ruleRanges[2 * n] < 0 { render(n, matcher, ios) }
        return n
    }

    private func render(_ n: Int, _ matcher: AASAMatcher, _ ios: IOSVersion) {
        let rule = matcher.rule(n, ios: ios)
        let decision = rule?.decision ?? .noMatch
        ruleDecisions[n] = decision
        ruleRanges[2 * n] = pieces.count
        appendRule(decision, rule?.reference, into: pieces)
        ruleRanges[2 * n + 1] = pieces.count
    }

    /// Rule slot `n`'s rendering (see ``rendered(_:_:_:)``).
    @inline(__always)
    private func ruleRange(_ n: Int) -> Range<Int> { ruleRanges[2 * n]..<ruleRanges[2 * n + 1] }

    /// `MatchingCLI.text(_:file:)`, byte for byte, from rule numbers.
    private func writeText(
        url: UnsafeBufferPointer<UInt8>, opens: Int?, _ rules: UnsafeMutableBufferPointer<Int32>,
        _ matcher: AASAMatcher, _ ios: IOSVersion, into out: OutputBuffer
    ) {
        out.append(url)
        writeOpens(opens.map { appOpens[$0] }, into: out)
        for k in 0..<min(rules.count, shown.count) where shown[k] {
            let n = rendered(Int(rules[k]), matcher, ios)
            appendTextLine(k, ruleDecisions[n], into: out)
            out.append(pieces, ruleRange(n))
            out.append(pieces, appSuffix[k])
        }
        out.append(0x0A)
    }

    /// `MatchingCLI.text(_:file:)`, byte for byte, from a result.
    private func writeText(_ result: MatchResult, into out: OutputBuffer) {
        out.append(result.url)
        if let opens = result.opens {
            out.literal("  ->  opens ")
            out.append(opens)
        } else {
            writeOpens(nil, into: out)
        }
        forEachShownApp(result) { k, decision in
            appendTextLine(k, decision.pointee.decision, into: out)
            appendRule(decision.pointee.decision, decision.pointee.rule, into: out)
            Self.appendEnd(problem: decision.pointee.appIDProblem, json: json, into: out)
        }
        out.append(0x0A)
    }

    /// `  ->  opens APP` (`app`: its range in ``pieces``) or `  ->  opens in the browser`.
    private func writeOpens(_ app: Range<Int>?, into out: OutputBuffer) {
        if let app {
            out.literal("  ->  opens ")
            out.append(pieces, app)
        } else {
            out.literal("  ->  opens in the browser")
        }
    }

    /// The start of app `k`'s text line: the decision, then the padded app ID.
    private func appendTextLine(_ k: Int, _ decision: MatchDecision, into out: OutputBuffer) {
        out.literal("\n  ")
        switch decision {
        case .match: out.literal("match    ")
        case .exclude: out.literal("exclude  ")
        case .noMatch: out.literal("no_match ")
        }
        out.append(pieces, appPrefix[k])
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
