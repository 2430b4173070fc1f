import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix
import NIOSSL
import UniversalLinks

/// Fetches one URL the way Apple's fetchers do: GET, no redirects followed, the body capped while streaming,
/// everything within a deadline whatever the server does.
struct HTTPFetcher: Sendable {
    let client: HTTPClient
    let options: CheckerOptions

    /// Fetches `url`; the result always comes back by `deadline` (plus the time to cancel). `plainHTTP`
    /// also allows `http://` (a link being traced; Apple's fetchers use HTTPS only).
    func fetch(_ url: String, deadline: NIODeadline, plainHTTP: Bool = false) async -> FetchResult {
        var result = FetchResult(url: url)
        let start = NIODeadline.now()
        let request: HTTPClientRequest
        switch makeRequest(url, plainHTTP: plainHTTP) {
        case .success(let made): request = made
        case .failure(let problem):
            result.failure = .protocolError(.verbatim(problem.description))
            return result
        }
        let remaining = deadline - start
        guard remaining > .zero else {
            result.failure = .timedOut(phase: "before the request (the domain's deadline had passed)", after: 0)
            return result
        }
        let progress = FetchProgress()
        let cap = options.maxFileSize
        let client = self.client
        let outcome: Result<Void, any Error>? = await withTaskGroup(of: Result<Void, any Error>?.self) { group in
            group.addTask {
                do {
                    try await Self.run(client, request, deadline: deadline, cap: cap, progress: progress, start: start)
                    return .success(())
                } catch {
                    return .failure(error)
                }
            }
            group.addTask {
                // Whatever the server does (accept and never answer, one byte a second), stop at the deadline.
                try? await Task.sleep(nanoseconds: UInt64(max(0, remaining.nanoseconds)))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        let seen = progress.snapshot
        result.status = seen.status
        result.reason = seen.reason
        result.headers = seen.headers
        result.body = seen.body
        result.oversize = seen.oversize
        result.headersSeconds = seen.headersSeconds
        result.totalSeconds = TLSProbe.seconds(.now() - start)
        switch outcome {
        case .success?:
            break
        case .failure(let error)? where Self.endsBody(error, seen):
            // The body ran to the connection's close: that is where it ends.
            break
        case .failure(let error)?:
            result.failure = Self.describe(error, seen: seen, elapsed: result.totalSeconds, expired: .now() >= deadline)
            if result.failure == nil { result.oversize = true }
        case nil:
            let phase: Message =
                seen.status == nil
                ? "waiting for the response headers"
                : "reading the body (\(seen.body.count) bytes received)"
            result.failure = .timedOut(phase: phase, after: result.totalSeconds)
        }
        return result
    }

    /// Builds the GET, routing an overridden host to its address and port while keeping the Host header.
    /// The URL (from a file, a header or a user) is checked first: an https URL (or http with `plainHTTP`)
    /// with a valid host and a port of 1-65535, so that no hostile value reaches the connection code. A
    /// plain-HTTP URL goes to the override's port too, unless that is 443 (an address pinned for HTTPS).
    private func makeRequest(_ url: String, plainHTTP: Bool) -> Result<HTTPClientRequest, HTTPURL.Problem> {
        let parsed: HTTPURL
        do { parsed = try HTTPURL(url) } catch { return .failure(error) }
        guard parsed.scheme == "https" || (plainHTTP && parsed.scheme == "http") else {
            return .failure(HTTPURL.Problem(text: url, reason: plainHTTP ? "not http(s)" : "not https"))
        }
        var hostHeader: String?
        var target = parsed.description
        if let override = options.override(for: parsed.host),
            parsed.effectivePort == (parsed.scheme == "https" ? 443 : 80),
            parsed.scheme == "https" || override.port != 443
        {
            hostHeader = parsed.urlHost
            target = parsed.string(port: override.port)
        }
        var request = HTTPClientRequest(url: target)
        request.method = .GET
        if let hostHeader { request.headers.add(name: "Host", value: hostHeader) }
        request.headers.add(name: "User-Agent", value: options.userAgent)
        request.headers.add(name: "Accept", value: "*/*")
        request.headers.add(name: "Accept-Encoding", value: "gzip, deflate")
        return .success(request)
    }

    private static func run(
        _ client: HTTPClient, _ request: HTTPClientRequest, deadline: NIODeadline, cap: Int, progress: FetchProgress,
        start: NIODeadline
    ) async throws {
        let response = try await client.execute(request, deadline: deadline)
        progress.head(
            status: Int(response.status.code), reason: response.status.reasonPhrase,
            headers: response.headers.map { HeaderField(name: $0.name, value: $0.value) },
            seconds: TLSProbe.seconds(.now() - start))
        for try await chunk in response.body {
            // Stop one byte past the cap: that byte proves the file is too big, and nothing more is read.
            if progress.append(chunk, cap: cap) { break }
        }
    }

    /// Whether `error` is the server closing the connection without TLS close_notify after a response
    /// whose body has no length (no Content-Length, not chunked): HTTP/1.1 then ends the body at the
    /// close, and the missing close_notify (many servers and load balancers skip it) changes nothing.
    /// With a Content-Length, only a body that arrived whole ends there.
    static func endsBody(_ error: any Error, _ seen: FetchProgress.Snapshot) -> Bool {
        guard let tls = error as? NIOSSLError, case .uncleanShutdown = tls, seen.status != nil else { return false }
        let header = { (name: String) in
            seen.headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
        if header("transfer-encoding")?.lowercased().contains("chunked") == true { return false }
        guard let length = header("content-length") else { return true }
        return Int(length.trimmingCharacters(in: .whitespaces)) == seen.body.count
    }

    /// Maps a client error to what the report says; nil means the decoded body passed the size cap.
    private static func describe(
        _ error: any Error, seen: FetchProgress.Snapshot, elapsed: Double, expired: Bool
    ) -> FetchResult.Failure? {
        if let decompression = error as? NIOHTTPDecompression.DecompressionError {
            if decompression == .limit { return nil }
            return .protocolError("the compressed body cannot be decoded (\(decompression))")
        }
        if error is NIOHTTPDecompression.ExtraDecompressionError {
            return .protocolError("the compressed body is truncated or has trailing data")
        }
        if let client = error as? HTTPClientError {
            let timeouts: [HTTPClientError] = [.deadlineExceeded, .readTimeout, .connectTimeout, .cancelled]
            if expired && timeouts.contains(client) {
                let phase: Message =
                    seen.status == nil
                    ? "waiting for the response headers" : "reading the body (\(seen.body.count) bytes received)"
                return .timedOut(phase: phase, after: elapsed)
            }
            switch client {
            case .remoteConnectionClosed:
                return .protocolError(
                    seen.status == nil
                        ? "the server closed the connection without answering"
                        : "the server closed the connection before the end of the body")
            case .bodyLengthMismatch:
                return .protocolError("the body is shorter than its Content-Length")
            default:
                return .protocolError(.verbatim("\(client)"))
            }
        }
        if let tls = error as? NIOSSLError, case .uncleanShutdown = tls {
            // The handshake had completed (a failed one is another error): the server just hung up.
            return .protocolError(
                seen.status == nil
                    ? "the server closed the connection without answering (and without TLS close_notify)"
                    : "the server closed the connection before the end of the body (and without TLS close_notify)")
        }
        if error is NIOSSLError || error is NIOSSLExtraError {
            return .tls("\(error)")
        }
        if error is NIOConnectionError || error is IOError || error is ChannelError {
            return .connect("\(error)")
        }
        if error is CancellationError && expired {
            return .timedOut(
                phase: seen.status == nil ? "waiting for the response headers" : "reading the body", after: elapsed)
        }
        return .protocolError(.verbatim("\(error)"))
    }
}
