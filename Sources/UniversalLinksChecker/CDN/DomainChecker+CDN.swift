import Foundation
import UniversalLinks

extension DomainChecker {
    /// Apple's CDN copy: whether there is one, what its headers say, and whether it says what the origin says.
    func evaluateCDN(
        _ fetched: FetchResult, origin: FetchResult?, host: String, urls: [String], into report: inout DomainReport
    ) {
        let apple = fetched.failure == nil ? AppleCDNHeaders(headers: fetched.headers) : nil
        var summary = CDNSummary(
            url: fetched.url, status: fetched.status, headers: Self.cdnHeaders(fetched), apple: apple, differences: [])
        defer { report.cdn = summary }
        guard let apple else {
            let failure = fetched.failure ?? .protocolError("no answer")
            report.checks.append(
                .warning(
                    .cdnFetch, "Apple's CDN could not be reached: \(Self.failureCheck(failure, url: fetched.url).seen)",
                    fix: "Retry later; this says nothing about your server."))
            report.checks.append(.skipped(.cdnCompare, "no CDN copy"))
            return
        }
        report.checks.append(Self.cdnHeadersCheck(apple))
        guard fetched.status == 200 else {
            let reason = apple.failureReason.map { ": Apple-Failure-Reason: \($0)" } ?? ""
            let details = apple.failureDetails.map { "; Apple-Failure-Details: \($0)" } ?? ""
            report.checks.append(
                .fail(
                    .cdnFetch, "Apple's CDN has no copy (\(fetched.status ?? 0))\(reason + details)",
                    fix:
                        "Fix what the failure headers name on your server; the CDN fetches it again within about 24 hours (there is no purge)."
                ))
            report.checks.append(.skipped(.cdnCompare, "no CDN copy"))
            return
        }
        summary.sha256 = SHA256Digest.hex(fetched.body)
        let copy = AASAValidator(options: .init(domain: host)).validate(fetched.body)
        report.cdnValidation = copy
        guard let copyFile = copy.file, !copy.report.hasErrors else {
            report.checks.append(
                .fail(
                    .cdnFetch, "Apple's CDN serves a copy that is not a valid file",
                    fix: "Fix the file on your server; the CDN refreshes within about 24 hours."))
            report.checks.append(.skipped(.cdnCompare, "the CDN copy cannot be read"))
            return
        }
        report.checks.append(.pass(.cdnFetch, "Apple's CDN serves a copy (\(fetched.body.count) bytes)"))
        guard let originFile = report.validation?.file, report.check(.fileContent)?.status != .fail else {
            report.checks.append(
                Self.copyWithoutOriginFile(
                    apple, bytes: fetched.body.count, sha256: SHA256Digest.hex(fetched.body),
                    redirect: report.redirectTarget, fileURL: report.url))
            return
        }
        let comparison = FileComparison(
            origin: originFile, copy: copyFile, originSource: report.validation?.document.source,
            copySource: copy.document.source)
        let differences = comparison.differences(domain: host, urls: urls)
        summary.differences = differences
        if differences.isEmpty {
            report.checks.append(.pass(.cdnCompare, "the CDN copy says the same as the origin file"))
        } else {
            let age: Message? = apple.age.map { " (fetched \(Self.durationMessage($0)) ago)" }
            report.checks.append(
                .warning(
                    .cdnCompare,
                    "the CDN still serves an older file\(age): \(Message.joined(differences, separator: "; "))",
                    fix:
                        "Wait: the CDN refreshes within about 24 hours and devices re-check about weekly; there is no purge. Use ?mode=developer entries to test the new file now."
                ))
        }
    }

    /// The CDN serves a valid copy, the origin no valid file. The copy is called older only when the CDN
    /// fetched it from the well-known URL itself (whose answer is not a valid file now); when `Apple-From`
    /// shows that it followed the origin's redirect, the copy is what the redirect's target served, so say
    /// so, and whether the target still serves those bytes (compared by hash, when it was fetched).
    static func copyWithoutOriginFile(
        _ apple: AppleCDNHeaders, bytes: Int, sha256: String, redirect: (url: String, sha256: String?)?,
        fileURL: String
    ) -> CheckResult {
        let fetchedAgo: Message? = apple.age.map { ", fetched \(durationMessage($0)) ago" }
        guard apple.followedRedirect, let source = apple.from.last else {
            return .warning(
                .cdnCompare,
                "the origin serves no valid file, but Apple's CDN still serves an older copy (\(bytes) bytes\(fetchedAgo))",
                fix:
                    "Devices keep the CDN copy until the CDN refreshes (about 24 hours) and they re-check (about weekly). Restore the file."
            )
        }
        let chain = apple.from.joined(separator: " -> ")
        let fix: Message =
            "Serve the file itself at \(fileURL) with status 200: devices that fetch directly (?mode=developer, Apple-Try-Direct) do not follow the redirect, and the CDN keeps the copy only as long as the redirect stays."
        guard let redirect, redirect.url.lowercased() == source.lowercased(), let current = redirect.sha256 else {
            return .warning(
                .cdnCompare,
                "Apple's CDN followed the origin's redirect (Apple-From: \(chain)) and serves the copy it fetched from \(source) (\(bytes) bytes\(fetchedAgo)); not compared with what \(source) serves now (not fetched)",
                fix: fix)
        }
        guard current == sha256 else {
            return .warning(
                .cdnCompare,
                "Apple's CDN followed the origin's redirect (Apple-From: \(chain)) and serves an older copy of \(source) (\(bytes) bytes\(fetchedAgo)): \(source) serves other bytes now",
                fix: fix)
        }
        return .warning(
            .cdnCompare,
            "Apple's CDN followed the origin's redirect (Apple-From: \(chain)) and serves what \(source) serves now (\(bytes) bytes, the same bytes\(fetchedAgo))",
            fix: fix)
    }

    /// The headers worth showing from a CDN answer, each value bounded.
    static func cdnHeaders(_ fetched: FetchResult) -> [HeaderField] {
        let names: Set<String> = [
            "apple-failure-reason", "apple-failure-details", "apple-from", "apple-try-direct", "apple-origin-format",
            "age", "cache-control", "expires", "last-modified", "date", "etag", "content-type",
        ]
        return fetched.headers.filter { names.contains($0.name.lowercased()) }.prefix(32).map {
            HeaderField(name: AppleCDNHeaders.bounded($0.name), value: AppleCDNHeaders.bounded($0.value))
        }
    }

    /// Explains Apple's failure headers, the fetch chain and the cache headers.
    static func cdnHeadersCheck(_ apple: AppleCDNHeaders) -> CheckResult {
        var parts: [Message] = []
        if let reason = apple.failureReason {
            let meaning: Message? = apple.failure.map { "; \($0.code): \($0.meaning)" }
            parts.append("Apple-Failure-Reason: \(reason) (why the CDN could not fetch your file\(meaning))")
        }
        if let details = apple.failureDetails {
            parts.append("Apple-Failure-Details: \(details) (what the CDN saw)")
        }
        if apple.followedRedirect {
            parts.append(
                .plural(
                    "check.cdn.apple-from-redirects", count: apple.from.count - 1,
                    ["chain": .text(apple.from.joined(separator: " -> "))]))
        } else if let from = apple.from.first {
            parts.append(.verbatim("Apple-From: \(from)"))
        }
        if let direct = apple.tryDirect {
            let meaning: Message =
                direct ? "devices are told to fetch from your server directly" : "devices use the CDN's answer"
            parts.append("Apple-Try-Direct: \(direct) (\(meaning))")
        }
        if let format = apple.originFormat { parts.append(.verbatim("Apple-Origin-Format: \(format)")) }
        if let age = apple.age {
            parts.append("Age: \(age) (this copy was fetched from your server \(durationMessage(age)) ago)")
        }
        if let cache = apple.cacheControl {
            if let maxAge = apple.maxAge {
                parts.append("Cache-Control: \(cache) (kept \(durationMessage(maxAge)) before the CDN fetches again)")
            } else {
                parts.append(.verbatim("Cache-Control: \(cache)"))
            }
        }
        if parts.isEmpty { return .pass(.cdnHeaders, "no failure or cache headers") }
        if apple.failed {
            return .fail(
                .cdnHeaders, .joined(parts, separator: "; "),
                fix: apple.failure?.fix ?? "Fix the failure the CDN reports; it refreshes within about 24 hours.")
        }
        if apple.followedRedirect {
            return .warning(
                .cdnHeaders, .joined(parts, separator: "; "),
                fix:
                    "Serve the file at https://DOMAIN/.well-known/apple-app-site-association itself: devices that fetch directly (Apple-Try-Direct, ?mode=developer) do not follow redirects."
            )
        }
        return .pass(.cdnHeaders, .joined(parts, separator: "; "))
    }

    /// "45 s", "12 min", "5 h", "3 days": how reports say a number of seconds, in English (see
    /// ``durationMessage(_:)`` for the message).
    public static func duration(_ seconds: Int) -> String { durationMessage(seconds).english }

    /// "45 s", "12 min", "5 h", "3 days" as a message, its unit translated where shown.
    public static func durationMessage(_ seconds: Int) -> Message {
        switch seconds {
        case ..<120: "\(seconds) s"
        case ..<7200: "\(seconds / 60) min"
        case ..<172_800: "\(seconds / 3600) h"
        default: "\(seconds / 86_400) days"
        }
    }
}
