import Foundation
import NIOCore
import UniversalLinks

extension TraceSession {
    /// The checker for `host`: pinned to the address ``AddressPolicy`` vetted, or a failure that says
    /// why the host is not fetched (it does not resolve, or it resolves to an internal address and the
    /// user allowed neither `--allow-private` nor a `--resolve` mapping for it).
    mutating func checker(for host: String) async -> Result<DomainChecker, TraceFailure> {
        if let made = checkers[host] { return .success(made) }
        var checkerOptions = options.checker
        checkerOptions.checkLegacyRoot = false
        checkerOptions.allowPrivateAddresses = options.allowPrivateAddresses
        let name = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        if options.checker.override(for: host) == nil {
            switch await pin(name) {
            case .unresolved:
                return .failure(TraceFailure(Message("trace.host.unresolved", texts: ["host": host])))
            case .refused(let address) where !options.allowPrivateAddresses:
                return .failure(
                    TraceFailure(Message("trace.host.refused", texts: ["host": host, "address": address])))
            case .refused:
                break
            case .pinned(let address):
                // An IP literal is its own address; a name is connected to the address vetted, never
                // looked up again.
                if address != name {
                    checkerOptions.resolve[host] = ResolveOverride(host: host, address: address, port: 443)
                }
            }
        }
        do {
            let made = try DomainChecker(options: checkerOptions)
            checkers[host] = made
            return .success(made)
        } catch {
            return .failure(TraceFailure(Message("trace.host.tls", texts: ["error": "\(error)"])))
        }
    }

    /// ``AddressPolicy/pin(_:)`` within the deadline: a resolver that never answers is a host that
    /// does not resolve.
    func pin(_ host: String) async -> AddressPolicy.Pinning {
        let seconds = options.checker.timeout
        return await withTaskGroup(of: AddressPolicy.Pinning?.self) { group in
            group.addTask { await AddressPolicy.pin(host) }
            group.addTask {
                try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1e9))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? .unresolved
        }
    }

    /// The host's association files, checked once per host.
    mutating func association(for host: String, checker: DomainChecker) async -> HostAssociation {
        if let known = associations[host] { return known }
        let report = await checker.check(domain: host, cdn: options.cdn)
        var association = HostAssociation(host: host, cdn: options.cdn, report: report)
        if let android = options.android {
            let url = DomainChecker.assetLinksURL(for: host)
            let fetched = await checker.fetcher.fetch(url, deadline: .now() + timeout)
            association.readAssetLinks(fetched, limit: checker.options.maxFileSize, app: android)
        }
        associations[host] = association
        return association
    }
}

/// Why a hop was not fetched.
struct TraceFailure: Error, CustomStringConvertible {
    var message: Message
    init(_ message: Message) { self.message = message }
    var description: String { message.english }
}
