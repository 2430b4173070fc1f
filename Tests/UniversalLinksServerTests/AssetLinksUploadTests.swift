import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
import UniversalLinksServer

/// The admin API refuses an assetlinks.json with errors exactly as it refuses an AASA file: same status, same
/// error document (code, diagnostics with positions), same size limit, and nothing published.
@Suite struct AssetLinksUploadTests {
    static let host = HostName("example.com")!
    static let auth = RouterTests.auth

    /// A refusal as the client sees it: status, error code, and each diagnostic's code, severity and line.
    struct Refusal: Equatable {
        var status: HTTPResponse.Status
        var error: String?
        var diagnostics: [String]
    }

    static func refusal(_ response: TestResponse) throws -> Refusal {
        let json = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
        let diagnostics = (json?["diagnostics"] as? [[String: Any]] ?? []).map {
            "\($0["code"] ?? "-") \($0["severity"] ?? "-") line \($0["line"] ?? "-") col \($0["column"] ?? "-")"
        }
        return Refusal(status: response.status, error: json?["error"] as? String, diagnostics: diagnostics)
    }

    /// The same broken bytes (invalid JSON) to both endpoints: the same refusal.
    @Test func invalidJSONIsRefusedTheSameWayForBothKinds() async throws {
        let service = Fixtures.service()
        _ = try await service.publish(Fixtures.aasa(1), host: Self.host, kind: .aasa)
        _ = try await service.publish(Fixtures.assetlinks, host: Self.host, kind: .assetlinks)
        try await RouterTests().withApp(service) { client async throws in
            let broken: [UInt8] = Array("[{\"relation\": [\"delegate_permission/common.handle_all_urls\"],}]".utf8)
            var seen: [Refusal] = []
            for kind in ["aasa", "assetlinks"] {
                let response = try await client.execute(
                    uri: "/admin/v1/domains/example.com/\(kind)", method: .put, headers: Self.auth,
                    body: ByteBuffer(bytes: broken))
                seen.append(try Self.refusal(response))
            }
            #expect(seen[0].status == .unprocessableContent)
            #expect(seen[0].error == "invalid-file")
            #expect(seen[1].status == seen[0].status)
            #expect(seen[1].error == seen[0].error)
            // The JSON error is reported identically (code, severity, position); the AASA file adds its own
            // schema errors (an array is not an AASA object).
            let comma = "trailing-comma error line 1 col 61"
            #expect(seen[0].diagnostics.contains(comma), "\(seen[0].diagnostics)")
            #expect(seen[1].diagnostics.contains(comma), "\(seen[1].diagnostics)")

            let oversize = [UInt8](repeating: 0x20, count: 131_073)
            for kind in ["aasa", "assetlinks"] {
                let response = try await client.execute(
                    uri: "/admin/v1/domains/example.com/\(kind)", method: .put, headers: Self.auth,
                    body: ByteBuffer(bytes: oversize))
                #expect(response.status == .contentTooLarge, "\(kind)")
            }
            // Nothing replaced the live files.
            #expect(try await service.store.versions(host: Self.host, kind: .assetlinks).count == 1)
            #expect(try await service.store.versions(host: Self.host, kind: .aasa).count == 1)
        }
    }

    /// assetlinks.json errors (valid JSON, not a statement list) are refused with positioned diagnostics.
    @Test(arguments: [
        (#"{"not": "an array"}"#, "assetlinks-not-array"),
        (
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example", "sha256_cert_fingerprints": ["ab:cd"]}}]"#,
            "assetlinks-fingerprint"
        ),
    ])
    func assetLinksErrorsAreRefusedWithTheirCode(body: String, code: String) async throws {
        let service = Fixtures.service()
        try await RouterTests().withApp(service) { client async throws in
            let response = try await client.execute(
                uri: "/admin/v1/domains/example.com/assetlinks", method: .put, headers: Self.auth,
                body: ByteBuffer(string: body))
            #expect(response.status == .unprocessableContent)
            let json = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
            #expect(json?["error"] as? String == "invalid-file")
            let diagnostics = try #require(json?["diagnostics"] as? [[String: Any]])
            #expect(diagnostics.contains { $0["code"] as? String == code && $0["line"] as? Int == 1 }, "\(diagnostics)")
            #expect(try await service.store.versions(host: Self.host, kind: .assetlinks).isEmpty)
        }
    }
}
