import Foundation
import UniversalLinks
import UniversalLinksChecker

/// A loopback HTTPS server for the `*.links.test` statement-list scenarios (includes, loops, fan-out,
/// redirects, oversize, wrong type), sharing the checker fixture's CA and its other servers.
final class AndroidFixture: Sendable {
    static let shared = Task { try await AndroidFixture() }

    static let package = "com.example.app"
    static let print = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
    static let otherPrint =
        "10:39:38:EE:45:37:E5:9E:8E:E7:92:F6:54:50:4F:B8:34:6F:C6:B3:46:D0:BB:C4:41:5F:C3:39:FC:FC:8E:C1"
    static let hosts = [
        "good.links.test", "inc.links.test", "loop.links.test", "fanout.links.test", "redirect.links.test",
        "mixed.links.test", "big.links.test", "html.links.test", "broken.links.test", "empty.links.test",
    ]

    let checker: CheckerFixture
    let server: TestHTTPSServer

    private init() async throws {
        let checker = try await CheckerFixture.shared.value
        self.checker = checker
        let identity = try checker.pki.issue("links", names: ["*.links.test"], days: 30)
        server = try await TestHTTPSServer.start(tls: try CheckerFixture.context(identity)) { host, path in
            Self.route(host, path)
        }
    }

    static func app(
        _ package: String = package, prints: [String] = [print],
        relation: String = "delegate_permission/common.handle_all_urls"
    ) -> String {
        """
        {"relation": ["\(relation)"], "target": {"namespace": "android_app", "package_name": "\(package)", \
        "sha256_cert_fingerprints": [\(prints.map { "\"\($0)\"" }.joined(separator: ", "))]}}
        """
    }

    static func include(_ url: String) -> String { "{\"include\": \"\(url)\"}" }

    static func list(_ statements: [String]) -> TestServerBehavior {
        .json("[" + statements.joined(separator: ",\n") + "]")
    }

    static func route(_ host: String, _ path: String) -> TestServerBehavior {
        let wellKnown = path == "/.well-known/assetlinks.json"
        switch (host, path) {
        case ("good.links.test", _) where wellKnown:
            return list([app(), include("https://inc.links.test/one.json")])
        case ("inc.links.test", "/one.json"):
            return list([
                "{\"relation\": [\"delegate_permission/common.get_login_creds\"], \"target\": {\"namespace\": \"web\", \"site\": \"HTTPS://Login.Links.Test.\"}}",
                include("https://inc.links.test/two.json"),
            ])
        case ("inc.links.test", "/two.json"):
            return list([app("com.example.included")])
        case ("loop.links.test", _) where wellKnown:
            return list([include("https://loop.links.test/a.json")])
        case ("loop.links.test", "/a.json"):
            return list([include("https://loop.links.test/b.json"), app()])
        case ("loop.links.test", "/b.json"):
            return list([include("https://loop.links.test/a.json")])
        case ("fanout.links.test", _) where wellKnown:
            return list((0..<50).map { include("https://fanout.links.test/n\($0).json") })
        case ("fanout.links.test", let p) where p.hasPrefix("/n"):
            return list([app("com.example.n" + p.dropFirst(2).dropLast(5))])
        case ("redirect.links.test", _):
            return .status(.movedPermanently, headers: [("Location", "https://good.links.test\(path)")])
        case ("mixed.links.test", _) where wellKnown:
            return list([
                app(), "{}", include("https://redirect.links.test/x.json"), include("https://big.links.test/x.json"),
                include("https://html.links.test/x.json"), include("https://broken.links.test/x.json"),
                include("https://mixed.links.test/missing.json"), include("http://mixed.links.test/plain.json"),
                include("https://127.0.0.1/internal.json"), include("https://expired.example.test/x.json"),
            ])
        case ("big.links.test", _):
            return .json("[" + app() + "]" + String(repeating: " ", count: 200 * 1024))
        case ("html.links.test", _):
            return .json("[" + app("com.example.html") + "]", contentType: "text/html")
        case ("broken.links.test", _):
            return .json("[" + app("com.example.broken") + ",]")
        case ("empty.links.test", _) where wellKnown:
            return .json("[]")
        default:
            return .notFound
        }
    }

    /// The checker fixture's options plus the `*.links.test` hosts. Every route here answers at once, so the
    /// deadline only matters when the full suite starves the event loops: 120 s (15 s ran out once, in a
    /// full run whose test took 132 s).
    func options(timeout: Double = 120) -> CheckerOptions {
        var options = checker.options(timeout: timeout)
        for host in Self.hosts {
            options.resolve[host] = ResolveOverride(host: host, address: "127.0.0.1", port: server.port)
        }
        return options
    }

    func statements(_ domain: String, query: StatementQuery = StatementQuery(), options: CheckerOptions? = nil)
        async throws
        -> StatementListReport
    {
        try await DomainChecker.withChecker(options: options ?? self.options()) { checker in
            await checker.statements(domain: domain, query: query)
        }
    }
}
