import Foundation

extension WatchEngine {
    /// What the checks of ``run(_:isolation:onRound:onTransition:onResult:)`` tell the loop that schedules them.
    enum RunEvent: Sendable {
        /// Time to start the due checks (and to close a round).
        case tick
        case result(WatchResult)
        /// A batch ended: its domains without a result (cut short) are free again.
        case ended([String])
        case failed(any Error)
    }

    /// Checks each domain on its own due time until the task is cancelled. `onTransition` gets each change of
    /// state or of cause that is alerted (``WatchResult/alert``; with its target, for the target's webhooks)
    /// after it is saved; `onRound` a summary every interval (the checks that ended in it, the states after
    /// it, how late the schedule ran); `onResult` every finished check.
    ///
    /// A domain's first check is at its moment of the first interval (``WatchSchedule/offset(position:count:)``),
    /// each next one an interval after the previous one was due, or as soon as it ends when it took longer: a
    /// domain's checks never overlap, and a domain that hangs delays only itself. At most
    /// ``WatchConfiguration/concurrency`` checks run at once; the domains due meanwhile wait for a slot, and
    /// the round line says how late they started.
    public func run(
        _ targets: [WatchTarget], isolation: isolated (any Actor)? = #isolation,
        onRound: (WatchRoundSummary) async -> Void = { _ in },
        onTransition: (WatchTransition, WatchTarget) async -> Void,
        onResult: (WatchResult) async -> Void = { _ in }
    ) async throws {
        let clock = ContinuousClock()
        let seconds = configuration.schedule.interval
        let interval = Self.duration(seconds)
        // Due checks start at the next tick: checks due together share one checker (one HTTP client and its
        // TLS contexts), which is too costly to make per check at hundreds of checks a second.
        let tick = Self.duration(min(0.25, max(0.05, seconds / 4)))
        var plan = WatchPlan(targets, schedule: configuration.schedule, start: clock.now)
        let width = configuration.concurrency
        let (events, sink) = AsyncStream.makeStream(of: RunEvent.self)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                while !Task.isCancelled {
                    sink.yield(.tick)
                    try? await Task.sleep(for: tick)
                }
            }
            var round = WatchRoundTally(number: 1, start: clock.now)
            for await event in events {
                guard !Task.isCancelled else { break }
                switch event {
                case .tick:
                    let now = clock.now
                    if now - round.start >= interval {
                        var summary = round.summary(states: plan.states)
                        summary.late = max(summary.late, plan.overdue(at: now))
                        await onRound(summary)
                        // The next round starts where this one ended: the round lines cover the run without gaps.
                        round = WatchRoundTally(number: round.number + 1, start: now, started: summary.finished)
                    }
                    let (due, late) = plan.take(at: now, limit: width - plan.running)
                    round.late = max(round.late, late)
                    // Batches of at most 64: a batch reads its domains' records one by one, not the whole store.
                    for base in stride(from: 0, to: due.count, by: 64) {
                        let batch = Array(due[base..<min(base + 64, due.count)])
                        group.addTask { await self.check(batch, into: sink) }
                    }
                case .result(let result):
                    plan.finish(result.domain, state: result.state, at: clock.now)
                    round.add(result)
                    if result.alert, let transition = result.transition {
                        await onTransition(transition, result.target)
                    }
                    await onResult(result)
                case .ended(let domains):
                    for domain in domains { plan.finish(domain, state: nil, at: clock.now) }
                case .failed(let error):
                    throw error
                }
            }
            group.cancelAll()
        }
    }

    /// One batch of due checks (``round(_:number:spread:isolation:onResult:)`` without spreading), each result
    /// sent as it comes.
    private func check(_ batch: [WatchTarget], into sink: AsyncStream<RunEvent>.Continuation) async {
        var done: Set<String> = []
        do {
            _ = try await round(batch, spread: false) { result in
                done.insert(result.domain)
                sink.yield(.result(result))
            }
        } catch {
            sink.yield(.failed(error))
        }
        sink.yield(.ended(batch.map(\.domain).filter { !done.contains($0) }))
    }

    /// `seconds` as a duration, bounded (the schedule's values are checked, but never trusted to convert).
    static func duration(_ seconds: Double) -> Duration {
        .milliseconds(Int64((seconds.isFinite ? min(max(seconds, 0), 1e9) : 0) * 1000))
    }
}

/// Each domain's due time and whether its check is under way.
struct WatchPlan {
    let targets: [WatchTarget]
    let interval: Duration
    var due: [ContinuousClock.Instant]
    var busy: [Bool]
    var latest: [WatchState?]
    let index: [String: Int]
    private(set) var running = 0

    /// The first due times: the domains' moments in the first interval. A domain listed twice is checked once.
    init(_ all: [WatchTarget], schedule: WatchSchedule, start: ContinuousClock.Instant) {
        var seen: Set<String> = []
        let targets = all.filter { seen.insert($0.domain).inserted }
        self.targets = targets
        interval = WatchEngine.duration(schedule.interval)
        var due = Array(repeating: start, count: targets.count)
        for (position, i) in WatchSchedule.order(targets.map(\.domain)).enumerated() {
            due[i] = start + WatchEngine.duration(schedule.offset(position: position, count: targets.count))
        }
        self.due = due
        busy = Array(repeating: false, count: targets.count)
        latest = Array(repeating: nil, count: targets.count)
        index = Dictionary(targets.indices.map { (targets[$0].domain, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Takes the domains due at `now` that are not under way, most overdue first, at most `limit`; with the
    /// most any of them started after its time.
    mutating func take(at now: ContinuousClock.Instant, limit: Int) -> ([WatchTarget], Double) {
        guard limit > 0 else { return ([], 0) }
        let ready = targets.indices.filter { !busy[$0] && due[$0] <= now }.sorted { due[$0] < due[$1] }.prefix(limit)
        var late = 0.0
        for i in ready {
            busy[i] = true
            late = max(late, WatchEngine.seconds(now - due[i]))
        }
        running += ready.count
        return (ready.map { targets[$0] }, late)
    }

    /// A check ended (`state` nil when it was cut short): the domain is due an interval after its last due
    /// time, or at once when its check took longer (its own checks never overlap).
    mutating func finish(_ domain: String, state: WatchState?, at now: ContinuousClock.Instant) {
        guard let i = index[domain], busy[i] else { return }
        busy[i] = false
        running -= 1
        if let state { latest[i] = state }
        due[i] = max(due[i] + interval, now)
    }

    /// How long the most overdue domain waiting for a slot has been due.
    func overdue(at now: ContinuousClock.Instant) -> Double {
        let oldest = targets.indices.filter { !busy[$0] }.map { due[$0] }.min()
        return oldest.map { max(0, WatchEngine.seconds(now - $0)) } ?? 0
    }

    /// Domains per state, of those checked so far.
    var states: [WatchState: Int] {
        latest.reduce(into: [:]) { counts, state in if let state { counts[state, default: 0] += 1 } }
    }
}

/// What the checks that ended during one interval did: the round line's figures.
struct WatchRoundTally {
    let number: Int
    let start: ContinuousClock.Instant
    let started: Date
    var checked = 0
    var transitions = 0
    var causeChanges = 0
    var firstStates = 0
    var unchecked = 0
    var late = 0.0

    init(number: Int, start: ContinuousClock.Instant, started: Date = Date()) {
        self.number = number
        self.start = start
        self.started = started
    }

    mutating func add(_ result: WatchResult) {
        checked += 1
        if result.report.status == .unreachable { unchecked += 1 }
        guard let transition = result.transition else { return }
        if transition.isCauseChange { causeChanges += 1 } else { transitions += 1 }
        if !result.alert, transition.isFirstState { firstStates += 1 }
    }

    func summary(states: [WatchState: Int]) -> WatchRoundSummary {
        var summary = WatchRoundSummary(
            number: number, started: started, finished: Date(), checked: checked, states: states,
            transitions: transitions, unchecked: unchecked)
        summary.firstStates = firstStates
        summary.causeChanges = causeChanges
        summary.late = late
        return summary
    }
}
