import Foundation
import HTTPTypes
import Hummingbird
import UniversalLinks

/// The admin API under `/admin/v1` (described in Docs/openapi.yaml).
struct AdminAPI {
    let service: AssociationService

    struct DomainSummary: Encodable {
        var host: HostName
        var files: [VersionRecord]
    }

    struct PublishBody: Encodable {
        var published: VersionRecord
        var diagnostics: [Diagnostic]
    }

    func register(on router: Router<BasicRequestContext>) {
        let group = router.group("admin/v1")
            .add(
                middleware: AdminAuthMiddleware(service))
        group.get("domains") { _, _ in try await listDomains() }
        group.get("domains/:host") { _, context in try await domain(context) }
        group.delete("domains/:host") { _, context in try await deleteDomain(context) }
        group.get("domains/:host/:kind") { _, context in try await current(context) }
        group.put("domains/:host/:kind") { request, context in try await put(request, context) }
        group.delete("domains/:host/:kind") { _, context in try await delete(context) }
        group.get("domains/:host/:kind/versions") { _, context in try await versions(context) }
        group.get("domains/:host/:kind/versions/:version") { _, context in try await version(context) }
        group.post("domains/:host/:kind/versions/:version/rollback") { _, context in try await rollback(context) }
        group.get("changes") { request, _ in try await changes(request) }
        group.post("validate/:kind") { request, context in try await validate(request, context) }
    }

    // MARK: Handlers

    private func listDomains() async throws -> Response {
        let store = service.store
        let files = try await service.storeCall("live_files") { try await store.liveFiles() }
        let grouped = Dictionary(grouping: files.map(\.record), by: \.host)
        let domains = grouped.keys.sorted().map {
            DomainSummary(host: $0, files: (grouped[$0] ?? []).sorted { $0.kind.rawValue < $1.kind.rawValue })
        }
        return AdminResponse.json(["domains": domains])
    }

    private func domain(_ context: BasicRequestContext) async throws -> Response {
        let host = try context.hostParameter()
        var records: [VersionRecord] = []
        let store = service.store
        for kind in FileKind.allCases {
            if let file = try await service.storeCall(
                "file", { try await store.file(host: host, kind: kind, version: nil) })
            {
                records.append(file.record)
            }
        }
        guard !records.isEmpty else {
            return AdminResponse.error(.notFound, "not-found", .api("no-file", ["host": "\(host)"]))
        }
        return AdminResponse.json(DomainSummary(host: host, files: records))
    }

    private func deleteDomain(_ context: BasicRequestContext) async throws -> Response {
        let host = try context.hostParameter()
        var deleted = false
        for kind in FileKind.allCases where try await service.delete(host: host, kind: kind) { deleted = true }
        return deleted
            ? Response(status: .noContent)
            : AdminResponse.error(.notFound, "not-found", .api("no-file", ["host": "\(host)"]))
    }

    private func current(_ context: BasicRequestContext) async throws -> Response {
        let (host, kind) = try fileParameters(context)
        let store = service.store
        guard
            let file = try await service.storeCall(
                "file", { try await store.file(host: host, kind: kind, version: nil) })
        else {
            return AdminResponse.error(
                .notFound, "not-found", .api("no-kind", ["host": "\(host)", "kind": kind.rawValue]))
        }
        return AdminResponse.file(file)
    }

    private func put(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let (host, kind) = try fileParameters(context)
        let limit = service.configuration.maximumUploadSize
        guard let body = try await request.boundedBody(limit: limit) else { return tooLarge(limit) }
        switch try await service.publish(Array(body.readableBytesView), host: host, kind: kind) {
        case .published(let record, let report):
            var response = AdminResponse.json(
                PublishBody(published: record, diagnostics: report.diagnostics), status: .created)
            response.headers[.eTag] = "\"\(record.sha256.prefix(32))\""
            return response
        case .rejected(let report):
            return AdminResponse.error(
                .unprocessableContent, "invalid-file",
                .api("invalid-file", ["kind": kind.rawValue, "host": "\(host)", "count": "\(report.errors.count)"]),
                diagnostics: report.diagnostics)
        }
    }

    private func delete(_ context: BasicRequestContext) async throws -> Response {
        let (host, kind) = try fileParameters(context)
        return try await service.delete(host: host, kind: kind)
            ? Response(status: .noContent)
            : AdminResponse.error(.notFound, "not-found", .api("no-kind", ["host": "\(host)", "kind": kind.rawValue]))
    }

    private func versions(_ context: BasicRequestContext) async throws -> Response {
        let (host, kind) = try fileParameters(context)
        let store = service.store
        let records = try await service.storeCall("versions") { try await store.versions(host: host, kind: kind) }
        guard !records.isEmpty else {
            return AdminResponse.error(
                .notFound, "not-found", .api("no-versions", ["host": "\(host)", "kind": kind.rawValue]))
        }
        return AdminResponse.json(["versions": records])
    }

    private func version(_ context: BasicRequestContext) async throws -> Response {
        let (host, kind) = try fileParameters(context)
        let number = try versionParameter(context)
        let store = service.store
        guard let number,
            let file = try await service.storeCall(
                "file", { try await store.file(host: host, kind: kind, version: number) })
        else {
            return noVersion(host, kind, context)
        }
        return AdminResponse.file(file)
    }

    private func rollback(_ context: BasicRequestContext) async throws -> Response {
        let (host, kind) = try fileParameters(context)
        guard let number = try versionParameter(context) else { return noVersion(host, kind, context) }
        do {
            return AdminResponse.json(["live": try await service.rollback(host: host, kind: kind, to: number)])
        } catch let error as StoreError where error.code == .notFound {
            return AdminResponse.error(.notFound, error.code.rawValue, error.message)
        }
    }

    private func changes(_ request: Request) async throws -> Response {
        var host: HostName?
        if let text = request.uri.queryParameters.get("host") {
            guard let parsed = HostName(text) else { throw AdminError.badHost(text) }
            host = parsed
        }
        let text = request.uri.queryParameters.get("limit")
        guard let limit = text.map({ Int($0) }) ?? 100, (1...10_000).contains(limit) else {
            return AdminResponse.error(
                .badRequest, "bad-limit", .api("bad-limit", ["value": String((text ?? "").prefix(100))]))
        }
        let (store, chosen) = (service.store, host)
        return AdminResponse.json([
            "changes": try await service.storeCall("changes") { try await store.changes(host: chosen, limit: limit) }
        ])
    }

    private func validate(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        guard let kind = context.parameters.get("kind").flatMap(FileKind.init(urlComponent:)) else {
            throw AdminError.badKind(context.parameters.get("kind") ?? "")
        }
        let limit = service.configuration.maximumUploadSize
        guard let body = try await request.boundedBody(limit: limit) else { return tooLarge(limit) }
        guard body.readableBytes > 0 else { throw ConsoleError.emptyBody }
        // Without ?host= the host-specific lints have a neutral name to work with.
        let text = request.uri.queryParameters.get("host").map { String($0) } ?? "example.com"
        guard let host = HostName(text) else { throw AdminError.badHost(text) }
        let outcome = UploadValidator().validate(Array(body.readableBytesView), kind: kind, host: host)
        return AdminResponse.json([
            "valid": AnyEncodable(outcome.accepted), "diagnostics": AnyEncodable(outcome.report.diagnostics),
        ])
    }

    // MARK: Parameters

    private func tooLarge(_ limit: Int) -> Response {
        AdminResponse.error(
            .contentTooLarge, "too-large", .api("upload-too-large", ["limit": "\(limit)"]))
    }

    private func fileParameters(_ context: BasicRequestContext) throws -> (HostName, FileKind) {
        let host = try context.hostParameter()
        let text = context.parameters.get("kind") ?? ""
        guard let kind = FileKind(urlComponent: text) else { throw AdminError.badKind(text) }
        return (host, kind)
    }

    /// The route's `:version`: a positive integer (`400 bad-version` otherwise); nil when it is too large
    /// for any version to have that number (`404`, as any other version that does not exist).
    private func versionParameter(_ context: BasicRequestContext) throws -> Int? {
        let text = context.parameters.get("version") ?? ""
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), text.contains(where: { $0 != "0" })
        else { throw AdminError.badVersion(text) }
        return Int(text)
    }

    private func noVersion(_ host: HostName, _ kind: FileKind, _ context: BasicRequestContext) -> Response {
        let text = context.parameters.get("version") ?? ""
        return AdminResponse.error(
            .notFound, "not-found",
            .api("no-version", ["host": "\(host)", "version": String(text.prefix(100)), "kind": kind.rawValue]))
    }
}

/// A malformed admin URL: answered with 400 and a JSON error.
enum AdminError: Error, HTTPResponseError {
    case badHost(String)
    case badKind(String)
    case badVersion(String)

    var status: HTTPResponse.Status { .badRequest }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        switch self {
        case .badHost(let text):
            AdminResponse.error(
                .badRequest, "bad-host",
                .api("bad-host", ["host": String(text.prefix(300))]))
        case .badKind(let text):
            AdminResponse.error(
                .badRequest, "bad-kind", .api("bad-kind", ["kind": String(text.prefix(100))]))
        case .badVersion(let text):
            AdminResponse.error(.badRequest, "bad-version", .api("bad-version", ["version": String(text.prefix(100))]))
        }
    }
}

/// Lets one JSON object mix value types.
struct AnyEncodable: Encodable {
    let value: any Encodable
    init(_ value: any Encodable) { self.value = value }
    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}

extension BasicRequestContext {
    /// The route's `:host`, which must be a host name (`400 bad-host` otherwise).
    func hostParameter() throws -> HostName {
        let text = parameters.get("host") ?? ""
        guard let host = HostName(text) else { throw AdminError.badHost(text) }
        return host
    }
}
