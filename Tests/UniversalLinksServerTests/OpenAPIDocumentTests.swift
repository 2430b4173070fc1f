import Foundation
import Testing
import ULinksTestSupport

/// Docs/openapi.yaml describes every admin route the server registers.
@Suite struct OpenAPIDocumentTests {
    static let routes: [(method: String, path: String)] = [
        ("get", "/admin/v1/domains"), ("get", "/admin/v1/domains/{host}"), ("delete", "/admin/v1/domains/{host}"),
        ("get", "/admin/v1/domains/{host}/{kind}"), ("put", "/admin/v1/domains/{host}/{kind}"),
        ("delete", "/admin/v1/domains/{host}/{kind}"), ("get", "/admin/v1/domains/{host}/{kind}/versions"),
        ("get", "/admin/v1/domains/{host}/{kind}/versions/{version}"),
        ("post", "/admin/v1/domains/{host}/{kind}/versions/{version}/rollback"), ("get", "/admin/v1/changes"),
        ("post", "/admin/v1/validate/{kind}"), ("get", "/metrics"), ("get", "/healthz"), ("get", "/readyz"),
        ("get", "/admin/v1/watch"), ("get", "/admin/v1/watch/{host}"), ("put", "/admin/v1/watch/{host}"),
        ("delete", "/admin/v1/watch/{host}"), ("get", "/api/v1/watch"),
    ]

    @Test func everyRouteIsDescribed() throws {
        let url = PackageRoot.url.appendingPathComponent("Docs/openapi.yaml")
        let text = try String(contentsOf: url, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        for (method, path) in Self.routes {
            let start = try #require(lines.firstIndex(of: "  \(path):"), "\(path) is not in openapi.yaml")
            let block = lines[(start + 1)...].prefix { $0.hasPrefix("   ") || $0.isEmpty }
            #expect(block.contains("    \(method):"), "\(method.uppercased()) \(path) is not in openapi.yaml")
        }
    }
}
