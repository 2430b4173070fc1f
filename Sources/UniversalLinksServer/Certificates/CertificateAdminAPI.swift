import Foundation
import HTTPTypes
import Hummingbird

/// `/admin/v1/certificates`: each managed domain's certificate state (none, pending, valid until,
/// last error) and a forced renewal. Read from the store, so every replica shows the same; key
/// material is never selected for these answers.
struct CertificateAdminAPI {
    let service: AssociationService

    struct Listing: Encodable {
        var certificates: [CertificateState]
    }

    func register(on router: Router<BasicRequestContext>) {
        let group = router.group("admin/v1/certificates")
            .add(
                middleware: AdminAuthMiddleware(service))
        group.get { _, _ in try await list() }
        group.get(":host") { _, context in try await one(context) }
        group.post(":host/renew") { _, context in try await renew(context) }
    }

    private var store: (any CertificateStore)? { service.store as? any CertificateStore }

    /// Every managed host, with `none` for those the store has no row for yet.
    private func list() async throws -> Response {
        let stored = try await store?.certificateStates() ?? []
        let byHost = Dictionary(stored.map { ($0.host.value, $0) }, uniquingKeysWith: { a, _ in a })
        let managed = service.state.table.hostNames.sorted()
        let states = managed.compactMap { name -> CertificateState? in
            byHost[name] ?? HostName(name).map { CertificateState(host: $0, status: .none) }
        }
        return AdminResponse.json(Listing(certificates: states))
    }

    private func one(_ context: BasicRequestContext) async throws -> Response {
        let host = try context.hostParameter()
        let stored = try await store?.certificateState(host: host)
        return AdminResponse.json(stored ?? CertificateState(host: host, status: .none))
    }

    private func renew(_ context: BasicRequestContext) async throws -> Response {
        let host = try context.hostParameter()
        guard let store, try await store.requestRenewal(host: host, now: Date()) else {
            return AdminResponse.error(.notFound, "not-found", .api("no-certificate", ["host": "\(host)"]))
        }
        return AdminResponse.json(["renewal": "requested", "host": host.value], status: .accepted)
    }
}
