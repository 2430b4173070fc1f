import HTTPTypes
import Hummingbird

/// The console's page, style sheet and script, compiled into the binary (no file on disk, no asset
/// from the internet) and served with the console's security headers.
enum ConsolePage {
    static let html = Array(ConsoleAssets.html.utf8)
    static let css = Array(ConsoleAssets.css.utf8)
    static let script = Array(
        (ConsoleAssets.scriptCore + ConsoleAssets.scriptValidate + ConsoleAssets.scriptMatch
            + ConsoleAssets.scriptDomains + ConsoleAssets.scriptTrace).utf8)

    static func register(on router: Router<BasicRequestContext>) {
        router.get("/") { _, _ in asset("text/html; charset=utf-8", html) }
        router.get("console/console.css") { _, _ in asset("text/css; charset=utf-8", css) }
        router.get("console/console.js") { _, _ in asset("text/javascript; charset=utf-8", script) }
    }

    private static func asset(_ contentType: String, _ bytes: [UInt8]) -> Response {
        var response = ConsoleResponse.make(contentType, bytes, cache: "no-cache")
        ConsoleHeadersMiddleware.secure(&response.headers)
        return response
    }
}
