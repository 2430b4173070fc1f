import Foundation
import Hummingbird
import UniversalLinks

extension ConsoleAPI {
    struct SideBySideRequest: Decodable {
        var aasa: String
        var assetlinks: String
        var urls: [String]
        var package: String?
        var fingerprint: String?
        var domain: String?
        var ios: Int?
        var installed: [String]?
    }

    /// `POST /api/v1/match/side-by-side`: `ulinks match AASA --android ASSETLINKS --format json` (always
    /// an array of `{"url", "ios", "android"}`) for `{"aasa", "assetlinks", "urls", "package"}`.
    func registerSideBySide(on api: RouterGroup<BasicRequestContext>) {
        api.post("match/side-by-side") { request, _ in try await sideBySide(request) }
    }

    private func sideBySide(_ request: Request) async throws -> Response {
        let body = try await Self.jsonBody(SideBySideRequest.self, request, limit: 4 * Self.maximumFileSize)
        for text in [body.aasa, body.assetlinks] where text.utf8.count > Self.maximumFileSize {
            throw ConsoleError.tooLarge(Self.maximumFileSize)
        }
        let urls = try urlList(body.urls)
        guard !urls.isEmpty else { throw ConsoleError("no-url", Message("sidebyside.error.no-url")) }
        let aasa = try Self.usable(AssociationDocument(string: body.aasa), name: "the apple-app-site-association file")
        let links = AssetLinksDocument(string: body.assetlinks)
        guard links.file != nil else {
            throw ConsoleError(
                "unusable-file", Message("sidebyside.error.unusable-assetlinks"),
                diagnostics: links.diagnostics.filter { $0.severity == .error })
        }
        // An empty fingerprint is none, as an empty package is (the console's form sends both empty).
        let fingerprint = body.fingerprint.flatMap { $0.isEmpty ? nil : $0 }
        if let fingerprint, Fingerprint.normalize(fingerprint) == nil,
            !Fingerprint.isCanonical(fingerprint)
        {
            throw ConsoleError("bad-fingerprint", Message("sidebyside.error.fingerprint"))
        }
        let ios = AASAMatcher(document: aasa)
        let android = AndroidAppLinksMatcher(document: links, fingerprint: fingerprint)
        let version = try Self.iosVersion(body.ios.map { String($0) }) ?? .ios13
        let domain = try Self.domain(body.domain)
        let ids = (body.installed ?? []).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let package = body.package.flatMap { $0.isEmpty ? nil : $0 }
        let rendered = try urls.map {
            try JSONOutput.encode(
                SideBySideDecision(
                    url: $0, ios: ios, android: android, domain: domain, iosVersion: version,
                    installed: ids.isEmpty ? nil : Set(ids), package: package))
        }
        return ConsoleResponse.json(JSONOutput.array(rendered))
    }
}
