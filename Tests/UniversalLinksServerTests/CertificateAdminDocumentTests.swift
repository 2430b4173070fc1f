import Foundation
import Testing
import ULinksTestSupport

/// Docs/openapi.yaml describes the certificate routes too.
@Suite struct CertificateAdminDocumentTests {
    @Test func certificateRoutesAreDescribed() throws {
        let url = PackageRoot.url.appendingPathComponent("Docs/openapi.yaml")
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        for (method, path) in [
            ("get", "/admin/v1/certificates"), ("get", "/admin/v1/certificates/{host}"),
            ("post", "/admin/v1/certificates/{host}/renew"),
        ] {
            let start = try #require(lines.firstIndex(of: "  \(path):"), "\(path) is not in openapi.yaml")
            let block = lines[(start + 1)...].prefix { $0.hasPrefix("   ") || $0.isEmpty }
            #expect(block.contains("    \(method):"), "\(method.uppercased()) \(path) is not in openapi.yaml")
        }
        #expect(lines.contains("    CertificateState:"))
    }
}
