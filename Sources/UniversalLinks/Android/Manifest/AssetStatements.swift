/// The `asset_statements` an Android app declares for Credential Manager and autofill: the
/// `<meta-data android:name="asset_statements" android:resource="@string/NAME">` of its manifest names a
/// string resource holding a Digital Asset Links statement list, usually
/// `[{"include": "https://RPID/.well-known/assetlinks.json"}]`
/// (https://developer.android.com/identity/sign-in/credential-manager#add-support-dal).
///
/// Read from the compiled text of the string (``AndroidStringResource/compiled(_:)`` for a source
/// `strings.xml`; the resource table's value for an APK).
public struct AssetStatements: Sendable, Hashable {
    /// The meta-data's name.
    public static let metaDataName = "asset_statements"
    /// The relation a web site's statement list grants an app for passkeys and passwords.
    public static let loginCredentials = "delegate_permission/common.get_login_creds"

    /// One site the list names: an `include` (the site's statement list is fetched) or a `web` statement.
    public struct Site: Sendable, Hashable {
        /// The include URL or the web target's site, as written.
        public var url: String
        /// Its host, lowercased; nil when the URL has none.
        public var host: String?
        public var isInclude: Bool
    }

    /// A mistake in the list, at a character offset of the compiled value when known.
    public struct Problem: Sendable, Hashable {
        public var message: Message
        public var offset: Int?
    }

    public var sites: [Site] = []
    /// Why the list is not a statement list Android can read (nil: it is one).
    public var malformed: Problem?
    /// Sites Android cannot use (not https, no host).
    public var problems: [Problem] = []

    /// The hosts the list names, without repeats, in order.
    public var hosts: [String] {
        var seen: Set<String> = []
        return sites.compactMap(\.host).filter { seen.insert($0).inserted }
    }

    public init(compiled text: String) {
        let document = AssetLinksDocument(bytes: Array(text.utf8))
        if let error = document.diagnostics.first(where: { $0.severity == .error }), !document.isValidJSON {
            malformed = Problem(message: error.message, offset: error.location?.offset)
            return
        }
        guard case .array(let items)? = document.root?.kind else {
            malformed = Problem(
                message: "the value is \(document.root?.typeDescription ?? "empty"), not a JSON array of statements",
                offset: 0)
            return
        }
        if items.isEmpty {
            malformed = Problem(message: "the statement list is empty", offset: 0)
            return
        }
        for statement in document.file?.statements ?? [] {
            if let include = statement.include {
                add(include, include: true, offset: statement.offset)
            } else if case .web(let site) = statement.target {
                add(site, include: false, offset: statement.offset)
                if !statement.relations.contains(Self.loginCredentials) {
                    problems.append(
                        Problem(
                            message: "the statement for \(site) does not grant \(Self.loginCredentials)",
                            offset: statement.offset))
                }
            } else {
                problems.append(
                    Problem(
                        message: "a statement is neither an include nor a web site's statement; Android ignores it",
                        offset: statement.offset))
            }
        }
    }

    private mutating func add(_ url: String, include: Bool, offset: Int) {
        let parsed = Self.httpsHost(url)
        sites.append(Site(url: url, host: parsed.host, isInclude: include))
        if let problem = parsed.problem { problems.append(Problem(message: problem, offset: offset)) }
    }

    /// The host of an `https://` URL, or why it has none Android would fetch.
    static func httpsHost(_ url: String) -> (host: String?, problem: Message?) {
        let lower = url.lowercased()
        guard lower.hasPrefix("https://") else {
            return (nil, "\(url) is not an https:// URL; Android fetches statement lists over https only")
        }
        let rest = url.dropFirst("https://".count)
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let host = authority.split(separator: "@").last.map { $0.split(separator: ":").first ?? "" } ?? ""
        guard !host.isEmpty else { return (nil, "\(url) has no host") }
        return (String(host).lowercased(), nil)
    }

    /// The `include` entry the statement list needs for `host`: the statement list Android fetches for
    /// its Credential Manager check.
    public static func includeURL(_ host: String) -> String { "https://\(host)/.well-known/assetlinks.json" }
}

/// A text string resource (`<string name="...">` of `res/values*/*.xml`) as Android's resource compiler
/// makes it: https://developer.android.com/guide/topics/resources/string-resource#escaping_quotes
/// (whitespace runs collapse to one space and the ends are trimmed, unescaped double quotes start and end
/// a quoted part that keeps its whitespace and are removed, `\"`, `\'`, `\\`, `\@`, `\?`, `\n`, `\t` and
/// `\uXXXX` are escapes).
public enum AndroidStringResource {
    /// The compiled text of a string element's character data (XML entities already decoded), and
    /// whether it had double quotes the compiler removed.
    public static func compiled(_ text: String) -> (value: String, removedQuotes: Bool) {
        var out: [Character] = []
        var quoted = false
        var removedQuotes = false
        // Whitespace outside quotes is kept as one pending space, written before the next character.
        var pendingSpace = false
        let chars = Array(text)
        var i = 0
        func emit(_ c: Character) {
            if pendingSpace, !out.isEmpty { out.append(" ") }
            pendingSpace = false
            out.append(c)
        }
        while i < chars.count {
            let c = chars[i]
            i += 1
            if c == "\\" {
                guard i < chars.count else { break }
                let e = chars[i]
                i += 1
                switch e {
                case "n": emit("\n")
                case "t": emit("\t")
                case "u":
                    let digits = String(chars[i..<min(i + 4, chars.count)])
                    if digits.count == 4, let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) {
                        emit(Character(scalar))
                        i += 4
                    }
                default: emit(e)
                }
            } else if c == "\"" {
                quoted.toggle()
                removedQuotes = true
            } else if !quoted, c == " " || c == "\t" || c == "\n" || c == "\r" {
                pendingSpace = true
            } else {
                emit(c)
            }
        }
        return (String(out), removedQuotes)
    }

    /// `@string/NAME` (or `@android:string/...`, nil: not this app's string) → NAME.
    public static func stringReference(_ value: String) -> String? {
        let trimmed = String(value.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        guard trimmed.hasPrefix("@string/") || trimmed.hasPrefix("@+string/") else { return nil }
        let name = trimmed.split(separator: "/", maxSplits: 1).last.map(String.init) ?? ""
        return name.isEmpty ? nil : name
    }
}
