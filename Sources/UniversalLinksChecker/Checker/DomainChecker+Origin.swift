import Foundation
import NIOCore
import UniversalLinks

extension DomainChecker {
    /// Adds the HTTP, header, size, file, app and URL checks for the well-known location.
    func evaluateOrigin(
        _ fetched: FetchResult, host: String, app: String?, urls: [String], deadline: NIODeadline,
        into report: inout DomainReport
    ) async {
        if let failure = fetched.failure {
            report.checks.append(Self.failureCheck(failure, url: fetched.url))
            skipFileChecks(because: "no complete response", app: app, urls: urls, into: &report)
            return
        }
        guard let status = fetched.status else { return }
        guard status == 200 else {
            report.checks.append(Self.statusCheck(fetched))
            if (300..<400).contains(status) {
                report.checks.append(await redirectCheck(fetched, deadline: deadline, into: &report))
            }
            skipFileChecks(because: "no file (status \(status))", app: app, urls: urls, into: &report)
            return
        }
        report.checks.append(.pass(.httpStatus, .verbatim("200 OK")))
        report.checks.append(.pass(.redirect, "not redirected"))
        let validation = fetched.oversize ? nil : AASAValidator(options: .init(domain: host)).validate(fetched.body)
        report.checks.append(contentTypeCheck(fetched, signed: validation?.document.signature != nil))
        report.checks.append(sizeCheck(fetched))
        report.checks.append(encodingCheck(fetched))
        report.checks.append(responseTimeCheck(fetched))
        guard let validation else {
            skipFileChecks(
                because: "not read: larger than the limit", app: app, urls: urls, includeFile: true, into: &report)
            return
        }
        report.validation = validation
        report.file = Self.summary(of: validation, fetched: fetched)
        report.checks.append(Self.fileCheck(validation, bytes: fetched.body))
        report.checks.append(Self.signatureCheck(validation, host: host))
        if let app { report.checks.append(Self.appCheck(app, file: validation.file)) }
        if !urls.isEmpty, let file = validation.file {
            let matcher = AASAMatcher(document: validation.document)
            var decisions: [MatchResult] = []
            for url in urls {
                let decision = matcher.decide(url, domain: host)
                decisions.append(decision)
                report.checks.append(Self.urlCheck(decision, app: app, file: file))
            }
            report.urls = decisions
        } else if !urls.isEmpty {
            for url in urls {
                report.checks.append(CheckResult(.urlDecision, .skipped, "no readable file", subject: url))
            }
        }
    }

    private func skipFileChecks(
        because why: Message, app: String?, urls: [String], includeFile: Bool = true, into report: inout DomainReport
    ) {
        if includeFile { report.checks.append(.skipped(.fileContent, why)) }
        if app != nil { report.checks.append(.skipped(.appListed, why)) }
        for url in urls { report.checks.append(CheckResult(.urlDecision, .skipped, why, subject: url)) }
    }

    /// A fetch that produced no complete response.
    static func failureCheck(_ failure: FetchResult.Failure, url: String) -> CheckResult {
        switch failure {
        case .timedOut(let phase, let after):
            return .fail(
                .httpStatus, "no complete response within \(format(after)) s: timed out \(phase)",
                fix:
                    "Serve the file quickly and completely (a static file, not a slow backend); Apple's fetchers give up."
            )
        case .tls(let why):
            return .fail(
                .httpStatus, "TLS failed during the request: \(why)", fix: "Fix the certificate (see the TLS checks).")
        case .connect(let why):
            return .fail(.httpStatus, "the connection failed: \(why)", fix: "Serve HTTPS on port 443.")
        case .protocolError(let why):
            return .fail(
                .httpStatus, why,
                fix: "Serve the file as a complete HTTP response with a correct Content-Length.")
        }
    }

    /// A non-200 status.
    static func statusCheck(_ fetched: FetchResult) -> CheckResult {
        let status = fetched.status ?? 0
        let line = "\(status) \(fetched.reason ?? "")".trimmingCharacters(in: .whitespaces)
        switch status {
        case 300..<400:
            return .fail(
                .httpStatus, "\(line): Apple's fetchers never follow redirects",
                fix: "Serve the file itself with status 200 at this exact URL, without redirecting.")
        case 404, 410:
            return .fail(
                .httpStatus, "\(line): no file at /.well-known/apple-app-site-association",
                fix:
                    "Put the file at /.well-known/apple-app-site-association (no extension) and check the server's rules for dot-folders."
            )
        case 401, 403:
            return .fail(
                .httpStatus, "\(line): the server refuses the request",
                fix:
                    "Allow anonymous GET of the file, including for the user agent AASA-Bot/1.0.0 (bot and geo blocking, WAF rules, authentication)."
            )
        case 429:
            return .fail(.httpStatus, "\(line): rate limited", fix: "Exempt the file from rate limiting.")
        case 500..<600:
            return .fail(
                .httpStatus, "\(line): server error", fix: "Serve the file as a static file; fix the server error.")
        default:
            return .fail(.httpStatus, "\(line): expected 200", fix: "Serve the file with status 200.")
        }
    }

    /// Names a redirect's target and says whether the target would have served a valid file; keeps the
    /// target (and the hash of what it served) in `report` for the CDN comparison.
    private func redirectCheck(_ fetched: FetchResult, deadline: NIODeadline, into report: inout DomainReport) async
        -> CheckResult
    {
        guard let location = fetched.header("location"), !location.isEmpty else {
            return .fail(
                .redirect, "redirect without a Location header", fix: "Serve the file with status 200 instead.")
        }
        let target = URL(string: location, relativeTo: URL(string: fetched.url))?.absoluteURL.absoluteString ?? location
        let status = fetched.status ?? 0
        report.redirectTarget = (target, nil)
        let fix: Message =
            "Serve the file directly at \(fetched.url) with status 200; Apple does not follow the redirect."
        guard target.lowercased().hasPrefix("https://") else {
            return .fail(.redirect, "\(status) to \(target) (not HTTPS): not followed", fix: fix)
        }
        guard options.fetchRedirectTargets else {
            return .fail(.redirect, "\(status) to \(target): not followed", fix: fix)
        }
        let next: FetchResult
        switch await redirectRoute(for: target) {
        case .refused(let reason):
            return .fail(.redirect, "\(status) to \(target): not followed, \(reason)", fix: fix)
        case .pinned(let pinned):
            next = await pinned.fetcher.fetch(target, deadline: deadline)
            try? await pinned.shutdown()
        case .direct:
            next = await fetcher.fetch(target, deadline: deadline)
        }
        let verdict: Message
        if let failure = next.failure {
            verdict = "the target cannot be fetched either (\(Self.failureCheck(failure, url: target).seen))"
        } else if let code = next.status, code != 200 {
            verdict =
                (300..<400).contains(code)
                ? "the target redirects again (\(code) to \(next.header("location") ?? "?"))"
                : "the target answers \(code), so it would not be valid either"
        } else if next.oversize {
            verdict = "the target is larger than \(options.maxFileSize) bytes, so it would not be valid either"
        } else {
            report.redirectTarget = (target, SHA256Digest.hex(next.body))
            let validation = AASAValidator(options: .init(domain: Self.host(of: target))).validate(next.body)
            if validation.report.hasErrors || validation.file == nil {
                let first: Message = validation.report.errors.first?.message ?? "not an association file"
                let type: Message = next.mediaType.map { .verbatim($0) } ?? "no Content-Type"
                verdict = "the target is not a valid association file (\(type): \(first))"
            } else {
                let apps = validation.file?.applinks?.details.flatMap { $0.appIDs.map(\.value) }.count ?? 0
                verdict = .plural("check.redirect.target-valid", count: apps)
            }
        }
        return .fail(.redirect, "\(status) to \(target): \(verdict)", fix: fix)
    }

    static func host(of url: String) -> String? { URLComponents(string: url)?.host?.lowercased() }

    /// A redirect's target is named by the server, not the user: like an include, its host is vetted
    /// by ``AddressPolicy`` and the fetch pinned to the address allowed (a checker of its own, so no
    /// second lookup can answer differently), unless private addresses are allowed or a `--resolve`
    /// mapping names the host.
    private func redirectRoute(for target: String) async -> RedirectRoute {
        guard !options.allowPrivateAddresses, let host = Self.host(of: target), options.override(for: host) == nil
        else {
            return .direct
        }
        let name = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        var pinned = options
        switch await AddressPolicy.pin(name) {
        case .unresolved:
            return .refused("\(host) does not resolve")
        case .refused(let address):
            return .refused(
                "refused: \(host) resolves to the internal address \(address) (a server's redirect cannot make the checker reach internal services; --resolve allows it)"
            )
        case .pinned(let address) where address == name:
            return .direct  // an IP literal is its own address
        case .pinned(let address):
            pinned.resolve[host] = ResolveOverride(host: host, address: address, port: 443)
        }
        do {
            return .pinned(try DomainChecker(options: pinned))
        } catch {
            return .refused("cannot set up TLS: \(error)")
        }
    }

    /// How a redirect's target is fetched.
    private enum RedirectRoute {
        /// With this checker's fetcher.
        case direct
        /// With a checker pinned to the vetted address (shut down after the fetch).
        case pinned(DomainChecker)
        /// Not at all, for this reason.
        case refused(Message)
    }

    private func contentTypeCheck(_ fetched: FetchResult, signed: Bool) -> CheckResult {
        let expected = signed ? "application/pkcs7-mime" : "application/json"
        guard let raw = fetched.header("content-type"), let type = fetched.mediaType, !type.isEmpty else {
            return .warning(
                .contentType, "no Content-Type header",
                fix:
                    "Send Content-Type: \(expected); current iOS tolerates its absence, older iOS and many validators do not."
            )
        }
        if type == expected {
            return .pass(.contentType, .verbatim(raw))
        }
        if signed && type == "application/json" {
            return .warning(
                .contentType, "\(raw) for a signed file",
                fix: "Send Content-Type: application/pkcs7-mime for a CMS signed file.")
        }
        return .warning(
            .contentType, "\(raw), not \(expected)",
            fix:
                "Send Content-Type: \(expected); current fetchers tolerate others, iOS 8 and many validators reject them."
        )
    }

    private func sizeCheck(_ fetched: FetchResult) -> CheckResult {
        let limit = options.maxFileSize
        if fetched.oversize {
            let declared: Message? = fetched.header("content-length").map { " (Content-Length: \($0))" }
            return .fail(
                .size, "larger than \(limit) bytes: reading stopped at \(fetched.body.count) bytes\(declared)",
                fix: "Shrink the file below 128 KB: merge rules with wildcards, drop unused apps, remove whitespace.")
        }
        let count = fetched.body.count
        if count > limit * 9 / 10 {
            return .warning(
                .size, "\(count) bytes, close to the \(limit)-byte limit", fix: "Leave room: shrink the file.")
        }
        return .pass(.size, "\(count) bytes (limit \(limit))")
    }

    private func encodingCheck(_ fetched: FetchResult) -> CheckResult {
        guard let encoding = fetched.header("content-encoding")?.lowercased(), encoding != "identity" else {
            return .pass(.contentEncoding, "none")
        }
        if encoding == "gzip" || encoding == "deflate" || encoding == "x-gzip" {
            return .pass(
                .contentEncoding,
                "\(encoding), decoded to \(fetched.body.count) bytes (the limit applies to the decoded size)")
        }
        return .fail(
            .contentEncoding, "\(encoding): not requested and not decoded",
            fix: "Serve the file uncompressed or gzip-encoded only when the request accepts it.")
    }

    private func responseTimeCheck(_ fetched: FetchResult) -> CheckResult {
        let total = fetched.totalSeconds
        let ms = Int((total * 1000).rounded())
        if total > options.slowResponseSeconds {
            return .warning(
                .responseTime, .verbatim("\(ms) ms"),
                fix: "Serve the file as a static file close to the edge; slow answers time out.")
        }
        return .pass(.responseTime, .verbatim("\(ms) ms"))
    }
}
