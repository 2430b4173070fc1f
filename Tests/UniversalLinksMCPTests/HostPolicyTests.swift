import Testing

@testable import UniversalLinksMCP

/// The addresses and names the `check` tool refuses.
@Suite struct HostPolicyTests {
    @Test(arguments: [
        "127.0.0.1", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1",
        "0.0.0.0", "224.0.0.1", "255.255.255.255", "198.18.0.1", "::1", "::", "fe80::1", "fc00::1", "fd12:3456::1",
        "ff02::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "64:ff9b::a00:1", "2001:db8::1", "not an address",
    ])
    func privateAddresses(address: String) {
        #expect(HostPolicy.isPrivate(address))
    }

    @Test(arguments: ["1.1.1.1", "17.253.144.10", "172.32.0.1", "192.169.0.1", "2606:4700::1111", "::ffff:8.8.8.8"])
    func publicAddresses(address: String) {
        #expect(!HostPolicy.isPrivate(address))
    }

    @Test(arguments: [
        ("Example.COM.", "example.com"), ("xn--bcher-kva.example", "xn--bcher-kva.example"), ("a-b.c", "a-b.c"),
    ])
    func hostNames(domain: String, host: String) throws {
        #expect(try HostPolicy.hostName(domain) == host)
    }

    @Test(arguments: [
        "", "1.2.3.4", "example.com:443", "https://example.com", "exa mple.com", "a..b", "-a.com", "a-.com",
        "bücher.example", "<x>.com", String(repeating: "a", count: 64) + ".com",
    ])
    func refusedNames(domain: String) {
        #expect(throws: (any Error).self) { try HostPolicy.hostName(domain) }
    }
}
