import Foundation
import HTTPTypes
import Hummingbird
import UniversalLinks
import UniversalLinksChecker
import UniversalLinksWatch

/// `/admin/v1/watch` (`ulinks serve --watch`; Docs/openapi.yaml): the watched domains with their states,
/// registering a domain that is not hosted here with its expectations and webhooks, one domain's state
/// and history of transitions (each with its report and what changed), and removing a registration.
/// Everything is read from the store, so every replica answers the same.
struct WatchAdminAPI {
    let service: AssociationService

    /// At most this many registrations' worth of bytes in one body.
    static let maximumBody = 64 * 1024

    func register(on router: Router<BasicRequestContext>) {
        let group = router.group("admin/v1/watch").add(middleware: AdminAuthMiddleware(service))
        group.get { request, _ in try await list(ConsoleLocalization.localizer(request)) }
        group.get(":host") { request, context in try await one(request, context) }
        group.put(":host") { request, context in try await put(request, context) }
        group.delete(":host") { _, context in try await delete(context) }
    }

    /// The store, or the answer when the watch is off.
    private func store() throws -> any ServerWatchStore {
        guard service.configuration.watch != nil, let store = service.store as? any ServerWatchStore else {
            throw WatchAdminError(.notFound, "watch-off", Message("watch.api.off-store"))
        }
        return store
    }

    private func list(_ localizer: Localizer) async throws -> Response {
        let store = try store()
        let listing = try await service.storeCall("watch_list") { [service] in
            try await WatchListing.load(service, store, localizer)
        }
        return AdminResponse.json(["watch": listing.domains])
    }

    private func one(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let store = try store()
        let host = try context.hostParameter()
        // Checked, not clamped: `limit=-1`, `nan` or 2^64 is a 400 that says the range (Docs/openapi.yaml).
        let text = request.uri.queryParameters.get("limit")
        guard let limit = text.map({ Int($0) }) ?? 50, (1...500).contains(limit) else {
            let values = ["low": "1", "high": "500", "value": String((text ?? "").prefix(100))]
            return AdminResponse.error(.badRequest, "bad-limit", .api("bad-limit-range", values))
        }
        let detail = try await service.storeCall("watch_domain") { [service] in
            try await WatchListing.detail(
                service, store, domain: host.value, limit: limit, ConsoleLocalization.localizer(request))
        }
        guard let detail else {
            return AdminResponse.error(
                .notFound, "not-found", Message("watch.api.not-watched", texts: ["domain": "\(host)"]))
        }
        return AdminResponse.json(detail)
    }

    private func put(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let store = try store()
        let host = try context.hostParameter()
        guard let body = try await request.boundedBody(limit: Self.maximumBody) else {
            return AdminResponse.error(
                .contentTooLarge, "too-large", .api("watch-too-large", ["limit": "\(Self.maximumBody)"]))
        }
        let input: WatchRegistrationInput
        do {
            input = try JSONDecoder().decode(WatchRegistrationInput.self, from: Data(body.readableBytesView))
        } catch {
            return AdminResponse.error(
                .badRequest, "bad-json", .api("watch-bad-json", ["error": String("\(error)".prefix(455))]))
        }
        let target: WatchTarget
        do {
            target = try input.target(domain: host.value)
        } catch {
            return AdminResponse.error(.badRequest, error.code, error.message)
        }
        let now = Date()
        let limit = service.configuration.watch?.maximumDomains ?? 0
        let (created, saved) = try await service.storeCall("watch_register") {
            () async throws -> (Bool, WatchRegistration?) in
            // One row and one count, never every registration: a PUT costs the same at 10 or 10,000.
            let existing = try await store.watchRegistration(domain: host.value)
            if existing == nil, try await store.watchRegistrationCount() >= limit { return (true, nil) }
            let registration = WatchRegistration(target: target, createdAt: existing?.createdAt ?? now, updatedAt: now)
            try await store.saveWatchRegistration(registration)
            // A new or changed target is checked soon; the same one again keeps its schedule (a client that
            // PUTs every few seconds does not make the domain checked every few seconds).
            if existing?.target != target { try await store.releaseWatchLeases([host.value]) }
            return (existing == nil, registration)
        }
        guard let saved else {
            return AdminResponse.error(
                .conflict, "too-many", .api("watch-too-many", ["limit": "\(limit)"]))
        }
        return AdminResponse.json(["registration": WatchRegistrationBody(saved)], status: created ? .created : .ok)
    }

    private func delete(_ context: BasicRequestContext) async throws -> Response {
        let store = try store()
        let host = try context.hostParameter()
        // A hosted domain stays watched: its state (and so its alerts) carries on.
        let hosted = service.state.table.host(host.value)?.isWatched == true
        let deleted = try await service.storeCall("watch_delete") {
            try await store.deleteWatchRegistration(domain: host.value, keepState: hosted)
        }
        return deleted
            ? Response(status: .noContent)
            : AdminResponse.error(.notFound, "not-found", .api("watch-not-registered", ["host": "\(host)"]))
    }
}

/// An admin answer thrown from a route (the watch is off).
struct WatchAdminError: Error, HTTPResponseError {
    var status: HTTPResponse.Status
    var code: String
    var message: Message

    init(_ status: HTTPResponse.Status, _ code: String, _ message: Message) {
        self.status = status
        self.code = code
        self.message = message
    }

    /// The message in the language of `Accept-Language` (the console shows it).
    func response(from request: Request, context: some RequestContext) throws -> Response {
        AdminResponse.error(status, code, message, in: ConsoleLocalization.localizer(request))
    }
}
