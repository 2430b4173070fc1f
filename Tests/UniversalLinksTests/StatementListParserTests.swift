import Testing
import UniversalLinks

/// Statement-list parsing as Google's Digital Asset Links service does it; cases follow what the public
/// compatibility tests (google/digitalassetlinks, compatibility-tests/v1) describe, written here anew.
@Suite("Digital Asset Links statement lists")
struct StatementListParserTests {
    static let print = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
    static let relation = "\"relation\": [\"delegate_permission/common.handle_all_urls\"]"

    static func app(_ target: String) -> String {
        "[{\(relation), \"target\": {\"namespace\": \"android_app\", \(target)}}]"
    }
    static func web(_ site: String) -> String {
        "[{\(relation), \"target\": {\"namespace\": \"web\", \"site\": \"\(site)\"}}]"
    }

    /// A list whose only statement is dropped, and words of the reason.
    static let dropped: [(String, String)] = [
        ("[{\(relation)}]", "no target"),
        ("[{\"target\": {\"namespace\": \"web\", \"site\": \"https://a.example\"}}]", "no relation"),
        ("[{\"relation\": [], \"target\": {\"namespace\": \"web\", \"site\": \"https://a.example\"}}]", "no relation"),
        (
            "[{\"relation\": [\"Delegate/X\"], \"target\": {\"namespace\": \"web\", \"site\": \"https://a.example\"}}]",
            "invalid relation"
        ),
        (
            "[{\"relation\": [\"handle_all_urls\"], \"target\": {\"namespace\": \"web\", \"site\": \"https://a.example\"}}]",
            "invalid relation"
        ),
        ("[{\(relation), \"target\": \"https://a.example\"}]", "not an object"),
        (
            "[{\(relation), \"target\": {\"namespace\": \"internets\", \"site\": \"https://a.example\"}}]",
            "unrecognized namespace"
        ),
        (
            "[{\"target\": {\"namespace\": \"web\", \"site\": \"https://a.example\"}, \"include\": \"https://a.example/x.json\"}]",
            "invalid field"
        ),
        (web("https://a.example:999999"), "not a valid URL"),
        (web("mailto://user@a.example"), "non-HTTP URL"),
        (web("https://x:y@a.example"), "login information"),
        (web("https://a.example?bar"), "query parameters"),
        (web("https://a.example#bar"), "fragment identifiers"),
        (web("https://a.example/"), "cannot contain a path"),
        (web("https://a.example/x/"), "cannot contain a path"),
        (web("a.example"), "not a valid URL"),
        ("[{\(relation), \"target\": {\"namespace\": \"web\"}}]", "no site field"),
        (app("\"sha256_cert_fingerprints\": [\"\(print)\"]"), "no package_name"),
        (app("\"package_name\": \"\", \"sha256_cert_fingerprints\": [\"\(print)\"]"), "invalid package name"),
        (app("\"package_name\": \"B A D\", \"sha256_cert_fingerprints\": [\"\(print)\"]"), "invalid package name"),
        (app("\"package_name\": \"com.example\""), "sha256_cert_fingerprints"),
        (app("\"package_name\": \"com.example\", \"sha256_cert_fingerprints\": \"\(print)\""), "not an array"),
        (app("\"package_name\": \"com.example\", \"sha256_cert_fingerprints\": [{}]"), "sha256_cert_fingerprints"),
        (app("\"package_name\": \"com.example\", \"sha256_cert_fingerprints\": []"), "at least one certificate"),
        (app("\"package_name\": \"com.example\", \"sha256_cert_fingerprints\": [\"\"]"), "malformed certificate"),
        (
            app("\"package_name\": \"com.example\", \"sha256_cert_fingerprints\": [\"\(print.lowercased())\"]"),
            "malformed certificate"
        ),
        (
            app("\"package_name\": \"com.example\", \"sha256_cert_fingerprints\": [\"GG\(print.dropFirst(2))\"]"),
            "malformed certificate"
        ),
        (
            app("\"package_name\": \"com.example\", \"sha256_cert_fingerprints\": [\"\(print.dropFirst(3))\"]"),
            "malformed certificate"
        ),
    ]

    @Test(arguments: dropped)
    func aStatementGoogleCannotParseIsDroppedAndNamed(list: String, reason: String) {
        let page = StatementListParser().parse(Array(list.utf8), source: "test.json")
        #expect(page.statements.isEmpty)
        #expect(page.errors.count == 1)
        let error = page.errors.first
        #expect(error?.code == .malformedContent)
        #expect(error?.statement == 0)
        #expect(error?.message.english.contains(reason) == true, "\(error?.message ?? "")")
    }

    /// Whole files that are not a statement list.
    @Test(arguments: [
        ("[{", "not valid JSON"), ("42", "expected a single array"), ("\"foo\"", "expected a single array"),
        ("{\(relation)}", "expected a single array"), ("[]", "empty statement list"),
        ("[{\(relation), \"target\": {\"namespace\": \"web\", \"site\": \"https://a.example\"}},]", "not valid JSON"),
    ])
    func malformedLists(list: String, reason: String) {
        let page = StatementListParser().parse(Array(list.utf8), source: "test.json")
        #expect(page.statements.isEmpty)
        #expect(page.errors.map(\.code) == [.malformedContent])
        #expect(page.errors.first?.message.english.contains(reason) == true, "\(page.errors)")
    }

    @Test func oneBadStatementDoesNotSpoilTheOthers() {
        let list = """
            [{"target": {"namespace": "web", "site": "https://t.example"}, "relation": ["delegate_permission/common.get_login_creds"]},
             {},
             {\(Self.relation), "target": {"namespace": "android_app", "package_name": "org.example.app", "sha256_cert_fingerprints": ["\(Self.print)"]}}]
            """
        let page = StatementListParser().parse(Array(list.utf8), source: "s")
        #expect(page.statements.map(\.index) == [0, 2])
        #expect(page.errors.map(\.statement) == [1])
        let check = StatementQuery(target: .androidApp(package: "org.example.app", fingerprints: [Self.print])).check(
            page.statements)
        #expect(check?.linked == true)
    }

    @Test func includeAllowsUnknownFieldsAndKeepsOrder() {
        let list =
            "[{\"magicfield\": {\"foo\": \"bar\"}, \"include\": \"https://a.example/x.json\"}, {\"include\": \"http://b.example/y.json\"}]"
        let page = StatementListParser().parse(Array(list.utf8), source: "s")
        #expect(page.errors.isEmpty)
        #expect(page.includes.map(\.url) == ["https://a.example/x.json", "http://b.example/y.json"])
        #expect(page.includes.map(\.statement) == [0, 1])
    }

    @Test(arguments: [
        ("HtTpS://target.example", "https://target.example"), ("https://target.example.", "https://target.example"),
        ("https://target.example:443", "https://target.example"),
        ("http://target.example:8080", "http://target.example:8080"),
        ("http://target.example:80", "http://target.example"),
    ])
    func sitesCompareInNormalForm(site: String, normal: String) throws {
        let page = StatementListParser().parse(Array(Self.web(site).utf8), source: "s")
        #expect(page.statements.first?.target == .web(site: normal))
    }

    @Test func relationFilterAndMultipleRelations() {
        let list = """
            [{"relation": ["delegate_permission/common.handle_all_urls", "delegate_permission/common.get_user_location"],
              "target": {"namespace": "android_app", "package_name": "org.example", "sha256_cert_fingerprints": ["\(Self.print)", "\(Self.print.replacingOccurrences(of: "14", with: "15"))"]}}]
            """
        let statements = StatementListParser().parse(Array(list.utf8), source: "s").statements
        #expect(StatementQuery(relation: "delegate_permission/common.get_user_location").list(statements).count == 1)
        #expect(StatementQuery(relation: "delegate_permission/common.get_login_creds").list(statements).isEmpty)
        let second = Self.print.replacingOccurrences(of: "14", with: "15")
        let query = StatementQuery(
            relation: "delegate_permission/common.get_user_location",
            target: .androidApp(package: "org.example", fingerprints: [second]))
        #expect(query.check(statements)?.linked == true)
        let wrongRelation = StatementQuery(
            relation: "delegate_permission/common.get_login_creds",
            target: .androidApp(package: "org.example", fingerprints: [second]))
        let answer = wrongRelation.check(statements)
        #expect(answer?.linked == false)
        #expect(answer?.reason?.english.contains("not delegate_permission/common.get_login_creds") == true)
    }

    @Test(arguments: [
        ("14:6d:e9:83:c5:73:06:50:d8:ee:b9:95:2f:34:fc:64:16:a0:83:42:e6:1d:be:a8:8a:04:96:b2:3f:cf:44:e5", print),
        ("146DE983C5730650D8EEB9952F34FC6416A08342E61DBEA88A0496B23FCF44E5", print),
        ("14 6D E9 83 C5 73 06 50 D8 EE B9 95 2F 34 FC 64 16 A0 83 42 E6 1D BE A8 8A 04 96 B2 3F CF 44 E5", print),
    ])
    func typedFingerprintsAreNormalised(typed: String, canonical: String) {
        #expect(Fingerprint.normalize(typed) == canonical)
        #expect(Fingerprint.isCanonical(canonical))
        #expect(!Fingerprint.isCanonical(typed))
    }

    @Test func fingerprintOfDigestBytes() {
        #expect(Fingerprint.of(digest: [0x14, 0x6D, 0x0A]) == "14:6D:0A")
        #expect(Fingerprint.normalize("AB:CD") == nil, "SHA-1 length or shorter is refused")
    }

    @Test func oversizeListIsTooLarge() {
        let page = StatementListParser(maximumSize: 10).parse(Array(Self.web("https://a.example").utf8), source: "s")
        #expect(page.errors.map(\.code) == [.tooLarge])
    }
}
