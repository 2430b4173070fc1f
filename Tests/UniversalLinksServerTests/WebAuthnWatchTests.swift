import Foundation
import Testing
import UniversalLinks
import UniversalLinksChecker
import UniversalLinksWatch

@testable import UniversalLinksServer

/// The watch reads `/.well-known/webauthn` of a domain that asks for it (`--webauthn`), from a real
/// HTTPS origin (`ulinks serve` with a test CA): a file that breaks, or disappears, is a transition with
/// the `webauthn` reason; a domain that does not ask is never failed for having none.
@Suite struct WebAuthnWatchTests {
    static let host = "rp.example.com"

    /// One round of `target` alone, its result.
    static func round(_ engine: WatchEngine, _ target: WatchTarget, _ number: Int) async throws -> WatchResult {
        let collected = Collected()
        _ = try await engine.round([target], number: number, spread: false) { await collected.add($0) }
        guard let result = await collected.results.first else { throw TestFailure("no result for \(target.domain)") }
        return result
    }

    /// `service` served over TLS with the certificate `rp` of `certificates` on a loopback port, and a
    /// watch engine that reaches `hosts` there.
    static func watching(
        _ service: AssociationService, _ certificates: TestCertificates, _ hosts: [String],
        _ body: @Sendable (WatchEngine) async throws -> Void
    ) async throws {
        let identity = try TLSIdentity(
            certificatePath: certificates.certificatePath("rp"), keyPath: certificates.keyPath("rp"))
        try await TestServer.with(service, options: .init(host: "127.0.0.1", port: 0, tls: [identity])) {
            port async throws in
            let checker = CheckerOptions(
                // Generous: the rounds are about states, and a loaded full run has used up 10 s before a fetch.
                timeout: 60, extraCAFile: certificates.caPath,
                resolve: hosts.map { ResolveOverride(host: $0, address: "127.0.0.1", port: port) })
            try await body(
                WatchEngine(
                    configuration: WatchConfiguration(checker: checker, concurrency: 2, allowPrivateAddresses: true),
                    store: MemoryWatchStore()))
        }
    }

    actor Collected {
        var results: [WatchResult] = []
        func add(_ result: WatchResult) { results.append(result) }
    }

    @Test func breakageAndAbsenceAreTransitionsOnlyForDomainsThatServeTheFile() async throws {
        let certificates = try TestCertificates([("rp", [Self.host])])
        defer { certificates.remove() }
        let service = Fixtures.service()
        let name = try #require(HostName(Self.host))
        _ = try await service.publish(Fixtures.aasa(1), host: name, kind: .aasa)
        _ = try await service.publish(WebAuthnHostingTests.first, host: name, kind: .webauthn)
        try await Self.watching(service, certificates, [Self.host]) { engine in
            let watched = WatchTarget(domain: Self.host, webauthn: true)
            let unwatched = WatchTarget(domain: Self.host)

            let first = try await Self.round(engine, watched, 1)
            // The test certificates expire within days (tls-expiring): every state is compared with this one.
            let ids = { (result: WatchResult) in result.record.reasons.map(\.id).filter { $0 != .tlsExpiring } }
            #expect(first.state != .failing && ids(first).isEmpty, "\(first.record.reasons)")

            // The file disappears: browsers read no related origins any more, a transition with the reason.
            _ = try await service.delete(host: name, kind: .webauthn)
            let absent = try await Self.round(engine, watched, 2)
            #expect(absent.state == .failing)
            #expect(ids(absent) == [.webauthn])
            #expect(absent.transition?.from == first.state && absent.transition?.to == .failing)
            let reason = try #require(absent.record.reasons.first { $0.id == .webauthn })
            let message = Localizer.english.render(reason.message)
            #expect(message.contains("https://\(Self.host)/.well-known/webauthn answers 404"), "\(message)")

            // Served again: back to ok, a transition too.
            _ = try await service.publish(
                Array(#"{"origins": ["https://shop.example.co.uk"]}"#.utf8), host: name, kind: .webauthn)
            let back = try await Self.round(engine, watched, 3)
            #expect(back.state == first.state && ids(back).isEmpty, "\(back.record.reasons)")
            #expect(back.transition?.from == .failing && back.transition?.to == first.state)

            // A domain that does not watch the file is not failed for its absence.
            _ = try await service.delete(host: name, kind: .webauthn)
            let plain = WatchEngine(configuration: engine.configuration, store: MemoryWatchStore())
            let unwatchedResult = try await Self.round(plain, unwatched, 1)
            #expect(
                unwatchedResult.state == first.state && ids(unwatchedResult).isEmpty,
                "\(unwatchedResult.record.reasons)")
        }
    }

    /// `ulinks serve --watch` watches a host for every file it serves. A host serving only a webauthn file,
    /// or only assetlinks.json, is watched for that file, its connection and its certificate, and is
    /// not failed for having no AASA (before, such hosts were not watched at all).
    @Test func aHostServingNoAASAIsWatchedForTheFilesItServes() async throws {
        let android = "app.example.com"
        let both = "both.example.com"
        let certificates = try TestCertificates([("rp", [Self.host, android, both])])
        defer { certificates.remove() }
        let service = Fixtures.service()
        let rp = try #require(HostName(Self.host))
        _ = try await service.publish(WebAuthnHostingTests.first, host: rp, kind: .webauthn)
        _ = try await service.publish(Fixtures.assetlinks, host: try #require(HostName(android)), kind: .assetlinks)
        _ = try await service.publish(Fixtures.aasa(1), host: try #require(HostName(both)), kind: .aasa)
        _ = try await service.publish(Fixtures.assetlinks, host: try #require(HostName(both)), kind: .assetlinks)

        let (hosted, registered) = WatchListing.watched(service.state.table, [], limit: 10)
        #expect(registered.isEmpty)
        let byName = Dictionary(uniqueKeysWithValues: hosted.map { ($0.domain, $0) })
        #expect(Set(byName.keys) == [Self.host, android, both])
        let webauthnOnly = try #require(byName[Self.host])
        #expect(!webauthnOnly.watchesAASA && webauthnOnly.watchesWebAuthn && webauthnOnly.android == nil)
        let androidOnly = try #require(byName[android])
        #expect(!androidOnly.watchesAASA && !androidOnly.watchesWebAuthn && androidOnly.android != nil)
        let served = try #require(byName[both])
        #expect(served.watchesAASA && served.android != nil && !served.watchesWebAuthn)

        try await Self.watching(service, certificates, [Self.host, android, both]) { engine in
            let ids = { (result: WatchResult) in result.record.reasons.map(\.id).filter { $0 != .tlsExpiring } }
            for (number, target) in [webauthnOnly, androidOnly, served].enumerated() {
                let result = try await Self.round(engine, target, number + 1)
                #expect(result.state != .failing && ids(result).isEmpty, "\(target.domain): \(result.record.reasons)")
            }
            // The same host asked for its AASA fails for its absence: what aasa: false changes.
            let asked = try await Self.round(engine, WatchTarget(domain: Self.host, webauthn: true), 4)
            #expect(asked.state == .failing && ids(asked).contains(.httpStatus), "\(asked.record.reasons)")

            // The files themselves still count: the webauthn file and assetlinks.json disappear.
            _ = try await service.delete(host: rp, kind: .webauthn)
            _ = try await service.delete(host: try #require(HostName(android)), kind: .assetlinks)
            let gone = try await Self.round(engine, webauthnOnly, 5)
            #expect(gone.state == .failing && ids(gone) == [.webauthn], "\(gone.record.reasons)")
            let absent = try await Self.round(engine, androidOnly, 6)
            #expect(absent.state == .failing && ids(absent) == [.assetLinks], "\(absent.record.reasons)")
        }
    }
}
