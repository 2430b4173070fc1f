import Foundation
import UniversalLinks

extension PasskeysChecker {
    /// The browsers' decision on `/.well-known/webauthn` (WebAuthn Level 3 §5.11.1,
    /// https://w3c.github.io/webauthn/#sctn-validating-relation-origin): the file lets other origins use
    /// this RP ID. No file (404, 410) is fine: pages on the RP ID and its subdomains need none.
    func browserCheck(_ fetched: FetchResult, domain: DomainReport) -> (check: PasskeyCheck, origins: [String]?) {
        let url = fetched.url
        let host = domain.domain
        if let failure = Self.hostFailure(domain) {
            return (
                PasskeyCheck(
                    url, failure.verdict, failure.check.seen, problem: failure.problem, fix: failure.check.fix), nil
            )
        }
        if let failure = fetched.failure {
            let seen = DomainChecker.failureCheck(failure, url: url)
            return (PasskeyCheck(url, .unknown, seen.seen, problem: .unreachable, fix: seen.fix), nil)
        }
        let status = fetched.status ?? 0
        let example = "{\"origins\": [\"https://other.example\"]}"
        let fileFix: Message =
            "Serve \(example) at \(url) with status 200 and Content-Type: application/json, or answer 404 when no other origin uses this RP ID."
        if status == 404 || status == 410 {
            return (
                PasskeyCheck(
                    url, .ready,
                    "no related-origins file (\(status)): only pages on \(host) and its subdomains may use this RP ID, which is all most sites need"
                ), nil
            )
        }
        if (300..<400).contains(status) {
            let location = fetched.header("location") ?? ""
            let target = URL(string: location, relativeTo: URL(string: url))?.absoluteURL
            let sameOrigin = target?.scheme == "https" && target?.host?.lowercased() == host && target?.port == nil
            let fix: Message = "Serve the file itself at \(url) with status 200, without redirecting."
            guard sameOrigin else {
                return (
                    PasskeyCheck(
                        url, .broken, "\(status) to \(location): browsers do not follow a redirect to another origin",
                        problem: .webauthnRedirect, fix: fix), nil
                )
            }
            return (
                PasskeyCheck(
                    url, .unknown,
                    "\(status) to \(location), within the origin: Firefox follows it, other browsers may not (not checked)",
                    problem: .webauthnRedirect, fix: fix), nil
            )
        }
        guard status == 200 else {
            let line = "\(status) \(fetched.reason ?? "")".trimmingCharacters(in: .whitespaces)
            return (
                PasskeyCheck(
                    url, .broken, "\(line): browsers read no related origins", problem: .webauthnStatus, fix: fileFix),
                nil
            )
        }
        let type = fetched.mediaType ?? ""
        let text = fetched.body.drop {
            $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF
        }
        if type == "text/html" || text.first == UInt8(ascii: "<") {
            return (
                PasskeyCheck(
                    url, .broken,
                    "an HTML page (\(fetched.header("content-type") ?? "no Content-Type")), not the JSON file",
                    problem: .webauthnHTML,
                    fix:
                        "Exclude /.well-known/webauthn from the single-page app's fallback route and serve the JSON file there (or answer 404 when no other origin uses this RP ID)."
                ), nil
            )
        }
        if fetched.oversize {
            return (
                PasskeyCheck(
                    url, .unknown, "larger than \(options.maxFileSize) bytes: not read", problem: .webauthnInvalid,
                    fix: "List only the origins that use this RP ID."), nil
            )
        }
        guard type == "application/json" else {
            return (
                PasskeyCheck(
                    url, .broken, "Content-Type \(fetched.header("content-type") ?? "missing"), not application/json",
                    problem: .webauthnContentType, fix: "Send Content-Type: application/json for \(url)."), nil
            )
        }
        let document = WebAuthnDocument(bytes: fetched.body)
        if let error = document.diagnostics.first(where: { $0.severity == .error }) {
            let place: Message = error.location.map { "line \($0.line): " } ?? ""
            return (
                PasskeyCheck(
                    url, .broken, place + error.message, problem: .webauthnInvalid,
                    fix: error.hint ?? "Fix the file; ulinks validate FILE --kind webauthn names every problem."),
                document.origins
            )
        }
        return (
            PasskeyCheck(
                url, .ready, .plural("passkeys.browsers.origins", count: document.origins.count)), document.origins
        )
    }
}
