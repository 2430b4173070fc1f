import Foundation
import UniversalLinks
import UniversalLinksChecker

extension WatchEvaluator {
    /// Apple's CDN: a failure it holds, a copy it reached through a redirect, a copy that has differed from
    /// the origin for longer than ``cdnGrace``. Also returns since when the copy differs (`previous` when it
    /// already did, `now` when it starts to, nil when it agrees or there is no copy to compare).
    func cdnReasons(_ report: DomainReport, previous: Date?, at now: Date) -> ([WatchReason], Date?) {
        guard let cdn = report.cdn else { return ([], nil) }
        guard let apple = cdn.apple else {
            let seen = report.check(.cdnFetch)?.seen ?? Message("watch.reason.cdn-unreachable")
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
                    .plural(
                        "watch.reason.cdn-redirect", count: count,
                        ["chain": .text(apple.from.joined(separator: " -> "))])))
        }
        guard !cdn.differences.isEmpty else { return (reasons, nil) }
        let since = previous ?? now
        let differed = now.timeIntervalSince(since)
        if differed > cdnGrace {
            var values: [String: Message.Argument] = [
                "duration": .message(WatchTime.durationMessage(differed)), "since": .text(WatchTime.string(since)),
                "differences": .message(.joined(Array(cdn.differences.prefix(3)), separator: "; ")),
            ]
            var key = "watch.reason.cdn-stale"
            if let age = apple.age {
                key += ".fetched"
                values["age"] = .message(WatchTime.durationMessage(Double(age)))
            }
            if cdn.differences.count > 3 {
                key += key.hasSuffix(".fetched") ? "-more" : ".more"
                values["more"] = .integer(cdn.differences.count - 3)
            }
            reasons.append(WatchReason(.cdnStale, Message(key, values)))
        }
        return (reasons, since)
    }

    /// "Apple's CDN holds a failure (404): SWCERR00301 Timeout: timeout: your server did not answer ...;
    /// Apple-Failure-Details: ...; Apple-Try-Direct: true".
    static func failureMessage(_ cdn: CDNSummary, _ apple: AppleCDNHeaders) -> Message {
        var details: [Message] = []
        if let reason = apple.failureReason {
            details.append(.verbatim(": \(reason)"))
            if let failure = apple.failure { details.append(" (\(failure.meaning))") }
        }
        if let text = apple.failureDetails { details.append(.verbatim("; Apple-Failure-Details: \(text)")) }
        if let direct = apple.tryDirect { details.append(.verbatim("; Apple-Try-Direct: \(direct)")) }
        let shown = Message.Argument.message(.joined(details))
        guard let status = cdn.status else { return Message("watch.reason.cdn-failure.no-status", ["details": shown]) }
        return Message("watch.reason.cdn-failure", ["status": .integer(status), "details": shown])
    }
}
