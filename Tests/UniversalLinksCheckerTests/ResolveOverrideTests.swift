import Testing
import UniversalLinksChecker

@Suite("--resolve")
struct ResolveOverrideTests {
    @Test(arguments: [
        ("example.com=127.0.0.1:8443", "example.com", "127.0.0.1", 8443),
        ("Example.COM=[::1]:443", "example.com", "::1", 443),
        ("example.com:443:127.0.0.2", "example.com", "127.0.0.2", 443),
        ("a.test=localhost:1", "a.test", "localhost", 1),
    ])
    func parses(text: String, host: String, address: String, port: Int) throws {
        let mapping = try ResolveOverride(parsing: text)
        #expect(mapping.host == host)
        #expect(mapping.address == address)
        #expect(mapping.port == port)
    }

    @Test(arguments: [
        "example.com", "=1.2.3.4:1", "example.com=1.2.3.4", "example.com=1.2.3.4:99999", "example.com=:80",
    ])
    func rejects(text: String) {
        #expect(throws: ResolveOverrideError.self) { try ResolveOverride(parsing: text) }
    }
}
