import Foundation
import NIOSSL
import ULinksTestSupport
import UniversalLinksChecker

/// Every test server, started once per test process: a main server for the many host names under
/// `example.test` (each host one hosting scenario), servers with bad certificates, a silent one, and a
/// stub of Apple's CDN.
final class CheckerFixture: Sendable {
    static let shared = Task { try await CheckerFixture() }

    static let appID = "ABCDE12345.com.example.app"
    static let otherApp = "ABCDE12345.com.example.other"

    /// A valid file listing `app` for applinks and webcredentials.
    static func file(app: String = appID, paths: [String] = ["NOT /buy/secret", "/buy/*"]) -> String {
        """
        {
          "applinks": {
            "apps": [],
            "details": [
              {
                "appIDs": ["\(app)"],
                "components": [
                  { "/": "/buy/secret", "exclude": true },
                  { "/": "/buy/*" }
                ],
                "paths": [\(paths.map { "\"\($0)\"" }.joined(separator: ", "))]
              }
            ]
          },
          "webcredentials": { "apps": ["\(app)"] }
        }
        """
    }

    static let staleFile = file(app: otherApp)

    let pki: TestPKI
    let main: TestHTTPSServer
    let expired: TestHTTPSServer
    let selfSigned: TestHTTPSServer
    let wrongHost: TestHTTPSServer
    let incomplete: TestHTTPSServer
    let silent: TestHTTPSServer

    private init() async throws {
        let pki = try TestPKI()
        self.pki = pki
        let mainIdentity = try pki.issue(
            "main", names: ["*.example.test", "www.moved.example.test", "cdn.apple.test"], days: 60)
        let signer = try pki.issue("signer", names: ["signed.example.test"])
        let signed = try pki.sign(Self.file(), with: signer)
        let gzipped = try TestPKI.run("/usr/bin/env", ["gzip", "-c", "-n"], input: Array(Self.file().utf8))
        let bomb = try TestPKI.run(
            "/usr/bin/env", ["gzip", "-c", "-n"], input: [UInt8](repeating: 0x20, count: 20 << 20))
        let routes = MainRoutes(signed: signed, gzipped: gzipped, bomb: bomb)
        main = try await TestHTTPSServer.start(tls: try Self.context(mainIdentity), route: { routes.route($0, $1) })
        let good: TestHTTPSServer.Route = { _, path in
            path.hasSuffix("apple-app-site-association") ? .json(Self.file()) : .notFound
        }
        expired = try await TestHTTPSServer.start(
            tls: try Self.context(try pki.issue("expired", names: ["expired.example.test"], days: -1)), route: good)
        selfSigned = try await TestHTTPSServer.start(
            tls: try Self.context(try pki.selfSigned("selfsigned", host: "selfsigned.example.test")), route: good)
        wrongHost = try await TestHTTPSServer.start(
            tls: try Self.context(try pki.issue("wronghost", names: ["www.other.example.org"])), route: good)
        // A leaf issued by an intermediate, served without the intermediate.
        _ = try pki.issue("intermediate", names: [], isCA: true)
        incomplete = try await TestHTTPSServer.start(
            tls: try Self.context(
                try pki.issue("incomplete", names: ["incomplete.example.test"], issuer: "intermediate")),
            route: good)
        silent = try await TestHTTPSServer.startSilent()
    }

    static func context(_ identity: TestPKI.Identity) throws -> NIOSSLContext {
        let chain = try ([identity.certificate] + identity.chain).flatMap { try NIOSSLCertificate.fromPEMFile($0) }
        let configuration = TLSConfiguration.makeServerConfiguration(
            certificateChain: chain.map { .certificate($0) },
            privateKey: .privateKey(try NIOSSLPrivateKey(file: identity.key, format: .pem)))
        return try NIOSSLContext(configuration: configuration)
    }

    /// Options that route every test host to its server and trust the test CA.
    /// The default deadline is generous: the tests run in parallel on a loaded machine, and only the tests
    /// about deadlines use short ones.
    func options(timeout: Double = 60, developerMode: Bool = false, trustCA: Bool = true) -> CheckerOptions {
        var mappings: [ResolveOverride] = MainRoutes.hosts.map {
            ResolveOverride(host: $0, address: "127.0.0.1", port: main.port)
        }
        mappings += [
            ResolveOverride(host: "expired.example.test", address: "127.0.0.1", port: expired.port),
            ResolveOverride(host: "selfsigned.example.test", address: "127.0.0.1", port: selfSigned.port),
            ResolveOverride(host: "wronghost.example.test", address: "127.0.0.1", port: wrongHost.port),
            ResolveOverride(host: "incomplete.example.test", address: "127.0.0.1", port: incomplete.port),
            ResolveOverride(host: "hang.example.test", address: "127.0.0.1", port: silent.port),
            // Nothing listens on port 1.
            ResolveOverride(host: "refused.example.test", address: "127.0.0.1", port: 1),
        ]
        var options = CheckerOptions(
            timeout: timeout, developerMode: developerMode, extraCAFile: trustCA ? pki.caFile : nil, resolve: mappings,
            cdnBase: "https://cdn.apple.test/a/v1/")
        options.checkLegacyRoot = true
        options.slowResponseSeconds = timeout
        return options
    }

    /// Checks one domain with a fresh checker.
    func check(
        _ domain: String, app: String? = nil, urls: [String] = [], cdn: Bool = false, options: CheckerOptions? = nil
    ) async throws -> DomainReport {
        try await DomainChecker.withChecker(options: options ?? self.options()) { checker in
            await checker.check(domain: domain, app: app, urls: urls, cdn: cdn)
        }
    }
}

extension CheckerFixture {
    /// `ulinks check ARGUMENTS` against the fixture's servers: their `--resolve` mappings, CA and CDN.
    func runCheck(_ arguments: [String]) async throws -> ProcessRun? {
        let options = options()
        let mappings = options.resolve.values.flatMap { ["--resolve", $0.description] }
        return try await ULinksCommand.run(
            ["check"] + arguments + mappings + ["--ca", pki.caFile, "--cdn-base", options.cdnBase])
    }
}
