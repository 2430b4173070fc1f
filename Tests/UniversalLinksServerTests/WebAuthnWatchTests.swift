import Foundation
import Testing
import UniversalLinks
import UniversalLinksChecker
import UniversalLinksServer
import UniversalLinksWatch

/// The watch reads `/.well-known/webauthn` of a domain that asks for it (`--webauthn`), from a real
/// HTTPS origin (`ulinks serve` with a test CA): a file that breaks, or disappears, is a transition with
/// the `webauthn` reason; a domain that does not ask is never failed for having none.
@Suite struct WebAuthnWatchTests {
    static let host = "rp.example.com"

    @Test func breakageAndAbsenceAreTransitionsOnlyForDomainsThatServeTheFile() async throws {
        let certificates = try TestCertificates([("rp", [Self.host])])
        defer { certificates.remove() }
        let service = Fixtures.service()
        let name = try #require(HostName(Self.host))
        _ = try await service.publish(Fixtures.aasa(1), host: name, kind: .aasa)
        _ = try await service.publish(WebAuthnHostingTests.first, host: name, kind: .webauthn)
        let identity = try TLSIdentity(
            certificatePath: certificates.certificatePath("rp"), keyPath: certificates.keyPath("rp"))
        try await TestServer.with(service, options: .init(host: "127.0.0.1", port: 0, tls: [identity])) {
            port async throws in
            let checker = CheckerOptions(
                timeout: 10, extraCAFile: certificates.caPath,
                resolve: [ResolveOverride(host: Self.host, address: "127.0.0.1", port: port)])
            let engine = WatchEngine(
                configuration: WatchConfiguration(checker: checker, concurrency: 2, allowPrivateAddresses: true),
                store: MemoryWatchStore())
            let watched = WatchTarget(domain: Self.host, webauthn: true)
            let unwatched = WatchTarget(domain: Self.host)

            func round(_ target: WatchTarget, _ number: Int) async throws -> WatchResult {
                var results: [WatchResult] = []
                _ = try await engine.round([target], number: number, spread: false) { results.append($0) }
                return try #require(results.first)
            }

            let first = try await round(watched, 1)
            #expect(first.state == .ok, "\(first.record.reasons)")

            // The file disappears: browsers read no related origins any more, a transition with the reason.
            _ = try await service.delete(host: name, kind: .webauthn)
            let absent = try await round(watched, 2)
            #expect(absent.state == .failing)
            #expect(absent.record.reasons.map(\.id) == [.webauthn])
            #expect(absent.transition?.from == .ok && absent.transition?.to == .failing)
            let message = Localizer.english.render(try #require(absent.record.reasons.first).message)
            #expect(message.contains("https://\(Self.host)/.well-known/webauthn answers 404"), "\(message)")

            // Served again: back to ok, a transition too.
            _ = try await service.publish(
                Array(#"{"origins": ["https://shop.example.co.uk"]}"#.utf8), host: name, kind: .webauthn)
            let back = try await round(watched, 3)
            #expect(back.state == .ok, "\(back.record.reasons)")
            #expect(back.transition?.to == .ok)

            // A domain that does not watch the file is not failed for its absence.
            _ = try await service.delete(host: name, kind: .webauthn)
            let store = MemoryWatchStore()
            let plain = WatchEngine(configuration: engine.configuration, store: store)
            var results: [WatchResult] = []
            _ = try await plain.round([unwatched], number: 1, spread: false) { results.append($0) }
            #expect(results.first?.state == .ok, "\(results.first?.record.reasons ?? [])")
        }
    }
}
