import NIOHTTP1

/// The hosting scenarios served by the main test server, one host name each.
struct MainRoutes: Sendable {
    let signed: [UInt8]
    let gzipped: [UInt8]
    /// 20 MB of spaces, gzip-encoded to about 20 KB.
    let bomb: [UInt8]

    static let hosts = [
        "good.example.test", "rootonly.example.test", "moved.example.test", "www.moved.example.test",
        "login.example.test", "missing.example.test", "forbidden.example.test", "htmlpage.example.test",
        "plain.example.test", "big.example.test", "endless.example.test", "drip.example.test", "gzip.example.test",
        "bom.example.test", "signed.example.test", "stale.example.test", "cdnfail.example.test",
        "noanswer.example.test", "broken.example.test", "echo.example.test", "bomb.example.test", "cdn.apple.test",
        "unclean.example.test", "unclean-redirect.example.test", "hostile-redirect.example.test",
    ]

    static let wellKnown = "/.well-known/apple-app-site-association"
    static let root = "/apple-app-site-association"

    func route(_ host: String, _ path: String) -> TestServerBehavior {
        let file = CheckerFixture.file()
        if host == "cdn.apple.test" { return cdn(path) }
        let isWellKnown = path == Self.wellKnown
        let isRoot = path == Self.root
        switch host {
        case "good.example.test", "www.moved.example.test":
            return isWellKnown ? .json(file) : .notFound
        case "rootonly.example.test":
            return isRoot ? .json(file) : .notFound
        case "moved.example.test":
            return .status(.movedPermanently, headers: [("Location", "https://www.moved.example.test\(path)")])
        case "login.example.test":
            if path.hasPrefix("/login") {
                return .respond(
                    status: .ok, headers: [("Content-Type", "text/html; charset=utf-8")],
                    body: Array("<!DOCTYPE html><html><body><form>Sign in</form></body></html>".utf8))
            }
            return .status(.found, headers: [("Location", "/login?next=\(path)")])
        case "missing.example.test":
            return .notFound
        case "forbidden.example.test":
            return .status(.forbidden, headers: [("Content-Type", "text/html")], body: "<html>Access denied</html>")
        case "htmlpage.example.test":
            return .respond(
                status: .ok, headers: [("Content-Type", "text/html")],
                body: Array("<!DOCTYPE html>\n<html><head><title>Not Found</title></head><body>Oops</body></html>".utf8)
            )
        case "plain.example.test":
            return isWellKnown ? .json(file, contentType: "text/plain") : .notFound
        case "big.example.test":
            // 200 KB: a valid file padded with spaces.
            return isWellKnown ? .json(file + String(repeating: " ", count: 200 * 1024 - file.utf8.count)) : .notFound
        case "endless.example.test":
            return isWellKnown ? .endless() : .notFound
        case "drip.example.test":
            return isWellKnown ? .drip(body: Array(file.utf8), intervalMilliseconds: 1000) : .notFound
        case "gzip.example.test":
            return isWellKnown
                ? .bytes(gzipped, contentType: "application/json", extra: [("Content-Encoding", "gzip")]) : .notFound
        case "bom.example.test":
            return isWellKnown
                ? .bytes([0xEF, 0xBB, 0xBF] + Array(file.utf8), contentType: "application/json") : .notFound
        case "signed.example.test":
            return isWellKnown ? .bytes(signed, contentType: "application/pkcs7-mime") : .notFound
        case "stale.example.test":
            return isWellKnown ? .json(file) : .notFound
        case "cdnfail.example.test":
            return .notFound
        case "bomb.example.test":
            return isWellKnown
                ? .bytes(bomb, contentType: "application/json", extra: [("Content-Encoding", "gzip")]) : .notFound
        case "echo.example.test":
            return isWellKnown ? .echo : .notFound
        case "unclean.example.test":
            return isWellKnown
                ? .closeDelimited(status: .ok, headers: [("Content-Type", "application/json")], body: Array(file.utf8))
                : .notFound
        case "unclean-redirect.example.test":
            return .closeDelimited(
                status: .movedPermanently, headers: [("Location", "https://www.moved.example.test\(path)")], body: [])
        case "hostile-redirect.example.test":
            return .status(.found, headers: [("Location", "https://www.moved.example.test:999999\(path)")])
        case "noanswer.example.test":
            return isWellKnown ? .silent : .notFound
        case "broken.example.test":
            return isWellKnown
                ? .json(
                    "{\"applinks\": {\"details\": [ {\"appID\": \"ABCDE12345.com.example.app\", \"paths\": [\"*\"],} ]}}"
                ) : .notFound
        default:
            return .notFound
        }
    }

    /// Apple's CDN: a copy for good and stale (last week's file), a failure with Apple's headers for cdnfail.
    func cdn(_ path: String) -> TestServerBehavior {
        switch path {
        case "/a/v1/good.example.test":
            return .json(CheckerFixture.file(), extra: [("Age", "3600"), ("Cache-Control", "max-age=86400")])
        case "/a/v1/stale.example.test":
            return .json(CheckerFixture.staleFile, extra: [("Age", "518400"), ("Cache-Control", "max-age=86400")])
        case "/a/v1/cdnfail.example.test":
            return .status(
                .notFound,
                headers: [
                    ("Apple-Failure-Reason", "SWCERR00101 Bad HTTP Response"),
                    ("Apple-Failure-Details", "404 Not Found"), ("Apple-Try-Direct", "false"),
                    ("Cache-Control", "max-age=3600"),
                ])
        default:
            return .status(.notFound, headers: [("Apple-Failure-Reason", "SWCERR00301 Timeout")])
        }
    }
}
