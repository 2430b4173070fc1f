import Testing
import UniversalLinks

@Suite struct EntitlementCoverageTests {
    @Test(arguments: [
        ("applinks:*.example.com", "www.example.com", true),
        ("applinks:*.example.com", "a.b.example.com", true),
        ("applinks:*.example.com", "WWW.Example.COM", true),
        // Our reading of the archived guide: the wildcard does not cover its apex.
        ("applinks:*.example.com", "example.com", false),
        ("applinks:*.example.com", "badexample.com", false),
        ("applinks:example.com", "example.com", true),
        ("applinks:example.com", "example.com.", true),
        ("applinks:example.com", "www.example.com", false),
        ("applinks:xn--bcher-kva.example", "bücher.example", true),
        ("applinks:*.xn--bcher-kva.example", "shop.bücher.example", true),
    ])
    func covers(_ entry: String, _ host: String, _ expected: Bool) throws {
        let domain = try #require(AssociatedDomain(entry))
        #expect(domain.covers(host: host) == expected)
    }

    @Test func wildcardFetchesFromApex() throws {
        let domain = try #require(AssociatedDomain("applinks:*.example.com"))
        #expect(domain.fetchHost == "example.com")
        #expect(domain.fileURL == "https://example.com/.well-known/apple-app-site-association")
        #expect(domain.coverage == "subdomains of example.com (not example.com itself)")
        let ported = try #require(AssociatedDomain("webcredentials:example.com:8443"))
        #expect(ported.fileURL == "https://example.com:8443/.well-known/apple-app-site-association")
    }

    @Test(
        arguments: [
            ("shop.eu.example.com", "applinks:*.eu.example.com"),
            ("eu.example.com", "applinks:eu.example.com"),
            ("www.example.com", "applinks:*.example.com"),
            ("a.shop.eu.example.com", "applinks:*.eu.example.com"),
            ("example.com", nil),
            ("example.org", nil),
        ] as [(String, String?)])
    func mostSpecificEntryWins(_ host: String, _ winner: String?) {
        let domains = [
            "applinks:*.example.com", "applinks:*.eu.example.com", "applinks:eu.example.com",
            "webcredentials:example.com",
        ].compactMap(AssociatedDomain.init)
        #expect(domains.count == 4)
        #expect(domains.winner(for: host)?.description == winner)
    }

    @Test func serviceMatters() {
        let domains = ["applinks:example.com", "webcredentials:*.example.com"].compactMap(AssociatedDomain.init)
        #expect(domains.winner(for: "www.example.com", service: .applinks) == nil)
        #expect(domains.winner(for: "www.example.com", service: .webcredentials)?.hostPattern == "*.example.com")
        #expect(domains.fetchHosts == ["example.com"])
    }
}
