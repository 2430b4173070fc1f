import Foundation
import UniversalLinks
import UniversalLinksChecker

/// Checks a list of domains every interval, keeps each one's state in a ``WatchStore``, and reports
/// every change of state once.
///
/// ```swift
/// let engine = WatchEngine(configuration: WatchConfiguration(cdn: true), store: MemoryWatchStore())
/// try await engine.run([WatchTarget(domain: "example.com", app: "ABCDE12345.com.example.app")]) { transition, _ in
///     print(transition.domain, transition.from, "->", transition.to)
/// }
/// ```
///
/// Each domain runs on its own due time (``run(_:isolation:onRound:onTransition:onResult:)``): a domain's
/// checks never overlap, and one that hangs delays only itself. A domain's state is the worst severity of
/// its reasons (``WatchEvaluator``); a transition is saved before it is reported, so a restart with the
/// same store does not report it again. Cancelling the task that runs it ends it within a check's
/// deadline; the checks cut short are neither saved nor reported.
public struct WatchEngine: Sendable {
    public var configuration: WatchConfiguration
    public let store: any WatchStore
    /// Domains checked by one checker before it is replaced (bounds the memory of a round).
    static let domainsPerChecker = 1000

    public init(configuration: WatchConfiguration, store: any WatchStore) {
        MessageTables.register(.checker, .watch)
        self.configuration = configuration
        self.store = store
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// One round: every target checked once (spread over the schedule unless `spread` is false, as for
    /// `--once`), its record saved, `onResult` called for each as it finishes (in completion order,
    /// never concurrently with itself). Throws when the store fails.
    public func round(
        _ targets: [WatchTarget], number: Int = 1, spread: Bool = true, isolation: isolated (any Actor)? = #isolation,
        onResult: (WatchResult) async -> Void
    ) async throws -> WatchRoundSummary {
        // A few domains (the server's batches): their own rows, not every domain's.
        let previous: [String: WatchRecord]
        if targets.count <= 64 {
            var some: [String: WatchRecord] = [:]
            for target in targets { some[target.domain] = try await store.record(domain: target.domain) }
            previous = some
        } else {
            previous = try await store.records()
        }
        var book = WatchRoundBook(
            number: number, previous: previous, store: store,
            evaluator: WatchEvaluator(cdnGrace: configuration.cdnGrace),
            alertFirstStates: configuration.alertFirstStates)
        let pins = await pin(targets)
        // A shutdown during the lookups: they all answered "no answer", which says nothing about the domains.
        guard !Task.isCancelled else { return book.summary }
        // Refused domains are not fetched at all; the others in the schedule's order.
        for target in targets where pins.refused[target.domain] != nil || pins.slow.contains(target.domain) {
            let report =
                pins.slow.contains(target.domain)
                ? pins.slowReport(target.domain) : pins.refusedReport(target.domain)
            await onResult(try await book.finish(target, report: report, pins: pins))
        }
        let checked = targets.filter { pins.refused[$0.domain] == nil && !pins.slow.contains($0.domain) }
        let order = WatchSchedule.order(checked.map(\.domain))
        let schedule = configuration.schedule
        let clock = ContinuousClock()
        let start = clock.now
        let count = checked.count
        // The checker visits its list in order, so the list is in the schedule's order and `pace` waits for
        // the position's moment.
        var pace: (@Sendable (Int) async -> Void)?
        let late = Lateness()
        if spread && schedule.interval > 0 {
            pace = { position in
                let offset = schedule.offset(position: position, count: count)
                let moment = start + .milliseconds(Int64(offset * 1000))
                try? await clock.sleep(until: moment)
                // A check starts after its moment when every slot was busy (slow domains ahead of it).
                await late.note(Self.seconds(clock.now - moment))
            }
        }
        // A fresh checker (HTTP client) for each slice of the round: the client keeps a connection pool per
        // host it ever reached until it shuts down, which over 10,000 hosts held about 100 MB.
        var failure: (any Error)?
        var base = 0
        while base < order.count, failure == nil, !Task.isCancelled {
            let slice = order[base..<min(base + Self.domainsPerChecker, order.count)]
            let first = base
            let checker: DomainChecker
            do {
                checker = try DomainChecker(options: pins.options)
            } catch {
                throw WatchEngineError("cannot set up TLS: \(error)")
            }
            var slicePace: (@Sendable (Int) async -> Void)?
            if let pace { slicePace = { index in await pace(first + index) } }
            await checker.check(
                slice.map { checked[$0].checkerTarget }, concurrency: configuration.concurrency,
                cdn: configuration.cdn && pins.cdnRefusal == nil, pace: slicePace
            ) { index, report in
                guard failure == nil, !Task.isCancelled else { return }
                do {
                    let target = checked[order[first + index]]
                    let passkeys = await Self.webauthn(target, report: report, pins: pins)
                    await onResult(try await book.finish(target, report: report, pins: pins, passkeys: passkeys))
                } catch {
                    failure = error
                }
            }
            try? await checker.shutdown()
            base += slice.count
        }
        if let failure { throw WatchEngineError("the state store failed: \(failure)") }
        if !Task.isCancelled { try await store.touch(targets.map(\.domain), at: Date()) }
        book.summary.finished = Date()
        book.summary.late = await late.seconds
        return book.summary
    }
}

extension WatchEngine {
    /// `/.well-known/webauthn` read as browsers read it, for a target that watches it and a host that
    /// answered: `ulinks passkeys`'s browsers part, decided with the round's report of the domain and its
    /// pins. One more fetch (not another check of the domain), only for targets that ask
    /// (``WatchTarget/webauthn``).
    static func webauthn(_ target: WatchTarget, report: DomainReport, pins: WatchPins) async -> PasskeysReport? {
        guard target.watchesWebAuthn, report.status != .unreachable, pins.refused[target.domain] == nil else {
            return nil
        }
        return await PasskeysChecker(options: pins.options).browsers(after: report)
    }
}

/// The bookkeeping of one round: the records so far, the summary, and what each finished check turns into.
struct WatchRoundBook {
    var summary: WatchRoundSummary
    var previous: [String: WatchRecord]
    let store: any WatchStore
    let evaluator: WatchEvaluator
    let alertFirstStates: Bool

    init(
        number: Int, previous: [String: WatchRecord], store: any WatchStore, evaluator: WatchEvaluator,
        alertFirstStates: Bool = false
    ) {
        let now = Date()
        summary = WatchRoundSummary(
            number: number, started: now, finished: now, checked: 0, states: [:], transitions: 0, unchecked: 0)
        self.previous = previous
        self.store = store
        self.evaluator = evaluator
        self.alertFirstStates = alertFirstStates
    }

    /// Evaluates `report`, saves the record when it says something new (with the transition and its report
    /// when the state or the set of reasons changed), and counts it. A save the store refuses (another
    /// replica recorded the domain since this check read it) leaves no transition: nothing to alert.
    mutating func finish(
        _ target: WatchTarget, report checked: DomainReport, pins: WatchPins, passkeys: PasskeysReport? = nil
    ) async throws -> WatchResult {
        let now = Date()
        var report = checked
        if let why = pins.cdnRefusal { WatchPins.markCDNRefused(&report, why: why) }
        report = evaluator.graded(report, target: target)
        let before = previous[target.domain]
        let record = evaluator.evaluate(
            report, target: target, previous: before, at: now, refused: pins.refused[target.domain],
            passkeys: passkeys)
        var transition = Self.transition(from: before, to: record, at: now)
        if transition != nil || before.map(record.differs) ?? true {
            let saved = try await store.save(
                record, transition: transition, report: transition != nil ? report : nil, replacing: before)
            if !saved { transition = nil }
        }
        previous[target.domain] = record
        summary.checked += 1
        summary.states[record.state, default: 0] += 1
        if let transition {
            if transition.isCauseChange { summary.causeChanges += 1 } else { summary.transitions += 1 }
        }
        if report.status == .unreachable { summary.unchecked += 1 }
        // A domain's first state is news only when it is failing: 10,000 domains starting must not be 10,000
        // alerts.
        let alert = transition.map { !$0.isFirstState || $0.to == .failing || alertFirstStates } ?? false
        if let transition, !alert, transition.isFirstState { summary.firstStates += 1 }
        return WatchResult(target: target, record: record, report: report, transition: transition, alert: alert)
    }

    /// The change from `before` to `record`: of state, or of the set of reason ids in the same state (the
    /// messages alone, such as a duration that grows, are no change).
    static func transition(from before: WatchRecord?, to record: WatchRecord, at now: Date) -> WatchTransition? {
        let from = before?.state ?? .unknown
        if from != record.state {
            return WatchTransition(
                domain: record.domain, from: from, to: record.state, at: now, reasons: record.reasons)
        }
        guard let before, Set(before.reasons.map(\.id)) != Set(record.reasons.map(\.id)) else { return nil }
        return WatchTransition(
            domain: record.domain, from: from, to: record.state, at: now, reasons: record.reasons,
            previousReasons: before.reasons)
    }
}

/// The most a round's checks started after their moment, from the checks' own tasks.
actor Lateness {
    private(set) var seconds = 0.0

    func note(_ late: Double) {
        guard late.isFinite, late > 0 else { return }
        seconds = max(seconds, late)
    }
}

/// Why the engine stopped: the store failed, or no checker could be set up.
public struct WatchEngineError: Error, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
