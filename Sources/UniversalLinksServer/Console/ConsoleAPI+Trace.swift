import Foundation
import Hummingbird
import UniversalLinks

#if canImport(UniversalLinksChecker)
    import UniversalLinksChecker
#endif

extension ConsoleAPI {
    struct TraceRequest: Decodable {
        var url: String
        var apps: [String]?
        var package: String?
        var fingerprints: [String]?
        var cdn: Bool?
        var maxHops: Int?
    }

    /// `POST /api/v1/trace`: `ulinks trace --format json` for one link, behind the admin token (the
    /// server fetches URLs on the caller's behalf). The tapped host and every hop are refused when they
    /// resolve to loopback, private or link-local addresses, unless the server allows them
    /// (``ConsoleConfiguration/allowPrivateCheck``). Each fetch is bounded as the check's.
    func registerTrace(on api: RouterGroup<BasicRequestContext>) {
        api.group("trace").add(middleware: AdminAuthMiddleware(service)).post { request, _ in try await trace(request) }
    }

    private func trace(_ request: Request) async throws -> Response {
        let body = try await Self.jsonBody(TraceRequest.self, request, limit: 64 * 1024)
        // The prose (reasons, notes, fixes, errors) follows Accept-Language; keys and values do not.
        let localizer = ConsoleLocalization.localizer(request)
        guard body.url.utf8.count <= Self.maximumURLLength else {
            throw ConsoleError(
                "url-too-long", Message("trace.api.url-too-long", texts: ["max": String(Self.maximumURLLength)]))
        }
        let apps = body.apps ?? []
        let prints = body.fingerprints ?? []
        guard apps.count <= 20, prints.count <= 20 else {
            throw ConsoleError("too-many", Message("trace.api.too-many"))
        }
        let maxHops = body.maxHops ?? 10
        guard (1...20).contains(maxHops) else {
            throw ConsoleError("bad-max-hops", Message("trace.api.bad-max-hops"))
        }
        #if canImport(UniversalLinksChecker)
            // All input is checked before any lookup: a refused request resolves nothing.
            if let problem = LinkTracer.problemMessage(with: body.url) {
                throw ConsoleError("bad-url", problem)
            }
            var android: TraceOptions.AndroidApp?
            if let package = body.package, !package.isEmpty {
                guard StatementListParser.isPackageName(package) else {
                    throw ConsoleError(
                        "bad-package", Message("trace.api.bad-package", texts: ["package": String(package.prefix(200))])
                    )
                }
                let normalized = prints.compactMap(Fingerprint.normalize)
                guard normalized.count == prints.count else {
                    throw ConsoleError("bad-fingerprint", Message("trace.api.bad-fingerprint"))
                }
                android = .init(package: package, fingerprints: normalized)
            }
            let host = URLComponents(string: body.url)?.host ?? ""
            let name = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
            if !configuration.allowPrivateCheck, case .refused(let address) = await AddressPolicy.pin(name) {
                throw ConsoleError(
                    "private-address",
                    Message("trace.api.private", texts: ["host": String(host.prefix(300)), "address": address]))
            }
            var options = TraceOptions(
                checker: checkerOptions(), apps: apps, cdn: body.cdn ?? false, maxHops: maxHops,
                allowPrivateAddresses: configuration.allowPrivateCheck)
            options.android = android
            options.localizer = localizer
            let report = await LinkTracer(options: options).trace(body.url)
            return ConsoleResponse.json(try JSONOutput.encode(report, pretty: false) + "\n")
        #else
            return AdminResponse.error(
                .notImplemented, "checker-absent", .api("checker-absent"))
        #endif
    }

    #if canImport(UniversalLinksChecker)
        /// The fetch options of the console's check and trace: the deadline, and where private addresses
        /// are allowed, the server's `--console-check-resolve` mappings and `--console-check-ca`.
        func checkerOptions() -> CheckerOptions {
            var options = CheckerOptions(timeout: configuration.checkTimeout)
            // Off: a redirect's target (named by the server checked) is vetted and pinned like the host.
            options.allowPrivateAddresses = configuration.allowPrivateCheck
            if configuration.allowPrivateCheck {
                options.resolve = Dictionary(
                    configuration.checkResolve.compactMap { try? ResolveOverride(parsing: $0) }.map { ($0.host, $0) },
                    uniquingKeysWith: { _, last in last })
            }
            options.extraCAFile = configuration.checkCAFile
            return options
        }
    #endif
}
