import Foundation
import Hummingbird
import UniversalLinks

#if canImport(UniversalLinksChecker)
    import UniversalLinksChecker
#endif

extension ConsoleAPI {
    /// The most app IDs, packages and fingerprints one passkeys request may name (each adds a decision,
    /// not a fetch; the files are read once).
    static let maximumPasskeySubjects = 20

    /// `POST /api/v1/passkeys`: `ulinks passkeys --format json` for one RP ID, behind the admin token (the
    /// server fetches the AASA, assetlinks.json and `/.well-known/webauthn` on the caller's behalf). The
    /// RP ID is refused when it resolves to a non-public address unless the server allows them, as for
    /// `/api/v1/check`. Bounded: a 64 KiB body, ``maximumPasskeySubjects`` of each list, the check's
    /// deadline (``ConsoleConfiguration/checkTimeout``) and at most
    /// ``ConsoleConfiguration/maximumConcurrentPasskeys`` at once (429 `busy` past the line, as the
    /// other expensive requests). Reasons and fixes follow `Accept-Language`; ids and verdicts do not.
    func registerPasskeys(on api: RouterGroup<BasicRequestContext>) {
        let work = service.passkeysWork
        api.group("passkeys").add(middleware: AdminAuthMiddleware(service))
            .post { request, _ in try await work.run { try await passkeys(request) } }
    }

    struct PasskeysInput: Decodable {
        var rpID: String
        var appIDs: [String]?
        var packages: [String]?
        var fingerprints: [String]?
        var useCDN: Bool?
    }

    private func passkeys(_ request: Request) async throws -> Response {
        let body = try await Self.jsonBody(PasskeysInput.self, request, limit: 64 * 1024)
        let host = try Self.checkedHost(body.rpID)
        let apps = body.appIDs ?? []
        let packages = body.packages ?? []
        let prints = body.fingerprints ?? []
        let limit = Self.maximumPasskeySubjects
        guard apps.count <= limit, packages.count <= limit, prints.count <= limit else {
            throw ConsoleError("too-many", Message("console.passkeys.error.too-many", ["limit": .integer(limit)]))
        }
        // Every input is read before any lookup: a refused request resolves nothing.
        for app in apps where app.utf8.count > 255 || AppID(app) == nil {
            throw ConsoleError("bad-app", .api("bad-app", ["app": String(app.prefix(100))]))
        }
        #if canImport(UniversalLinksChecker)
            for package in packages where !StatementListParser.isPackageName(package) {
                throw ConsoleError(
                    "bad-package", Message("trace.api.bad-package", texts: ["package": String(package.prefix(200))]))
            }
            guard prints.allSatisfy({ Fingerprint.normalize($0) != nil }) else {
                throw ConsoleError("bad-fingerprint", Message("trace.api.bad-fingerprint"))
            }
            let options = try await vettedOptions(host)
            let report = await PasskeysChecker(options: options).check(
                PasskeysRequest(
                    rpID: host.value, appIDs: apps, packages: packages, fingerprints: prints,
                    useCDN: body.useCDN ?? false))
            let language = ConsoleLocalization.language(request)
            return ConsoleResponse.json(try JSONOutput.encode(report, pretty: false, language: language) + "\n")
        #else
            return AdminResponse.error(.notImplemented, "checker-absent", .api("checker-absent"))
        #endif
    }
}
