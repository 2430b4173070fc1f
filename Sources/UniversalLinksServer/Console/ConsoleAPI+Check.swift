import Foundation
import Hummingbird
import UniversalLinks

#if canImport(UniversalLinksChecker)
    import UniversalLinksChecker
#endif

extension ConsoleAPI {
    struct CheckRequest: Decodable {
        var domain: String
        var app: String?
        var urls: [String]?
        var cdn: Bool?
    }

    /// `POST /api/v1/check`: `ulinks check --format json` for one domain, behind the admin token
    /// (the server fetches URLs on the caller's behalf), refusing non-public addresses unless the
    /// server allows them. Bounded in time (``ConsoleConfiguration/checkTimeout``) and size (the
    /// checker stops at 131,072 bytes) like the CLI.
    func registerCheck(on api: RouterGroup<BasicRequestContext>) {
        api.group("check")
            .add(
                middleware: AdminAuthMiddleware(service)
            )
            .post { request, _ in try await check(request) }
    }

    private func check(_ request: Request) async throws -> Response {
        let body = try await Self.jsonBody(CheckRequest.self, request, limit: 64 * 1024)
        let host = try Self.checkedHost(body.domain)
        if let app = body.app, !app.isEmpty, AppID(app) == nil {
            throw ConsoleError("bad-app", .api("bad-app", ["app": String(app.prefix(100))]))
        }
        let urls = try urlList(body.urls ?? [])
        #if canImport(UniversalLinksChecker)
            var options = try await vettedOptions(host)
            options.checkLegacyRoot = true
            let checker: DomainChecker
            do {
                checker = try DomainChecker(options: options)
            } catch {
                throw ConsoleError("checker-setup", Message("console.check.error.setup", texts: ["error": "\(error)"]))
            }
            let report = await checker.check(domain: host.value, app: body.app, urls: urls, cdn: body.cdn ?? false)
            try? await checker.shutdown()
            // What each check saw and its fix follow Accept-Language (ids and statuses never change).
            let localized = report.localized(ConsoleLocalization.localizer(request))
            return ConsoleResponse.json(try JSONOutput.encode(localized, pretty: false) + "\n")
        #else
            _ = urls
            return AdminResponse.error(
                .notImplemented, "checker-absent", .api("checker-absent"))
        #endif
    }

    /// The host a check or passkeys request names: a host name, or `https://HOST` read as HOST (a port or a
    /// broken host refused, never connected to); `400 bad-host` otherwise.
    static func checkedHost(_ text: String) throws -> HostName {
        // A URL is read as every URL is (a port or a broken host refused, never connected to).
        let url = text.contains("://") ? try? HTTPURL(text) : nil
        let name = text.contains("://") ? (url?.port == nil ? url?.host ?? "" : "") : text
        guard let host = HostName(name) else {
            throw ConsoleError(
                "bad-host", Message("console.check.error.bad-host", texts: ["domain": String(text.prefix(300))]))
        }
        if let problem = Self.hostProblem(host.value) {
            throw ConsoleError.notADomain(host.value, problem)
        }
        return host
    }

    #if canImport(UniversalLinksChecker)
        /// The fetch options for `host`: unless the server allows private addresses, the host is looked up
        /// once and refused (`400 private-address`, `no-address`) when it is not public, else pinned to the
        /// address allowed; then a public single label (`com`) is refused as no site's domain.
        func vettedOptions(_ host: HostName) async throws -> CheckerOptions {
            var options = checkerOptions()
            if !configuration.allowPrivateCheck {
                // A redirect's target is vetted and pinned by the checker itself (allowPrivateAddresses is off).
                switch await AddressPolicy.pin(host.value) {
                case .unresolved:
                    // Unpinned, the check's own lookup could get another answer (a private address).
                    throw ConsoleError(
                        "no-address", Message("console.check.error.no-address", texts: ["host": "\(host)"]))
                case .refused(let refused):
                    throw ConsoleError(
                        "private-address",
                        Message(
                            "console.check.error.private-address", texts: ["host": "\(host)", "address": "\(refused)"]))
                case .pinned(let address):
                    options.resolve = [host.value: ResolveOverride(host: host.value, address: address, port: 443)]
                }
            }
            // After the vetting, so that `localhost` keeps its private-address answer: a public single
            // label (`com`) is no site's domain, and Apple's CDN fetches nothing for it.
            if let problem = HTTPURL.domainProblem(host.value) {
                throw ConsoleError.notADomain(host.value, problem)
            }
            return options
        }
    #endif
}

extension ConsoleError {
    /// `bad-host`: `host` is no site's domain, for `reason` (shown in the reader's language).
    static func notADomain(_ host: String, _ reason: Message) -> ConsoleError {
        ConsoleError("bad-host", .api("not-a-domain", arguments: ["domain": .text(host), "reason": .message(reason)]))
    }
}
