import Testing
import UniversalLinks

@Suite struct EntitlementLintTests {
    /// One entry, the code it must raise, and the text the caret must point at.
    @Test(arguments: [
        ("applinks:https://example.com", "entitlement-scheme", "https"),
        ("applinks://example.com", "entitlement-scheme", "//"),
        ("applinks:example.com/products", "entitlement-path", "/products"),
        ("applinks:example.com#top", "entitlement-path", "#top"),
        ("applinks:example.com/", "entitlement-trailing-slash", "/"),
        ("applinks: example.com", "entitlement-whitespace", " "),
        ("applinks:example.com ", "entitlement-whitespace", " "),
        ("applink:example.com", "unknown-service", "applink"),
        ("Applinks:example.com", "unknown-service", "Applinks"),
        ("example.com", "missing-service", "example.com"),
        ("applinks:example.com?mode=debug", "unknown-mode", "mode=debug"),
        ("applinks:example.com?mode=developer+beta", "unknown-mode", "mode=developer+beta"),
        ("applinks:example.com?lang=en", "entitlement-query", "lang=en"),
        ("applinks:example.com:8443", "applinks-port", ":8443"),
        ("webcredentials:example.com:http", "invalid-port", ":http"),
        ("appclips:*.example.com", "appclips-wildcard", "*.example.com"),
        ("applinks:*example.com", "wildcard-without-dot", "*example.com"),
        ("applinks:www.*.example.com", "misplaced-wildcard", "www.*.example.com"),
        ("applinks:bücher.example", "non-ascii-host", "bücher.example"),
        ("applinks:exa_mple.com", "invalid-host", "exa_mple.com"),
        ("applinks:example..com", "invalid-host", "example..com"),
        ("applinks:xn--99999999999999999.com", "invalid-host", "xn--99999999999999999.com"),
        ("applinks:", "invalid-host", ""),
        ("applinks:192.168.1.20", "ip-address-host", "192.168.1.20"),
        ("applinks:[::1]", "ip-address-host", "[::1]"),
        ("webcredentials:localhost", "localhost-host", "localhost"),
    ])
    func entryLint(_ entry: String, _ code: String, _ pointedText: String) throws {
        let validation = EntitlementFixtures.validate([entry])
        let diagnostic = try #require(
            validation.report.diagnostics.first { $0.code.rawValue == code }, "\(validation.report.codes)")
        #expect(diagnostic.pointer == "/com.apple.developer.associated-domains/0")
        // The caret points into the entry: line 9 of the fixture, at the offending text.
        let location = try #require(diagnostic.location)
        #expect(location.line == 9)
        let line = validation.document.source?.line(location.line) ?? ""
        let rest = String(line.unicodeScalars.dropFirst(location.column - 1))
        #expect(rest.hasPrefix(EntitlementFixtures.escape(pointedText)), "caret at '\(rest)'")
    }

    @Test func nonASCIIHintGivesPunycode() throws {
        let validation = EntitlementFixtures.validate(["applinks:*.bücher.example"])
        let diagnostic = try #require(validation.report.diagnostics.first { $0.code == "non-ascii-host" })
        #expect(diagnostic.hint?.english == "Write applinks:*.xn--bcher-kva.example.")
        // The entry is still understood, in its ASCII form.
        #expect(validation.domains.first?.host == "xn--bcher-kva.example")
    }

    @Test(arguments: [
        "applinks:example.com", "webcredentials:example.com", "activitycontinuation:example.com",
        "appclips:clip.example.com", "applinks:*.example.com", "applinks:xn--bcher-kva.example",
        "applinks:dev.example.com?mode=developer", "applinks:example.com?mode=managed",
        "applinks:example.com?mode=developer+managed", "webcredentials:example.com:8443",
        "applinks:192.168.1.20?mode=developer", "applinks:localhost?mode=developer",
    ])
    func acceptsValidEntry(_ entry: String) throws {
        let parsed = AssociatedDomainEntry(entry)
        #expect(parsed.problems.isEmpty, "\(parsed.problems.map(\.code))")
        #expect(parsed.isValid)
        let domain = try #require(AssociatedDomain(entry))
        #expect(domain.description == entry)
    }

    @Test func repairsMalformedEntries() throws {
        let entry = AssociatedDomainEntry("applinks:https://Example.com/")
        #expect(!entry.isValid)
        #expect(Set(entry.problems.map(\.code)) == ["entitlement-scheme", "entitlement-trailing-slash"])
        let domain = try #require(entry.domain)
        #expect(domain.description == "applinks:example.com")
        #expect(AssociatedDomain("applinks:https://example.com") == nil)
    }

    @Test(arguments: [
        ("applinks:https://Example.com/", "Write applinks:example.com."),
        ("applinks: example.com/path ", "Write applinks:example.com."),
        ("applinks:example.com:443?mode=developer", "Write applinks:example.com?mode=developer."),
        ("applinks:*bücher.example", "Write applinks:*.xn--bcher-kva.example."),
        ("applinks:example.com?mode=developer+debug", "Write applinks:example.com?mode=developer."),
    ])
    func hintGivesTheCorrectedEntry(_ entry: String, _ hint: String) {
        let problems = AssociatedDomainEntry(entry).problems
        #expect(!problems.isEmpty)
        #expect(problems.allSatisfy { $0.hint?.english == hint }, "\(problems.map { $0.hint?.english })")
    }

    @Test func parsesParts() throws {
        let domain = try #require(AssociatedDomain("webcredentials:*.Example.com:8443?mode=managed+developer"))
        #expect(domain.service == .webcredentials)
        #expect(domain.host == "example.com")
        #expect(domain.isWildcard)
        #expect(domain.port == 8443)
        #expect(domain.modes == [.developer, .managed])
        #expect(domain.bypassesCDN)
        #expect(domain.description == "webcredentials:*.example.com:8443?mode=developer+managed")
    }

    @Test func duplicates() throws {
        let validation = EntitlementFixtures.validate([
            "applinks:example.com", "webcredentials:example.com", "applinks:EXAMPLE.com",
        ])
        let duplicates = validation.report.diagnostics.filter { $0.code == "duplicate-entry" }
        #expect(duplicates.count == 1)
        #expect(duplicates.first?.pointer == "/com.apple.developer.associated-domains/2")
        #expect(duplicates.first?.severity == .warning)
    }

    @Test(arguments: [30, 31])
    func tooManyDomains(_ count: Int) {
        let entries = (1...count).map { "applinks:host\($0).example.com" } + ["webcredentials:host1.example.com"]
        let validation = EntitlementFixtures.validate(entries)
        let found = validation.report.diagnostics.filter { $0.code == "too-many-domains" }
        #expect(found.count == (count > 30 ? 1 : 0))
        if count > 30 { #expect(found.first?.pointer == "/com.apple.developer.associated-domains/30") }
    }

    @Test func wildcardWithoutApexIsAdvised() throws {
        let alone = EntitlementFixtures.validate(["applinks:*.example.com"])
        let diagnostic = try #require(alone.report.diagnostics.first { $0.code == "wildcard-misses-apex" })
        #expect(
            diagnostic.hint?.english == "Also list applinks:example.com if links on example.com should open the app.")
        let withApex = EntitlementFixtures.validate(["applinks:*.example.com", "applinks:example.com"])
        #expect(withApex.report.diagnostics.isEmpty)
        // The apex listed for another service does not count.
        let otherService = EntitlementFixtures.validate(["applinks:*.example.com", "webcredentials:example.com"])
        #expect(otherService.report.codes.contains("wildcard-misses-apex"))
    }

    @Test func cleanFileHasNoDiagnostics() {
        let validation = EntitlementFixtures.validate([
            "applinks:example.com", "applinks:www.example.com", "webcredentials:example.com",
        ])
        #expect(validation.report.diagnostics.isEmpty)
        #expect(validation.domains.count == 3)
        #expect(validation.document.applicationIdentifier == "ABCDE12345.com.example.app")
    }

    @Test func everyRegisteredExampleEmitsItsCode() throws {
        let infos = DiagnosticCode.registry.filter { $0.domain == .entitlements }
        #expect(infos.count >= 20)
        for info in infos {
            let example = try #require(info.example, "\(info.code) has no example")
            let report = EntitlementsValidator().validate(Array(example.utf8)).report
            #expect(report.codes.contains(info.code), "example of \(info.code) gave \(report.codes)")
            #expect(report.diagnostics.first { $0.code == info.code }?.severity == info.severity)
        }
    }
}
