import Testing

@testable import UniversalLinksMCP

/// The names the `check` tool refuses (the addresses: AddressPolicyTests, in the checker's tests).
@Suite struct HostPolicyTests {
    @Test(arguments: [
        ("Example.COM.", "example.com"), ("xn--bcher-kva.example", "xn--bcher-kva.example"), ("a-b.c", "a-b.c"),
    ])
    func hostNames(domain: String, host: String) throws {
        #expect(try HostPolicy.hostName(domain) == host)
    }

    @Test(arguments: [
        "", "1.2.3.4", "example.com:443", "https://example.com", "exa mple.com", "a..b", "-a.com", "a-.com",
        "bücher.example", "<x>.com", String(repeating: "a", count: 64) + ".com", "1.2.3.4.5", "xn--zz.example",
        "a.xn--zz",
    ])
    func refusedNames(domain: String) {
        #expect(throws: (any Error).self) { try HostPolicy.hostName(domain) }
    }
}
