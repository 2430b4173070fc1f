import Testing
import UniversalLinksChecker

/// Which addresses a fetch on someone else's say-so may reach (console check, `ulinks mcp` check, includes).
@Suite struct AddressPolicyTests {
    @Test(arguments: [
        "127.0.0.1", "127.1.2.3", "10.0.0.1", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254",
        "100.64.0.1", "0.0.0.0", "224.0.0.1", "255.255.255.255", "198.18.0.1", "::1", "::", "fe80::1", "fc00::1",
        "fd12:3456::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "64:ff9b::a00:1", "2001:db8::1", "not-an-ip",
    ])
    func refused(address: String) {
        #expect(!AddressPolicy.isPublic(address))
    }

    @Test(arguments: ["17.253.144.10", "8.8.8.8", "172.32.0.1", "192.169.0.1", "2a00:1450:4001::1", "::ffff:8.8.8.8"])
    func allowed(address: String) {
        #expect(AddressPolicy.isPublic(address))
    }

    /// A caller that found no address itself reports the host as `check` does, without a second lookup.
    @Test func unresolvedReportIsWhatCheckReports() async throws {
        try await DomainChecker.withChecker(options: CheckerOptions(timeout: 5)) { checker in
            let checked = await checker.check(domain: "nothing.invalid")
            let made = checker.unresolvedReport(domain: "Nothing.INVALID.")
            #expect(made.status == .unreachable && made.domain == "nothing.invalid" && made.url == checked.url)
            #expect(made.checks.map(\.id) == checked.checks.map(\.id))
            #expect(made.checks.map(\.status) == checked.checks.map(\.status))
            #expect(made.check(.dns)?.seen == "nothing.invalid does not resolve")
            #expect(made.remoteAddress == nil && made.file == nil)
        }
    }

    @Test func loopbackNamesResolveToRefusedAddresses() async {
        let addresses = await AddressPolicy.resolve("localhost")
        #expect(!addresses.isEmpty)
        #expect(addresses.allSatisfy { !AddressPolicy.isPublic($0) })
    }
}
