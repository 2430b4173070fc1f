import Foundation
import NIOHTTP1
import ULinksTestSupport
import UniversalLinks
import UniversalLinksChecker

/// Loopback servers for `ulinks trace`: the `*.trace.test` hosts on one HTTPS server (each host one
/// scenario: a click-tracking host, a meta-refresh page, a loop, a private redirect, an associated
/// host without the app, an assetlinks.json without the fingerprint, Apple's CDN), a plain-HTTP click
/// tracker, sharing the checker fixture's CA.
final class TraceFixture: Sendable {
    static let shared = Task { try await TraceFixture() }

    static let app = LinkFixtures.app
    static let package = LinkFixtures.package
    static let print = LinkFixtures.print
    static let otherPrint = AndroidFixture.otherPrint
    static let hosts = [
        "click.trace.test", "shop.trace.test", "meta.trace.test", "loop.trace.test", "endless.trace.test",
        "private.trace.test", "noapp.trace.test", "nofp.trace.test", "big.trace.test", "stale.trace.test",
        "cdn.trace.test", "js.trace.test", "cdnold.trace.test", "deadend.trace.test",
        "nam12.safelinks.protection.outlook.com", "u123.ct.sendgrid.net",
    ]

    let checker: CheckerFixture
    let server: TestHTTPSServer
    let plain: TestHTTPSServer

    private init() async throws {
        let checker = try await CheckerFixture.shared.value
        self.checker = checker
        let identity = try checker.pki.issue(
            "trace",
            names: ["*.trace.test", "localhost", "nam12.safelinks.protection.outlook.com", "u123.ct.sendgrid.net"],
            days: 30)
        // The server's own port, known once it listens: the private redirect names it.
        let port = LockedBox(0)
        let server = try await TestHTTPSServer.start(tls: try CheckerFixture.context(identity)) { host, path in
            Self.route(host, path, port: port.value)
        }
        port.value = server.port
        self.server = server
        plain = try await TestHTTPSServer.startPlain { _, path in
            path.hasPrefix("/c/")
                ? .status(.found, headers: [("Location", "https://shop.trace.test/product/\(path.dropFirst(3))")])
                : .notFound
        }
    }

    /// Trace options reaching every host through `--resolve`, trusting the test CA, Apple's CDN here.
    func options(apps: [String] = [], android: TraceOptions.AndroidApp? = nil, cdn: Bool = false, maxHops: Int = 10)
        -> TraceOptions
    {
        TraceOptions(
            checker: CheckerOptions(
                timeout: 15, extraCAFile: checker.pki.caFile, resolve: mappings, cdnBase: "https://cdn.trace.test/a/v1/"
            ),
            apps: apps, android: android, cdn: cdn, maxHops: maxHops)
    }

    var mappings: [ResolveOverride] {
        Self.hosts.map { ResolveOverride(host: $0, address: "127.0.0.1", port: server.port) }
            + [ResolveOverride(host: "mail.trace.test", address: "127.0.0.1", port: plain.port)]
    }

    /// `ulinks trace` with the fixture's mappings, CA and CDN.
    func arguments(_ arguments: [String]) -> [String] {
        ["trace"] + arguments + mappings.flatMap { ["--resolve", $0.description] }
            + ["--ca", checker.pki.caFile, "--cdn-base", "https://cdn.trace.test/a/v1/", "--timeout", "15"]
    }

    static func aasa(app: String = app) -> String { LinkFixtures.aasa(app: app) }

    static let page = TestServerBehavior.respond(
        status: .ok, headers: [("Content-Type", "text/html; charset=utf-8")],
        body: Array("<!doctype html><html><body><h1>Product</h1></body></html>".utf8))

    static func html(_ body: String) -> TestServerBehavior {
        .respond(status: .ok, headers: [("Content-Type", "text/html")], body: Array(body.utf8))
    }

    static func redirect(_ location: String, _ status: HTTPResponseStatus = .found) -> TestServerBehavior {
        .status(status, headers: [("Location", location)])
    }

    static func route(_ host: String, _ path: String, port: Int) -> TestServerBehavior {
        let aasaPath = path == "/.well-known/apple-app-site-association"
        let linksPath = path == "/.well-known/assetlinks.json"
        switch host {
        case "shop.trace.test", "stale.trace.test":
            if aasaPath { return .json(aasa()) }
            if linksPath { return AndroidFixture.list([AndroidFixture.app(package, prints: [print])]) }
            return path.hasPrefix("/product/") || path.hasPrefix("/help/") ? page : .notFound
        case "click.trace.test":
            // An email service's click tracker: no association file, a 302 to the shop.
            if path.hasPrefix("/ls/click") { return redirect("https://shop.trace.test/product/42?utm_source=mail") }
            return .notFound
        case "meta.trace.test":
            if path == "/m" {
                return html(
                    #"<html><head><meta http-equiv="refresh" content="0; URL='/r?to=shop'"></head></html>"#)
            }
            if path == "/r?to=shop" { return redirect("https://shop.trace.test/product/7", .seeOther) }
            return .notFound
        case "js.trace.test":
            return html("<script>window.location.href = 'https://shop.trace.test/product/9'</script>")
        case "loop.trace.test":
            if path == "/a" { return redirect("/b", .movedPermanently) }
            if path == "/b" { return redirect("https://loop.trace.test/a", .temporaryRedirect) }
            return .notFound
        case "endless.trace.test":
            let n = Int(path.dropFirst(3)) ?? 0
            return redirect("/n/\(n + 1)", .permanentRedirect)
        case "private.trace.test":
            // A public name whose redirect leads to a loopback address.
            if path == "/go" { return redirect("https://localhost:\(port)/product/1") }
            return .notFound
        case "localhost":
            return path.hasPrefix("/product/") ? page : .notFound
        case "noapp.trace.test":
            if aasaPath { return .json(aasa(app: "ABCDE12345.com.example.other")) }
            return page
        case "nofp.trace.test":
            if aasaPath { return .json(aasa()) }
            if linksPath { return AndroidFixture.list([AndroidFixture.app(package, prints: [otherPrint])]) }
            return page
        case "big.trace.test":
            // A page that never ends (a 1 GB page and more): the fetch stops at the size limit.
            return path == "/page" ? .endless() : .notFound
        case "cdnold.trace.test":
            // The origin lists the app today; Apple's CDN still serves the copy it fetched before.
            if aasaPath { return .json(aasa()) }
            return page
        case "deadend.trace.test":
            // A click tracker whose redirect leads to a host that does not resolve.
            return redirect("https://nowhere.invalid/product/1")
        case "nam12.safelinks.protection.outlook.com":
            // Outlook Safe Links: a redirect to its url parameter.
            let inner = URLComponents(string: "https://x\(path)")?.queryItems?.first { $0.name == "url" }?.value
            return inner.map { redirect($0) } ?? .notFound
        case "u123.ct.sendgrid.net":
            // SendGrid's own click-tracking host: no association file, a 302 to the shop.
            return path.hasPrefix("/ls/click") ? redirect("https://shop.trace.test/product/42") : .notFound
        case "cdn.trace.test":
            // Apple's CDN: a copy for shop; for stale, the failure of a file the origin serves now; for
            // cdnold, an older copy that lists another app.
            if path == "/a/v1/shop.trace.test" { return .json(aasa(), extra: [("Age", "600")]) }
            if path == "/a/v1/cdnold.trace.test" {
                return .json(
                    aasa(app: "ABCDE12345.com.example.other"),
                    extra: [("Age", "7200"), ("Cache-Control", "max-age=21600,public")])
            }
            return .status(.notFound, headers: [("Apple-Failure-Reason", "SWCERR00101 Bad HTTP Response")])
        default:
            return .notFound
        }
    }
}
