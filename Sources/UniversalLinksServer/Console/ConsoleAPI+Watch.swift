import Foundation
import Hummingbird
import UniversalLinks
import UniversalLinksWatch

extension ConsoleAPI {
    /// One stretch of a domain's timeline in one state.
    struct WatchSegment: Encodable {
        var state: WatchState
        var from: Date
        var to: Date
    }

    struct WatchTimelineDomain: Encodable {
        var domain: WatchListing.Summary
        /// The last ``watchTimelineDays`` days, oldest first, covering the whole window.
        var timeline: [WatchSegment]
    }

    struct WatchTimeline: Encodable {
        var since: Date
        var now: Date
        var domains: [WatchTimelineDomain]
    }

    /// Days the Watch tab's timeline covers.
    static let watchTimelineDays = 30.0
    /// Transitions read for the timeline at most (all domains together).
    static let watchTimelineTransitions = 50_000

    /// `GET /api/v1/watch` (admin token): every watched domain with its state and its timeline of the last
    /// 30 days, for the console's Watch tab; a domain's transitions with their reports come from
    /// `GET /admin/v1/watch/{domain}`.
    func registerWatch(on api: RouterGroup<BasicRequestContext>) {
        api.group("watch").add(middleware: AdminAuthMiddleware(service)).get { request, _ in
            try await watchTimeline(ConsoleLocalization.localizer(request))
        }
    }

    private func watchTimeline(_ localizer: Localizer) async throws -> Response {
        guard service.configuration.watch != nil, let store = service.store as? any ServerWatchStore else {
            throw WatchAdminError(.notFound, "watch-off", Message("watch.api.off"))
        }
        let now = Date()
        let since = now.addingTimeInterval(-Self.watchTimelineDays * 86_400)
        let (listing, transitions) = try await service.storeCall("watch_timeline") { [service] in
            (
                try await WatchListing.load(service, store, localizer),
                try await store.watchTransitions(since: since, limit: Self.watchTimelineTransitions)
            )
        }
        let byDomain = Dictionary(grouping: transitions, by: \.domain)
        let domains = listing.domains.map { summary in
            WatchTimelineDomain(
                domain: summary,
                timeline: Self.segments(byDomain[summary.domain] ?? [], current: summary.state, since: since, now: now))
        }
        return AdminResponse.json(WatchTimeline(since: since, now: now, domains: domains))
    }

    /// The stretches between `since` and `now`: the state before the first transition (its `from`, or the
    /// current state when there was none), then each transition's `to`.
    static func segments(_ transitions: [WatchTransition], current: WatchState, since: Date, now: Date)
        -> [WatchSegment]
    {
        var segments: [WatchSegment] = []
        var state = transitions.first?.from ?? current
        var start = since
        for transition in transitions.sorted(by: { $0.at < $1.at }) {
            let at = min(max(transition.at, since), now)
            if at > start { segments.append(WatchSegment(state: state, from: start, to: at)) }
            state = transition.to
            start = at
        }
        if now > start { segments.append(WatchSegment(state: state, from: start, to: now)) }
        return segments
    }
}
