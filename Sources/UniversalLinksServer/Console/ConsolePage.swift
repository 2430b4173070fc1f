import HTTPTypes
import Hummingbird
import UniversalLinks

/// The console's page, style sheet and script, compiled into the binary (no file on disk, no asset
/// from the internet) and served with the console's security headers.
enum ConsolePage {
    /// The page, with where the admin token is said beside its field (escaped: a path is text), in
    /// English; the page's script shows it in the chosen language (`hint` of `/console/l10n.json`).
    static func html(adminTokenHint: Message) -> [UInt8] {
        let hint = HTML.escape(adminTokenHint.english)
        return Array(ConsoleAssets.html.replacingOccurrences(of: "{{admin-token-hint}}", with: hint).utf8)
    }
    static let css = Array((ConsoleAssets.css + ConsoleAssets.styleWatch).utf8)
    static let script = Array(
        (ConsoleAssets.scriptCore.replacingOccurrences(
            of: "{{english-labels}}", with: ConsoleLocalization.languageLabels(.english))
            + ConsoleAssets.scriptValidate + ConsoleAssets.scriptMatch
            + ConsoleAssets.scriptDomains + ConsoleAssets.scriptPasskeys + ConsoleAssets.scriptTrace
            + ConsoleAssets.scriptWatch
            + ConsoleAssets.scriptLocale).utf8)

    static func register(on router: Router<BasicRequestContext>, adminTokenHint: Message) {
        let html = html(adminTokenHint: adminTokenHint)
        let hint = ConsoleLocalization.hintJSON(adminTokenHint)
        router.get("/") { _, _ in asset("text/html; charset=utf-8", html) }
        router.get("console/console.css") { _, _ in asset("text/css; charset=utf-8", css) }
        router.get("console/console.js") { _, _ in asset("text/javascript; charset=utf-8", script) }
        router.get("console/l10n.json") { request, _ in ConsoleLocalization.labelsResponse(request, hint: hint) }
        // Browsers ask for it on every visit; a 404 shows as an error in their console.
        router.get("favicon.ico") { _, _ in asset("image/svg+xml", icon, cache: "public, max-age=86400") }
    }

    /// Where an operator finds the admin token: the place `ulinks serve` read or wrote it, when the
    /// server says so (``ConsoleConfiguration/adminTokenPlace``), else where it can be.
    static func adminTokenHint(_ configuration: ServerConfiguration) -> Message {
        guard configuration.adminToken != nil else { return Message("console.domains.token-hint.none") }
        switch configuration.console.adminTokenPlace {
        case let place? where place.hasPrefix("$"):
            return Message("console.domains.token-hint.environment", texts: ["place": place])
        case let place?:
            return Message("console.domains.token-hint.file", texts: ["place": place])
        case nil:
            return Message("console.domains.token-hint.default")
        }
    }

    /// The console's icon: a link symbol, as SVG (browsers sniff the type, whatever the name says).
    static let icon = Array(
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#1d4ed8"/>\
        <path d="M6.5 9.5l3-3M7 5l1-1a2.1 2.1 0 0 1 3 3l-1 1M9 11l-1 1a2.1 2.1 0 0 1-3-3l1-1" stroke="#fff" \
        stroke-width="1.4" fill="none" stroke-linecap="round"/></svg>
        """.utf8)

    private static func asset(_ contentType: String, _ bytes: [UInt8], cache: String = "no-cache") -> Response {
        var response = ConsoleResponse.make(contentType, bytes, cache: cache)
        ConsoleHeadersMiddleware.secure(&response.headers)
        return response
    }
}
