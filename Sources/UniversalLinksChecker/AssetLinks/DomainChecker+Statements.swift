import Foundation
import NIOCore
import UniversalLinks

extension DomainChecker {
    /// The well-known URL of `domain`'s Digital Asset Links statement list.
    public static func assetLinksURL(for domain: String) -> String {
        "https://\(domain)/.well-known/assetlinks.json"
    }

    /// Fetches `https://DOMAIN/.well-known/assetlinks.json` and every `include` it leads to, as Google's
    /// Digital Asset Links service does (HTTPS, no redirects, the size limit, application/json), within
    /// ``CheckerOptions/timeout``, then answers `query`.
    public func statements(domain: String, query: StatementQuery = StatementQuery()) async -> StatementListReport {
        await statements(domain: domain, query: query, deadline: .now() + .nanoseconds(Int64(options.timeout * 1e9)))
    }

    func statements(domain: String, query: StatementQuery, deadline: NIODeadline) async -> StatementListReport {
        let host = Self.normalizedHost(domain)
        let url = Self.assetLinksURL(for: host)
        var state = StatementResolution(report: StatementListReport(source: url, query: query))
        // The domain is the user's own choice: private addresses are refused only for the includes.
        if let bytes = await fetchList(url, depth: 0, guarded: false, deadline: deadline, into: &state) {
            state.report.document = AssetLinksDocument(bytes: bytes)
            await resolve(bytes, url: url, depth: 0, deadline: deadline, into: &state)
        }
        return state.finish()
    }

    /// Reads a statement list from a file (`name` is how statements and errors refer to it), fetching its
    /// `include`s as ``statements(domain:query:)`` does.
    public func statements(file bytes: [UInt8], name: String, query: StatementQuery = StatementQuery()) async
        -> StatementListReport
    {
        var state = StatementResolution(report: StatementListReport(source: name, query: query))
        let deadline = NIODeadline.now() + .nanoseconds(Int64(options.timeout * 1e9))
        await resolve(bytes, url: name, depth: 0, deadline: deadline, into: &state)
        return state.finish()
    }

    /// Parses one list, keeps its statements and fetches its includes depth-first, in list order.
    private func resolve(
        _ bytes: [UInt8], url: String, depth: Int, deadline: NIODeadline, into state: inout StatementResolution
    ) async {
        let page = StatementListParser(maximumSize: options.maxFileSize).parse(bytes, source: url)
        state.report.errors += page.errors
        for statement in page.statements where state.report.statements.count < Self.maximumStatements {
            state.report.statements.append(statement)
        }
        for include in page.includes {
            if include.url.lowercased().hasPrefix("http://") {
                state.report.errors.append(
                    .init(
                        .secureAssetIncludesInsecure, url: url,
                        Message("statements.error.insecure-include", texts: ["url": include.url]),
                        statement: include.statement))
                continue
            }
            guard depth + 1 <= options.maxIncludeDepth else {
                state.report.errors.append(
                    .init(
                        .fetchBudgetExhausted, url: url,
                        Message(
                            "statements.error.include-depth",
                            [
                                "url": .text(include.url), "depth": .integer(depth + 1),
                                "limit": .integer(options.maxIncludeDepth),
                            ]),
                        statement: include.statement))
                continue
            }
            guard state.report.fetches.count < options.maxStatementFetches else {
                state.skipped.append(include.url)
                continue
            }
            if let included = await fetchList(
                include.url, depth: depth + 1, guarded: true, deadline: deadline, into: &state)
            {
                await resolve(included, url: include.url, depth: depth + 1, deadline: deadline, into: &state)
            }
        }
    }

    /// One GET with the checker's rules; the bytes when the file can be used, else the error is recorded.
    private func fetchList(
        _ url: String, depth: Int, guarded: Bool, deadline: NIODeadline, into state: inout StatementResolution
    ) async -> [UInt8]? {
        var entry = StatementListReport.FetchedList(url: url, depth: depth, bytes: 0, seconds: 0)
        defer { state.report.fetches.append(entry) }
        if guarded, let refusal = await addressRefusal(url) {
            entry.error = refusal.code
            state.report.errors.append(refusal)
            return nil
        }
        let fetched = await fetcher.fetch(url, deadline: deadline)
        entry.status = fetched.status
        entry.bytes = fetched.body.count
        entry.contentType = fetched.header("content-type")
        entry.seconds = fetched.totalSeconds
        let problem = Self.listProblem(fetched, limit: options.maxFileSize)
        if let problem {
            entry.error = problem.code
            state.report.errors.append(problem)
            return nil
        }
        return fetched.body
    }

    /// The reason a fetched list is not used, in Google's taxonomy; nil when it is usable.
    static func listProblem(_ fetched: FetchResult, limit: Int) -> StatementListError? {
        let url = fetched.url
        if let failure = fetched.failure {
            if case .tls(let why) = failure {
                return .init(.failedSSLValidation, url: url, Message("statements.error.tls", texts: ["why": why]))
            }
            return .init(.fetchError, url: url, failureCheck(failure, url: url).seen)
        }
        let status = fetched.status ?? 0
        if (300..<400).contains(status) {
            guard let location = fetched.header("location") else {
                return .init(
                    .redirect, url: url, Message("statements.error.redirect-bare", ["status": .integer(status)]))
            }
            return .init(
                .redirect, url: url,
                Message("statements.error.redirect", ["status": .integer(status), "location": .text(location)]))
        }
        guard status == 200 else {
            let reason = (fetched.reason ?? "").trimmingCharacters(in: .whitespaces)
            guard !reason.isEmpty else {
                return .init(
                    .fetchError, url: url, Message("statements.error.status-bare", ["status": .integer(status)]))
            }
            return .init(
                .fetchError, url: url,
                Message("statements.error.status", ["status": .integer(status), "reason": .text(reason)]))
        }
        if fetched.oversize {
            return .init(
                .tooLarge, url: url,
                Message("statements.error.too-large", ["limit": .integer(limit), "read": .integer(fetched.body.count)]))
        }
        guard fetched.mediaType == "application/json" else {
            guard let type = fetched.header("content-type") else {
                return .init(.wrongContentType, url: url, Message("statements.error.content-type-missing"))
            }
            return .init(.wrongContentType, url: url, Message("statements.error.content-type", texts: ["type": type]))
        }
        return nil
    }

    /// Refuses a URL whose host resolves to an internal address, unless `--resolve` maps the host or
    /// ``CheckerOptions/allowPrivateAddresses`` is set.
    private func addressRefusal(_ url: String) async -> StatementListError? {
        guard !options.allowPrivateAddresses, let host = Self.host(of: url), options.override(for: host) == nil else {
            return nil
        }
        let name = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        let address: String
        switch await AddressPolicy.pin(name) {
        case .unresolved:
            return .init(.fetchError, url: url, Message("statements.error.unresolved", texts: ["host": host]))
        case .pinned: return nil
        case .refused(let refused): address = refused
        }
        return .init(
            .fetchError, url: url, Message("statements.error.refused", texts: ["host": host, "address": address]))
    }

    /// Bounds the statements kept whatever the includes hold.
    static let maximumStatements = 10_000
}

/// The state of one resolution: the report being built and the includes the fetch budget left out.
struct StatementResolution {
    var report: StatementListReport
    var skipped: [String] = []

    mutating func finish() -> StatementListReport {
        if let first = skipped.first {
            report.errors.append(
                .init(
                    .fetchBudgetExhausted, url: first,
                    .plural(
                        "statements.error.budget", count: skipped.count,
                        ["fetched": .integer(report.fetches.count), "first": .text(first)])))
        }
        report.listed = report.query.list(report.statements)
        report.check = report.query.check(report.statements)
        return report
    }
}
