import Foundation
import UniversalLinksChecker

extension WatchEvaluator {
    /// Apple's CDN: a failure it holds, a copy it reached through a redirect, a copy that has differed from
    /// the origin for longer than ``cdnGrace``. Also returns since when the copy differs (`previous` when it
    /// already did, `now` when it starts to, nil when it agrees or there is no copy to compare).
    func cdnReasons(_ report: DomainReport, previous: Date?, at now: Date) -> ([WatchReason], Date?) {
        guard let cdn = report.cdn else { return ([], nil) }
        guard let apple = cdn.apple else {
            let seen = report.check(.cdnFetch)?.seen ?? "Apple's CDN could not be reached"
            return ([WatchReason(.cdnUnreachable, seen)], previous)
        }
        var reasons: [WatchReason] = []
        if cdn.status != 200 || apple.failed {
            reasons.append(WatchReason(.cdnFailure, Self.failureMessage(cdn, apple)))
        } else if let fetch = report.check(.cdnFetch), fetch.status == .fail {
            reasons.append(WatchReason(.cdnFailure, fetch.seen))
        }
        if apple.followedRedirect {
            let count = apple.from.count - 1
            reasons.append(
                WatchReason(
                    .cdnRedirect,
                    "Apple's CDN reached the file through \(count) redirect\(count == 1 ? "" : "s"): \(apple.from.joined(separator: " -> "))"
                ))
        }
        guard !cdn.differences.isEmpty else { return (reasons, nil) }
        let since = previous ?? now
        let differed = now.timeIntervalSince(since)
        if differed > cdnGrace {
            let fetched = apple.age.map { "; the CDN fetched its copy \(WatchTime.duration(Double($0))) ago" } ?? ""
            let shown = cdn.differences.prefix(3).joined(separator: "; ")
            let more = cdn.differences.count > 3 ? " (and \(cdn.differences.count - 3) more)" : ""
            reasons.append(
                WatchReason(
                    .cdnStale,
                    "Apple's CDN copy has differed from the origin for \(WatchTime.duration(differed)) (since \(WatchTime.string(since))\(fetched)): \(shown)\(more)"
                ))
        }
        return (reasons, since)
    }

    /// "Apple's CDN holds a failure (404): SWCERR00301 Timeout: timeout: your server did not answer ...;
    /// Apple-Failure-Details: ...; Apple-Try-Direct: true".
    static func failureMessage(_ cdn: CDNSummary, _ apple: AppleCDNHeaders) -> String {
        var message = "Apple's CDN holds a failure (\(cdn.status.map(String.init) ?? "no status"))"
        if let reason = apple.failureReason {
            message += ": \(reason)"
            if let failure = apple.failure { message += " (\(failure.meaning))" }
        }
        if let details = apple.failureDetails { message += "; Apple-Failure-Details: \(details)" }
        if let direct = apple.tryDirect { message += "; Apple-Try-Direct: \(direct)" }
        return message
    }
}
