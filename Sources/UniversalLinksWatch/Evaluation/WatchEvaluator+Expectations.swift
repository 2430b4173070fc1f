import UniversalLinks
import UniversalLinksChecker

extension WatchEvaluator {
    /// One `expectation` reason per pinned decision that no longer holds. An expectation is not judged
    /// when its file could not be read: the reason that made it unreadable says more.
    func expectationReasons(_ report: DomainReport, target: WatchTarget) -> [WatchReason] {
        var reasons: [WatchReason] = []
        let android = report.android?.document.map { document in
            AndroidAppLinksMatcher(document: document, fingerprint: Self.fingerprint(of: target.android))
        }
        for expectation in target.expectations {
            let decision: MatchResult?
            switch expectation.platform {
            case .ios: decision = report.urls?.first { $0.url == expectation.url }
            case .android: decision = android?.decide(expectation.url, domain: target.domain, android: .android15)
            }
            guard let decision, let broken = Self.broken(expectation, decision) else { continue }
            reasons.append(WatchReason(.expectation, broken))
        }
        return reasons
    }

    /// `report` with each iOS `--expect` URL's `url-decision` graded by its expectation instead of by the
    /// app alone: `URL=browser` that opens in the browser is what the team asked for (pass, where `--app`
    /// alone calls "excluded for APP" a warning), and an expectation that no longer holds fails, as the
    /// state does. What each check saw is unchanged; the report's status follows.
    public func graded(_ report: DomainReport, target: WatchTarget) -> DomainReport {
        let expectations = target.expectations.filter { $0.platform == .ios }
        guard !expectations.isEmpty, let decisions = report.urls else { return report }
        var graded = report
        for index in graded.checks.indices where graded.checks[index].id == .urlDecision {
            let check = graded.checks[index]
            guard check.status != .skipped, let url = check.subject,
                let expectation = expectations.first(where: { $0.url == url }),
                let decision = decisions.first(where: { $0.url == url })
            else { continue }
            graded.checks[index].status = Self.broken(expectation, decision) == nil ? .pass : .fail
        }
        graded.settleStatus()
        return graded
    }

    /// What is wrong with `decision` for `expectation`, or nil when it holds. An app expectation holds
    /// when the app's own decision is a match (iOS opens the first installed app that matches; another
    /// app listed before it does not break it).
    static func broken(_ expectation: WatchExpectation, _ decision: MatchResult) -> Message? {
        let url: Message.Argument =
            expectation.platform == .ios
            ? .text(expectation.url) : .message(Message("watch.value.android", texts: ["url": expectation.url]))
        let opens = Message.Argument.message(
            decision.opens.map { Message("watch.value.opens-app", texts: ["app": $0]) }
                ?? Message("watch.value.opens-browser"))
        switch expectation.outcome {
        case .browser:
            guard decision.opens != nil else { return nil }
            return Message("watch.reason.expectation.browser", ["url": url, "opens": opens])
        case .app(let app):
            let key: String
            switch decision.decision(for: app) {
            case .match?: return nil
            case .exclude?: key = "watch.reason.expectation.excluded"
            case .noMatch?: key = "watch.reason.expectation.no-match"
            case nil: key = "watch.reason.expectation.not-listed"
            }
            return Message(key, ["url": url, "app": .text(app), "opens": opens])
        }
    }

    /// The certificate fingerprint an Android query names (statements must list it), if any.
    static func fingerprint(of query: StatementQuery?) -> String? {
        if case .androidApp(_, let prints)? = query?.target { return prints.first }
        return nil
    }
}
