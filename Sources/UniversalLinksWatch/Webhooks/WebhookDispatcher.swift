import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import UniversalLinks
import UniversalLinksChecker

/// POSTs transitions to webhooks on tasks of their own: ``send(_:to:)`` only queues, so a webhook that
/// hangs, answers slowly or is down never delays a check.
///
/// Each URL has its own queue, delivered in order; a failed delivery (no connection, a timeout, 429 or a
/// 5xx) is retried with exponential backoff up to ``Configuration/attempts`` times, then dropped and
/// logged; a 2xx ends it, another status drops it at once. A transition is sent once per URL: nothing is
/// repeated for a state that has not changed. The queues hold at most ``Configuration/queueLimit``
/// deliveries in all; past that the oldest is dropped (and logged). Unless private addresses are
/// allowed, each delivery looks the host up, refuses a non-public address and connects to the vetted one.
///
/// Each attempt holds one connection (a file descriptor), opened for it and closed after it
/// (`Connection: close`): at most ``Configuration/connectionsPerReceiver`` to one receiver (scheme, host
/// and port) and ``Configuration/maximumConnections`` in all are open at once; the others wait for a
/// turn, so receivers that hang can take neither the descriptors a server's store and listeners need nor
/// every turn from the receivers that answer.
public actor WebhookDispatcher {
    public struct Configuration: Sendable {
        /// Tries per delivery (the first included).
        public var attempts = 5
        /// Seconds before the first retry; doubled after each failure (at most 5 minutes).
        public var backoff: Double = 2
        /// Seconds allowed for one attempt (connect, send, status and up to 64 KB of the answer).
        public var timeout: Double = 10
        /// Deliveries waiting, across all URLs.
        public var queueLimit = 4096
        /// POST to loopback, private and link-local addresses.
        public var allowPrivateAddresses = false
        /// Attempts in flight (open connections) to one receiver: scheme, host and port.
        public var connectionsPerReceiver = 2
        /// Attempts in flight (open connections) in all; `ulinks serve` sets it from its open-file limit.
        public var maximumConnections = 64

        public init() {}
    }

    /// A line for the log (deliveries that failed, were dropped or refused).
    /// Receives each line of the webhooks' log, as a message rendered where it is shown.
    public typealias Log = @Sendable (Message) -> Void

    private struct Delivery: Sendable {
        var url: String
        var body: [UInt8]
        var domain: String
    }

    public let configuration: Configuration
    private let log: Log
    private var queues: [String: [Delivery]] = [:]
    private var workers: [String: Task<Void, Never>] = [:]
    private var pending = 0
    /// Attempts in flight, by receiver and in all; the attempts waiting for a turn, oldest first.
    private var inFlight: [String: Int] = [:]
    private var inFlightTotal = 0
    private var turns: [(receiver: String, resume: CheckedContinuation<Bool, Never>)] = []
    private var closed = false
    /// Whether no worker runs, for ``drain(within:)``.
    private let idle = IdleSignal()
    /// Deliveries answered with a 2xx, since the start.
    public private(set) var delivered = 0
    /// The most attempts that were in flight at once, since the start.
    public private(set) var peakConnections = 0

    public init(configuration: Configuration = Configuration(), log: @escaping Log = { _ in }) {
        MessageTables.register(.checker, .watch)
        self.configuration = configuration
        self.log = log
    }

    /// Queues `transition` for each of `urls`; returns at once.
    public func send(_ transition: WatchTransition, to urls: [String]) {
        guard !urls.isEmpty, let body = try? JSONOutput.encode(WebhookPayload(transition), pretty: false) else {
            return
        }
        for url in urls {
            if pending >= configuration.queueLimit, let oldest = queues.first(where: { !$0.value.isEmpty })?.key {
                let dropped = queues[oldest, default: []].removeFirst()
                pending -= 1
                log(
                    Message(
                        "watch.webhook.queue-full",
                        [
                            "url": .text(oldest), "limit": .integer(configuration.queueLimit),
                            "domain": .text(dropped.domain),
                        ]))
            }
            queues[url, default: []].append(Delivery(url: url, body: Array(body.utf8), domain: transition.domain))
            pending += 1
            if workers[url] == nil {
                workers[url] = Task { await self.work(url) }
                idle.update(idle: false)
            }
        }
    }

    /// Waits until every queued delivery is done (delivered, dropped or out of attempts), or `seconds` pass.
    public func drain(within seconds: Double) async {
        await idle.wait(within: .milliseconds(Int64(max(0, min(seconds.isNaN ? 0 : seconds, 86_400)) * 1000)))
    }

    /// Stops the workers and closes the connections. Call once, at the end.
    public func shutdown() async {
        closed = true
        for turn in turns { turn.resume.resume(returning: false) }
        turns = []
        for worker in workers.values { worker.cancel() }
        for worker in workers.values { await worker.value }
        workers = [:]
        idle.update(idle: true)
    }

    /// Delivers `url`'s queue in order until it is empty.
    private func work(_ url: String) async {
        while !Task.isCancelled, var queue = queues[url], !queue.isEmpty {
            let delivery = queue.removeFirst()
            queues[url] = queue
            pending -= 1
            await deliver(delivery)
        }
        if queues[url]?.isEmpty ?? true { queues[url] = nil }
        workers[url] = nil
        if workers.isEmpty { idle.update(idle: true) }
    }

    private func deliver(_ delivery: Delivery) async {
        var delay = configuration.backoff
        for tries in 1...max(1, configuration.attempts) {
            if Task.isCancelled { return }
            let receiver = Self.receiver(of: delivery.url)
            guard await turn(receiver) else { return }
            let outcome = await attempt(delivery)
            endTurn(receiver)
            switch outcome {
            case .delivered:
                delivered += 1
                return
            case .dropped(let why):
                log(
                    Message(
                        "watch.webhook.dropped",
                        ["url": .text(delivery.url), "why": .message(why), "domain": .text(delivery.domain)]))
                return
            case .retry(let why):
                guard tries < configuration.attempts else {
                    log(
                        Message(
                            "watch.webhook.gave-up",
                            [
                                "url": .text(delivery.url), "why": .message(why), "count": .integer(tries),
                                "domain": .text(delivery.domain),
                            ]))
                    return
                }
                log(
                    Message(
                        "watch.webhook.retrying",
                        [
                            "url": .text(delivery.url), "why": .message(why),
                            "delay": .message(WatchTime.durationMessage(delay)),
                        ]))
                try? await Task.sleep(for: .milliseconds(Int64(delay * 1000)))
                delay = min(delay * 2, 300)
            }
        }
    }

    enum Outcome: Error {
        case delivered
        case retry(Message)
        case dropped(Message)
    }

    /// One POST, within ``Configuration/timeout``.
    private func attempt(_ delivery: Delivery) async -> Outcome {
        // Read as every URL is (a row stored before the check, a caller that skipped it): a port past
        // 65535 is dropped here, never handed to NIO (which traps on it) or wrapped round to another port.
        guard let url = try? HTTPURL(delivery.url) else { return .dropped("not a valid http(s) URL") }
        let host = url.host
        let client: HTTPClient
        switch await self.client(for: host) {
        case .success(let made): client = made
        case .failure(let outcome): return outcome
        }
        let outcome = await post(delivery, to: url, with: client)
        // The attempt's turn ends only once its connection is closed: its descriptor is free by then.
        try? await client.shutdown()
        return outcome
    }

    /// The POST itself, within ``Configuration/timeout``.
    private func post(_ delivery: Delivery, to url: HTTPURL, with client: HTTPClient) async -> Outcome {
        let request = {
            var request = HTTPClientRequest(url: url.description)
            request.method = .POST
            request.headers.add(name: "Content-Type", value: "application/json")
            request.headers.add(name: "User-Agent", value: "ulinks-watch")
            // One connection per attempt, closed after it (its client is shut down): the in-flight bound is then
            // the open-connection bound; a pooled idle connection per receiver would hold a descriptor 30 s more.
            request.headers.add(name: "Connection", value: "close")
            request.body = .bytes(ByteBuffer(bytes: delivery.body))
            return request
        }()
        let timeout = configuration.timeout
        let status: Result<Int, any Error>? = await withTaskGroup(of: Result<Int, any Error>?.self) { group in
            group.addTask {
                do {
                    let response = try await client.execute(request, timeout: .milliseconds(Int64(timeout * 1000)))
                    // Read (and drop) a bounded answer.
                    var read = 0
                    for try await chunk in response.body {
                        read += chunk.readableBytes
                        if read > 65_536 { break }
                    }
                    return .success(Int(response.status.code))
                } catch {
                    return .failure(error)
                }
            }
            group.addTask {
                try? await Task.sleep(for: .milliseconds(Int64(timeout * 1000)))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        switch status {
        case .success(let code)? where (200..<300).contains(code): return .delivered
        case .success(let code)? where code == 429 || code >= 500:
            return .retry(Message("watch.webhook.answered", ["code": .integer(code)]))
        case .success(let code)?: return .dropped(Message("watch.webhook.answered", ["code": .integer(code)]))
        case .failure(let error)?: return .retry(.verbatim("\(error)"))
        case nil:
            return .retry(
                Message("watch.webhook.no-answer", ["duration": .message(WatchTime.durationMessage(timeout))]))
        }
    }

    /// A client for one attempt at `host`, pinned to the host's vetted address (looked up for each
    /// delivery) unless private addresses are allowed. The caller shuts it down.
    private func client(for host: String) async -> Result<HTTPClient, Outcome> {
        var override: [String: String] = [:]
        if !configuration.allowPrivateAddresses {
            switch await AddressPolicy.pin(host) {
            case .unresolved: return .failure(.retry(Message("watch.webhook.unresolved", texts: ["host": host])))
            case .refused(let address):
                return .failure(
                    .dropped(Message("watch.webhook.refused", texts: ["host": host, "address": address])))
            case .pinned(let address):
                override = [host: address]
            }
        }
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow, timeout: .init(connect: .seconds(10), read: .seconds(10)))
        configuration.dnsOverride = override
        return .success(HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration))
    }
}

extension WebhookDispatcher {
    /// Waits until `receiver` may have one more attempt in flight (within both bounds), and takes it;
    /// false when the dispatcher shut down meanwhile.
    private func turn(_ receiver: String) async -> Bool {
        guard !closed else { return false }
        // A waiting attempt never fits (a turn that ends goes to the oldest that does), so none is passed.
        if fits(receiver) {
            take(receiver)
            return true
        }
        return await withCheckedContinuation { turns.append((receiver, $0)) }
    }

    /// Ends an attempt and hands its turn to the oldest waiting attempt that now fits.
    private func endTurn(_ receiver: String) {
        inFlightTotal -= 1
        let left = (inFlight[receiver] ?? 1) - 1
        inFlight[receiver] = left > 0 ? left : nil
        guard !closed, let next = turns.firstIndex(where: { fits($0.receiver) }) else { return }
        let waiting = turns.remove(at: next)
        take(waiting.receiver)
        waiting.resume.resume(returning: true)
    }

    private func fits(_ receiver: String) -> Bool {
        inFlightTotal < max(1, configuration.maximumConnections)
            && inFlight[receiver, default: 0] < max(1, configuration.connectionsPerReceiver)
    }

    private func take(_ receiver: String) {
        inFlightTotal += 1
        inFlight[receiver, default: 0] += 1
        peakConnections = max(peakConnections, inFlightTotal)
    }

    /// `http://host:port`: what one connection reaches (the default port of the scheme when none is given).
    static func receiver(of url: String) -> String {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased() else {
            return url
        }
        let port = components.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(components.host?.lowercased() ?? ""):\(port)"
    }
}

extension WebhookDispatcher {
    /// Whether `url` can be a webhook: an http or https URL with a host (`--webhook`, `--watch-webhook`, the
    /// webhooks of `PUT /admin/v1/watch/{domain}`).
    public static func isWebhookURL(_ url: String) -> Bool {
        guard let components = URLComponents(string: url) else { return false }
        return ["http", "https"].contains(components.scheme?.lowercased() ?? "") && components.host?.isEmpty == false
    }
}
