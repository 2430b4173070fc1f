import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// The compiled Public Suffix List: the list's own rule kinds, both sections, internationalised names.
@Suite struct WebAuthnPublicSuffixTests {
    @Test(arguments: [
        ("www.example.com", "example.com"),
        ("example.com", "example.com"),
        ("a.b.example.co.uk", "example.co.uk"),
        // Wildcard `*.ck` and exception `!www.ck`.
        ("foo.bar.ck", "foo.bar.ck"),
        ("www.ck", "www.ck"),
        ("a.www.ck", "www.ck"),
        // Wildcard `*.kawasaki.jp` and exception `!city.kawasaki.jp`.
        ("x.y.kawasaki.jp", "x.y.kawasaki.jp"),
        ("city.kawasaki.jp", "city.kawasaki.jp"),
        ("a.city.kawasaki.jp", "city.kawasaki.jp"),
        // `*.kawasaki.jp` matches names of three labels or more only, so `jp` prevails for kawasaki.jp itself
        // (the list's algorithm: a rule matches a name with at least as many labels).
        ("kawasaki.jp", "kawasaki.jp"),
        // Private section, as Chrome (INCLUDE_PRIVATE_REGISTRIES) and Firefox use it.
        ("alice.github.io", "alice.github.io"),
        ("www.alice.github.io", "alice.github.io"),
        // Internationalised names, Unicode or Punycode; a Unicode rule (公司.cn).
        ("www.bücher.de", "xn--bcher-kva.de"),
        ("shop.example.公司.cn", "example.xn--55qx5d.cn"),
        ("shop.example.xn--55qx5d.cn", "example.xn--55qx5d.cn"),
        ("WWW.Example.COM.", "example.com"),
        // A name under no rule: the last label is its public suffix (rule `*`).
        ("a.b.unknowntld", "b.unknowntld"),
    ])
    func registrableDomain(_ row: (host: String, domain: String)) {
        #expect(PublicSuffixList.registrableDomain(of: row.host) == row.domain)
    }

    @Test(arguments: [
        "com", "co.uk", "github.io", "ck", "bar.ck", "y.kawasaki.jp", "localhost", "192.0.2.1", "::1", "[::1]",
        "", ".", "a..b.com", "exa mple.com",
    ])
    func noRegistrableDomain(_ host: String) {
        #expect(PublicSuffixList.registrableDomain(of: host) == nil)
    }

    @Test func publicSuffix() {
        #expect(PublicSuffixList.publicSuffix(of: "www.example.co.uk") == "co.uk")
        #expect(PublicSuffixList.publicSuffix(of: "alice.github.io") == "github.io")
        #expect(PublicSuffixList.isPrivate("github.io"))
        #expect(!PublicSuffixList.isPrivate("co.uk"))
    }

    /// The generated table is what scripts/psl.py makes of the installed list (Debian's `publicsuffix`), when
    /// that list is installed; its rule count is the list's.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/publicsuffix/public_suffix_list.dat")))
    func generatedTableMatchesInstalledList() async throws {
        let list = try String(contentsOfFile: "/usr/share/publicsuffix/public_suffix_list.dat", encoding: .utf8)
        let rules = list.split(whereSeparator: \.isNewline).filter {
            let line = $0.trimmingCharacters(in: .whitespaces)
            return !line.isEmpty && !line.hasPrefix("//")
        }
        let version = try await Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/dpkg-query"), ["-W", "-f=${Version}", "publicsuffix"])
        guard version.status == 0 else { return }
        // Another version of the list is no fault of the code: say so (regenerating is a deliberate update).
        guard version.text == PublicSuffixList.version else {
            print(
                "note: the installed publicsuffix is \(version.text), the table \(PublicSuffixList.version): not compared"
            )
            return
        }
        #expect(rules.count == PublicSuffixList.ruleCount)
        let check = try await Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", PackageRoot.path + "/scripts/psl.py", "--check"])
        #expect(check.status == 0, "\(check.errors)")
    }
}
