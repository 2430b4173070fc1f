/// The literal settings of a `build.gradle` (Groovy) or `build.gradle.kts` (Kotlin) file, found without
/// running Gradle: `applicationId "com.example"`, `applicationIdSuffix = ".free"`, `minSdk 24`,
/// `targetSdkVersion(34)`, `manifestPlaceholders = [host: "example.com"]`, each with the blocks it sits
/// in (`android`, `productFlavors`, `free`) and its position.
///
/// A value that is not a literal (a variable, a function call, a string with `$` interpolation) is kept
/// as its raw text with ``Setting/value`` nil: the doctor says it cannot check it rather than guess.
/// Unbalanced braces and unterminated strings or comments are reported with their position. Bounded
/// (blocks nested at most ``maximumDepth``), and it never traps.
public struct GradleBuildScript: Sendable, Hashable {
    public static let maximumDepth = 64

    public struct Setting: Sendable, Hashable {
        /// The enclosing blocks, outermost first (`["android", "productFlavors", "free"]`).
        public var path: [String]
        public var key: String
        /// The literal value (a string's content or a number); nil when computed.
        public var value: String?
        /// The value as written, up to the end of the statement.
        public var raw: String
        public var offset: Int
        public var valueOffset: Int
    }

    /// One `manifestPlaceholders` entry.
    public struct Placeholder: Sendable, Hashable {
        public var path: [String]
        public var name: String
        public var value: String?
        public var offset: Int
    }

    public struct Problem: Sendable, Hashable {
        public var offset: Int
        public var message: Message
    }

    /// A named block (`free {`, `create("free") {`): its path, its own name last.
    public struct Block: Sendable, Hashable {
        public var path: [String]
        public var offset: Int
    }

    public var blocks: [Block] = []
    public var settings: [Setting] = []
    public var placeholders: [Placeholder] = []
    public var problems: [Problem] = []

    public init(bytes: [UInt8]) {
        var lexer = GradleLexer(bytes: bytes)
        let tokens = lexer.tokens()
        problems = lexer.problems
        var walker = GradleWalker(tokens: tokens, bytes: bytes)
        walker.walk()
        settings = walker.settings
        blocks = walker.blocks
        placeholders = walker.placeholders
        problems += walker.problems
    }

    /// The settings named `key` whose blocks are exactly `path`.
    public func settings(_ key: String, in path: [String]) -> [Setting] {
        settings.filter { $0.key == key && $0.path == path }
    }
}

struct GradleToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case identifier(String)
        /// A string's content; `interpolated` when it has `$`.
        case string(String, interpolated: Bool)
        case number(String)
        case symbol(UInt8)
        case newline
    }
    var kind: Kind
    var offset: Int
    var end: Int

    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    func isSymbol(_ c: Character) -> Bool {
        if case .symbol(let b) = kind, let a = c.asciiValue { return a == b }
        return false
    }

    /// The literal this token holds: a plain string's content or a number.
    var literal: String? {
        switch kind {
        case .string(let s, let interpolated): interpolated ? nil : s
        case .number(let n): n
        default: nil
        }
    }
}

struct GradleLexer {
    let bytes: [UInt8]
    var i = 0
    /// Strings inside template expressions inside strings, now open.
    var nesting = 0
    var problems: [GradleBuildScript.Problem] = []

    mutating func tokens() -> [GradleToken] {
        var out: [GradleToken] = []
        while i < bytes.count {
            let b = bytes[i]
            let start = i
            if b == 0x0A || b == 0x3B {  // a newline or `;` ends a statement
                i += 1
                out.append(GradleToken(kind: .newline, offset: start, end: i))
            } else if b == 0x20 || b == 0x09 || b == 0x0D {
                i += 1
            } else if b == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2F {
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            } else if b == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2A {
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == 0x2A && bytes[i + 1] == 0x2F) { i += 1 }
                if i + 1 >= bytes.count {
                    problems.append(.init(offset: start, message: "a /* comment is never closed"))
                    i = bytes.count
                } else {
                    i += 2
                }
            } else if b == 0x22 || b == 0x27 {
                out.append(string(quote: b))
            } else if Self.isIdentifierStart(b) {
                while i < bytes.count, Self.isIdentifierStart(bytes[i]) || (bytes[i] >= 0x30 && bytes[i] <= 0x39) {
                    i += 1
                }
                out.append(GradleToken(kind: .identifier(text(start, i)), offset: start, end: i))
            } else if b >= 0x30 && b <= 0x39 {
                while i < bytes.count,
                    (bytes[i] >= 0x30 && bytes[i] <= 0x39) || bytes[i] == 0x2E || bytes[i] == 0x5F
                        || Self.isIdentifierStart(bytes[i])
                {
                    i += 1
                }
                out.append(GradleToken(kind: .number(text(start, i)), offset: start, end: i))
            } else {
                i += 1
                out.append(GradleToken(kind: .symbol(b), offset: start, end: i))
            }
        }
        return out
    }

    /// `'...'`, `"..."`, and the triple-quoted forms; `\` escapes.
    mutating func string(quote: UInt8) -> GradleToken {
        let start = i
        let triple = i + 2 < bytes.count && bytes[i + 1] == quote && bytes[i + 2] == quote
        i += triple ? 3 : 1
        var content: [UInt8] = []
        var interpolated = false
        while i < bytes.count {
            let b = bytes[i]
            if triple {
                if b == quote, i + 2 < bytes.count, bytes[i + 1] == quote, bytes[i + 2] == quote {
                    i += 3
                    return finish(start, content, interpolated)
                }
            } else if b == quote {
                i += 1
                return finish(start, content, interpolated)
            } else if b == 0x0A {
                break
            }
            // In a triple-quoted string a backslash is kept as is in Kotlin's raw strings; stepping over
            // the next byte is harmless for the literal check either way.
            if b == 0x5C, i + 1 < bytes.count {
                content.append(bytes[i + 1])
                i += 2
                continue
            }
            // Groovy interpolates only in double quotes (Kotlin's strings are all double-quoted). A
            // `${...}` holds an expression that may have strings, quotes and braces of its own
            // (`"${props.getOrDefault("ci", "\"x\"")}"`): it is skipped whole, with its nesting.
            if b == 0x24, quote == 0x22 {
                interpolated = true
                if i + 1 < bytes.count, bytes[i + 1] == 0x7B {
                    let expressionStart = i
                    skipTemplateExpression()
                    content += bytes[expressionStart..<i]
                    continue
                }
            }
            content.append(b)
            i += 1
        }
        problems.append(.init(offset: start, message: "a string is never closed"))
        return finish(start, content, interpolated)
    }

    /// From `${` past its matching `}`, stepping over nested strings (which may hold templates of their
    /// own) and braces; bounded by the string nesting ``GradleBuildScript/maximumDepth``. Stops at the end
    /// of the file when the `}` never comes (the enclosing string reports it).
    mutating func skipTemplateExpression() {
        i += 2
        var depth = 1
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x22 || b == 0x27 {
                guard nesting < GradleBuildScript.maximumDepth else {
                    i += 1
                    continue
                }
                nesting += 1
                _ = string(quote: b)
                nesting -= 1
                continue
            }
            if b == 0x7B { depth += 1 }
            if b == 0x7D {
                depth -= 1
                if depth == 0 {
                    i += 1
                    return
                }
            }
            i += 1
        }
    }

    func finish(_ start: Int, _ content: [UInt8], _ interpolated: Bool) -> GradleToken {
        GradleToken(
            kind: .string(String(decoding: content, as: UTF8.self), interpolated: interpolated), offset: start, end: i)
    }

    func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }

    static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x24 || b >= 0x80
    }
}

/// Walks the tokens with a stack of open blocks, recording settings and placeholders.
struct GradleWalker {
    let tokens: [GradleToken]
    let bytes: [UInt8]
    var k = 0
    var stack: [(name: String, offset: Int)] = []
    var settings: [GradleBuildScript.Setting] = []
    var blocks: [GradleBuildScript.Block] = []
    var placeholders: [GradleBuildScript.Placeholder] = []
    var problems: [GradleBuildScript.Problem] = []
    /// Set once nesting passes the limit: the rest of the file is not read.
    var stopped = false
    /// Whether the next token starts a statement (after a newline, `;`, `{` or `}`).
    var statementStart = true

    /// Calls that name a block by a string: `create("free") {`, `getByName("release") {`.
    static let namingCalls: Set<String> = ["create", "register", "getByName", "maybeCreate", "named", "getting"]
    static let placeholderKeys: Set<String> = ["manifestPlaceholders", "addManifestPlaceholders"]

    init(tokens: [GradleToken], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
    }

    func token(_ n: Int) -> GradleToken? { n < tokens.count ? tokens[n] : nil }

    mutating func walk() {
        while k < tokens.count, !stopped {
            let t = tokens[k]
            if t.kind == .newline {
                statementStart = true
                k += 1
                continue
            }
            if t.isSymbol("}") {
                if stack.popLast() == nil {
                    problems.append(.init(offset: t.offset, message: "a '}' closes no block"))
                }
                statementStart = true
                k += 1
                continue
            }
            if t.isSymbol("{") {
                open("", at: t.offset)  // a closure without a name (`all {`, `configureEach {`)
                statementStart = true
                k += 1
                continue
            }
            if statementStart, let name = t.identifier {
                statementStart = false
                if statement(name, t) { continue }
            } else {
                statementStart = false
            }
            k += 1
        }
        for block in stack.reversed() where !stopped {
            problems.append(
                .init(
                    offset: block.offset,
                    message: "the block \(block.name.isEmpty ? "{" : block.name + " {") is never closed"))
        }
    }

    mutating func open(_ name: String, at offset: Int) {
        guard stack.count < GradleBuildScript.maximumDepth else {
            problems.append(
                .init(
                    offset: offset,
                    message: "blocks nested more than \(GradleBuildScript.maximumDepth) deep; the rest is not read"))
            stopped = true
            return
        }
        stack.append((name, offset))
        if !name.isEmpty { blocks.append(GradleBuildScript.Block(path: path, offset: offset)) }
    }

    var path: [String] { stack.map(\.name) }

    /// Reads the statement starting with identifier `name` at `k`; true when it moved `k` itself.
    mutating func statement(_ name: String, _ t: GradleToken) -> Bool {
        // `name {` opens a block; `create("free") {` opens the block "free".
        if token(k + 1)?.isSymbol("{") == true {
            open(name, at: t.offset)
            k += 2
            statementStart = true
            return true
        }
        if Self.namingCalls.contains(name), token(k + 1)?.isSymbol("(") == true, let label = token(k + 2)?.literal,
            token(k + 3)?.isSymbol(")") == true, token(k + 4)?.isSymbol("{") == true
        {
            open(label, at: t.offset)
            k += 5
            statementStart = true
            return true
        }
        // `val free by getting {` (Kotlin delegated property naming its block).
        if name == "val", let label = token(k + 1)?.identifier, token(k + 2)?.identifier == "by",
            let call = token(k + 3)?.identifier, Self.namingCalls.contains(call), token(k + 4)?.isSymbol("{") == true
        {
            open(label, at: t.offset)
            k += 5
            statementStart = true
            return true
        }
        // Kotlin scope functions on the map: `with(manifestPlaceholders) { put("k", "v") }` and
        // `manifestPlaceholders.apply { put("k", "v") }` (or `.run {`): its `put` calls, to the block's end.
        let scoped =
            (name == "with" && token(k + 1)?.isSymbol("(") == true
                && token(k + 2)?.identifier.map(Self.placeholderKeys.contains) == true
                && token(k + 3)?.isSymbol(")") == true && token(k + 4)?.isSymbol("{") == true)
            ? k + 4
            : (Self.placeholderKeys.contains(name) && token(k + 1)?.isSymbol(".") == true
                && ["apply", "run"].contains(token(k + 2)?.identifier ?? "") && token(k + 3)?.isSymbol("{") == true)
                ? k + 3 : nil
        if let brace = scoped {
            readPlaceholders(from: brace + 1, to: blockEnd(from: brace))
            return true
        }
        if Self.placeholderKeys.contains(name) {
            readPlaceholders(from: k + 1)
            return true
        }
        // `key "v"`, `key = "v"`, `key("v")`, `key.set("v")`.
        var v = k + 1
        if token(v)?.isSymbol(".") == true, token(v + 1)?.identifier == "set" { v += 2 }
        if token(v)?.isSymbol("=") == true || token(v)?.isSymbol("(") == true { v += 1 }
        guard let valueToken = token(v), valueToken.kind != .newline, !valueToken.isSymbol("}") else { return false }
        // At least the value itself (a stray `]` or `)` ends the statement at once).
        let end = max(statementEnd(from: v), v + 1)
        var literal = valueToken.literal
        // A literal followed by more than a closing parenthesis is an expression (`"a" + suffix`).
        let rest = tokens[(v + 1)..<end].filter { !$0.isSymbol(")") }
        if !rest.isEmpty { literal = nil }
        let rawEnd = end > v ? tokens[end - 1].end : valueToken.end
        settings.append(
            GradleBuildScript.Setting(
                path: path, key: name, value: literal,
                raw: String(decoding: bytes[valueToken.offset..<max(valueToken.offset, rawEnd)], as: UTF8.self),
                offset: t.offset, valueOffset: valueToken.offset))
        k = end
        return true
    }

    /// The index just past the statement starting at `from`: the next newline outside brackets, or a
    /// `{`/`}` at depth zero.
    func statementEnd(from: Int) -> Int {
        var depth = 0
        var n = from
        while n < tokens.count {
            let t = tokens[n]
            if t.isSymbol("(") || t.isSymbol("[") { depth += 1 }
            if t.isSymbol(")") || t.isSymbol("]") { depth -= 1 }
            if depth <= 0 && (t.kind == .newline || t.isSymbol("{") || t.isSymbol("}")) { return n }
            if depth < 0 { return n }
            n += 1
        }
        return n
    }

    /// The index of the `}` that closes the `{` at `brace` (the end of the tokens when none does).
    func blockEnd(from brace: Int) -> Int {
        var depth = 0
        var n = brace
        while n < tokens.count {
            if tokens[n].isSymbol("{") { depth += 1 }
            if tokens[n].isSymbol("}") {
                depth -= 1
                if depth == 0 { return n }
            }
            n += 1
        }
        return n
    }

    /// Every `key: value`, `"key" to value`, `["key"] = value` and `put("key", value)` of the statement
    /// (or up to `to`, the `}` of a scope block, which is consumed).
    mutating func readPlaceholders(from start: Int, to limit: Int? = nil) {
        let end = limit ?? statementEnd(from: start)
        var n = start
        while n < end {
            let t = tokens[n]
            var name: String?
            var valueIndex = n
            if t.isSymbol("["), let key = token(n + 1)?.literal, token(n + 2)?.isSymbol("]") == true,
                token(n + 3)?.isSymbol("=") == true
            {
                name = key
                valueIndex = n + 4
            } else if t.identifier == "put", token(n + 1)?.isSymbol("(") == true, let key = token(n + 2)?.literal,
                token(n + 3)?.isSymbol(",") == true
            {
                name = key
                valueIndex = n + 4
            } else if let key = t.literal ?? t.identifier, token(n + 1)?.identifier == "to" {
                name = key
                valueIndex = n + 2
            } else if let key = t.literal ?? t.identifier, token(n + 1)?.isSymbol(":") == true,
                let before = tokens[start..<n].last(where: { $0.kind != .newline }),
                before.isSymbol("[") || before.isSymbol(",")
            {
                name = key
                valueIndex = n + 2
            }
            if let name, valueIndex < end {
                let value = tokens[valueIndex]
                let next = token(valueIndex + 1)
                let plain =
                    next == nil || next?.isSymbol(",") == true || next?.isSymbol("]") == true
                    || next?.isSymbol(")") == true || next?.kind == .newline
                placeholders.append(
                    GradleBuildScript.Placeholder(
                        path: path, name: name, value: plain ? value.literal : nil, offset: t.offset))
                n = valueIndex + 1
                continue
            }
            n += 1
        }
        k = limit.map { $0 + 1 } ?? end
    }
}
